import type { SharedState } from './shared-state.ts';
import { createLimiter as limiter, type LimiterOptions } from './rate-limiter.ts';

/**
 * One set per app instance so tests never share counters. Sign-in and two-factor budgets count failures only (a sign-in
 * also clears its IP-and-account one); with `shared`, while the store is away they answer 503 so guessing never gets a
 * fresh budget per instance, and the others count in this process's memory.
 */
export function createRateLimits(scale = 1, options: { shared?: SharedState; onReject?: (name: string) => void } = {}) {
  const n = (points: number) => Math.max(1, Math.round(points * scale));
  const open: LimiterOptions = { ...options, storeDown: 'memory' };
  const closed: LimiterOptions = { ...options, storeDown: 'fail-closed' };
  const createLimiter = (points: number, duration: number, name: string) => limiter(points, duration, name, open);
  const guarded = (points: number, duration: number, name: string) => limiter(points, duration, name, closed);
  return {
    /** Failed sign-ins per IP, whatever the account (password spraying): 30 a minute... */
    loginIp: guarded(n(30), 60, 'login-ip'),
    /** ...and 200 an hour. */
    loginIpHour: guarded(n(200), 60 * 60, 'login-ip-hour'),
    /** Failed sign-ins per IP and account: 5 a minute. */
    loginPair: guarded(n(5), 60, 'login-pair'),
    /** Failed sign-ins per account from anywhere: 25 an hour. */
    loginAccount: guarded(n(25), 60 * 60, 'login-account'),
    /** New accounts per IP: 10 an hour. */
    register: createLimiter(n(10), 60 * 60, 'register'),
    /** Reset requests per IP: 5 per 15 minutes. */
    resetIp: createLimiter(n(5), 15 * 60, 'reset-ip'),
    /** Reset mails per address: 3 an hour (silently skipped beyond, so the answer never reveals an account). */
    resetEmail: createLimiter(n(3), 60 * 60, 'reset-email'),
    /** Reset confirmations per IP: 10 per 15 minutes (guessing tokens is hopeless, but cheap to bound). */
    resetConfirm: createLimiter(n(10), 15 * 60, 'reset-confirm'),
    /** Comments and replies per user: 20 a minute (more than anyone types, fewer than a spam script sends). */
    comment: createLimiter(n(20), 60, 'comment'),
    /** Review writes per user: 20 per 10 minutes. */
    review: createLimiter(n(20), 10 * 60, 'review'),
    /** Reports per user: 10 per 10 minutes (a reader reports a few things; a script flooding the queue stops). */
    report: createLimiter(n(10), 10 * 60, 'report'),
    /** Copyright notices per IP (no account needed): 10 an hour (a rights holder lists up to 20 URLs in each). */
    takedown: createLimiter(n(10), 60 * 60, 'takedown'),
    /** Like toggles per user: 120 a minute. */
    like: createLimiter(n(120), 60, 'like'),
    /** Wrong two-factor codes (challenge, verify, unenroll, recovery codes, token sign-in) per account: 5 per 5 minutes. */
    mfa: guarded(n(5), 5 * 60, 'mfa'),
    /** Data exports per user: 5 an hour (each reads the whole account; one is all anyone needs). */
    accountExport: createLimiter(n(5), 60 * 60, 'account-export'),
  };
}

export type RateLimits = ReturnType<typeof createRateLimits>;
