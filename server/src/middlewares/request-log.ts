import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import type { Logger } from '../logger.ts';
import { setRoute } from '../services/metrics.ts';

/** One structured line per request, with a request id that the response echoes. */
export function requestLog(logger: Logger): Middleware {
  return async (ctx, next) => {
    const started = performance.now();
    const requestId = ctx.get('x-request-id') || randomUUID();
    ctx.log = logger.child({ requestId });
    ctx.set('X-Request-Id', requestId);
    try {
      await next();
    } finally {
      // The metrics' label: the router's template when a route answered (the short lanes set their own).
      if (ctx._matchedRoute) setRoute(ctx.res, String(ctx._matchedRoute));
      const ms = Math.round((performance.now() - started) * 10) / 10;
      const level = ctx.status >= 500 ? 'error' : ctx.status >= 400 ? 'warn' : 'info';
      ctx.log[level]({ method: ctx.method, url: ctx.originalUrl, status: ctx.status, ms }, 'request');
    }
  };
}
