import type { Context, Middleware } from 'koa';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { tooManyRequests } from '../errors.ts';

/** A named budget of attempts per key and window. */
export function createLimiter(points: number, durationSeconds: number, keyPrefix: string): RateLimiterMemory {
  return new RateLimiterMemory({ points, duration: durationSeconds, keyPrefix });
}

const retryAfter = (res: RateLimiterRes) => Math.max(1, Math.ceil(res.msBeforeNext / 1000));

/** Spends one point per request for the key; past the budget answers 429 with Retry-After. */
export function rateLimit(limiter: RateLimiterMemory, key: (ctx: Context) => string, message?: string): Middleware {
  return async (ctx, next) => {
    try {
      await limiter.consume(key(ctx));
    } catch (error) {
      if (error instanceof RateLimiterRes) throw tooManyRequests(retryAfter(error), message);
      throw error;
    }
    await next();
  };
}

/** 429 when the key has no points left, without spending one (for budgets spent only on failures). */
export async function ensureNotBlocked(limiter: RateLimiterMemory, key: string, message?: string): Promise<void> {
  const res = await limiter.get(key);
  if (res && res.remainingPoints <= 0 && res.msBeforeNext > 0) throw tooManyRequests(retryAfter(res), message);
}

/** Records a failure against the key; never throws for an exhausted budget. */
export async function spend(limiter: RateLimiterMemory, key: string): Promise<void> {
  await limiter.penalty(key, 1);
}
