import Router from '@koa/router';
import {
  ReadingHistoryQuerySchema,
  ReadingProgressBodySchema,
  idParamSchema,
  type ReadChapters,
} from '@inkshelf/contracts';
import { currentUser, requireUser } from '../../middlewares/auth.ts';
import { validate, type APIContext } from '../../middlewares/validate.ts';
import { presentLatestProgress, presentNovelHistory, presentProgressItem } from '../../presenters/reading-progress.ts';
import { findReadableChapterIn, findReadableNovel } from '../../repositories/readable-content.ts';
import { ReadingProgressRepository } from '../../repositories/reading-progress-repository.ts';
import type { RouteDeps } from '../index.ts';

const T = {
  save: { body: ReadingProgressBodySchema },
  recent: { query: ReadingHistoryQuerySchema },
  novel: { params: idParamSchema('id') },
};

/** Reading progress and history of the signed-in user. */
export function readingProgressRouter(deps: RouteDeps) {
  const router = new Router({ prefix: '/api' });
  const mode = deps.databaseKind === 'postgresql' ? 'prepared' : 'orm';

  router.post('/reading-progress', requireUser(), validate(T.save), async (ctx: APIContext<typeof T.save>) => {
    const user = currentUser(ctx);
    const { novelId, chapterId, progress } = ctx.input.body;
    const novel = await findReadableNovel(ctx.em, novelId, user);
    const chapter = await findReadableChapterIn(ctx.em, novel, chapterId, user);
    const saved = await new ReadingProgressRepository(ctx.em, mode).upsert(user.id, novel.id, chapter.id, progress);
    ctx.status = saved.created ? 201 : 200;
    // The row as this write left it, with the novel and chapter just checked: nothing to read again.
    ctx.body = presentProgressItem({ id: saved.id, progress, lastReadAt: saved.lastReadAt, novel, chapter }, user);
  });

  router.get('/reading-progress/latest', requireUser(), async (ctx) => {
    const user = currentUser(ctx);
    const latest = await new ReadingProgressRepository(ctx.em).latestVisible(user.id);
    ctx.set('Cache-Control', 'no-store');
    // A JSON null when there is none (a bare null would make Koa answer 204 without a body).
    ctx.type = 'json';
    ctx.body = latest ? presentLatestProgress(latest, user) : 'null';
  });

  router.get(
    '/reading-progress/recent',
    requireUser(),
    validate(T.recent),
    async (ctx: APIContext<typeof T.recent>) => {
      const user = currentUser(ctx);
      const items = await new ReadingProgressRepository(ctx.em).recent(user.id, ctx.input.query.limit);
      ctx.set('Cache-Control', 'no-store');
      ctx.body = items.map((item) => presentProgressItem(item, user));
    },
  );

  router.get(
    '/novels/:id/reading-history',
    requireUser(),
    validate(T.novel),
    async (ctx: APIContext<typeof T.novel>) => {
      const user = currentUser(ctx);
      const progress = await new ReadingProgressRepository(ctx.em).forNovel(user.id, ctx.input.params.id);
      ctx.set('Cache-Control', 'no-store');
      ctx.type = 'json';
      ctx.body = (progress && presentNovelHistory(progress, user)) ?? 'null';
    },
  );

  router.get('/novels/:id/read-chapters', requireUser(), validate(T.novel), async (ctx: APIContext<typeof T.novel>) => {
    const user = currentUser(ctx);
    const chapterIds = await new ReadingProgressRepository(ctx.em).readChapterIds(user.id, ctx.input.params.id);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { chapterIds } satisfies ReadChapters;
  });

  return router;
}
