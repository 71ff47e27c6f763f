import type { EntityManager } from '@mikro-orm/postgresql';
import { Bookmark } from '../entities/index.ts';

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

  /** Inserts the bookmark unless it exists; true when a row was inserted. */
  async insertIfAbsent(userId: number, novelId: number): Promise<boolean> {
    const rows = await this.em.execute(
      `insert into bookmarks (user_id, novel_id, created_at) values (?, ?, clock_timestamp())
       on conflict (user_id, novel_id) do nothing returning id`,
      [userId, novelId],
    );
    return rows.length > 0;
  }

  /** Deletes the bookmark; true when a row was deleted. */
  async delete(userId: number, novelId: number): Promise<boolean> {
    const rows = await this.em.execute('delete from bookmarks where user_id = ? and novel_id = ? returning id', [
      userId,
      novelId,
    ]);
    return rows.length > 0;
  }

  /** Adds `delta` to the novel's bookmark counter (the row lock serializes concurrent writers). */
  async adjustNovelCount(novelId: number, delta: number): Promise<void> {
    await this.em.execute('update novels set bookmark_count = bookmark_count + ? where id = ?', [delta, novelId]);
  }
}
