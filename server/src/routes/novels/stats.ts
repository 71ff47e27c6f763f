import Router from '@koa/router';
import {
  IdParamSchema,
  MESSAGES,
  NovelStatsQuerySchema,
  statsCsv,
  statsCsvName,
  type NovelStats,
  type NovelStatsQuery,
} from '@inkshelf/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { notFound } from '../../errors.ts';
import { requireUser } from '../../middlewares/auth.ts';
import { validate, type APIContext } from '../../middlewares/validate.ts';
import { novelPolicy } from '../../policies/novel.ts';
import { authorize } from '../../policies/policy.ts';
import { lastDays, presentNovelStats } from '../../presenters/novel-stats.ts';
import { NovelRepository } from '../../repositories/novel-repository.ts';
import { NovelStatsRepository, type DayRange } from '../../repositories/novel-stats.ts';
import { utcDay } from '../../services/read-tally.ts';

const T = { stats: { params: IdParamSchema, query: NovelStatsQuerySchema } };

/** Reads every figure of the analytics answer for the period that ends today (UTC). */
export async function readNovelStats(
  em: EntityManager,
  novelId: number,
  range: NovelStatsQuery['days'],
  now = new Date(),
): Promise<NovelStats> {
  const stats = new NovelStatsRepository(em);
  const today = utcDay(now);
  const period: DayRange =
    range === 'all' ? { from: await stats.firstDay(novelId), to: today } : lastDays(today, Number(range));
  // Side by side on PostgreSQL's pool (the embedded database queues them on its one connection).
  const [readDays, chapters, followers, library, ratings] = await Promise.all([
    stats.readDays(novelId, period),
    stats.chapters(novelId, period, range),
    stats.followers(novelId, period),
    stats.libraryAdditions(novelId, period),
    stats.ratings(novelId, period),
  ]);
  return presentNovelStats({
    novelId,
    range,
    period,
    readDays,
    chapters,
    followers,
    library,
    ratings,
    generatedAt: now,
  });
}

/** `GET /api/novels/:id/stats` (issue 33): a novel's reader analytics, as JSON or one table as CSV. */
export function novelStatsRouter() {
  const router = new Router();
  router.get('/api/novels/:id/stats', requireUser(), validate(T.stats), async (ctx: APIContext<typeof T.stats>) => {
    const novel = await new NovelRepository(ctx.em).findById(ctx.input.params.id);
    if (!novel) throw notFound(MESSAGES.errors.novelNotFound);
    authorize(ctx.state.user, novelPolicy.readStats, novel);
    const { days, format, table } = ctx.input.query;
    const stats = await readNovelStats(ctx.em, novel.id, days);
    // An author's private figures: never kept by a shared cache, and always fresh for the author.
    ctx.set('Cache-Control', 'private, no-store');
    if (format === 'csv') {
      ctx.type = 'text/csv; charset=utf-8';
      ctx.attachment(statsCsvName(stats, table));
      ctx.body = statsCsv(stats, table);
      return;
    }
    ctx.body = stats;
  });
  return router;
}
