import Router from '@koa/router';
import {
  CounterNoticeBodySchema,
  MESSAGES,
  TAKEDOWN_LIMITS,
  TakedownActBodySchema,
  TakedownBodySchema,
  TakedownQueueQuerySchema,
  idParamSchema,
} from '@inkshelf/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { actOnTakedown, fileCounterNotice } from '../../commands/takedown-decider.ts';
import { fileTakedown, siteHosts } from '../../commands/takedown-filer.ts';
import { notFound } from '../../errors.ts';
import { currentUser, requireRole, requireUser } from '../../middlewares/auth.ts';
import { byIp } from '../../middlewares/limits.ts';
import { rateLimit } from '../../middlewares/rate-limit.ts';
import { siteOrigin } from '../../middlewares/security.ts';
import { validate, type APIContext } from '../../middlewares/validate.ts';
import { presentStaffTakedownCase, presentTakedownCase } from '../../presenters/takedown.ts';
import { findTarget, type TargetFacts } from '../../repositories/moderation-target.ts';
import { TakedownRepository, type TakedownRow } from '../../repositories/takedown-repository.ts';
import { mailLinkBase } from '../../services/mailer.ts';
import type { RouteDeps } from '../route-deps.ts';

const T = {
  create: { body: TakedownBodySchema },
  counter: { params: idParamSchema('id'), body: CounterNoticeBodySchema },
  queue: { query: TakedownQueueQuerySchema },
  act: { params: idParamSchema('id'), body: TakedownActBodySchema },
};

const PAGE = TAKEDOWN_LIMITS.pageSize;

async function loadCase(em: EntityManager, id: number): Promise<TakedownRow> {
  const row = await new TakedownRepository(em).findById(id);
  if (!row) throw notFound(MESSAGES.takedowns.caseNotFound);
  return row;
}

/** The moderators' view of cases, each target's facts read once. */
async function staffView(em: EntityManager, rows: TakedownRow[]) {
  const facts = new Map<string, TargetFacts | null>();
  for (const row of rows)
    for (const { type, id } of row.targets) facts.set(`${type}:${id}`, await findTarget(em, type, id));
  return rows.map((row) => presentStaffTakedownCase(row, (type, id) => facts.get(`${type}:${id}`) ?? null));
}

/**
 * Copyright takedowns (issue 18): anyone files a notice (rate limited per IP), the removed content's author sends a
 * counter-notice, and moderators and admins work the cases (everyone else 403, signed out 401).
 */
export function takedownsRouter(deps: Pick<RouteDeps, 'orm' | 'mailer' | 'logger' | 'config' | 'limits'>) {
  const router = new Router({ prefix: '/api' });

  router.post(
    '/takedowns',
    rateLimit(deps.limits.takedown, byIp, MESSAGES.takedowns.rateLimited),
    validate(T.create),
    async (ctx: APIContext<typeof T.create>) => {
      const id = await fileTakedown(ctx.em, siteHosts(deps.config, ctx.host), ctx.input.body);
      ctx.status = 201;
      ctx.body = presentTakedownCase(await loadCase(ctx.em, id));
    },
  );

  router.post(
    '/takedowns/:id/counter-notice',
    requireUser(),
    validate(T.counter),
    async (ctx: APIContext<typeof T.counter>) => {
      const { id } = ctx.input.params;
      await fileCounterNotice(deps, ctx.em, currentUser(ctx), id, ctx.input.body);
      ctx.body = presentTakedownCase(await loadCase(ctx.em, id));
    },
  );

  router.get(
    '/moderation/takedowns',
    requireRole('moderator'),
    validate(T.queue),
    async (ctx: APIContext<typeof T.queue>) => {
      const { status, page } = ctx.input.query;
      const { rows, total } = await new TakedownRepository(ctx.em).queue(status, page, PAGE);
      ctx.body = { cases: await staffView(ctx.em, rows), page, totalPages: Math.ceil(total / PAGE), total };
    },
  );

  router.post(
    '/moderation/takedowns/:id/act',
    requireRole('moderator'),
    validate(T.act),
    async (ctx: APIContext<typeof T.act>) => {
      const { id } = ctx.input.params;
      const linkBase = mailLinkBase(deps.config, { origin: siteOrigin(ctx), localPort: ctx.req.socket.localPort });
      await actOnTakedown(deps, ctx.em, currentUser(ctx), id, ctx.input.body, linkBase);
      const [view] = await staffView(ctx.em, [await loadCase(ctx.em, id)]);
      ctx.body = view;
    },
  );

  return router;
}
