import type http from 'node:http';
import { RequestContext } from '@mikro-orm/core';
import type { MikroORM } from '@mikro-orm/postgresql';
import Koa, { type Middleware } from 'koa';
import { sessionCookieTest, type FastPath } from './fresh-reads.ts';

/** The API segments whose GETs are the same for every signed-out visitor: the catalogue's public reads. */
const PUBLIC_SEGMENTS = /^\/api\/(?:novels|chapters|genres)(?:[/?]|$)/;

/**
 * Signed-out reads of the catalogue (novel lists, ranked lists, search, a novel's page, its chapter list, latest
 * chapters, genres) in a short lane: a GET with no Authorization, no session cookie, no Origin and no body needs
 * none of the session, CSRF, body parsing or media-type checks of the full chain, and none of the chain's
 * write-side cache clearing. The lane is a Koa app holding the very instances of the full app's middleware that
 * act on such an answer (`chain`: CORS, request log, security headers, compression, error answers, HTTP caching)
 * and then its routers (`routes`), under a request context of the ORM as in the full chain; routes see a
 * signed-out visitor (`ctx.state.user` null), as loadUser would leave them.
 */
export function publicApiReads(options: {
  orm: MikroORM;
  /** The full app's `proxy` setting: client addresses and HTTPS detection must agree. */
  proxy: boolean;
  sessionCookie: string;
  chain: Middleware[];
  routes: Middleware;
}): FastPath {
  const lane = new Koa({ proxy: options.proxy });
  lane.silent = true;
  for (const middleware of options.chain) lane.use(middleware);
  lane.use((ctx, next) =>
    RequestContext.create(options.orm.em, async () => {
      ctx.em = options.orm.em.getContext();
      ctx.state.user = null;
      await next();
    }),
  );
  lane.use(options.routes);
  const handle = lane.callback();
  const sessionCookie = sessionCookieTest(options.sessionCookie);
  return (req, res) => {
    if (!isSignedOutPublicRead(req, sessionCookie)) return false;
    void handle(req, res);
    return true;
  };
}

/** A GET of a public segment from a signed-out visitor, same-origin, without a body. */
function isSignedOutPublicRead(req: http.IncomingMessage, sessionCookie: RegExp): boolean {
  if (req.method !== 'GET') return false;
  const headers = req.headers;
  if (headers.authorization !== undefined || headers.origin !== undefined) return false;
  if (headers['content-length'] !== undefined || headers['transfer-encoding'] !== undefined) return false;
  if (headers.cookie && sessionCookie.test(headers.cookie)) return false;
  return PUBLIC_SEGMENTS.test(req.url ?? '');
}
