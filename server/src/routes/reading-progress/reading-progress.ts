import Router from '@koa/router';
import {
  MESSAGES,
  ReadingHistoryQuerySchema,
  ReadingProgressBodySchema,
  idParamSchema,
  type ReadChapters,
} from '@inkshelf/contracts';
import { currentUser, requireUser } from '../../middlewares/auth.ts';
import { validate, type APIContext } from '../../middlewares/validate.ts';
import { presentLatestProgress, presentNovelHistory, presentProgressItem } from '../../presenters/reading-progress.ts';
import { canReadChapter, canSeeNovel } from '../../repositories/readable-content.ts';
import { badRequest, forbidden, notFound } from '../../errors.ts';
import { ReadingProgressRepository } from '../../repositories/reading-progress-repository.ts';
import type { RouteDeps } from '../route-deps.ts';
import { statementModeOf } from '../../db/named-statements.ts';

const T = {
  save: { body: ReadingProgressBodySchema },
  recent: { query: ReadingHistoryQuerySchema },
  novel: { params: idParamSchema('id') },
};

/** Reading progress and history of the signed-in user. */
export function readingProgressRouter(deps: Pick<RouteDeps, 'databaseKind'>) {
  const router = new Router({ prefix: '/api' });
  const mode = statementModeOf(deps.databaseKind);

  router.post('/reading-progress', requireUser(), validate(T.save), async (ctx: APIContext<typeof T.save>) => {
    const user = currentUser(ctx);
    const { novelId, chapterId, progress } = ctx.input.body;
    const repository = new ReadingProgressRepository(ctx.em, mode);
    // The novel and the chapter in one read, checked as findReadableNovel and findReadableChapterIn check them.
    const target = await repository.target(novelId, chapterId);
    if (!target || !canSeeNovel(user, target.novel)) throw notFound(MESSAGES.errors.novelNotFound);
    const { novel, chapter } = target;
    if (!chapter) throw badRequest(MESSAGES.errors.chapterNotInNovel, { field: 'chapterId' });
    if (!canReadChapter(user, { status: chapter.status, novel })) throw forbidden(MESSAGES.errors.chapterDraft);
    const saved = await repository.upsert(user.id, novel.id, chapter.id, progress);
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
