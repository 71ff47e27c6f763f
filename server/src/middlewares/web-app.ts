/** Serves the built website (web/dist) from the API process, with an SPA fallback; /api paths are left alone. */
import fs from 'node:fs';
import path from 'node:path';
import type { Context, Middleware } from 'koa';
import serve from 'koa-static';

export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
export const INDEX_CACHE = 'no-cache';
/** Unhashed public files (favicon, preview image, theme script): short, then revalidated. */
export const PUBLIC_FILE_CACHE = 'public, max-age=3600';

export const MISSING_BUILD_HINT =
  'Inkshelf API is running, but the website is not built. Run `pnpm --filter @inkshelf/web build` ' +
  '(or set WEB_DIST to a built web/dist folder) and reload. The API is under /api (see /api/docs).';

const isApiPath = (pathname: string) => pathname === '/api' || pathname.startsWith('/api/');

function setCacheHeaders(dist: string) {
  const assets = path.join(dist, 'assets') + path.sep;
  return (res: { setHeader(name: string, value: string): unknown }, file: string) => {
    if (file.startsWith(assets)) res.setHeader('Cache-Control', IMMUTABLE_CACHE);
    else if (path.basename(file) === 'index.html') res.setHeader('Cache-Control', INDEX_CACHE);
    else res.setHeader('Cache-Control', PUBLIC_FILE_CACHE);
    res.setHeader('Vary', 'Accept-Encoding');
  };
}

/** Whether a GET/HEAD for a page should get index.html: a browser navigation (accepts HTML), not an asset. */
function wantsPage(ctx: Context): boolean {
  return (
    (ctx.method === 'GET' || ctx.method === 'HEAD') &&
    !isApiPath(ctx.path) &&
    !ctx.path.startsWith('/assets/') &&
    ctx.accepts('html') === 'html'
  );
}

/** index.html with its validators, or null when the website is not built. */
async function readIndex(file: string): Promise<{ body: Buffer; mtime: Date; etag: string } | null> {
  try {
    const [body, stat] = await Promise.all([fs.promises.readFile(file), fs.promises.stat(file)]);
    return { body, mtime: stat.mtime, etag: `W/"${stat.size.toString(16)}-${stat.mtimeMs.toString(16)}"` };
  } catch {
    return null;
  }
}

/**
 * Hashed /assets/* are cached for a year, other public files briefly, index.html always revalidated; any other
 * page a browser asks for gets index.html (the client-side router decides what it shows, including its 404).
 * /api paths are never touched, so unknown ones keep their JSON 404. Without a build the API still runs and /
 * explains how to get the website.
 */
export function webApp(options: { dist: string }): Middleware {
  const dist = path.resolve(options.dist);
  const indexFile = path.join(dist, 'index.html');
  const files = serve(dist, { index: false, hidden: false, setHeaders: setCacheHeaders(dist) });

  return async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || isApiPath(ctx.path)) {
      await next();
      return;
    }
    await files(ctx, async () => {
      if (!wantsPage(ctx)) {
        await next();
        return;
      }
      // Read per request (a few KB): a new build is picked up without restarting the server.
      const index = await readIndex(indexFile);
      if (!index) {
        if (ctx.path !== '/') {
          await next();
          return;
        }
        ctx.type = 'text/plain; charset=utf-8';
        ctx.set('Cache-Control', 'no-store');
        ctx.body = MISSING_BUILD_HINT;
        return;
      }
      ctx.set('Cache-Control', INDEX_CACHE);
      ctx.vary('Accept'); // beside compression's Accept-Encoding
      ctx.lastModified = index.mtime;
      ctx.etag = index.etag;
      ctx.type = 'text/html; charset=utf-8';
      ctx.status = 200;
      if (ctx.fresh) {
        ctx.status = 304;
        return;
      }
      ctx.body = index.body;
    });
  };
}
