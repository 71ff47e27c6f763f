import Router from '@koa/router';
import {
  AuditQuerySchema,
  ContentRatingChangeBodySchema,
  MESSAGES,
  MODERATION_LIMITS,
  ReportQueueQuerySchema,
  ResolveReportBodySchema,
  RoleChangeBodySchema,
  idParamSchema,
} from '@inkshelf/contracts';
import { liftSuspension } from '../../commands/account-suspender.ts';
import { changeContentRating } from '../../commands/content-moderator.ts';
import { resolveReport } from '../../commands/report-resolver.ts';
import { grantRole } from '../../commands/role-granter.ts';
import { User } from '../../entities/index.ts';
import { notFound } from '../../errors.ts';
import { currentUser, requireRole } from '../../middlewares/auth.ts';
import { validate, type APIContext } from '../../middlewares/validate.ts';
import { presentAuditEntry, presentQueueReport, presentStaffMember } from '../../presenters/moderation.ts';
import { AuditRepository } from '../../repositories/audit-repository.ts';
import { findTarget } from '../../repositories/moderation-target.ts';
import { ReportRepository, type ReportRow } from '../../repositories/report-repository.ts';
import type { RouteDeps } from '../route-deps.ts';

const T = {
  queue: { query: ReportQueueQuerySchema },
  resolve: { params: idParamSchema('id'), body: ResolveReportBodySchema },
  rating: { params: idParamSchema('id'), body: ContentRatingChangeBodySchema },
  role: { body: RoleChangeBodySchema },
  lift: { params: idParamSchema('id') },
  audit: { query: AuditQuerySchema },
};

const PAGE = MODERATION_LIMITS.pageSize;
const pages = (total: number) => Math.ceil(total / PAGE);

/**
 * The moderation screens' calls (issue 18): the queue and its actions and content ratings for moderators and
 * admins; roles, lifting a suspension and the audit log for admins. Everyone else gets 403 (401 signed out).
 */
export function moderationRouter(deps: Pick<RouteDeps, 'orm' | 'mailer' | 'logger'>) {
  const router = new Router({ prefix: '/api/moderation' });
  const withTarget = async (ctx: APIContext<object>, row: ReportRow) =>
    presentQueueReport(row, await findTarget(ctx.em, row.target_type, row.target_id));

  router.get('/reports', requireRole('moderator'), validate(T.queue), async (ctx: APIContext<typeof T.queue>) => {
    const { status, sort, page } = ctx.input.query;
    const { rows, total } = await new ReportRepository(ctx.em).queue(status, sort, page, PAGE);
    const reports = [];
    for (const row of rows) reports.push(await withTarget(ctx, row));
    ctx.body = { reports, page, totalPages: pages(total), total };
  });

  router.post(
    '/reports/:id/resolve',
    requireRole('moderator'),
    validate(T.resolve),
    async (ctx: APIContext<typeof T.resolve>) => {
      const { id } = ctx.input.params;
      await resolveReport(deps, ctx.em, currentUser(ctx), id, ctx.input.body);
      const row = await new ReportRepository(ctx.em).findById(id);
      if (!row) throw notFound(MESSAGES.errors.reportNotFound);
      ctx.body = await withTarget(ctx, row);
    },
  );

  router.put(
    '/novels/:id/content-rating',
    requireRole('moderator'),
    validate(T.rating),
    async (ctx: APIContext<typeof T.rating>) => {
      const { id } = ctx.input.params;
      const { contentRating, note } = ctx.input.body;
      if (!(await changeContentRating(ctx.em, currentUser(ctx), id, contentRating, note || null)))
        throw notFound(MESSAGES.errors.novelNotFound);
      ctx.body = { id, contentRating };
    },
  );

  router.get('/roles', requireRole('admin'), async (ctx) => {
    const staff = await ctx.em.find(User, { role: { $in: ['moderator', 'admin'] } }, { orderBy: { username: 'asc' } });
    ctx.body = staff.map(presentStaffMember);
  });

  router.put('/roles', requireRole('admin'), validate(T.role), async (ctx: APIContext<typeof T.role>) => {
    const { username, role, note } = ctx.input.body;
    ctx.body = presentStaffMember(await grantRole(ctx.em, currentUser(ctx), username, role, note || null));
  });

  router.delete(
    '/users/:id/suspension',
    requireRole('admin'),
    validate(T.lift),
    async (ctx: APIContext<typeof T.lift>) => {
      await liftSuspension(ctx.em, currentUser(ctx), ctx.input.params.id);
      ctx.body = { message: MESSAGES.errors.suspensionLifted };
    },
  );

  router.get('/audit', requireRole('admin'), validate(T.audit), async (ctx: APIContext<typeof T.audit>) => {
    const { page } = ctx.input.query;
    const { rows, total } = await new AuditRepository(ctx.em).page(page, PAGE);
    ctx.body = { entries: rows.map(presentAuditEntry), page, totalPages: pages(total), total };
  });

  return router;
}
