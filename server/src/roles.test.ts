import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ChapterCreateBodySchema } from '@inkshelf/contracts';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/database.ts';
import { buildNovel, buildUser } from '../test/factories.ts';
import { createChapter } from './commands/chapter-writer.ts';
import { QUEUES, startJobQueue, type JobQueue, type JobQueueOptions } from './jobs/queue.ts';
import { runsWorkers } from './roles.ts';
import { createMailer } from './services/mailer.ts';

/**
 * The site's side as INKSHELF_ROLE=web runs it: a job queue that only enqueues, and the publish command its routes
 * call (the chapter and its fan-out job commit together).
 */
let db: TestDatabase;
let web: JobQueue;
/** Every worker started, stopped at the end (stopping one twice is a no-op). */
const workers: JobQueue[] = [];
const logger = pino({ level: 'silent' });
const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inkshelf-roles-outbox-'));
const mailer = createMailer({ from: 'Inkshelf <test@inkshelf.test>', outboxDir, logger });
const queueOptions = () => ({
  databaseKind: db.kind,
  orm: db.orm,
  logger,
  mailer,
  secret: 'test-secret-that-is-long-enough-for-signing',
  linkBase: 'http://inkshelf.test',
  pollingIntervalSeconds: 0.5,
  retryDelaySeconds: 1,
  digestCron: null,
});
beforeAll(async () => {
  db = await createTestDatabase();
  web = await startJobQueue({ ...queueOptions(), workers: false });
});
afterAll(async () => {
  for (const worker of workers) await worker.stop(1_000);
  await web.stop(1_000);
  await db.close();
  fs.rmSync(outboxDir, { recursive: true, force: true });
});

const em = () => db.orm.em.fork();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A worker of the same site (INKSHELF_ROLE=worker): the same database, its own pg-boss with workers. */
async function startWorker(options: Partial<JobQueueOptions> = {}): Promise<JobQueue> {
  const worker = await startJobQueue({ ...queueOptions(), workers: true, ...options });
  workers.push(worker);
  return worker;
}

/** A novel with `count` followers; the web side publishes a chapter to it. Returns the chapter and the followers. */
async function publishToFollowers(count: number) {
  const novel = await buildNovel(em());
  const followers: number[] = [];
  for (let i = 0; i < count; i++) {
    const reader = await buildUser(em());
    await em().execute('insert into novel_follows (user_id, novel_id, created_at) values (?, ?, now())', [
      reader.id,
      novel.id,
    ]);
    followers.push(reader.id);
  }
  const body = ChapterCreateBodySchema.parse({ title: 'News', content: 'Something happened.', status: 'published' });
  const chapter = await createChapter(em(), novel.id, body, web);
  return { chapterId: chapter.id, followers };
}

const fanOutJob = async (chapterId: number) =>
  (
    await em().execute<{ state: string; retry_count: number; output: { message?: string } | null }[]>(
      `select state, retry_count, output from pgboss.job where name = ? and (data->>'chapterId')::int = ?`,
      [QUEUES.fanOut, chapterId],
    )
  )[0];

const notified = async (chapterId: number) =>
  (
    await em().execute<{ user_id: number }[]>(
      'select user_id from notifications where chapter_id = ? order by user_id',
      [chapterId],
    )
  ).map((row) => row.user_id);

async function completed(chapterId: number, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while ((await fanOutJob(chapterId))?.state !== 'completed') {
    if (Date.now() > deadline)
      throw new Error(`fan-out never completed: ${JSON.stringify(await fanOutJob(chapterId))}`);
    await sleep(100);
  }
}

describe('process roles', () => {
  it('runs the workers in the worker and all roles, never in web', () => {
    expect(runsWorkers('all')).toBe(true);
    expect(runsWorkers('worker')).toBe(true);
    expect(runsWorkers('web')).toBe(false);
  });

  it('refuses to start web or worker on the embedded database, in one line naming the variable', async () => {
    const { DATABASE_URL: _unset, ...env } = process.env;
    for (const role of ['web', 'worker']) {
      const { code, stderr } = await new Promise<{ code: number | null; stderr: string }>((resolve) => {
        execFile(
          process.execPath,
          ['--import', 'tsx', 'src/main.ts'],
          { cwd: path.resolve(import.meta.dirname, '..'), env: { ...env, INKSHELF_ROLE: role, LOG_LEVEL: 'silent' } },
          (error, _stdout, stderr) => resolve({ code: error ? (error.code as number) : 0, stderr }),
        );
      });
      expect(code).toBe(1);
      expect(stderr).toContain(`INKSHELF_ROLE: ${role} needs DATABASE_URL (the embedded database serves one process`);
    }
  }, 60_000);

  it('a web process enqueues a publish in its transaction and leaves the job queued until a worker starts', async () => {
    const { chapterId, followers } = await publishToFollowers(4);
    expect(await fanOutJob(chapterId)).toMatchObject({ state: 'created', retry_count: 0 });
    // Several polling intervals of a worker (0.5 s in tests): nothing in the web process takes it.
    await sleep(2_000);
    expect((await fanOutJob(chapterId))!.state).toBe('created');
    expect(await notified(chapterId)).toEqual([]);

    const worker = await startWorker();
    await completed(chapterId);
    expect(await notified(chapterId)).toEqual(followers);
    await worker.stop(1_000);
  });

  it('a worker stopping with a job in flight hands it back, and the next worker notifies everyone once', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    // Three followers a batch; the first worker holds on after its first batch, past its stop's grace.
    const stopping = await startWorker({
      fanOut: { batchSize: 3, afterBatch: (batch) => (batch === 1 ? held : undefined) },
    });
    const { chapterId, followers } = await publishToFollowers(7);
    const deadline = Date.now() + 15_000;
    while ((await notified(chapterId)).length < 3) {
      if (Date.now() > deadline) throw new Error('the first batch was never written');
      await sleep(50);
    }
    expect((await fanOutJob(chapterId))!.state).toBe('active');

    await stopping.stop(1_000);
    const handedBack = await fanOutJob(chapterId);
    expect(handedBack!.state).toBe('retry');
    expect(JSON.stringify(handedBack!.output)).toContain('shut down');
    expect(await notified(chapterId)).toEqual(followers.slice(0, 3));
    release();

    await startWorker({ fanOut: { batchSize: 3 } });
    await completed(chapterId);
    expect(await notified(chapterId)).toEqual(followers);
  });
});
