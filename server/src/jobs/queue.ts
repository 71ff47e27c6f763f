import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { PgBoss, fromKysely, type Db, type KyselyTransactionLike } from 'pg-boss';
import type { DatabaseKind } from '../db/database.ts';
import type { Logger } from '../logger.ts';
import type { Mailer } from '../services/mailer.ts';
import { sendChapterMails, sendDigests } from './chapter-mails.ts';
import { fanOutChapter, type FanOutOptions } from './fan-out.ts';
import { releaseDueChapters } from './releases.ts';

/** The queues, in pg-boss's own schema of the same database. */
export const QUEUES = {
  fanOut: 'chapter-fan-out',
  mails: 'chapter-mails',
  digest: 'chapter-digest',
  release: 'chapter-release',
} as const;
export const JOB_SCHEMA = 'pgboss';
/** The daily digest: every day at 08:00 UTC. */
export const DIGEST_CRON = '0 8 * * *';
/**
 * Each schedule sends a release job that starts at its instant; this sweep every minute also releases what no job
 * names (a schedule written by the demo seed, a job lost with a restored backup).
 */
export const RELEASE_CRON = '* * * * *';

/** What the publish commands see of the queue. */
export interface ChapterJobs {
  /** Enqueues the chapter's fan-out in the publish's own transaction: the job exists exactly when the publish does. */
  chapterPublished(tx: EntityManager, chapterId: number): Promise<void>;
  /** The same for many chapters at once (a release sweep), in one statement. */
  chaptersPublished(tx: EntityManager, chapterIds: number[]): Promise<void>;
  /** Enqueues, in the schedule's transaction, a release sweep that starts at `at` (issue 33). */
  releaseAt(tx: EntityManager, at: Date): Promise<void>;
}

export interface JobQueue extends ChapterJobs {
  /** The pg-boss instance (tests wait on its queues). */
  boss: PgBoss;
  /**
   * Stops the workers, waiting up to `timeoutMs` for jobs in flight; pg-boss fails the unfinished ones, so that a
   * worker (this one after a restart, or another) retries them.
   */
  stop(timeoutMs?: number): Promise<void>;
}

export interface JobQueueOptions {
  orm: MikroORM;
  databaseKind: DatabaseKind;
  logger: Logger;
  mailer: Mailer;
  /** The site's address, the base of links in mails. */
  linkBase: string;
  /** Signs unsubscribe links (the session secret). */
  secret: string;
  /** First retry delay of a failed job (doubling each time); 5 s unless a test needs less. */
  retryDelaySeconds?: number;
  /** How often an idle worker looks for jobs; pg-boss's default of 2 s unless a test needs less. */
  pollingIntervalSeconds?: number;
  fanOut?: FanOutOptions;
  /** The digest's schedule (cron, UTC); null schedules none (tests run it by hand). */
  digestCron?: string | null;
  /**
   * Whether this process works the queues (INKSHELF_ROLE worker or all): its workers, the digest's schedule, and
   * the supervision that retries the jobs of a worker that died. False (web): it only enqueues.
   */
  workers?: boolean;
  /** A job whose worker stops heartbeating for this long is retried by another (JOB_HEARTBEAT_SECONDS). */
  heartbeatSeconds?: number;
  /** Drops what a job changed from every instance's caches (the registry's announce, or the shared store's publish). */
  announce?: (tags: string[]) => Promise<void>;
  /** The release sweep's schedule (cron, UTC); null schedules none (tests run the sweep by hand). */
  releaseCron?: string | null;
}

export const DEFAULT_HEARTBEAT_SECONDS = 30;

/**
 * pg-boss's SQL through the ORM's own pool (`pg`'s Pool answers multi-statement queries with every statement's
 * rows, as pg-boss needs). One pool for both: the embedded PGlite serves a single connection, and a query queued
 * behind a transaction waits for it instead of running inside it.
 */
async function poolDatabase(orm: MikroORM): Promise<Db> {
  const pool = await orm.em.getConnection().getNativeClient();
  return {
    executeSql: (text: string, values?: unknown[]) => pool.query(text, values),
  };
}

/** pg-boss's SQL inside an ORM transaction (its Kysely transaction), so a job commits with the rows it is about. */
function transactionDatabase(tx: EntityManager): Db {
  const context = tx.getTransactionContext<KyselyTransactionLike>();
  if (!context) throw new Error('chapterPublished must be called inside a transaction');
  return fromKysely(context);
}

/**
 * Starts pg-boss and, unless `workers` is false, its workers. Failed jobs retry with backoff, a dead worker's (no
 * heartbeat for `heartbeatSeconds`) on another; every process installs pg-boss's schema and queues (pg-boss serializes
 * that), so the roles may start in any order.
 */
