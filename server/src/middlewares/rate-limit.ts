import type { Context, Middleware } from 'koa';
import { consumeAll, type Limiter } from '../services/rate-limiter.ts';

/** Spends one point per request for the key; past the budget answers 429 with Retry-After. */
export function rateLimit(limiter: Limiter, key: (ctx: Context) => string, message?: string): Middleware {
  return async (ctx, next) => {
    await consumeAll([[limiter, key(ctx)]], message);
    await next();
  };
}
