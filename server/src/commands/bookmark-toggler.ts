import type { EntityManager } from '@mikro-orm/postgresql';
import { BookmarkRepository } from '../repositories/bookmark-repository.ts';

/*
 * The bookmark row and the novel's bookmark counter change in one transaction, and the counter moves only when a
 * row was really inserted or deleted: it stays equal to the number of bookmarks however many toggles run at once.
 */

/** Bookmarks the novel for the user; false when it was already bookmarked (nothing changes then). */
export async function addBookmark(em: EntityManager, userId: number, novelId: number): Promise<boolean> {
  return em.transactional(async (tx) => {
    const bookmarks = new BookmarkRepository(tx);
    const created = await bookmarks.insertIfAbsent(userId, novelId);
    if (created) await bookmarks.adjustNovelCount(novelId, 1);
    return created;
  });
}

/** Removes the user's bookmark of the novel; false when there was none. */
export async function removeBookmark(em: EntityManager, userId: number, novelId: number): Promise<boolean> {
  return em.transactional(async (tx) => {
    const bookmarks = new BookmarkRepository(tx);
    const removed = await bookmarks.delete(userId, novelId);
    if (removed) await bookmarks.adjustNovelCount(novelId, -1);
    return removed;
  });
}
