import type { Context } from 'koa';
import { createLimiter } from './rate-limit.ts';

/** Every rate-limit budget of the app; one set per app instance so tests never share counters. */
/** `scale` multiplies every budget (tests that hammer one route raise it; production keeps 1). */
export function createRateLimits(scale = 1) {
  const n = (points: number) => Math.max(1, Math.round(points * scale));
  return {
    /** Failed sign-ins per IP and account: 5 a minute. */
    loginPair: createLimiter(n(5), 60, 'login-pair'),
    /** Failed sign-ins per account from anywhere: 25 an hour. */
    loginAccount: createLimiter(n(25), 60 * 60, 'login-account'),
    /** New accounts per IP: 10 an hour. */
    register: createLimiter(n(10), 60 * 60, 'register'),
    /** Reset requests per IP: 5 per 15 minutes. */
    resetIp: createLimiter(n(5), 15 * 60, 'reset-ip'),
    /** Reset mails per address: 3 an hour (silently skipped beyond, so the answer never reveals an account). */
    resetEmail: createLimiter(n(3), 60 * 60, 'reset-email'),
    /** Reset confirmations per IP: 10 per 15 minutes (guessing tokens is hopeless, but cheap to bound). */
    resetConfirm: createLimiter(n(10), 15 * 60, 'reset-confirm'),
  };
}

export type RateLimits = ReturnType<typeof createRateLimits>;

export const byIp = (ctx: Context): string => ctx.ip;
