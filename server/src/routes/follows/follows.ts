import Router from '@koa/router';
import { FollowBodySchema, MESSAGES, idParamSchema } from '@inkshelf/contracts';
import { follow } from '../../commands/follower.ts';
import { notFound } from '../../errors.ts';
import { currentUser, requireUser } from '../../middlewares/auth.ts';
import { validate, type APIContext } from '../../middlewares/validate.ts';
import { presentAuthorFollow, presentNovelFollow } from '../../presenters/follow.ts';
import { FollowRepository } from '../../repositories/follow-repository.ts';

const F = MESSAGES.follows;
const T = {
  target: { params: idParamSchema('id') },
  add: { body: FollowBodySchema },
};

/** Follows of novels and authors (issue 19). */
export function followsRouter() {
  const router = new Router({ prefix: '/api/follows' });

  router.get('/', requireUser(), async (ctx) => {
    const user = currentUser(ctx);
    const follows = new FollowRepository(ctx.em);
    const [novels, authors] = [await follows.novelFollows(user.id), await follows.authorFollows(user.id)];
    ctx.set('Cache-Control', 'no-store');
    ctx.body = [...novels.map(presentNovelFollow), ...authors.map(presentAuthorFollow)];
  });

  router.post('/', requireUser(), validate(T.add), async (ctx: APIContext<typeof T.add>) => {
    const { created, follow: answer } = await follow(ctx.em, currentUser(ctx), ctx.input.body);
    ctx.status = created ? 201 : 200;
    ctx.body = answer;
  });

  router.get('/novels/:id', validate(T.target), async (ctx: APIContext<typeof T.target>) => {
    const status = await new FollowRepository(ctx.em).novelStatus(ctx.input.params.id, ctx.state.user?.id ?? null);
    if (!status) throw notFound(MESSAGES.errors.novelNotFound);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = status;
  });

  router.get('/authors/:id', validate(T.target), async (ctx: APIContext<typeof T.target>) => {
    const status = await new FollowRepository(ctx.em).authorStatus(ctx.input.params.id, ctx.state.user?.id ?? null);
    if (!status) throw notFound(F.authorNotFound);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = status;
  });

  router.delete('/novels/:id', requireUser(), validate(T.target), async (ctx: APIContext<typeof T.target>) => {
    const user = currentUser(ctx);
    const follows = new FollowRepository(ctx.em);
    if (!(await follows.unfollowNovel(user.id, ctx.input.params.id))) throw notFound(F.followNotFound);
    ctx.body = (await follows.novelStatus(ctx.input.params.id, user.id)) ?? { followerCount: 0, following: false };
  });

  router.delete('/authors/:id', requireUser(), validate(T.target), async (ctx: APIContext<typeof T.target>) => {
    const user = currentUser(ctx);
    const follows = new FollowRepository(ctx.em);
    if (!(await follows.unfollowAuthor(user.id, ctx.input.params.id))) throw notFound(F.followNotFound);
    ctx.body = (await follows.authorStatus(ctx.input.params.id, user.id)) ?? { followerCount: 0, following: false };
  });

  return router;
}
