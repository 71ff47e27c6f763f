import Router from '@koa/router';
import type { EntityManager } from '@mikro-orm/postgresql';
import { serviceUnavailable } from '../../errors.ts';
import type { RouteDeps } from '../route-deps.ts';

/** How long the database may take to answer `select 1` before the health check calls it down. */
export const HEALTH_QUERY_TIMEOUT_MS = 3_000;

/**
 * Whether the database answers a trivial query in time. A query that fails, or hangs (a server that stopped
 * answering, a pool that cannot connect), is `false`; the pool reconnects by itself once the server is back.
 * A failure is tried once more: the pool may hand out a connection that died with the server before it noticed.
 */
export async function databaseAnswers(em: EntityManager, timeoutMs: number): Promise<boolean> {
  const connection = em.getConnection();
  const selectOne = () =>
    connection.execute('select 1').then(
      () => true,
      () => false,
    );
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([selectOne().then((ok) => ok || selectOne()), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export function healthRouter({
  databaseKind,
  shared,
  readiness,
}: Pick<RouteDeps, 'databaseKind' | 'shared' | 'readiness'>) {
  const router = new Router({ prefix: '/api' });

  router.get('/health', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    if (!(await databaseAnswers(ctx.em, HEALTH_QUERY_TIMEOUT_MS))) throw serviceUnavailable({ database: 'down' });
    ctx.body = { status: 'ok', database: databaseKind };
  });

  /**
   * Readiness, for a load balancer: 200 while this instance takes work (the database answers, Redis too when
   * configured, and it is not draining), else 503 naming what failed. A draining instance asks nothing more.
   */
  router.get('/health/ready', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    if (readiness?.draining) throw serviceUnavailable({ status: 'draining' });
    const [database, redis] = await Promise.all([
      databaseAnswers(ctx.em, HEALTH_QUERY_TIMEOUT_MS),
      shared?.redis ? shared.redisAnswers(HEALTH_QUERY_TIMEOUT_MS) : null,
    ]);
    const parts = {
      database: database ? 'up' : 'down',
      ...(redis === null ? {} : { redis: redis ? 'up' : 'down' }),
    };
    if (!database || redis === false) throw serviceUnavailable({ status: 'unavailable', ...parts });
    ctx.body = { status: 'ready', ...parts };
  });

  return router;
}
