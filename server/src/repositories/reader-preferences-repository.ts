import type { ReaderPreferences } from '@inkshelf/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';

/** A reader's saved browse default (reader_preferences), read and written as plain rows in one statement each. */
export class ReaderPreferencesRepository {
  constructor(private readonly em: EntityManager) {}

  /** The reader's saved default; nothing excluded when the reader never saved one. */
  async find(userId: number): Promise<ReaderPreferences> {
    const rows = await this.em.execute<{ excluded_genres: string[] }[]>(
      'select excluded_genres from reader_preferences where user_id = ?',
      [userId],
    );
    return { excludedGenres: rows[0]?.excluded_genres ?? [] };
  }

  /** Replaces the reader's saved default. */
  async save(userId: number, preferences: ReaderPreferences): Promise<ReaderPreferences> {
    const genres = preferences.excludedGenres;
    const rows = await this.em.execute<{ excluded_genres: string[] }[]>(
      `insert into reader_preferences (user_id, excluded_genres, updated_at)
       values (?, array[${genres.map(() => '?').join(', ')}]::text[], now())
       on conflict (user_id) do update set excluded_genres = excluded.excluded_genres, updated_at = excluded.updated_at
       returning excluded_genres`,
      [userId, ...genres],
    );
    return { excludedGenres: rows[0]?.excluded_genres ?? genres };
  }
}
