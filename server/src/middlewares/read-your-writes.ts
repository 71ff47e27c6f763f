import type { Middleware } from 'koa';
import { withPrimaryReads } from '../db/read-replicas.ts';

/** Set on a write's answer: until it expires, that client's reads go to the primary. */
export const PRIMARY_READS_COOKIE = 'inkshelf.wrote';

const WROTE_COOKIE = new RegExp(`(?:^|;)\\s*${PRIMARY_READS_COOKIE.replace(/\./g, '\\.')}=(\\d+)`);

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether a request carries an unexpired PRIMARY_READS_COOKIE (its value is the moment it expires). */
export function wroteRecently(cookieHeader: string | undefined, now = Date.now()): boolean {
  if (!cookieHeader) return false;
  const match = WROTE_COOKIE.exec(cookieHeader);
  return match !== null && Number(match[1]) > now;
}

/**
 * Read-your-writes despite replica lag: a successful write sets a short cookie, and requests carrying it read from the
 * primary on every instance; Bearer requests (no cookies) always do. The cookie is unsigned on purpose: all it can do
 * is send its own client's reads to the primary, which any client can get by writing.
 */
export function readYourWrites(windowMs: number): Middleware {
  return async (ctx, next) => {
    // A write's own reads see it too: everything it does stays on the primary. Bearer-token clients (the studio,
    // scripts) keep no cookies: their reads always go to the primary (a small share of the reads).
    const primary =
      !SAFE_METHODS.has(ctx.method) || Boolean(ctx.get('authorization')) || wroteRecently(ctx.get('cookie'));
    if (primary) await withPrimaryReads(next);
    else await next();
    if (windowMs > 0 && !SAFE_METHODS.has(ctx.method) && ctx.status < 400) {
      ctx.cookies.set(PRIMARY_READS_COOKIE, String(Date.now() + windowMs), {
        maxAge: windowMs,
        httpOnly: true,
        sameSite: 'lax',
        signed: false,
        overwrite: true,
      });
    }
  };
}
