import type { EntityManager } from '@mikro-orm/postgresql';
import { Bookmark } from '../entities/index.ts';

/** What `upsert` answers: the bookmark row as it stands, whether this call created it, and the novel's count. */
export interface UpsertedBookmark {
  id: number;
  createdAt: Date;
  created: boolean;
  bookmarkCount: number;
}

/** Bookmarks and the bookmark counter on novels. Writes are raw SQL so the counter uses row-level arithmetic. */
export class BookmarkRepository {
  constructor(private readonly em: EntityManager) {}

  /** The user's bookmarks, newest first, with their novels and the novels' authors (read fresh). */
  listForUser(userId: number) {
    return this.em.find(
      Bookmark,
      { user: userId },
      { populate: ['novel.author'], orderBy: { createdAt: 'desc', id: 'desc' }, refresh: true },
    );
  }

  /** The user's bookmark of the novel, with the novel and its author (read fresh), or null. */
  findForUser(userId: number, novelId: number) {
    return this.em.findOne(Bookmark, { user: userId, novel: novelId }, { populate: ['novel.author'], refresh: true });
  }

  /**
   * Inserts the bookmark, or takes the existing one, and moves the novel's counter only when a row was really
   * inserted: one statement, so the answer is the row as it stands even when a delete runs at the same moment.
   * `on conflict do update` (a no-op update) locks and returns the existing row where `do nothing` would return
   * nothing; if a concurrent delete removes that row first, PostgreSQL retries the insert. `xmax = 0` holds for a
   * freshly inserted row version only, which tells the two cases apart.
   */
  async upsert(userId: number, novelId: number): Promise<UpsertedBookmark> {
    const rows: { id: number; created_at: Date | string; created: boolean; bookmark_count: number }[] =
      await this.em.execute(
        `with upserted as (
           insert into bookmarks (user_id, novel_id, created_at) values (?, ?, clock_timestamp())
           on conflict (user_id, novel_id) do update set created_at = bookmarks.created_at
           returning id, created_at, (xmax = 0) as created
         ), counted as (
           update novels set bookmark_count = bookmark_count + 1
           where id = ? and exists (select 1 from upserted where created)
           returning bookmark_count
         )
         select upserted.id, upserted.created_at, upserted.created,
           coalesce((select bookmark_count from counted), (select bookmark_count from novels where id = ?))::int
             as bookmark_count
         from upserted`,
        [userId, novelId, novelId, novelId],
      );
    const row = rows[0];
    if (!row) throw new Error(`bookmark upsert of novel ${novelId} answered no row`);
    return {
      id: row.id,
      createdAt: new Date(row.created_at),
      created: row.created,
      bookmarkCount: row.bookmark_count,
    };
  }

  /**
   * Deletes the bookmark and decrements the novel's counter in one statement (atomic without a transaction: the
   * update sees the delete's row through the CTE); true when a row was deleted.
   */
  async delete(userId: number, novelId: number): Promise<boolean> {
    const rows: { removed: boolean }[] = await this.em.execute(
      `with deleted as (
         delete from bookmarks where user_id = ? and novel_id = ? returning novel_id
       ), counted as (
         update novels set bookmark_count = bookmark_count - 1 where id in (select novel_id from deleted)
       )
       select exists (select 1 from deleted) as removed`,
      [userId, novelId],
    );
    return rows[0]?.removed ?? false;
  }
}
