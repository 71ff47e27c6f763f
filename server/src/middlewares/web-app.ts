/**
 * Serves the built website (web/dist) from the API process: signed-out visitors get public pages rendered on the
 * server (src/ssr/), everyone else the app shell (index.html, the SPA fallback); /api paths are left alone.
 */
import fs from 'node:fs';
import path from 'node:path';
import type Koa from 'koa';
import type { Context, Middleware } from 'koa';
import serve from 'koa-static';
import { CHAPTER_JUMP_PARAM } from '@inkshelf/contracts';
import type { CacheRegistry } from '../cache/index.ts';
import { answerWithPage, type RenderedPages } from '../ssr/page-answer.ts';
import type { PageViews } from '../ssr/renderer.ts';
import { createRendererLoader, type RouteKind } from '../ssr/renderer.ts';
import { isApiPath } from './methods.ts';
import { SESSION_COOKIE } from './session.ts';

export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
export const INDEX_CACHE = 'no-cache';
/** The shell as a signed-in visitor gets it: never from a shared cache. */
export const PRIVATE_INDEX_CACHE = 'private, no-cache';
/** Unhashed public files (favicon, preview image, theme script): short, then revalidated. */
export const PUBLIC_FILE_CACHE = 'public, max-age=3600';

export const MISSING_BUILD_HINT =
  'Inkshelf API is running, but the website is not built. Run `pnpm --filter @inkshelf/web build` ' +
  '(or set WEB_DIST to a built web/dist folder) and reload. The API is under /api (see /api/docs).';

function setCacheHeaders(dist: string) {
  const assets = path.join(dist, 'assets') + path.sep;
  return (res: { setHeader(name: string, value: string): unknown }, file: string) => {
    if (file.startsWith(assets)) res.setHeader('Cache-Control', IMMUTABLE_CACHE);
    else if (path.basename(file) === 'index.html') res.setHeader('Cache-Control', INDEX_CACHE);
    else res.setHeader('Cache-Control', PUBLIC_FILE_CACHE);
    res.setHeader('Vary', 'Accept-Encoding');
  };
}

const CHAPTER_JUMP = /^\/novels\/([^/]+)\/chapters\/?$/;

/**
 * The reading page's chapter jump as a GET form, for readers without JavaScript (issue 37):
 * /novels/{title}/chapters?chapter=N is redirected to that chapter, and without a number to the novel. False when the
 * path is not the jump's.
 */
function chapterJump(ctx: Context): boolean {
  const match = CHAPTER_JUMP.exec(ctx.path);
  if (!match) return false;
  const novel = `/novels/${match[1]}`;
  const number = ctx.query[CHAPTER_JUMP_PARAM];
  ctx.set('Cache-Control', PUBLIC_FILE_CACHE);
  ctx.redirect(typeof number === 'string' && /^[1-9]\d{0,8}$/.test(number) ? `${novel}/chapters/${number}` : novel);
  return true;
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

/** Server rendering: the app whose API pages read (in process) and the base of their absolute URLs. */
export interface WebAppRendering {
  app: Koa;
  publicUrl?: string | undefined;
  /** Pages kept to send again (createRenderedPages), dropped when a public change is announced. */
  pages: RenderedPages;
  registry: CacheRegistry;
  /** Counts the views of a page sent again without reading its data. */
  countViews: (ctx: Context, viewed: PageViews) => void;
  /** Where a page that failed to render is reported (it then gets the app shell). */
  onError?: (error: unknown, ctx: Context) => void;
}

/**
 * Hashed /assets/* cached a year, other files briefly, index.html always revalidated. A signed-out browser's public (or
 * unknown: rendered 404) page is server-rendered when dist/.ssr/ exists; other pages get index.html for the client
 * router (status 404 for unknown paths). /api is never touched, so unknown API paths keep their JSON 404.
 */
export function webApp(options: { dist: string; rendering?: WebAppRendering }): Middleware {
  const dist = path.resolve(options.dist);
  const indexFile = path.join(dist, 'index.html');
  const files = serve(dist, { index: false, hidden: false, setHeaders: setCacheHeaders(dist) });
  const renderers = createRendererLoader(dist);
  const { rendering } = options;

  /** Renders the page when it is public and the visitor signed out; false when the shell should answer. */
  async function rendered(ctx: Context, signedIn: boolean): Promise<{ done: boolean; kind: RouteKind | null }> {
    const renderer = rendering ? await renderers.load() : null;
    if (!rendering || !renderer) return { done: false, kind: null };
    const kind = renderer.module.classify(ctx.path);
    if (signedIn || kind === 'shell') return { done: false, kind };
    try {
      await answerWithPage(ctx, renderer, rendering);
      return { done: true, kind };
    } catch (error) {
      rendering.onError?.(error, ctx);
      return { done: false, kind };
    }
  }

  return async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || isApiPath(ctx.path)) {
      await next();
      return;
    }
    if (chapterJump(ctx)) return;
    await files(ctx, async () => {
      if (!wantsPage(ctx)) {
        await next();
        return;
      }
      const signedIn = Boolean(ctx.cookies.get(SESSION_COOKIE));
      const page = await rendered(ctx, signedIn);
      if (page.done) return;
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
      ctx.set('Cache-Control', signedIn ? PRIVATE_INDEX_CACHE : INDEX_CACHE);
      ctx.vary('Accept'); // beside compression's Accept-Encoding
      if (page.kind) ctx.vary('Cookie');
      ctx.lastModified = index.mtime;
      ctx.etag = index.etag;
      ctx.type = 'text/html; charset=utf-8';
      ctx.status = page.kind === 'unknown' ? 404 : 200;
      if (ctx.fresh) {
        ctx.status = 304;
        return;
      }
      ctx.body = index.body;
    });
  };
}
