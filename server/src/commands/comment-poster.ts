import { LIMITS, MESSAGES, type CommentBody } from '@inkshelf/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Comment, type Chapter, type User } from '../entities/index.ts';
import { badRequest } from '../errors.ts';
import { CommentRepository } from '../repositories/comment-repository.ts';

/**
 * Posts a comment, or a reply when `parentId` is set. A top-level comment has depth 1 and a reply one more than
 * its parent; replies nest down to depth LIMITS.maxReplyDepth (5), so replying to a comment at depth 5 is
 * refused. The parent must be on the same chapter.
 */
export async function postComment(
  em: EntityManager,
  user: User,
  chapter: Pick<Chapter, 'id'>,
  body: CommentBody,
): Promise<Comment> {
  const comments = new CommentRepository(em);
  if (body.parentId !== null) {
    if ((await comments.chapterIdOf(body.parentId)) !== chapter.id) {
      throw badRequest(MESSAGES.errors.parentCommentMismatch, { field: 'parentId' });
    }
    if ((await comments.depthOf(body.parentId, LIMITS.maxReplyDepth)) >= LIMITS.maxReplyDepth) {
      throw badRequest(MESSAGES.errors.maxReplyDepth, { field: 'parentId' });
    }
  }
  const comment = em.create(Comment, {
    user,
    chapter: chapter.id,
    content: body.content,
    parent: body.parentId,
  });
  await em.flush();
  return comment;
}
