import fresh from 'fresh';
import type { Middleware } from 'koa';
import type { ReadCaches } from '../services/ttl-cache.ts';

const CHAPTER_READ = /^\/api\/novels\/(\d+)\/chapters\/(\d+)$/;

/** The validator cache key of a chapter read, shared by the route that fills it and the shortcut that reads it. */
export const chapterReadKey = (novelId: number | string, slot: number | string) => `chapter:${novelId}/${slot}`;

/**
 * Answers a signed-out reader's revalidation of a chapter (If-None-Match with the tag served moments ago) with
 * 304 before sessions, the ORM or the router run, and clears the read caches after any successful write.
 * Signed-in requests always go through the full chain: what they see may depend on who they are.
 */
export function freshReads(caches: ReadCaches, sessionCookie: string): Middleware {
  return async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') {
      await next();
      if (ctx.status < 400) {
        caches.validators.clear();
        caches.searches.clear();
      }
      return;
    }
    const match = CHAPTER_READ.exec(ctx.path);
    const anonymous = !ctx.get('authorization') && !ctx.cookies.get(sessionCookie);
    if (match && anonymous && ctx.get('if-none-match')) {
      const etag = caches.validators.get(chapterReadKey(match[1]!, match[2]!));
      if (etag && fresh(ctx.req.headers, { etag })) {
        ctx.status = 304;
        ctx.set('ETag', etag);
        ctx.set('Cache-Control', 'no-cache');
        ctx.vary('Cookie');
        ctx.vary('Authorization');
        return;
      }
    }
    await next();
  };
}
