import type { LibraryShelf } from '@inkshelf/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { COLUMNS, toItem, type NovelListItem, type RawRow } from './novel-list-query.ts';
import { newChaptersSql, visibleToReaderSql } from './shelf-sql.ts';

/** A novel on a shelf, as the Library page shows it. */
export interface LibraryItemRow {
  shelf: LibraryShelf;
  updatedAt: Date;
  newChapters: number;
  novel: NovelListItem;
}

type Row = RawRow & { shelf: LibraryShelf; entry_updated_at: Date | string; new_chapters: number };

/** The reader's library shelves: one shelf per novel, read with the novels as plain rows. */
export class LibraryRepository {
  constructor(private readonly em: EntityManager) {}

  /**
   * Puts the novel on the shelf (or moves it there) when the reader may see it; one statement checks and writes.
   * False when the novel is not visible (nothing is written).
   */
  async shelve(userId: number, novelId: number, shelf: LibraryShelf): Promise<boolean> {
    const rows = await this.em.execute(
      `insert into library_entries (user_id, novel_id, shelf, updated_at, added_at)
       select ?, n.id, ?, clock_timestamp(), clock_timestamp() from novels n where n.id = ? and ${visibleToReaderSql('n')}
       on conflict (user_id, novel_id) do update set shelf = excluded.shelf, updated_at = excluded.updated_at
       returning 1`,
      [userId, shelf, novelId, userId],
    );
    return rows.length > 0;
  }

  /** Takes the novel off the reader's shelves; false when it was on none. */
  async remove(userId: number, novelId: number): Promise<boolean> {
    const rows = await this.em.execute('delete from library_entries where user_id = ? and novel_id = ? returning 1', [
      userId,
      novelId,
    ]);
    return rows.length > 0;
  }

  /**
   * The reader's shelved novels that they may still see, most recently shelved first: one shelf, every shelf, or
   * the one novel given.
   */
  async list(userId: number, filter: { shelf?: LibraryShelf; novelId?: number } = {}): Promise<LibraryItemRow[]> {
    const conditions: string[] = [];
    const params: unknown[] = [];
    if (filter.shelf !== undefined) {
      conditions.push('and e.shelf = ?');
      params.push(filter.shelf);
    }
    if (filter.novelId !== undefined) {
      conditions.push('and e.novel_id = ?');
      params.push(filter.novelId);
    }
    const rows: Row[] = await this.em.execute(
      `${COLUMNS}, e.shelf, e.updated_at as entry_updated_at, ${newChaptersSql('n')} as new_chapters
       from library_entries e
       join novels n on n.id = e.novel_id
       join users u on u.id = n.author_id
       where e.user_id = ? and ${visibleToReaderSql('n')} ${conditions.join(' ')}
       order by e.updated_at desc, n.id desc`,
      [userId, userId, userId, ...params],
    );
    return rows.map((row) => ({
      shelf: row.shelf,
      updatedAt: row.entry_updated_at instanceof Date ? row.entry_updated_at : new Date(row.entry_updated_at),
      newChapters: row.new_chapters,
      novel: toItem(row),
    }));
  }
}
