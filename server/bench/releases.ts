// `pnpm bench:releases` (issue 33): CHAPTERS chapters (default 10,000) scheduled for the same minute, over NOVELS novels
// (default 2,000), each with a few followers, released by the real job queue's release sweep: how long from the
// minute until every chapter is published and every loud release has its fan-out job queued. A fresh database on
// PostgreSQL (BENCH_DATABASE_URL, else DATABASE_URL, else 127.0.0.1:5432), dropped afterwards.
import { pino } from 'pino';
import { openDatabase } from '../src/db/database.ts';
import { QUEUES, startJobQueue } from '../src/jobs/queue.ts';
import type { Mailer } from '../src/services/mailer.ts';
import { databaseUrl, sql } from './processes.ts';

const adminUrl =
  process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const chapters = Number(process.env.CHAPTERS ?? 10_000);
const novels = Number(process.env.NOVELS ?? 2_000);
const name = `inkshelf_bench_releases_${process.pid}`;
const url = databaseUrl(adminUrl, name);
const logger = pino({ level: 'warn' });
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const mailer: Mailer = { send: () => Promise.resolve() };

await sql(adminUrl, `drop database if exists ${name} with (force)`);
await sql(adminUrl, `create database ${name}`);
const database = await openDatabase({ DATABASE_URL: url, DATA_DIR: '/tmp', DB_POOL_MAX: 4 }, logger);
try {
  const seeded = Date.now();
  await sql(
    url,
    `insert into users (email, username, is_author, created_at, updated_at)
     select 'user' || i || '@bench.test', 'user' || i, i <= $1, now(), now() from generate_series(1, $1 + 500) as i`,
    [novels],
  );
  await sql(
    url,
    `insert into novels (title, title_key, description, author_id, genres, genre_keys, status, created_at, updated_at)
     select 'Novel ' || i, 'novel ' || i, 'A novel released on the minute.', i, array['Fantasy'], array['fantasy'],
            'published', now(), now()
       from generate_series(1, $1) as i`,
    [novels],
  );
  // Three followers a novel (readers past the authors' ids).
  await sql(
    url,
    `insert into novel_follows (user_id, novel_id, created_at)
     select $1 + 1 + (n.id * 7 + k) % 500, n.id, now() from novels n, generate_series(0, 2) as k`,
    [novels],
  );
  // Every chapter due at the same instant, one minute ahead; a tenth of them quiet.
  const minute = new Date(Math.ceil((Date.now() + 60_000) / 60_000) * 60_000);
  await sql(
    url,
    `insert into chapters (novel_id, chapter_number, title, content, content_text, content_length, word_count,
                           status, publish_at, notify_followers, created_at, updated_at)
     select 1 + (i - 1) % $2, 1 + (i - 1) / $2, 'Chapter ' || i, '<p>On time.</p>', 'On time.', 8, 2,
            'scheduled', $3, i % 10 <> 0, now(), now()
       from generate_series(1, $1) as i`,
    [chapters, novels, minute],
  );
  await sql(url, 'analyze');
  console.log(
    `Seeded ${chapters.toLocaleString('en-US')} chapters over ${novels.toLocaleString('en-US')} novels, all due at ` +
      `${minute.toISOString()}, in ${seconds(Date.now() - seeded)}`,
  );

  const jobs = await startJobQueue({
    orm: database.orm,
    databaseKind: database.kind,
    logger,
    mailer,
    linkBase: 'http://bench.test',
    secret: 'bench-secret-long-enough-for-signing',
    digestCron: null,
    releaseCron: null,
  });
  // As a schedule sends it: one release job starting at the minute.
  await jobs.boss.send(QUEUES.release, {}, { startAfter: minute });
  let released = 0;
  while (released < chapters) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const [row] = await sql<{ n: number }>(url, "select count(*)::int as n from chapters where status = 'published'");
    released = row!.n;
  }
  const done = Date.now() - minute.getTime();
  const [queued] = await sql<{ n: number }>(url, 'select count(*)::int as n from pgboss.job where name = $1', [
    QUEUES.fanOut,
  ]);
  await jobs.stop();
  console.log(`Every chapter released ${seconds(done)} after the minute it was due (the sweep polls every 2 s)`);
  console.log(`Fan-out jobs queued for the loud releases: ${queued!.n.toLocaleString('en-US')}`);
} finally {
  await database.close();
  await sql(adminUrl, `drop database if exists ${name} with (force)`);
}
