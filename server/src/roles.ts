/**
 * Process roles (INKSHELF_ROLE): `web` serves HTTP and only sends jobs; `worker` runs the workers, their schedule, the
 * demo seed and backfill (once per site, not per web instance); `all` (default; the embedded database's only choice)
 * both. Roles install pg-boss's schema, so start in any order; with several processes run `pnpm db:migrate` first.
 */
import path from 'node:path';
import type { MikroORM } from '@mikro-orm/postgresql';
import { backfillChapterText } from './db/backfill-chapter-text.ts';
import { openDatabase, type DatabaseKind } from './db/database.ts';
import { seedDemoContent } from './db/seed/seed.ts';
import type { Env } from './env.ts';
import { queueDepths, startJobQueue, type JobQueue } from './jobs/queue.ts';
import type { Logger } from './logger.ts';
import { resolveSessionSecret } from './middlewares/session.ts';
import { closeContentPool } from './services/content-pool.ts';
import { createMailer, mailLinkBase, type Mailer } from './services/mailer.ts';
import { Metrics } from './services/metrics.ts';
import { openSharedState } from './services/shared-state.ts';
import { listen } from './http-server.ts';
import { databaseAnswers, HEALTH_QUERY_TIMEOUT_MS } from './routes/health/health.ts';
import { opsApp } from './routes/ops/ops.ts';

export type Role = Env['INKSHELF_ROLE'];

/** Whether the role runs the job queue's workers and the start-up work (worker, all). */
export const runsWorkers = (role: Role): boolean => role !== 'web';

/** Mail through SMTP_URL, else into DATA_DIR/outbox. */
export function createEnvMailer(env: Env, logger: Logger): Mailer {
  return createMailer({
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM,
    outboxDir: path.join(env.DATA_DIR, 'outbox'),
    logger,
  });
}

/** The job queue as the role runs it: with its workers (worker, all) or sending only (web). */
export function startRoleJobQueue(
  env: Env,
  deps: {
    orm: MikroORM;
    databaseKind: DatabaseKind;
    logger: Logger;
    mailer: Mailer;
    secret: string;
    announce?: (tags: string[]) => Promise<void>;
  },
): Promise<JobQueue> {
  return startJobQueue({
    ...deps,
    workers: runsWorkers(env.INKSHELF_ROLE),
    heartbeatSeconds: env.JOB_HEARTBEAT_SECONDS,
    linkBase: mailLinkBase(
      { publicUrl: env.PUBLIC_URL, allowedOrigins: env.ALLOWED_ORIGINS },
      { origin: '', localPort: env.PORT },
    ),
  });
}

/** The demo seed (SEED_DEMO) and, in the background, the chapter-text backfill: the workers' roles only. */
export async function startupWork(env: Env, orm: MikroORM, logger: Logger): Promise<void> {
  if (!runsWorkers(env.INKSHELF_ROLE)) return;
  if (env.SEED_DEMO) await seedDemoContent(orm, logger);
  // In the background: reads convert what it has not reached yet.
  void backfillChapterText(orm, logger).catch((error: unknown) =>
    logger.error({ err: error }, 'chapter text backfill failed; it runs again at the next start'),
  );
}

/**
 * On SIGTERM or SIGINT the workers stop taking jobs, those in flight get DRAIN_TIMEOUT_MS, pg-boss hands the rest back
 * for another worker, and the process exits 0; a worker killed outright loses nothing either (its jobs are retried once
 * its heartbeat stops). Never resolves: the process ends in its shutdown.
 */
export async function runWorker(env: Env, logger: Logger): Promise<never> {
  const database = await openDatabase(env, logger);
  await startupWork(env, database.orm, logger);
  const mailer = createEnvMailer(env, logger);
  // Scheduled releases change what the web instances keep: they hear of it through the shared store.
  const shared = await openSharedState({
    redisUrl: env.REDIS_URL,
    prefix: env.REDIS_PREFIX,
    databaseUrl: database.kind === 'postgresql' ? env.DATABASE_URL : undefined,
    orm: database.orm,
    logger,
  });
  const jobs = await startRoleJobQueue(env, {
    orm: database.orm,
    databaseKind: database.kind,
    logger,
    mailer,
    secret: resolveSessionSecret(env.SESSION_SECRET, env.DATA_DIR),
    announce: (tags) => shared.publish(tags),
  });
  let stopping = false;
  const metrics = env.METRICS_PORT === undefined ? undefined : new Metrics();
  metrics?.setQueueDepth(() => queueDepths(jobs));
  // The same check as the site's readiness: the database answers `select 1` in time.
  const healthy = async () => !stopping && databaseAnswers(database.orm.em, HEALTH_QUERY_TIMEOUT_MS);
  const endpoint =
    metrics && env.METRICS_PORT !== undefined
      ? await listen(opsApp({ metrics, health: { role: 'worker', healthy } }), env.METRICS_PORT, env.METRICS_HOST)
      : undefined;
  if (endpoint) {
    logger.info(
      { metricsHost: env.METRICS_HOST, metricsPort: env.METRICS_PORT },
      'metrics on /metrics, health on /health',
    );
  }
  logger.info({ role: 'worker', database: database.kind }, 'Inkshelf worker is taking jobs');
  // pg-boss's timers may not hold the process open between polls: this does, until the shutdown exits.
  const alive = setInterval(() => undefined, 60_000);

  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info(
      { signal, timeoutMs: env.DRAIN_TIMEOUT_MS },
      'stopping: no new jobs, the jobs in flight finish or are handed back',
    );
    await jobs.stop(env.DRAIN_TIMEOUT_MS);
    await shared.close();
    endpoint?.close();
    metrics?.close();
    await closeContentPool();
    await database.close();
    clearInterval(alive);
    logger.info('stopped');
    logger.flush();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  return new Promise<never>(() => undefined);
}
