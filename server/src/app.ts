import type http from 'node:http';
import { RequestContext } from '@mikro-orm/core';
import { ENDPOINTS } from '@inkshelf/contracts';
import Koa from 'koa';
import { unsupportedMediaType } from './errors.ts';
import { loadUser } from './middlewares/auth.ts';
import { CompressedAnswers, compression } from './middlewares/compression.ts';
import { errorHandler } from './middlewares/errors.ts';
import {
  clearOnInvalidation,
  clearPagesOnWrite,
  clearReadCachesOnWrite,
  freshChapterRevalidation,
  publishInvalidations,
  type FastPath,
} from './middlewares/fresh-reads.ts';
import { httpCache } from './middlewares/http-cache.ts';
import { jsonBody } from './middlewares/json-body.ts';
import { publicApiReads } from './middlewares/public-api-reads.ts';
import { publicChapterReads } from './middlewares/public-reads.ts';
import { readYourWrites, wroteRecently } from './middlewares/read-your-writes.ts';
import { statementModeOf } from './db/named-statements.ts';
import { ReplicaAwareDriver } from './db/read-replicas.ts';
import { createRateLimits } from './middlewares/limits.ts';
import { requestLog } from './middlewares/request-log.ts';
import type { AppDeps } from './deps.ts';
import { DEFAULT_STUDIO_ORIGINS } from './env.ts';
import { csrfGuard, securityHeaderLists, securityHeaders, studioCors } from './middlewares/security.ts';
import { SESSION_COOKIE, sessions } from './middlewares/session.ts';
import { webApp } from './middlewares/web-app.ts';
import { createRenderedPages } from './ssr/page-answer.ts';
import type { PageViews } from './ssr/renderer.ts';
import { routerDispatch } from './routes/dispatch.ts';
import { apiRouters } from './routes/index.ts';
import { seoRouter } from './routes/seo/seo.ts';
import { Readiness } from './services/drain.ts';
import type { Metrics } from './services/metrics.ts';
import { createReadCaches } from './services/ttl-cache.ts';
import { ViewCounter } from './services/view-counter.ts';

/** Room for a 2 MB cover sent as a base64 data string inside JSON. */
export const JSON_BODY_LIMIT = 4 * 1024 * 1024;

/** What answers before Koa, per app (see toRequestListener). */
const fastPaths = new WeakMap<Koa, FastPath>();

/** What the request listener does for every request of an app besides answering it (see toRequestListener). */
const listenerParts = new WeakMap<Koa, { metrics?: Metrics; readiness: Readiness }>();

/** The app's answers before Koa (for tests that watch which requests they take). */
export const fastPathOf = (app: Koa): FastPath | undefined => fastPaths.get(app);

