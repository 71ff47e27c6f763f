import Router from '@koa/router';
import { CommentBodySchema, MESSAGES, idParamSchema } from '@inkshelf/contracts';
import { toggleCommentLike } from '../../commands/comment-like-toggler.ts';
import { postComment } from '../../commands/comment-poster.ts';
import { notFound } from '../../errors.ts';
import { currentUser, requireUser } from '../../middlewares/auth.ts';
import { byUser } from '../../middlewares/limits.ts';
import { rateLimit } from '../../middlewares/rate-limit.ts';
import { validate, type APIContext } from '../../middlewares/validate.ts';
import { commentPolicy } from '../../policies/comment.ts';
import { authorize } from '../../policies/policy.ts';
import { presentAuthorComment, presentComment } from '../../presenters/comment.ts';
import { CommentRepository } from '../../repositories/comment-repository.ts';
import { findReadableChapter } from '../../repositories/readable-content.ts';
import type { AppContext } from '../../types.ts';
import type { RouteDeps } from '../route-deps.ts';

const T = {
  chapter: { params: idParamSchema('chapterId') },
  post: { params: idParamSchema('chapterId'), body: CommentBodySchema },
  remove: { params: idParamSchema('commentId') },
  comment: { params: idParamSchema('id') },
  author: { params: idParamSchema('authorId') },
};

/** The comment with its chapter and novel, or 404 'Comment not found'. */
async function findComment(ctx: AppContext, id: number) {
  const comment = await new CommentRepository(ctx.em).findWithChapter(id);
  if (!comment) throw notFound(MESSAGES.errors.commentNotFound);
  return comment;
}

/** Comments and replies on chapters, their likes, and the author dashboard's list. */
export function commentsRouter(deps: Pick<RouteDeps, 'limits'>) {
  const router = new Router({ prefix: '/api' });

  router.get('/chapters/:chapterId/comments', validate(T.chapter), async (ctx: APIContext<typeof T.chapter>) => {
    const chapter = await findReadableChapter(ctx.em, ctx.input.params.chapterId, ctx.state.user);
    const comments = await new CommentRepository(ctx.em).listForChapter(chapter.id, ctx.state.user?.id);
    ctx.body = comments.map(presentComment);
  });

  router.post(
    '/chapters/:chapterId/comments',
    requireUser(),
    rateLimit(deps.limits.comment, byUser, MESSAGES.errors.commentRateLimited),
    validate(T.post),
    async (ctx: APIContext<typeof T.post>) => {
      const user = currentUser(ctx);
      const chapter = await findReadableChapter(ctx.em, ctx.input.params.chapterId, user);
      const comment = await postComment(ctx.em, user, chapter, ctx.input.body);
      ctx.status = 201;
      ctx.body = presentComment(await new CommentRepository(ctx.em).findById(comment.id));
    },
  );

  router.delete('/comments/:commentId', requireUser(), validate(T.remove), async (ctx: APIContext<typeof T.remove>) => {
    const comment = await findComment(ctx, ctx.input.params.commentId);
    authorize(ctx.state.user, commentPolicy.delete, comment);
    if (!(await new CommentRepository(ctx.em).delete(comment.id))) throw notFound(MESSAGES.errors.commentNotFound);
    ctx.body = { message: 'Comment deleted' };
  });

  router.post(
    '/comments/:id/like',
    requireUser(),
    rateLimit(deps.limits.like, byUser),
    validate(T.comment),
    async (ctx: APIContext<typeof T.comment>) => {
      const user = currentUser(ctx);
      const comment = await findComment(ctx, ctx.input.params.id);
      // A comment hidden by moderation takes no more likes (its likes so far stay with it).
      if (comment.hiddenAt) throw notFound(MESSAGES.errors.commentNotFound);
      await findReadableChapter(ctx.em, comment.chapter.id, user);
      ctx.body = await toggleCommentLike(ctx.em, user.id, comment.id);
    },
  );

  router.get('/comments/:id/liked', validate(T.comment), async (ctx: APIContext<typeof T.comment>) => {
    const comment = await findComment(ctx, ctx.input.params.id);
    const user = ctx.state.user;
    ctx.body = { liked: user ? await new CommentRepository(ctx.em).isLiked(user.id, comment.id) : false };
  });

  router.get(
    '/authors/:authorId/comments',
    requireUser(),
    validate(T.author),
    async (ctx: APIContext<typeof T.author>) => {
      const { authorId } = ctx.input.params;
      authorize(ctx.state.user, commentPolicy.listForAuthor, { authorId });
      const comments = await new CommentRepository(ctx.em).listForAuthor(authorId);
      ctx.body = comments.map(presentAuthorComment);
    },
  );

  return router;
}
