import type { MikroORM } from '@mikro-orm/postgresql';
import fresh from 'fresh';
import type { Context, Middleware } from 'koa';
import { chapterReadKey, type ReadCaches } from '../cache/index.ts';
import type { StatementMode } from '../db/named-statements.ts';
import { readChapterSlot } from '../repositories/chapter-read-query.ts';
import { answerChapterRead, isPublicRead, type ChapterReadDeps } from '../routes/chapters/chapter-read-answer.ts';
import { setRoute } from '../services/metrics.ts';
import { apiCacheDefaults } from './http-cache.ts';

declare module 'koa' {
  interface DefaultState {
    /** Which shortcut answered the request, if one did (tests and the request's metrics label read it). */
    shortcut?: 'revalidation' | 'chapter-read';
  }
}

const CHAPTER_READ = /^\/api\/novels\/(\d+)\/chapters\/(\d+)$/;

/** The chapter read's route template, as the router names it (the metrics' label when a shortcut answers). */
export const CHAPTER_READ_ROUTE = '/api/novels/:novelId/chapters/:chapterNumber';

/** The session cookie among a request's cookies (any other cookie does not make a reader signed in). */
const sessionCookieTest = (name: string): RegExp => new RegExp(`(?:^|;)\\s*${name.replace(/\./g, '\\.')}=[^;\\s]`);

const MAX_ID = 2_147_483_647;
const isId = (value: number) => value >= 1 && value <= MAX_ID;

/** The read's format from its query string, or null for any other query (left to the route). */
function formatOf(querystring: string): 'text' | 'html' | null {
  if (querystring === '' || querystring === 'format=text') return 'text';
  return querystring === 'format=html' ? 'html' : null;
}

/**
 * The chapter read a request asks for when it is the plain signed-out case: no Authorization, no session
 * cookie and no Origin (a cross-origin caller gets the route's CORS answer), no body, the read's path and no
 * query but its format. Null for anything else.
 */
function signedOutChapterRead(ctx: Context, sessionCookie: RegExp) {
  const headers = ctx.headers;
  if (headers.authorization !== undefined || headers.origin !== undefined) return null;
  if (headers['content-length'] !== undefined || headers['transfer-encoding'] !== undefined) return null;
  if (headers.cookie && sessionCookie.test(headers.cookie)) return null;
  const match = CHAPTER_READ.exec(ctx.path);
  if (!match) return null;
  const format = formatOf(ctx.querystring);
  const novelId = Number(match[1]);
  const slot = Number(match[2]);
  // Out of range ids are the route's to refuse with its own message.
  if (!format || !isId(novelId) || !isId(slot)) return null;
  return { novelId, slot, format };
}

/**
 * The busiest request, a signed-out chapter read, answered early: a fresh ETag gets 304 from the validator cache (no
 * database), a public chapter is read and answered by the route's own statement and answerChapterRead, skipping
 * the HTTP cache middleware (it sets the same defaults itself), session, body, CSRF, ORM context and router. Anything else (draft, missing, stale tag) goes on to the route.
 */
export function chapterReadShortcut(options: {
  orm: MikroORM;
  mode: StatementMode;
  sessionCookie: string;
  caches: ReadCaches;
  deps: ChapterReadDeps;
}): Middleware {
  const sessionCookie = sessionCookieTest(options.sessionCookie);
  return async (ctx, next) => {
    const method = ctx.method;
    if (method !== 'GET' && method !== 'HEAD') {
      await next();
      return;
    }
    const request = signedOutChapterRead(ctx, sessionCookie);
    if (!request) {
      await next();
      return;
    }
    const known = options.caches.validators.get(chapterReadKey(request.novelId, request.slot, request.format));
    if (known !== undefined && fresh(ctx.headers, { etag: known })) {
      ctx.status = 304;
      ctx.set('ETag', known);
      ctx.state.shortcut = 'revalidation';
      setRoute(ctx.res, CHAPTER_READ_ROUTE);
      apiCacheDefaults(ctx);
      return;
    }
    // HEAD takes the route (the router answers HEAD for GET routes).
    if (method !== 'GET') {
      await next();
      return;
    }
    const since = options.caches.registry.epoch();
    const read = await readChapterSlot(options.orm.em, request.novelId, request.slot, options.mode, request.format);
    if (!isPublicRead(read)) {
      await next();
      return;
    }
    ctx.state.user = null;
    ctx.state.shortcut = 'chapter-read';
    setRoute(ctx.res, CHAPTER_READ_ROUTE);
    await answerChapterRead(ctx, options.deps, { ...request, since }, read);
    apiCacheDefaults(ctx);
  };
}
