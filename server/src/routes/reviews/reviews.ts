import Router from '@koa/router';
import { MESSAGES, ReviewBodySchema, idParamSchema } from '@inkshelf/contracts';
import { deleteReview, writeReview } from '../../commands/review-writer.ts';
import { forbidden, notFound } from '../../errors.ts';
import { currentUser, requireUser } from '../../middlewares/auth.ts';
import { byUser } from '../../middlewares/limits.ts';
import { rateLimit } from '../../middlewares/rate-limit.ts';
import { validate, type APIContext } from '../../middlewares/validate.ts';
import { authorize } from '../../policies/policy.ts';
import { reviewPolicy } from '../../policies/review.ts';
import { presentReview } from '../../presenters/review.ts';
import { findReadableNovel } from '../../repositories/readable-content.ts';
import { ReviewRepository } from '../../repositories/review-repository.ts';
import type { RouteDeps } from '../route-deps.ts';

const T = {
  novel: { params: idParamSchema('id') },
  write: { params: idParamSchema('id'), body: ReviewBodySchema },
  review: { params: idParamSchema('id') },
};

/** Reviews of a novel: one per user, readable by anyone who can see the novel. */
export function reviewsRouter(deps: Pick<RouteDeps, 'limits'>) {
  const router = new Router({ prefix: '/api' });

  router.get('/novels/:id/reviews', validate(T.novel), async (ctx: APIContext<typeof T.novel>) => {
    const novel = await findReadableNovel(ctx.em, ctx.input.params.id, ctx.state.user);
    const reviews = await new ReviewRepository(ctx.em).listForNovel(novel.id);
    ctx.body = reviews.map(presentReview);
  });

  router.get('/novels/:id/reviews/user', requireUser(), validate(T.novel), async (ctx: APIContext<typeof T.novel>) => {
    const user = currentUser(ctx);
    const novel = await findReadableNovel(ctx.em, ctx.input.params.id, user);
    const review = await new ReviewRepository(ctx.em).findOwn(user.id, novel.id);
    // A JSON null when there is none (a bare null would make Koa answer 204 without a body).
    ctx.type = 'json';
    ctx.body = review ? presentReview(review) : 'null';
  });

  router.post(
    '/novels/:id/reviews',
    requireUser(),
    rateLimit(deps.limits.review, byUser, MESSAGES.errors.reviewRateLimited),
    validate(T.write),
    async (ctx: APIContext<typeof T.write>) => {
      const user = currentUser(ctx);
      const novel = await findReadableNovel(ctx.em, ctx.input.params.id, user);
      // An author's stars on their own novel would only inflate it.
      if (novel.author.id === user.id) throw forbidden(MESSAGES.errors.ownNovelReview);
      const { reviewId, created } = await writeReview(ctx.em, user.id, novel.id, ctx.input.body);
      ctx.status = created ? 201 : 200;
      ctx.body = presentReview(await new ReviewRepository(ctx.em).findById(reviewId));
    },
  );

  router.delete('/reviews/:id', requireUser(), validate(T.review), async (ctx: APIContext<typeof T.review>) => {
    const review = await new ReviewRepository(ctx.em).findWithNovel(ctx.input.params.id);
    if (!review) throw notFound(MESSAGES.errors.reviewNotFound);
    authorize(ctx.state.user, reviewPolicy.delete, review);
    if (!(await deleteReview(ctx.em, review.id, currentUser(ctx)))) throw notFound(MESSAGES.errors.reviewNotFound);
    ctx.body = { message: 'Review deleted' };
  });

  return router;
}