export async function startJobQueue(options: JobQueueOptions): Promise<JobQueue> {
  const { orm, logger } = options;
  const working = options.workers ?? true;
  const heartbeatSeconds = options.heartbeatSeconds ?? DEFAULT_HEARTBEAT_SECONDS;
  // The supervision pass that fails (and so retries) the jobs of a dead worker runs every half heartbeat.
  const superviseSeconds = Math.max(1, Math.floor(heartbeatSeconds / 2));
  const boss = new PgBoss({
    db: await poolDatabase(orm),
    backend: options.databaseKind === 'embedded' ? 'pglite' : 'postgres',
    schema: JOB_SCHEMA,
    registerInstance: false,
    supervise: working,
    schedule: working,
    superviseIntervalSeconds: superviseSeconds,
    monitorIntervalSeconds: superviseSeconds,
  });
  boss.on('error', (error: unknown) => logger.error({ err: error }, 'job queue error'));
  await boss.start();
  const retries = {
    retryLimit: 10,
    retryDelay: options.retryDelaySeconds ?? 5,
    retryBackoff: true,
    expireInSeconds: 15 * 60,
    heartbeatSeconds,
  };
  for (const name of Object.values(QUEUES)) {
    await boss.createQueue(name, retries);
    // A queue made before (by an older version, or with another heartbeat) takes these options too.
    await boss.updateQueue(name, retries);
  }
  const queue: JobQueue = {
    boss,
    async chapterPublished(tx, chapterId) {
      await boss.send(QUEUES.fanOut, { chapterId }, { db: transactionDatabase(tx) });
    },
    async chaptersPublished(tx, chapterIds) {
      const jobs = chapterIds.map((chapterId) => ({ data: { chapterId } }));
      await boss.insert(QUEUES.fanOut, jobs, { db: transactionDatabase(tx) });
    },
    async releaseAt(tx, at) {
      await boss.send(QUEUES.release, {}, { startAfter: at, db: transactionDatabase(tx) });
    },
    async stop(timeoutMs = 10_000) {
      await boss.stop({ graceful: true, close: false, timeout: timeoutMs });
    },
  };
  if (!working) return queue;

  const linkBase = options.linkBase.endsWith('/') ? options.linkBase.slice(0, -1) : options.linkBase;
  const mailDeps = { orm, mailer: options.mailer, linkBase, secret: options.secret };
  const work = { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 };
  await boss.work<{ chapterId: number }>(QUEUES.fanOut, work, async ([job]) => {
    const chapterId = job!.data.chapterId;
    const written = await fanOutChapter(orm.em.fork(), chapterId, options.fanOut);
    logger.info({ chapterId, written }, 'chapter fan-out done');
    await boss.send(QUEUES.mails, { chapterId }, { singletonKey: String(chapterId) });
  });
  await boss.work<{ chapterId: number }>(QUEUES.mails, work, async ([job]) => {
    const sent = await sendChapterMails(mailDeps, job!.data.chapterId);
    if (sent > 0) logger.info({ chapterId: job!.data.chapterId, sent }, 'new-chapter mails sent');
  });
  await boss.work(QUEUES.digest, work, async () => {
    const sent = await sendDigests(mailDeps);
    logger.info({ sent }, 'new-chapter digests sent');
  });
  await boss.work(QUEUES.release, work, async () => {
    const released = await releaseDueChapters(orm.em.fork(), { jobs: queue, announce: options.announce });
    if (released.length > 0) logger.info({ released: released.length }, 'scheduled chapters released');
  });
  const cron = options.digestCron === undefined ? DIGEST_CRON : options.digestCron;
  if (cron) await boss.schedule(QUEUES.digest, cron, null, { tz: 'UTC' });
  const releaseCron = options.releaseCron === undefined ? RELEASE_CRON : options.releaseCron;
  if (releaseCron) await boss.schedule(QUEUES.release, releaseCron, null, { tz: 'UTC' });
  return queue;
}

/** Jobs waiting in each queue (queued, not yet taken by a worker), for the metrics' queue depth gauge. */
export async function queueDepths(jobs: JobQueue): Promise<Record<string, number>> {
  const depths: Record<string, number> = {};
  // Counted from the job table (pg-boss keeps the count a few seconds; getQueue reads the monitor's snapshot).
  for (const name of Object.values(QUEUES)) {
    const [stats] = await jobs.boss.getQueueStats(name);
    depths[name] = Number(stats?.queuedCount ?? 0);
  }
  return depths;
}
