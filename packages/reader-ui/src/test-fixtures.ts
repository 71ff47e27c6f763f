/** Test data builders shared by the reader-ui tests. */
import type { CommentData } from './comment-tree.ts';

/** A comment created `minutesAfter` minutes after 2025-05-20 10:00 UTC. */
export function makeComment(
  id: number,
  parentId: number | null,
  minutesAfter: number,
  overrides: Partial<CommentData> = {},
): CommentData {
  return {
    id,
    userId: id + 100,
    chapterId: 1,
    content: `Comment ${id}`,
    likes: 0,
    parentId,
    createdAt: new Date(Date.UTC(2025, 4, 20, 10, minutesAfter)).toISOString(),
    user: { id: id + 100, username: `user${id}` },
    ...overrides,
  };
}
