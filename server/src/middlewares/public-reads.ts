import type http from 'node:http';
import type { MikroORM } from '@mikro-orm/postgresql';
import Koa, { type Middleware } from 'koa';
import { readChapterSlot, type ChapterReadRow } from '../repositories/chapter-read-query.ts';
import {
  answerChapterRead,
  isPublicRead,
  type ChapterReadDeps,
  type ChapterReadRequest,
} from '../routes/chapters/chapter-read-answer.ts';
import { setRoute } from '../services/metrics.ts';
import { CHAPTER_READ_ROUTE, sessionCookieTest, signedOutChapterRead, type FastPath } from './fresh-reads.ts';

/**
 * The signed-out chapter read in a short lane: the busiest request of the site, and one that needs none of the
 * session, body, CSRF, ORM context or router work of the full chain. The chapter's row is read first (the
 * prepared statement, PostgreSQL only); when it is public, the request goes through a Koa app that holds only the
 * app's own middleware that act on such an answer (`chain`: the very instances of the full app, so CORS, the
 * request log, security headers, compression and its kept bytes, error answers and HTTP caching are the same),
 * then the route's own answer (answerChapterRead). Anything else (a draft, a missing chapter, a database error)
 * goes to the full chain, which reads again and answers as it always has.
 */
export function publicChapterReads(options: {
  orm: MikroORM;
  /** The full app's `proxy` setting: client addresses and HTTPS detection must agree. */
  proxy: boolean;
  sessionCookie: string;
  deps: ChapterReadDeps;
  chain: Middleware[];
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
  return (req, res, fullChain) => {
    // HEAD and the rest take the full chain (the router answers HEAD for GET routes).
    if (req.method !== 'GET') return false;
    const request = signedOutChapterRead(req, sessionCookie);
    if (!request) return false;
    void readChapterSlot(options.orm.em, request.novelId, request.slot, 'prepared', request.format).then(
      (read) => {
        if (!read || !isPublicRead(read)) return fullChain();
        pending.set(req, { request, read });
        setRoute(res, CHAPTER_READ_ROUTE);
        return handle(req, res);
      },
      () => fullChain(),
    );
    return true;
  };
}
