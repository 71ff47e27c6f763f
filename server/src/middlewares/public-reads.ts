import type http from 'node:http';
import type { MikroORM } from '@mikro-orm/postgresql';
import Koa, { type Middleware } from 'koa';
import type { Logger } from '../logger.ts';
import { readChapterSlot, type ChapterReadRow } from '../repositories/chapter-read-query.ts';
import {
  answerChapterRead,
  chapterReadEtag,
  isPublicRead,
  publicChapterBody,
  type ChapterReadDeps,
  type ChapterReadRequest,
} from '../routes/chapters/chapter-read-answer.ts';
import { setRoute } from '../services/metrics.ts';
import { ViewCounter } from '../services/view-counter.ts';
import { COMPRESSION_THRESHOLD, CompressedAnswers, compressedKey } from './compression.ts';
import {
  CHAPTER_READ_ROUTE,
  chapterReadKey,
  chapterReadVary,
  sessionCookieTest,
  signedOutChapterRead,
  type FastPath,
} from './fresh-reads.ts';
import { API_CACHE_CONTROL } from './http-cache.ts';
import { elapsedMs, logRequest, requestIdOf } from './request-log.ts';
import type { SecurityHeaderLists } from './security.ts';

/** What the full chain would add to a signed-out chapter read's 200, as the app's own middleware works it out. */
export interface ChapterAnswerHeaders {
  /** The security headers (securityHeaders' lists). */
  security: SecurityHeaderLists;
  /** Whether studio CORS adds `Origin` to Vary (it does whenever studio origins are set). */
  varyOrigin: boolean;
  /** The compression middleware's kept bytes (a chapter at its ETag is compressed once for both). */
  compressed: CompressedAnswers;
  logger: Logger;
  readiness: { draining: boolean };
}

/**
 * The signed-out chapter read in a short lane: the busiest request of the site, and one that needs none of the
 * session, body, CSRF, ORM context or router work of the full chain. The chapter's row is read first (the
 * prepared statement, PostgreSQL only). When it is public, the plain case (no If-None-Match, an Accept-Encoding
 * that names its coding plainly, an instance not draining) is answered here on node:http (answerPlainly) with the
 * headers, coding, kept compressed bytes, view count, validator and request line that the full chain gives it;
 * the other public reads go through a Koa app holding the app's own middleware that act on such an answer
 * (`chain`: CORS, the request log, security headers, compression, error answers and HTTP caching) and the route's
 * own answer (answerChapterRead). Anything else (a draft, a missing chapter, a database error) goes to the full
 * chain, which reads again and answers as it always has. Tests compare the lanes' answers with the full chain's.
 */
export function publicChapterReads(options: {
  orm: MikroORM;
  /** The full app's `proxy` setting: client addresses and HTTPS detection must agree. */
  proxy: boolean;
  sessionCookie: string;
  deps: ChapterReadDeps;
  chain: Middleware[];
  headers: ChapterAnswerHeaders;
}): FastPath {
  const pending = new WeakMap<http.IncomingMessage, { request: ChapterReadRequest; read: ChapterReadRow }>();
  const lane = new Koa({ proxy: options.proxy });
  lane.silent = true;
  for (const middleware of options.chain) lane.use(middleware);
  lane.use(async (ctx) => {
    const taken = pending.get(ctx.req);
    if (!taken) throw new Error('a request reached the chapter read lane without its row');
    pending.delete(ctx.req);
    await answerChapterRead(ctx, options.deps, taken.request, taken.read);
  });
  const handle = lane.callback();
  const sessionCookie = sessionCookieTest(options.sessionCookie);
  const plainly = answerPlainly(lane, options.deps, options.headers);
  return (req, res, fullChain) => {
    // HEAD and the rest take the full chain (the router answers HEAD for GET routes).
    if (req.method !== 'GET') return false;
    const request = signedOutChapterRead(req, sessionCookie);
    if (!request) return false;
    const started = performance.now();
    void readChapterSlot(options.orm.em, request.novelId, request.slot, 'prepared', request.format).then(
      (read) => {
        if (!read || !isPublicRead(read)) return fullChain();
        setRoute(res, CHAPTER_READ_ROUTE);
        const coding = CompressedAnswers.codingOf(req);
        if (coding && req.headers['if-none-match'] === undefined && !options.headers.readiness.draining) {
          return plainly(req, res, { request, read, coding, started }).catch(() => {
            if (!res.headersSent) fullChain();
          });
        }
        pending.set(req, { request, read });
        return handle(req, res);
      },
      () => fullChain(),
    );
    return true;
  };
}

interface PlainRead {
  request: ChapterReadRequest;
  read: ChapterReadRow;
  coding: 'br' | 'gzip' | 'identity';
  /** When the request arrived (performance.now()), for its request line. */
  started: number;
}

/**
 * Writes a public chapter read's 200 straight to node:http: the headers the full chain's middleware would set
 * (security headers for JSON over HTTP or HTTPS, the request id, Vary, the ETag, Cache-Control: no-cache), the body
 * in the negotiated coding (compressed once per ETag, shared with the compression middleware), the view counted
 * and the validator kept as answerChapterRead does, then the request line.
 */
function answerPlainly(lane: Koa, deps: ChapterReadDeps, parts: ChapterAnswerHeaders) {
  const vary = chapterReadVary(parts.varyOrigin);
  return async (req: http.IncomingMessage, res: http.ServerResponse, plain: PlainRead): Promise<void> => {
    const { request, read } = plain;
    const client = clientOf(lane, req);
    const etag = chapterReadEtag(read, request.format);
    deps.caches.validators.set(chapterReadKey(request.novelId, request.slot, request.format), etag);
    const visitor = ViewCounter.anonymousVisitor(client.ip, req.headers['user-agent'] ?? '');
    deps.views.countChapterViewBy(visitor, read.chapter!.id);
    const json = JSON.stringify(publicChapterBody(deps, read, request.format));
    const requestId = requestIdOf(req);
    const headers: http.OutgoingHttpHeaders = { Vary: vary, 'X-Request-Id': requestId };
    for (const [name, value] of client.secure ? parts.security.api.secure : parts.security.api.plain) {
      headers[name] = value;
    }
    headers.ETag = etag;
    headers['Cache-Control'] = API_CACHE_CONTROL;
    headers['Content-Type'] = 'application/json; charset=utf-8';
    let body: string | Buffer = json;
    const length = Buffer.byteLength(json);
    if (plain.coding !== 'identity' && length >= COMPRESSION_THRESHOLD) {
      body = await parts.compressed.bytes(compressedKey(req.url ?? '', etag), json, plain.coding);
      headers['Content-Encoding'] = plain.coding;
    }
    headers['Content-Length'] = typeof body === 'string' ? length : body.length;
    if (parts.readiness.draining) res.shouldKeepAlive = false;
    res.writeHead(200, headers).end(body);
    if (parts.logger.isLevelEnabled('info')) {
      const line = { method: 'GET', url: req.url ?? '', status: 200, ms: elapsedMs(plain.started) };
      logRequest(parts.logger.child({ requestId }), line);
    }
  };
}

/**
 * The client's address and whether it came over HTTPS, as Koa works them out for `lane`'s proxy setting (its own
 * request getters, on a request object without the rest of a context).
 */
function clientOf(lane: Koa, req: http.IncomingMessage): { ip: string; secure: boolean } {
  const request = Object.assign(Object.create(lane.request) as Koa.Request, { req, app: lane });
  return { ip: request.ip, secure: request.secure };
}
