import type { Context, Middleware } from 'koa';
import conditional from 'koa-conditional-get';
import etag from '@koa/etag';
import { isJsonValue } from './compression.ts';

/** What an API read that sets no Cache-Control of its own says: revalidate before reuse. */
export const API_CACHE_CONTROL = 'no-cache';

/** Revalidate before reuse unless the answer said otherwise, and vary by who asks. */
export function apiCacheDefaults(ctx: Context): void {
  if (!ctx.response.get('Cache-Control')) ctx.set('Cache-Control', API_CACHE_CONTROL);
  ctx.vary('Cookie');
  ctx.vary('Authorization');
}

/**
 * HTTP caching for API reads: every successful GET (not a write) gets an ETag, a matching If-None-Match gets 304 with no body,
 * and answers that set no Cache-Control of their own must be revalidated (`no-cache`) and vary by who asks.
 */
export function httpCache(): Middleware {
  const defaults: Middleware = async (ctx, next) => {
    await next();
    if (ctx.path.startsWith('/api/')) apiCacheDefaults(ctx);
  };
  const freshness = conditional();
  // Weak: one tag stands for the answer in every coding (identity, br, gzip) that compression may send.
  const tagging = etag({ weak: true });
  return async (ctx, next) => {
    // A write's answer is never revalidated: hashing it (a chapter save answers both forms of the chapter, up to a
    // megabyte) would only cost the event loop. Files, feeds and pages get a tag and a 304 here too.
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') {
      await next();
      return;
    }
    await defaults(ctx, async () => {
      await freshness(ctx, async () => {
        await tagging(ctx, async () => {
          await next();
          // Serialised once here: the tag would hash one serialisation and Koa would send another.
          if (isJsonValue(ctx.body)) ctx.body = JSON.stringify(ctx.body);
        });
      });
    });
  };
}
