import { createApp } from './app.ts';
import { CacheRegistry } from './cache/index.ts';
import { openDatabase } from './db/database.ts';
import { closeContentPool } from './services/content-pool.ts';
import { EnvError, loadEnv, type Env } from './env.ts';
import { createHttpServer, listen } from './http-server.ts';
import { opsApp } from './routes/ops/ops.ts';
import { createLogger } from './logger.ts';
import { resolveSessionSecret } from './middlewares/session.ts';
import { drain, Readiness } from './services/drain.ts';
import { Metrics } from './services/metrics.ts';
import { openSharedState } from './services/shared-state.ts';
import { queueDepths } from './jobs/queue.ts';
import { createEnvMailer, runWorker, startRoleJobQueue, startupWork } from './roles.ts';
import { startViewCounter } from './services/view-counter.ts';

let env: Env;
try {
  env = loadEnv();
} catch (error) {
  if (error instanceof EnvError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const logger = createLogger(env);
// INKSHELF_ROLE=worker: the job queue without the site, until its shutdown (roles.ts). web and all go on here.
if (env.INKSHELF_ROLE === 'worker') await runWorker(env, logger);
const database = await openDatabase(env, logger);
// The demo seed and the chapter-text backfill, when this process runs the workers too (all).
await startupWork(env, database.orm, logger);

const mailer = createEnvMailer(env, logger);
// Rate limits and cache invalidations: Redis, else PostgreSQL, else (the embedded database) this process only.
const shared = await openSharedState({
  redisUrl: env.REDIS_URL,
  prefix: env.REDIS_PREFIX,
  databaseUrl: database.kind === 'postgresql' ? env.DATABASE_URL : undefined,
  orm: database.orm,
  logger,
});
await shared.listening;
logger.info({ store: shared.kind }, 'rate limits and cache invalidations are shared through this store');
const metrics = env.METRICS_PORT === undefined ? undefined : new Metrics();
if (metrics && shared.pool) metrics.watchPool(shared.pool);
const readiness = new Readiness();
const sessionSecret = resolveSessionSecret(env.SESSION_SECRET, env.DATA_DIR);
// View counts, and the reads of the authors' analytics under a daily salt derived from the site's secret.
const views = startViewCounter({ orm: database.orm, logger }, sessionSecret);
// The durable job queue (pg-boss in the same database): new-chapter fan-out, mails and the daily digest; its workers
// run here for INKSHELF_ROLE=all, while a web process only enqueues.
// Every cache of the site; a job that changes what they keep (a scheduled release) announces it here as a write does.
const cacheRegistry = new CacheRegistry();
const jobs = await startRoleJobQueue(env, {
  orm: database.orm,
  databaseKind: database.kind,
  logger,
  mailer,
  secret: sessionSecret,
  announce: (tags) => cacheRegistry.announce(tags),
});
metrics?.setQueueDepth(() => queueDepths(jobs));
const app = createApp({
  cacheRegistry,
  views,
  shared,
  metrics,
  readiness,
  jobs,
  orm: database.orm,
  databaseKind: database.kind,
  logger,
  mailer,
  config: {
    sessionSecret,
    trustProxy: env.TRUST_PROXY,
    allowedOrigins: env.ALLOWED_ORIGINS,
    publicUrl: env.PUBLIC_URL,
    webDist: env.WEB_DIST,
    rateLimitScale: env.RATE_LIMIT_SCALE,
    readYourWritesMs: env.READ_YOUR_WRITES_MS,
    scriptOrigins: env.AD_SCRIPT_ORIGINS,
    ...(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
      ? {
          google: {
            issuer: env.GOOGLE_OIDC_ISSUER,
            clientId: env.GOOGLE_CLIENT_ID,
            clientSecret: env.GOOGLE_CLIENT_SECRET,
            redirectUrl: env.GOOGLE_REDIRECT_URL,
          },
        }
      : {}),
    studioOrigins: env.STUDIO_ORIGINS,
  },
});
const server = createHttpServer(app);
server.keepAliveTimeout = 5_000;
const metricsServer =
  metrics && env.METRICS_PORT !== undefined
    ? await listen(opsApp({ metrics }), env.METRICS_PORT, env.METRICS_HOST)
    : undefined;
if (metricsServer) logger.info({ metricsHost: env.METRICS_HOST, metricsPort: env.METRICS_PORT }, 'metrics on /metrics');
server.listen(env.PORT, env.HOST, () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : env.PORT;
  logger.info(
    { port, database: database.kind, role: env.INKSHELF_ROLE },
    `Inkshelf is serving http://localhost:${port}`,
  );
});

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  logger.info(
    { signal, delayMs: env.DRAIN_DELAY_MS },
    'draining: readiness answers 503, then no new connections, finishing in-flight requests',
  );
  const outcome = await drain(server, readiness, env.DRAIN_TIMEOUT_MS, env.DRAIN_DELAY_MS);
  if (outcome === 'forced') {
    logger.error(`in-flight requests did not finish within ${env.DRAIN_TIMEOUT_MS} ms; closed anyway`);
  }
  metricsServer?.close();
  metrics?.close();
  await views.close();
  await shared.close();
  await jobs.stop();
  await closeContentPool();
  await database.close();
  logger.info('stopped');
  logger.flush();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
