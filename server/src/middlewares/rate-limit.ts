import type { Context, Middleware } from 'koa';
import { RateLimiterMemory, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { tooManyRequests } from '../errors.ts';

/**
 * A budget of points per key and window. Code takes the abstract type, so a shared store (Redis, PostgreSQL)
 * can replace the in-memory one here without touching the callers.
 */
export type Limiter = RateLimiterAbstract;

/** A named budget of attempts per key and window. */
export function createLimiter(points: number, durationSeconds: number, keyPrefix: string): Limiter {
  return new RateLimiterMemory({ points, duration: durationSeconds, keyPrefix });
}

const retryAfter = (res: RateLimiterRes) => Math.max(1, Math.ceil(res.msBeforeNext / 1000));

/** One point of one budget: the limiter and the key it is charged to. */
export type Charge = readonly [limiter: Limiter, key: string];

/**
 * Spends one point of every budget, in order, BEFORE the work they guard: the store counts atomically, so N
 * parallel requests can never get more than the budget through. When one budget is spent, the points already
 * taken from the others are given back (that request does no work) and the answer is 429 with Retry-After.
 */
export async function consumeAll(charges: readonly Charge[], message?: string): Promise<void> {
  const taken: Charge[] = [];
  for (const charge of charges) {
    const [limiter, key] = charge;
    try {
      await limiter.consume(key);
    } catch (error) {
      await refundAll(taken);
      if (error instanceof RateLimiterRes) throw tooManyRequests(retryAfter(error), message);
      throw error;
    }
    taken.push(charge);
  }
}

/** Gives the points of `consumeAll` back: for attempts the product does not count (a successful sign-in). */
export async function refundAll(charges: readonly Charge[]): Promise<void> {
  await Promise.all(charges.map(([limiter, key]) => limiter.reward(key, 1)));
}

/** Spends one point per request for the key; past the budget answers 429 with Retry-After. */
export function rateLimit(limiter: Limiter, key: (ctx: Context) => string, message?: string): Middleware {
  return async (ctx, next) => {
    await consumeAll([[limiter, key(ctx)]], message);
    await next();
  };
}
