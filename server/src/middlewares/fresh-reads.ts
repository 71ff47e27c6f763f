import type http from 'node:http';
import fresh from 'fresh';
import type { Middleware } from 'koa';
import { setRoute } from '../services/metrics.ts';
import { API_CACHE_CONTROL } from './http-cache.ts';
import type { CacheScope, SharedState } from '../services/shared-state.ts';
import { clearReadCaches, type ReadCaches } from '../services/ttl-cache.ts';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const CHAPTER_READ = /^\/api\/novels\/(\d+)\/chapters\/(\d+)$/;

/** The chapter read's route template, as the router names it (the metrics' label for the short lanes). */
export const CHAPTER_READ_ROUTE = '/api/novels/:novelId/chapters/:chapterNumber';

/** The validator cache key of a chapter read, shared by the route that fills it and the shortcut that reads it. */
export const chapterReadKey = (novelId: number | string, slot: number | string, format: 'text' | 'html') =>
  `chapter:${novelId}/${slot}.${format}`;

/** The read's format from its query string, or null for any other query (left to the full chain). */
function formatOf(search: string): 'text' | 'html' | null {
  if (search === '' || search === 'format=text') return 'text';
  return search === 'format=html' ? 'html' : null;
}

/**
 * Answers a request before Koa sees it, or returns false to pass it on. One that took the request may still hand
 * it to the full chain (`fullChain`) as long as it has written nothing.
 */
export type FastPath = (req: http.IncomingMessage, res: http.ServerResponse, fullChain: () => void) => boolean;

/** The session cookie among a request's cookies (any other cookie does not make a reader signed in). */
export const sessionCookieTest = (name: string): RegExp =>
  new RegExp(`(?:^|;)\\s*${name.replace(/\./g, '\\.')}=[^;\\s]`);

/**
 * The chapter read a request asks for when it is the plain signed-out case that may be answered before Koa: no
 * Authorization, no session cookie and no Origin (a cross-origin caller needs the CORS answer of the full chain),
 * the read's path with no query but its format. Null for anything else. The method is the caller's to check.
 */
export function signedOutChapterRead(
  req: http.IncomingMessage,
  sessionCookie: RegExp,
): { novelId: number; slot: number; format: 'text' | 'html' } | null {
  const headers = req.headers;
  if (headers.authorization || headers.origin) return null;
  if (headers.cookie && sessionCookie.test(headers.cookie)) return null;
  const url = req.url ?? '';
  const query = url.indexOf('?');
  const match = CHAPTER_READ.exec(query === -1 ? url : url.slice(0, query));
  if (!match) return null;
  const format = formatOf(query === -1 ? '' : url.slice(query + 1));
  if (!format) return null;
  return { novelId: Number(match[1]), slot: Number(match[2]), format };
}

/**
 * The Vary of the full chain's answer to a chapter read: studio CORS's Origin (when studio origins are set), then
 * compression's Accept-Encoding, then the HTTP cache's Cookie and Authorization.
 */
export const chapterReadVary = (varyOrigin: boolean): string =>
  varyOrigin ? 'Origin, Accept-Encoding, Cookie, Authorization' : 'Accept-Encoding, Cookie, Authorization';

/**
 * Answers a signed-out reader's revalidation of a chapter (If-None-Match with the tag served moments ago) with
 * 304 straight from node:http: no Koa context, session, ORM or router, so it costs little more than a static file.
 * Only the plain case takes this path: GET or HEAD, no Authorization, no session cookie and no Origin (a
 * cross-origin caller needs the CORS answer of the full chain). Everything else, and any tag that is not the one
 * just served, goes through the full chain, which also answers 304 where it may.
 *
 * The answer carries what a 304 must repeat of the 200 (RFC 9110 15.4.5): ETag, Cache-Control and Vary.
 */
export function freshChapterRevalidation(
  caches: ReadCaches,
  options: { sessionCookie: string; varyOrigin: boolean },
): FastPath {
  const sessionCookie = sessionCookieTest(options.sessionCookie);
  const vary = chapterReadVary(options.varyOrigin);
  return (req, res) => {
    const headers = req.headers;
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !headers['if-none-match']) return false;
    const read = signedOutChapterRead(req, sessionCookie);
    if (!read) return false;
    const etag = caches.validators.get(chapterReadKey(read.novelId, read.slot, read.format));
    if (!etag || !fresh(headers, { etag })) return false;
    setRoute(res, CHAPTER_READ_ROUTE);
    res.writeHead(304, { ETag: etag, 'Cache-Control': API_CACHE_CONTROL, Vary: vary }).end();
    return true;
  };
}

/** Clears the read caches (chapter validators, search pages) after any successful write in this process. */
export function clearReadCachesOnWrite(caches: ReadCaches): Middleware {
  return async (ctx, next) => {
    await next();
    if (WRITES.has(ctx.method) && ctx.status < 400) clearReadCaches(caches);
  };
}

/**
 * Writes that change nothing a signed-out page shows: sign-in and account security, reading progress, bookmarks
 * (a page's bookmark count may lag like its read count, as long as its pages are kept), reports (a report changes
 * nothing until a moderator acts on it, and every moderation write clears the pages).
 */
const PRIVATE_WRITES = /^\/api\/(?:login|logout|register|auth|mfa|tokens|reading-progress|bookmarks|reports)(?:\/|$)/;

/** Clears the kept server-rendered pages after a successful write that may change what one shows. */
export function clearPagesOnWrite(pages: { clear(): void }): Middleware {
  return async (ctx, next) => {
    await next();
    if (WRITES.has(ctx.method) && ctx.status < 400 && !PRIVATE_WRITES.test(ctx.path)) pages.clear();
  };
}

/**
 * Tells the other instances to clear what a successful write cleared here (clearReadCachesOnWrite,
 * clearPagesOnWrite), and waits for the shared store to take the message before the write answers: with Redis
 * or PostgreSQL's NOTIFY, the other instances have it within their next turn of the event loop (milliseconds),
 * so a reader sent elsewhere right after the write finds the change. A store that is away costs at most
 * STORE_TIMEOUT_MS and leaves the others to their caches' short lives (2 s validators, 5 s latest novels, 30 s
 * searches and pages).
 */
export function publishInvalidations(shared: SharedState): Middleware {
  return async (ctx, next) => {
    await next();
    if (!WRITES.has(ctx.method) || ctx.status >= 400) return;
    const scopes: CacheScope[] = PRIVATE_WRITES.test(ctx.path) ? ['reads'] : ['reads', 'pages'];
    await shared.publish(scopes);
  };
}

/** Clears this instance's caches when another instance says a write changed them. */
export function clearOnInvalidation(shared: SharedState, caches: ReadCaches, pages: { clear(): void }): void {
  shared.subscribe((scopes) => {
    if (scopes.includes('reads')) clearReadCaches(caches);
    if (scopes.includes('pages')) pages.clear();
  });
}
