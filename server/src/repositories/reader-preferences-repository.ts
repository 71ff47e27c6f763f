import type { ReaderPreferences, ReaderPreferencesBody } from '@inkshelf/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';

interface Row {
  excluded_genres: string[];
  hide_mature: boolean;
}

const toPreferences = (row: Row | undefined): ReaderPreferences => ({
  excludedGenres: row?.excluded_genres ?? [],
  hideMature: row?.hide_mature ?? false,
});

/** A reader's saved browse default (reader_preferences), read and written as plain rows in one statement each. */
export class ReaderPreferencesRepository {
  constructor(private readonly em: EntityManager) {}

  /** The reader's saved default; nothing excluded or hidden when the reader never saved one. */
  async find(userId: number): Promise<ReaderPreferences> {
    const rows = await this.em.execute<Row[]>(
      'select excluded_genres, hide_mature from reader_preferences where user_id = ?',
      [userId],
    );
    return toPreferences(rows[0]);
  }

  /** Whether the server leaves Mature novels out of the lists it gives this reader (issue 37). */
  async hidesMature(userId: number): Promise<boolean> {
    const rows = await this.em.execute<{ hide_mature: boolean }[]>(
      'select hide_mature from reader_preferences where user_id = ?',
      [userId],
    );
    return rows[0]?.hide_mature ?? false;
  }

  /** Saves what the body carries; an absent field keeps its saved value (or the default on a first save). */
  async save(userId: number, body: ReaderPreferencesBody): Promise<ReaderPreferences> {
    const genres = body.excludedGenres;
    const genresSql = genres ? `array[${genres.map(() => '?').join(', ')}]::text[]` : `'{}'::text[]`;
    const rows = await this.em.execute<Row[]>(
      `insert into reader_preferences (user_id, excluded_genres, hide_mature, updated_at)
       values (?, ${genresSql}, coalesce(?::boolean, false), now())
       on conflict (user_id) do update set
         excluded_genres = ${genres ? 'excluded.excluded_genres' : 'reader_preferences.excluded_genres'},
         hide_mature = coalesce(?::boolean, reader_preferences.hide_mature),
         updated_at = excluded.updated_at
       returning excluded_genres, hide_mature`,
      [userId, ...(genres ?? []), body.hideMature ?? null, body.hideMature ?? null],
    );
    return toPreferences(rows[0]);
  }
}
