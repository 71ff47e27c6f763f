import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { serviceUnavailable, tooManyRequests } from '../errors.ts';
import type { SharedState } from './shared-state.ts';

/** A named budget of points per key and window, in memory or in the shared store (see createLimiter). */
export interface Limiter {
  readonly name: string;
  readonly store: RateLimiterAbstract;
  readonly storeDown: StoreDown;
  readonly onReject?: (name: string) => void;
}

/** The table of the PostgreSQL store, made by a migration (Migration20261127160000). */
export const RATE_LIMIT_TABLE = 'rate_limits';

/** What a budget does when its shared store cannot be reached. */
export type StoreDown =
  /** Answer 503: the budgets that hold back password and code guessing never open up. */
  | 'fail-closed'
  /** Count in this process's memory meanwhile (each instance then grants its own budget). */
  | 'memory';

/** Shared states whose rate_limits table already has a limiter deleting its expired rows (one is enough). */
const cleaned = new WeakSet<SharedState>();

export interface LimiterOptions {
  /** Where the counters live; memory without one. */
  shared?: SharedState;
  storeDown?: StoreDown;
  /** Called once per answer refused by this budget (metrics). */
  onReject?: (name: string) => void;
}

/**
 * A named budget of attempts per key and window. With a shared store (Redis, or the PostgreSQL table), every
 * instance charges the same counters, and the store's atomic increment makes parallel guesses count one by one.
 */
export function createLimiter(
  points: number,
  durationSeconds: number,
  keyPrefix: string,
  options: LimiterOptions = {},
): Limiter {
  const { shared, storeDown = 'memory' } = options;
  const settings = { points, duration: durationSeconds };
  const insuranceLimiter =
    storeDown === 'memory' ? new RateLimiterMemory({ ...settings, keyPrefix: `insurance:${keyPrefix}` }) : undefined;
  let limiter: RateLimiterAbstract;
  if (shared?.redis) {
    limiter = new RateLimiterRedis({
      ...settings,
      keyPrefix: `${shared.prefix}rl:${keyPrefix}`,
      storeClient: shared.redis,
      rejectIfRedisNotReady: true,
      insuranceLimiter,
    });
  } else if (shared?.pool) {
    limiter = new RateLimiterPostgres({
      ...settings,
      keyPrefix,
      storeClient: shared.pool,
      storeType: 'pool',
      tableName: RATE_LIMIT_TABLE,
      tableCreated: true,
      // Every 5 minutes, rows expired an hour ago go: the first limiter of the app does it for the whole table.
      clearExpiredByTimeout: !cleaned.has(shared) && !!cleaned.add(shared),
      insuranceLimiter,
    });
  } else {
    limiter = new RateLimiterMemory({ ...settings, keyPrefix });
  }
  return { name: keyPrefix, store: limiter, storeDown, onReject: options.onReject };
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
      await limiter.store.consume(key);
    } catch (error) {
      await refundAll(taken);
      if (error instanceof RateLimiterRes) {
        limiter.onReject?.(limiter.name);
        throw tooManyRequests(retryAfter(error), message);
      }
      // The store is away and this budget has no memory to fall back on: no attempt goes uncounted.
      if (limiter.storeDown === 'fail-closed') throw serviceUnavailable();
      throw error;
    }
    taken.push(charge);
  }
}

/**
 * Gives the points of `consumeAll` back: for attempts the product does not count (a successful sign-in). A store
 * that is away keeps the point (the request it belonged to still answers).
 */
export async function refundAll(charges: readonly Charge[]): Promise<void> {
  await Promise.allSettled(charges.map(([limiter, key]) => limiter.store.reward(key, 1)));
}
