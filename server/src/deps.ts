import type { MikroORM } from '@mikro-orm/postgresql';
import type { DatabaseKind } from './db/database.ts';
import type { JobQueue } from './jobs/queue.ts';
import type { Logger } from './logger.ts';
import type { Mailer } from './services/mailer.ts';
import type { Metrics } from './services/metrics.ts';
import type { GoogleOidcSettings } from './services/oidc.ts';
import type { Readiness } from './services/drain.ts';
import type { SharedState } from './services/shared-state.ts';
import type { ViewCounter } from './services/view-counter.ts';
import type { CacheRegistry } from './cache/index.ts';

/** What createApp is built from; a types module of its own so that routers take these types without importing the app. */

export interface AppConfig {
  /** Signs the session cookie. */
  sessionSecret: string;
  /** Honour X-Forwarded-* from a reverse proxy (for HTTPS detection and client IPs). */
  trustProxy: boolean;
  /**
   * Origins allowed to send cookie-authenticated mutations besides the site's own (the request's origin and
   * `publicUrl`'s, which are always allowed).
   */
  allowedOrigins: string[];
  /** Base of links in emails (when unset, see mailLinkBase), and an origin always allowed to send mutations. */
  publicUrl?: string;
  /** Multiplies every rate-limit budget; 1 unless a test needs to hammer a route. */
  rateLimitScale?: number;
  /** Folder of the built website (web/dist) to serve beside the API; unset serves the API only. */
  webDist?: string;
  /** Extra script origins allowed by the Content-Security-Policy (the optional ad network). */
  scriptOrigins?: string[];
  /** Google sign-in (OpenID Connect); unset hides it and its endpoints answer 404. */
  google?: GoogleOidcSettings;
  /** Origins of the desktop studio's renderer, allowed cross-origin Bearer calls (CORS without credentials). */
  studioOrigins?: string[];
  /** How long a client that wrote reads from the primary when there are read replicas (default 5 s). */
  readYourWritesMs?: number;
  /** Sitemap part and batch sizes; the protocol's limits unless a test needs small ones. */
  seo?: SitemapOptions;
}

export interface AppDeps {
  orm: MikroORM;
  databaseKind: DatabaseKind;
  logger: Logger;
  mailer: Mailer;
  config: AppConfig;
  /** View counting; the owner of the app passes one to flush it on shutdown (see ViewCounter). */
  views?: ViewCounter;
  /** Where rate limits and cache invalidations are shared with other instances; unset keeps them in memory. */
  shared?: SharedState;
  /** Prometheus metrics (METRICS_PORT); unset counts nothing. */
  metrics?: Metrics;
  /** Set draining by the owner on shutdown (readiness answers 503, answers close their connections). */
  readiness?: Readiness;
  /**
   * The durable job queue (jobs/queue.ts), started and stopped by the owner of the app. Without it a publish
   * notifies no follower (tests that do not need it).
   */
  jobs?: JobQueue;
  /** The app's caches; a test passes its own to watch them. */
  cacheRegistry?: CacheRegistry;
}

/** Sitemap part and batch sizes, and how long the index is kept. */
export interface SitemapOptions {
  urlsPerSitemap?: number;
  batchSize?: number;
  indexTtlMs?: number;
}
