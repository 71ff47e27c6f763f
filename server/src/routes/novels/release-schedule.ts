import Router from '@koa/router';
import { IdParamSchema, MESSAGES, ReleaseScheduleBodySchema, type ReleaseSchedule } from '@inkshelf/contracts';
import { notFound } from '../../errors.ts';
import { requireUser } from '../../middlewares/auth.ts';
import { validate, type APIContext } from '../../middlewares/validate.ts';
import { novelPolicy } from '../../policies/novel.ts';
import { ReleaseScheduleRepository } from '../../repositories/release-schedule-repository.ts';
import type { Rhythm } from '../../services/release-slots.ts';
import { ownNovel } from './novels.ts';

const R = MESSAGES.releases;
const T = {
  byId: { params: IdParamSchema },
  save: { params: IdParamSchema, body: ReleaseScheduleBodySchema },
};

async function present(
  schedules: ReleaseScheduleRepository,
  novelId: number,
  rhythm: Rhythm,
): Promise<ReleaseSchedule> {
  const free = await schedules.freeSlots(novelId, rhythm, new Date());
  return { timeZone: rhythm.timeZone, slots: [...rhythm.slots], nextFreeSlots: free.map((at) => at.toISOString()) };
}

/** `/api/novels/:id/release-schedule` (issue 33): a novel's weekly rhythm, its author's alone. */
export function releaseScheduleRouter() {
  const router = new Router({ prefix: '/api/novels/:id/release-schedule' });

  router.get('/', requireUser(), validate(T.byId), async (ctx: APIContext<typeof T.byId>) => {
    const novel = await ownNovel(ctx, ctx.input.params.id, novelPolicy.update);
    const schedules = new ReleaseScheduleRepository(ctx.em);
    const rhythm = await schedules.find(novel.id);
    if (!rhythm) throw notFound(R.scheduleNotFound);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await present(schedules, novel.id, rhythm);
  });

  router.put('/', requireUser(), validate(T.save), async (ctx: APIContext<typeof T.save>) => {
    const novel = await ownNovel(ctx, ctx.input.params.id, novelPolicy.update);
    const schedules = new ReleaseScheduleRepository(ctx.em);
    const rhythm = await schedules.save(novel.id, ctx.input.body);
    ctx.body = await present(schedules, novel.id, rhythm);
  });

  router.delete('/', requireUser(), validate(T.byId), async (ctx: APIContext<typeof T.byId>) => {
    const novel = await ownNovel(ctx, ctx.input.params.id, novelPolicy.update);
    if (!(await new ReleaseScheduleRepository(ctx.em).remove(novel.id))) throw notFound(R.scheduleNotFound);
    ctx.body = { message: R.rhythmRemoved };
  });

  return router;
}
