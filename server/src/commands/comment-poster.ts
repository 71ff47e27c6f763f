import { LIMITS, MESSAGES, type CommentBody } from '@inkshelf/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Comment, type Chapter, type User } from '../entities/index.ts';
import { badRequest, notFound } from '../errors.ts';
import { CommentRepository } from '../repositories/comment-repository.ts';

/** Comments in a chain at most: the top-level comment and LIMITS.maxReplyDepth (5) replies below it. */
const MAX_CHAIN = LIMITS.maxReplyDepth + 1;

/**
 * A chain (a top-level comment and the replies under it) holds at most LIMITS.maxReplyDepth (5) replies, so a reply to
 * a fifth reply is refused; the parent must be on the same chapter.
 */
export async function postComment(
  em: EntityManager,
  user: User,
  chapter: Pick<Chapter, 'id'>,
  body: CommentBody,
): Promise<Comment> {
  const comments = new CommentRepository(em);
  if (body.parentId !== null) {
    // Gone or hidden by moderation: nothing to answer (404); on another chapter: a wrong request (400).
    const parentChapter = await comments.chapterIdOf(body.parentId);
    if (parentChapter === null) throw notFound(MESSAGES.errors.commentNotFound);
    if (parentChapter !== chapter.id) {
      throw badRequest(MESSAGES.errors.parentCommentMismatch, { field: 'parentId' });
    }
    // The parent's place in its chain (1 = top-level): a reply would add one more.
    if ((await comments.depthOf(body.parentId, MAX_CHAIN)) >= MAX_CHAIN) {
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
