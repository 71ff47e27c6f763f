import type { Context } from 'koa';
import { createLimiter } from './rate-limit.ts';

/** Every rate-limit budget of the app; one set per app instance so tests never share counters. */
export function createRateLimits() {
  return {
    /** Failed sign-ins per IP and account: 5 a minute. */
    loginPair: createLimiter(5, 60, 'login-pair'),
    /** Failed sign-ins per account from anywhere: 25 an hour. */
    loginAccount: createLimiter(25, 60 * 60, 'login-account'),
    /** New accounts per IP: 10 an hour. */
    register: createLimiter(10, 60 * 60, 'register'),
    /** Reset requests per IP: 5 per 15 minutes. */
    resetIp: createLimiter(5, 15 * 60, 'reset-ip'),
    /** Reset mails per address: 3 an hour (silently skipped beyond, so the answer never reveals an account). */
    resetEmail: createLimiter(3, 60 * 60, 'reset-email'),
    /** Reset confirmations per IP: 10 per 15 minutes (guessing tokens is hopeless, but cheap to bound). */
    resetConfirm: createLimiter(10, 15 * 60, 'reset-confirm'),
  };
}

export type RateLimits = ReturnType<typeof createRateLimits>;

export const byIp = (ctx: Context): string => ctx.ip;
