import Router from '@koa/router';
import { ChapterPublishBodySchema, IdParamSchema, LIMITS, LimitQuerySchema, MESSAGES } from '@inkshelf/contracts';
import { deleteChapter, publishChapter } from '../../commands/chapter-publisher.ts';
import { notFound } from '../../errors.ts';
import { currentUser, requireUser } from '../../middlewares/auth.ts';
import { validate, type APIContext } from '../../middlewares/validate.ts';
import { chapterPolicy } from '../../policies/chapter.ts';
import { authorize } from '../../policies/policy.ts';
import { presentChapter, presentLatestUpdate } from '../../presenters/chapter.ts';
import { ChapterRepository } from '../../repositories/chapter-repository.ts';
import { latestUpdates } from '../../repositories/latest-updates-query.ts';
import { canSeeNovel } from '../../repositories/readable-content.ts';
import { hidesMature } from '../../services/mature-lists.ts';
import type { RouteDeps } from '../route-deps.ts';

const T = {
  latest: { query: LimitQuerySchema },
  byId: { params: IdParamSchema },
  publish: { params: IdParamSchema, body: ChapterPublishBodySchema },
};

/** A chapter by id with its novel, when the user may see the novel; 404 otherwise. */
async function chapterById(ctx: APIContext<typeof T.byId>) {
  const chapter = await new ChapterRepository(ctx.em).findWithNovel(ctx.input.params.id);
  if (!chapter || !canSeeNovel(ctx.state.user, chapter.novel)) throw notFound(MESSAGES.errors.chapterNotFound);
  return chapter;
}

/** Chapters by id (publish, delete) and the home page's latest updates. */
export function chaptersRouter(deps: Pick<RouteDeps, 'jobs'>) {
  const router = new Router({ prefix: '/api/chapters' });

  router.get('/latest', validate(T.latest), async (ctx: APIContext<typeof T.latest>) => {
    ctx.set('Cache-Control', 'no-store');
    const hideMature = await hidesMature(ctx.em, ctx.state.user);
    const updates = await latestUpdates(ctx.em, ctx.input.query.limit, LIMITS.latestUpdateChapters, hideMature);
    ctx.body = updates.map(presentLatestUpdate);
  });

  router.put('/:id/publish', requireUser(), validate(T.publish), async (ctx: APIContext<typeof T.publish>) => {
    const chapter = await chapterById(ctx);
    authorize(currentUser(ctx), chapterPolicy.update, chapter);
    const target = { id: chapter.id, novelId: chapter.novel.id };
    ctx.body = presentChapter(await publishChapter(ctx.em, target, deps.jobs, ctx.input.body));
  });

  router.delete('/:id', requireUser(), validate(T.byId), async (ctx: APIContext<typeof T.byId>) => {
    const chapter = await chapterById(ctx);
    authorize(currentUser(ctx), chapterPolicy.delete, chapter);
    await deleteChapter(ctx.em, { id: chapter.id, novelId: chapter.novel.id });
    ctx.body = { message: 'Chapter deleted' };
  });

  return router;
}
