import type { Middleware } from 'koa';

export const isApiPath = (path: string): boolean => path === '/api' || path.startsWith('/api/');

/** What the website's pages, files, feeds and sitemaps answer: they are only ever read. */
export const PAGE_METHODS = 'GET, HEAD, OPTIONS';

/**
 * Outside /api every path is read-only: OPTIONS says so (204 with Allow), and any other method (POST, TRACE,
 * PROPFIND, ...) gets 405 with Allow, never a page, a 404 or a 501. The API's routers answer their own 405s.
 */
export function pageMethods(): Middleware {
  return async (ctx, next) => {
    if (ctx.method === 'GET' || ctx.method === 'HEAD' || isApiPath(ctx.path)) {
      await next();
      return;
    }
    ctx.set('Allow', PAGE_METHODS);
    ctx.set('Cache-Control', 'no-store');
    if (ctx.method === 'OPTIONS') {
      ctx.status = 204;
      return;
    }
    ctx.status = 405;
    ctx.body = { message: `${ctx.method} is not allowed here; this address only answers ${PAGE_METHODS}` };
  };
}
