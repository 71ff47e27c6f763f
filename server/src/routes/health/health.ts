import Router from '@koa/router';
import type { RouteDeps } from '../index.ts';

export function healthRouter({ databaseKind }: Pick<RouteDeps, 'databaseKind'>) {
  const router = new Router({ prefix: '/api' });

  router.get('/health', async (ctx) => {
    await ctx.em.getConnection().execute('select 1');
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { status: 'ok', database: databaseKind };
  });

  return router;
}