/** Builds the Koa application from its dependencies; nothing is global, so tests build their own. */
export function createApp(deps: AppDeps): Koa {
  const app = new Koa({ proxy: deps.config.trustProxy });
  app.silent = true;
  const caches = createReadCaches();
  const readiness = deps.readiness ?? new Readiness();
  deps.metrics?.watchCaches(caches);
  const views = deps.views ?? new ViewCounter({ orm: deps.orm, logger: deps.logger }).start();
  const studioOrigins = deps.config.studioOrigins ?? DEFAULT_STUDIO_ORIGINS;
  // What also acts on a signed-out chapter read's answer, kept by name for its fast lane below.
  const cors = studioCors(studioOrigins);
  const log = requestLog(deps.logger, readiness);
  const securityLists = securityHeaderLists({ extraScriptSources: deps.config.scriptOrigins ?? [] });
  const security = securityHeaders(securityLists);
  // br or gzip for answers of 1 KB and more, errors and the website's pages included (not its precompressed files).
  const compressed = new CompressedAnswers();
  const compress = compression(compressed);
  const errors = errorHandler();
  const caching = httpCache();

  // CORS for the studio first, so that its preflights and every answer (304s and errors too) carry it.
  app.use(cors);
  // The other instances' caches, once this one's are cleared (the middleware below, on the way out).
  if (deps.shared) app.use(publishInvalidations(deps.shared));
  app.use(clearReadCachesOnWrite(caches));
  const pages = createRenderedPages();
  app.use(clearPagesOnWrite(pages));
  if (deps.shared) clearOnInvalidation(deps.shared, caches, pages);
  app.use(log);
  app.use(security);
  app.use(compress);
  app.use(errors);
  // With read replicas: a client that just wrote reads from the primary for a moment.
  const driver = deps.orm.driver;
  const replicated = driver instanceof ReplicaAwareDriver && driver.replicaState().replicas > 0;
  if (replicated) app.use(readYourWrites(deps.config.readYourWritesMs ?? 5_000));
  // robots.txt, sitemaps and feeds: public and the same for everyone, before the website's fallback page.
  app.use(seoRouter(deps).routes());
  // The website's files and pages: answered here, before sessions and the database are touched.
  if (deps.config.webDist) {
    const rendering = {
      app,
      publicUrl: deps.config.publicUrl,
      pages,
      countViews: (ctx: Koa.Context, viewed: PageViews) => {
        for (const id of viewed.novels) views.countNovelView(ctx, id);
        for (const id of viewed.chapters) views.countChapterView(ctx, id);
      },
      onError: (error: unknown, ctx: Koa.Context) =>
        deps.logger.error({ err: error, path: ctx.path }, 'page render failed'),
    };
    app.use(webApp({ dist: deps.config.webDist, rendering }));
  }
  // A mail's one-click unsubscribe is a form POST (RFC 8058) authorised by its signed token; its form body is
  // left unread. From the mail client it carries no cookie; from the site's own confirmation page, the same origin.
  const unsubscribePath = ENDPOINTS.unsubscribe.path;
  app.use(
    csrfGuard({
      sessionCookie: SESSION_COOKIE,
      allowedOrigins: deps.config.allowedOrigins,
      publicUrl: deps.config.publicUrl,
      formPaths: new Set([unsubscribePath]),
    }),
  );
  app.use(async (ctx, next) => {
    if (
      ctx.path.startsWith('/api/') &&
      ctx.path !== unsubscribePath &&
      ctx.request.length &&
      !ctx.is('application/json')
    ) {
      throw unsupportedMediaType();
    }
    await next();
  });
  app.use(jsonBody({ limit: JSON_BODY_LIMIT, deletePaths: new Set([ENDPOINTS.deleteAccount.path]) }));
  app.use((ctx, next) =>
    RequestContext.create(deps.orm.em, async () => {
      ctx.em = deps.orm.em.getContext();
      await next();
    }),
  );
  // On PostgreSQL the hot statements of every request (the session read, the list pages) are prepared by name.
  app.use(sessions(app, deps.orm, deps.config.sessionSecret, statementModeOf(deps.databaseKind)));
  app.use(loadUser());
  app.use(caching);

  const routers = apiRouters({
    ...deps,
    limits: createRateLimits(deps.config.rateLimitScale, { shared: deps.shared, onReject: deps.metrics?.rejected }),
    views,
    caches,
    readiness,
  });
  const dispatch = routerDispatch(routers);
  app.use(dispatch);

  // Before Koa: a signed-out revalidation of a chapter read moments ago (it costs about a static file), then a
  // signed-out chapter read through the short lane (PostgreSQL's prepared read; the embedded database keeps the
  // full chain).
  const revalidation = freshChapterRevalidation(caches, {
    sessionCookie: SESSION_COOKIE,
    varyOrigin: studioOrigins.length > 0,
  });
  const reads =
    deps.databaseKind === 'postgresql'
      ? publicChapterReads({
          orm: deps.orm,
          proxy: deps.config.trustProxy,
          sessionCookie: SESSION_COOKIE,
          deps: { views, caches },
          chain: [cors, log, security, compress, errors, caching],
          headers: {
            security: securityLists,
            varyOrigin: studioOrigins.length > 0,
            compressed,
            logger: deps.logger,
            readiness,
          },
        })
      : null;
  const lists =
    deps.databaseKind === 'postgresql'
      ? publicApiReads({
          orm: deps.orm,
          proxy: deps.config.trustProxy,
          sessionCookie: SESSION_COOKIE,
          chain: [cors, log, security, compress, errors, caching],
          routes: dispatch,
        })
      : null;
  // A client that wrote moments ago takes the full chain, which reads from the primary for it.
  const readLane = (req: http.IncomingMessage) => reads && !(replicated && wroteRecently(req.headers.cookie));
  fastPaths.set(
    app,
    (req, res, fullChain) =>
      revalidation(req, res, fullChain) ||
      (readLane(req) ? !!reads?.(req, res, fullChain) || !!lists?.(req, res, fullChain) : false),
  );
  listenerParts.set(app, { metrics: deps.metrics, readiness });
  return app;
}

/** Adapts a Koa app to node:http without leaving its promise floating; the app's fast path answers first. */
export function toRequestListener(app: Koa): http.RequestListener {
  const handle = app.callback();
  const fastPath = fastPaths.get(app);
  const { metrics, readiness } = listenerParts.get(app) ?? {};
  return (req, res) => {
    // Every request is timed here, whichever lane answers it.
    metrics?.track(res);
    // A draining instance closes each connection once its answer is out.
    if (readiness?.draining) res.shouldKeepAlive = false;
    if (fastPath?.(req, res, () => void handle(req, res))) return;
    void handle(req, res);
  };
}
