import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import type { Logger } from '../logger.ts';
import { setRoute } from '../services/metrics.ts';

/**
 * One structured line per request, with a request id that the response echoes. While the instance drains
 * (`readiness`), an answer still to be sent says `Connection: close`: a request in flight when the drain began
 * ends its connection too, so no client sends another request down a connection about to close.
 */
export function requestLog(logger: Logger, readiness?: { draining: boolean }): Middleware {
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
      if (readiness?.draining && !ctx.res.headersSent) ctx.res.shouldKeepAlive = false;
      const ms = Math.round((performance.now() - started) * 10) / 10;
      const level = ctx.status >= 500 ? 'error' : ctx.status >= 400 ? 'warn' : 'info';
      ctx.log[level]({ method: ctx.method, url: ctx.originalUrl, status: ctx.status, ms }, 'request');
    }
  };
}
