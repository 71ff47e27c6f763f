// `pnpm bench:fanout`: how long a chapter publish takes, and how long its fan-out takes to notify every follower,
// for a novel with FOLLOWERS followers (default 100,000; a third of them follow its author too, so they must be
// notified once). Runs the real job queue (pg-boss) over a fresh database on PostgreSQL (BENCH_DATABASE_URL, else
// DATABASE_URL, else 127.0.0.1:5432), which it drops afterwards. The figures go into the README.
import { pino } from 'pino';
import { publishChapter } from '../src/commands/chapter-publisher.ts';
import { openDatabase } from '../src/db/database.ts';
import { startJobQueue } from '../src/jobs/queue.ts';
import type { Mailer } from '../src/services/mailer.ts';
import { databaseUrl, sql } from './processes.ts';

const adminUrl =
  process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const followers = Number(process.env.FOLLOWERS ?? 100_000);
const name = `inkshelf_bench_fanout_${process.pid}`;
const url = databaseUrl(adminUrl, name);
const logger = pino({ level: 'warn' });
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** Mails are counted, not sent: the bench measures the fan-out, not an SMTP server. */
let mails = 0;
const mailer: Mailer = {
  send: () => {
    mails++;
    return Promise.resolve();
  },
};

await sql(adminUrl, `drop database if exists ${name} with (force)`);
await sql(adminUrl, `create database ${name}`);
const database = await openDatabase({ DATABASE_URL: url, DATA_DIR: '/tmp', DB_POOL_MAX: 4 }, logger);
try {
  const seeded = Date.now();
  await sql(
    url,
    `insert into users (email, username, is_author, chapter_emails, created_at, updated_at)
     select 'reader' || i || '@bench.test', 'reader' || i, i = 0,
            (array['digest', 'immediate', 'off'])[1 + i % 3], now(), now()
       from generate_series(0, $1) as i`,
    [followers],
  );
  const [author] = await sql<{ id: number }>(url, "select id from users where username = 'reader0'");
  const [novel] = await sql<{ id: number }>(
    url,
    `insert into novels (title, title_key, description, author_id, genres, genre_keys, status, created_at, updated_at)
     values ('The Benched Novel', 'the benched novel', 'A novel with many followers.', $1, array['Fantasy'],
             array['fantasy'], 'published', now(), now()) returning id`,
    [author!.id],
  );
  await sql(
    url,
    `insert into novel_follows (user_id, novel_id, created_at) select id, $1, now() from users where id <> $2`,
    [novel!.id, author!.id],
  );
  await sql(
    url,
    `insert into author_follows (user_id, author_id, created_at)
     select id, $1, now() from users where id <> $1 and id % 3 = 0`,
    [author!.id],
  );
  const [chapter] = await sql<{ id: number }>(
    url,
    `insert into chapters (novel_id, chapter_number, title, content, content_text, content_length, word_count,
                           status, created_at, updated_at)
     values ($1, 1, 'One', '<p>Hello.</p>', 'Hello.', 6, 1, 'draft', now(), now()) returning id`,
    [novel!.id],
  );
  await sql(url, 'analyze');
  console.log(`Seeded ${followers.toLocaleString('en-US')} followers in ${seconds(Date.now() - seeded)}`);

  const jobs = await startJobQueue({
    orm: database.orm,
    databaseKind: database.kind,
    logger,
    mailer,
    linkBase: 'http://bench.test',
    secret: 'bench-secret-long-enough-for-signing',
    pollingIntervalSeconds: 0.5,
    digestCron: null,
  });
  const started = Date.now();
  await publishChapter(database.orm.em.fork(), { id: chapter!.id, novelId: novel!.id }, jobs);
  const answered = Date.now() - started;
  let notified = 0;
  while (notified < followers) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const [row] = await sql<{ n: number }>(url, 'select count(*)::int as n from notifications where chapter_id = $1', [
      chapter!.id,
    ]);
    notified = row!.n;
  }
  const fannedOut = Date.now() - started;
  const [immediate] = await sql<{ n: number }>(
    url,
    "select count(*)::int as n from users where chapter_emails = 'immediate' and id <> $1",
    [author!.id],
  );
  while (mails < immediate!.n) await new Promise((resolve) => setTimeout(resolve, 100));
  const mailed = Date.now() - started;
  await jobs.stop();
  console.log(`Publish answered in ${answered} ms (the fan-out is a job)`);
  console.log(`Every follower notified once after ${seconds(fannedOut)} (${notified.toLocaleString('en-US')} rows)`);
  console.log(`Immediate mails (${mails.toLocaleString('en-US')}, counted, not sent) done after ${seconds(mailed)}`);
} finally {
  await database.close();
  await sql(adminUrl, `drop database if exists ${name} with (force)`);
}
