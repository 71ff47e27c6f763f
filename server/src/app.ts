import type http from 'node:http';
import { RequestContext } from '@mikro-orm/core';
import { ENDPOINTS } from '@inkshelf/contracts';
import Koa, { type Middleware } from 'koa';
import { createReadCaches } from './cache/index.ts';
import { statementModeOf } from './db/named-statements.ts';
import { ReplicaAwareDriver } from './db/read-replicas.ts';
import type { AppDeps } from './deps.ts';
import { DEFAULT_STUDIO_ORIGINS } from './env.ts';
import { unsupportedMediaType } from './errors.ts';
import { announceChanges } from './middlewares/announce.ts';
import { loadUser } from './middlewares/auth.ts';
import { bodyLimitOf } from './middlewares/body-limits.ts';
import { CompressedAnswers, compression } from './middlewares/compression.ts';
import { errorHandler } from './middlewares/errors.ts';
import { hostGuard } from './middlewares/host.ts';
import { httpCache } from './middlewares/http-cache.ts';
import { jsonBody } from './middlewares/json-body.ts';
import { pageMethods } from './middlewares/methods.ts';
import { createRateLimits } from './middlewares/limits.ts';
import { readYourWrites } from './middlewares/read-your-writes.ts';
import { requestLog } from './middlewares/request-log.ts';
import { csrfGuard, securityHeaderLists, securityHeaders, studioCors } from './middlewares/security.ts';
import { SESSION_COOKIE, sessions } from './middlewares/session.ts';
import { chapterReadShortcut } from './middlewares/shortcuts.ts';
import { webApp } from './middlewares/web-app.ts';
import { routerDispatch } from './routes/dispatch.ts';
import { apiRouters } from './routes/index.ts';
import { seoRouter } from './routes/seo/seo.ts';
import { Readiness } from './services/drain.ts';
import { startViewCounter, type ViewCounter } from './services/view-counter.ts';
import { createRenderedPages } from './ssr/page-answer.ts';
import type { PageViews } from './ssr/renderer.ts';

/**
 * Builds the Koa application from its dependencies; nothing is global, so tests build their own. The `use` calls
 * below are the walk of every request, in order, on both databases alike.
 */
export function createApp(deps: AppDeps): Koa {
  const { config, orm, logger, metrics } = deps;
  const app = new Koa({ proxy: config.trustProxy });
  app.silent = true;
  const caches = createReadCaches(deps.cacheRegistry);
  if (deps.shared) caches.registry.connect(deps.shared);
  metrics?.watchCaches(caches.registry);
  const readiness = deps.readiness ?? new Readiness();
  const views = deps.views ?? startViewCounter({ orm, logger }, deps.config.sessionSecret);
  const studioOrigins = config.studioOrigins ?? DEFAULT_STUDIO_ORIGINS;
  const mode = statementModeOf(deps.databaseKind);
  const driver = orm.driver;
  const replicated = driver instanceof ReplicaAwareDriver && driver.replicaState().replicas > 0;
  const routes = routerDispatch(
    apiRouters({
      ...deps,
      limits: createRateLimits(config.rateLimitScale, { shared: deps.shared, onReject: metrics?.rejected }),
      views,
      caches,
      readiness,
    }),
  );

  // Timed by the metrics (their own port) from here, whichever middleware answers.
  if (metrics) app.use(timed((res) => metrics.track(res)));
  // CORS for the studio first, so that its preflights and every answer (304s and errors too) carry it.
  app.use(studioCors(studioOrigins));
  app.use(requestLog(logger, readiness));
  app.use(securityHeaders(securityHeaderLists({ extraScriptSources: config.scriptOrigins ?? [] })));
  // br or gzip for answers of 1 KB and more; the bytes of an answer the same for everyone are compressed once.
  app.use(compression(new CompressedAnswers(caches.registry)));
  app.use(errorHandler());
  // A Host no URL can be built from is refused before anything builds links from it.
  app.use(hostGuard(config));
  // Pages, files and feeds are read-only: other methods get 405 there.
  app.use(pageMethods());
  // A write's changed tags are announced once it is answered: every cache here and on other instances drops them.
  app.use(announceChanges(caches.registry));
  // With read replicas: a client that just wrote reads from the primary for a moment.
  if (replicated) app.use(readYourWrites(config.readYourWritesMs ?? 5_000));
  // The signed-out chapter read (a 304 from its kept ETag, else the route's own read), without what follows.
  app.use(chapterReadShortcut({ orm, mode, sessionCookie: SESSION_COOKIE, caches, deps: { views, caches } }));
  // ETag, 304 and Cache-Control for the API's reads.
  app.use(httpCache());
  // robots.txt, sitemaps and feeds: public and the same for everyone, before the website's fallback page.
  app.use(seoRouter({ orm, config, registry: caches.registry }).routes());
  // The website's files and pages: answered here, before sessions and the database are touched.
  if (config.webDist) app.use(webApp({ dist: config.webDist, rendering: rendering(deps, app, caches, views) }));
  app.use(csrfGuard(csrfOptions(deps)));
  app.use(requireJsonBodies);
  app.use(jsonBody({ limit: bodyLimitOf(), deletePaths: new Set([ENDPOINTS.deleteAccount.path]) }));
  // One EntityManager per request.
  app.use((ctx, next) =>
    RequestContext.create(orm.em, async () => {
      ctx.em = orm.em.getContext();
      await next();
    }),
  );
  // On PostgreSQL the hot statements of every request (the session read, the list pages) are prepared by name.
  app.use(sessions(app, orm, config.sessionSecret, mode));
  app.use(loadUser());
  app.use(routes);
  return app;
}

/** Adapts a Koa app to node:http without leaving its promise floating. */
export function toRequestListener(app: Koa): http.RequestListener {
  const handle = app.callback();
  return (req, res) => void handle(req, res);
}

const timed =
  (track: (res: http.ServerResponse) => void): Middleware =>
  (ctx, next) => {
    track(ctx.res);
    return next();
  };

/**
 * A mail's one-click unsubscribe is a form POST (RFC 8058) authorised by its signed token; its form body is left
 * unread. From the mail client it carries no cookie; from the site's own confirmation page, the same origin.
 */
const unsubscribePath = ENDPOINTS.unsubscribe.path;

const csrfOptions = (deps: AppDeps) => ({
  sessionCookie: SESSION_COOKIE,
  allowedOrigins: deps.config.allowedOrigins,
  publicUrl: deps.config.publicUrl,
  formPaths: new Set([unsubscribePath]),
});

const requireJsonBodies: Middleware = async (ctx, next) => {
  if (
    ctx.path.startsWith('/api/') &&
    ctx.path !== unsubscribePath &&
    ctx.request.length &&
    !ctx.is('application/json')
  ) {
    throw unsupportedMediaType();
  }
  await next();
};

/** Server rendering of signed-out pages: they read the API in process, through this same app. */
function rendering(deps: AppDeps, app: Koa, caches: ReturnType<typeof createReadCaches>, views: ViewCounter) {
  return {
    app,
    publicUrl: deps.config.publicUrl,
    pages: createRenderedPages(caches.registry),
    registry: caches.registry,
    countViews: (ctx: Koa.Context, viewed: PageViews) => {
      for (const id of viewed.novels) views.countNovelView(ctx, id);
      for (const id of viewed.chapters) views.countChapterView(ctx, id);
    },
    onError: (error: unknown, ctx: Koa.Context) =>
      deps.logger.error({ err: error, path: ctx.path }, 'page render failed'),
  };
}
