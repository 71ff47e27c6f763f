import type { LikeToggleResult } from '@inkshelf/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { CommentRepository } from '../repositories/comment-repository.ts';

/**
 * Likes the comment, or takes the like back when the user already liked it. The like row and the comment's
 * counter change in one transaction, and the counter moves only when a row was really inserted or deleted, so
 * it stays equal to the number of likes however many toggles run at once.
 */
export async function toggleCommentLike(
  em: EntityManager,
  userId: number,
  commentId: number,
): Promise<LikeToggleResult> {
  return em.transactional(async (tx) => {
    const comments = new CommentRepository(tx);
    if (await comments.insertLike(userId, commentId)) {
      return { liked: true, likes: await comments.adjustLikes(commentId, 1) };
    }
    if (await comments.deleteLike(userId, commentId)) {
      return { liked: false, likes: await comments.adjustLikes(commentId, -1) };
    }
    // A concurrent toggle by the same user removed the like between our two statements.
    return { liked: false, likes: await comments.likesOf(commentId) };
  });
}
