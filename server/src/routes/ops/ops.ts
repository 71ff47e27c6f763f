import Router from '@koa/router';
import Koa from 'koa';
import type { Metrics } from '../../services/metrics.ts';

export interface OpsOptions {
  metrics: Metrics;
  /**
   * A worker's health (INKSHELF_ROLE=worker has no site): `GET /health` answers 200 while `healthy` holds (the
   * database answers, the worker is not stopping) and 503 otherwise, for the orchestrator's health check.
   */
  health?: { role: string; healthy: () => Promise<boolean> };
}

/**
 * The operators' endpoint on METRICS_HOST:METRICS_PORT, never the public port: `GET /metrics` is the
 * Prometheus scrape, and a worker adds `GET /health`. A Koa app of its own, answered the API's way: JSON
 * `{ message }` for what it does not serve, `no-store` throughout.
 */
export function opsApp(options: OpsOptions): Koa {
  const app = new Koa();
  const router = new Router();
  app.use(async (ctx, next) => {
    ctx.set('Cache-Control', 'no-store');
    try {
      await next();
    } catch (error) {
      ctx.status = 500;
      ctx.body = { message: (error as Error).message };
      return;
    }
    if (ctx.body !== undefined || (ctx.status !== 404 && ctx.status !== 405)) return;
    const status = ctx.status;
    ctx.body = { message: status === 404 ? 'Not found' : 'Method not allowed' };
    // A body set on Koa's default 404 would make it a 200.
    ctx.status = status;
  });
  router.get('/metrics', async (ctx) => {
    ctx.body = await options.metrics.registry.metrics();
    ctx.type = options.metrics.registry.contentType;
  });
  const health = options.health;
  if (health) {
    router.get('/health', async (ctx) => {
      const ok = await health.healthy().catch(() => false);
      ctx.status = ok ? 200 : 503;
      ctx.body = { status: ok ? 'ok' : 'unavailable', role: health.role };
    });
  }
  app.use(router.routes()).use(router.allowedMethods());
  return app;
}
