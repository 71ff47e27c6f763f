import Router from '@koa/router';
import { MESSAGES, ReportBodySchema } from '@inkshelf/contracts';
import { fileReport } from '../../commands/report-filer.ts';
import { currentUser, requireUser } from '../../middlewares/auth.ts';
import { byUser } from '../../middlewares/limits.ts';
import { rateLimit } from '../../middlewares/rate-limit.ts';
import { validate, type APIContext } from '../../middlewares/validate.ts';
import { presentReport } from '../../presenters/moderation.ts';
import { ReportRepository } from '../../repositories/report-repository.ts';
import type { RouteDeps } from '../route-deps.ts';

const T = { create: { body: ReportBodySchema } };

/** Reports (issue 18): any signed-in user reports a novel, chapter, comment, review or account, once per target. */
export function reportsRouter(deps: Pick<RouteDeps, 'limits'>) {
  const router = new Router({ prefix: '/api' });

  router.post(
    '/reports',
    requireUser(),
    rateLimit(deps.limits.report, byUser, MESSAGES.errors.reportRateLimited),
    validate(T.create),
    async (ctx: APIContext<typeof T.create>) => {
      const { id, created } = await fileReport(ctx.em, currentUser(ctx).id, ctx.input.body);
      const report = await new ReportRepository(ctx.em).findById(id);
      ctx.status = created ? 201 : 200;
      ctx.body = presentReport(report!);
    },
  );

  return router;
}
