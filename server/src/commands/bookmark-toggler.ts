import type { EntityManager } from '@mikro-orm/postgresql';
import type { StatementMode } from '../db/named-statements.ts';
import { BookmarkRepository, type UpsertedBookmark } from '../repositories/bookmark-repository.ts';

/*
 * The bookmark row and the novel's bookmark counter change together (one statement for an add, one for a removal), and the counter moves only when a row was really inserted or deleted: it stays equal to the number
 * of bookmarks however many toggles run at once.
 */

/**
 * Answers the bookmark (`created: false` when it was already there) or null when the user may not see the novel. One
 * statement checks, writes and reads back, so a concurrent removal cannot empty the answer.
 */
export async function addBookmark(
  em: EntityManager,
  userId: number,
  novelId: number,
  mode: StatementMode = 'orm',
): Promise<UpsertedBookmark | null> {
  return new BookmarkRepository(em, mode).upsert(userId, novelId);
}

/** Removes the user's bookmark of the novel; false when there was none. */
export async function removeBookmark(
  em: EntityManager,
  userId: number,
  novelId: number,
  mode: StatementMode = 'orm',
): Promise<boolean> {
  return new BookmarkRepository(em, mode).delete(userId, novelId);
}
