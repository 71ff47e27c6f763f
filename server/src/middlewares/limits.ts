import type { Context } from 'koa';

/**
 * The budgets live in services/rate-limits.ts, where commands reach them; app.ts (and, until their next commit,
 * routes/route-deps.ts and docs.test.ts) still take them from here.
 */
export { createRateLimits, type RateLimits } from '../services/rate-limits.ts';

export const byIp = (ctx: Context): string => ctx.ip;

/** The signed-in user (routes put this after requireUser), else the IP. */
export const byUser = (ctx: Context): string => (ctx.state.user ? `u${ctx.state.user.id}` : ctx.ip);
