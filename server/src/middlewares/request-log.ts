import { randomUUID } from 'node:crypto';
import type http from 'node:http';
import type { Middleware } from 'koa';
import type { Logger } from '../logger.ts';
import { setRoute } from '../services/metrics.ts';

/** A request's id: the client's (or the proxy's) X-Request-Id when it sent one, else a new one. */
export const requestIdOf = (req: http.IncomingMessage): string => {
  const id = req.headers['x-request-id'];
  return typeof id === 'string' && id !== '' ? id : randomUUID();
};

/** What the request line of a request says. */
export interface RequestLine {
  method: string;
  url: string;
  status: number;
  ms: number;
}

/** Logs a request's line: errors for 5xx, warnings for 4xx, else info; `log` carries the request id. */
export function logRequest(log: Logger, line: RequestLine): void {
  const level = line.status >= 500 ? 'error' : line.status >= 400 ? 'warn' : 'info';
  log[level](line, 'request');
}

/** Milliseconds since `started` (a performance.now() reading), to a tenth. */
export const elapsedMs = (started: number): number => Math.round((performance.now() - started) * 10) / 10;

/**
 * One structured line per request, with a request id that the response echoes. While the instance drains
 * (`readiness`), an answer still to be sent says `Connection: close`: a request in flight when the drain began
 * ends its connection too, so no client sends another request down a connection about to close.
 */
export function requestLog(logger: Logger, readiness?: { draining: boolean }): Middleware {
  return async (ctx, next) => {
    const started = performance.now();
    const requestId = requestIdOf(ctx.req);
    ctx.log = logger.child({ requestId });
    ctx.set('X-Request-Id', requestId);
    try {
      await next();
    } finally {
      // The metrics' label: the router's template when a route answered (the short lanes set their own).
      if (ctx._matchedRoute) setRoute(ctx.res, String(ctx._matchedRoute));
      if (readiness?.draining && !ctx.res.headersSent) ctx.res.shouldKeepAlive = false;
      logRequest(ctx.log, { method: ctx.method, url: ctx.originalUrl, status: ctx.status, ms: elapsedMs(started) });
    }
  };
}
