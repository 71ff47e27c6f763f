// `pnpm bench:analytics` (issue 33 item 7): one novel with CHAPTERS chapters (default 1,000) and about READS reads
// (default 1,000,000 reader-days) over a year, 5,000 followers, shelves, reviews and 20,000 comments: the latency of
// its author's `GET /api/novels/{id}/stats` for each period, REQUESTS sequential calls each (default 200), through
// the real app (bench/app-server.ts). A fresh database on PostgreSQL (BENCH_DATABASE_URL, else DATABASE_URL), dropped
// afterwards.
import { pino } from 'pino';
import { openDatabase } from '../src/db/database.ts';
import { hashPassword } from '../src/services/passwords.ts';
import { databaseUrl, signIn, sql, start, stop } from './processes.ts';

const adminUrl =
  process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const chapters = Number(process.env.CHAPTERS ?? 1_000);
const reads = Number(process.env.READS ?? 1_000_000);
const requests = Number(process.env.REQUESTS ?? 200);
const port = Number(process.env.PORT ?? 3919);
const appUrl = `http://127.0.0.1:${port}`;
const name = `inkshelf_bench_analytics_${process.pid}`;
const url = databaseUrl(adminUrl, name);
const password = 'bench-analytics-password';
const HISTORY_DAYS = 365;

/** The author, their novel with its chapters released over the year, and 5,000 readers' follows, shelves, reviews. */
async function seedNovel(): Promise<number> {
  const [author] = await sql<{ id: number }>(
    url,
    `insert into users (email, username, password, is_author, created_at, updated_at)
     values ('stats-author@bench.test', 'StatsAuthor', $1, true, now() - interval '2 years', now()) returning id`,
    [await hashPassword(password)],
  );
  const [novel] = await sql<{ id: number }>(
    url,
    `insert into novels (title, title_key, description, author_id, genres, genre_keys, status, created_at, updated_at)
     values ('The Long Serial', 'the long serial', 'A thousand chapters and their readers.', $1, array['Fantasy'],
             array['fantasy'], 'published', now() - interval '400 days', now()) returning id`,
    [author!.id],
  );
  const novelId = novel!.id;
  await sql(
    url,
    `insert into chapters (novel_id, chapter_number, title, content, content_text, content_length, word_count,
                           status, published_at, created_at, updated_at)
     select $1, i, 'Chapter ' || i, '<p>Text.</p>', 'Text.', 5, 1, 'published',
            now() - (400 - i * 400.0 / $2) * interval '1 day', now(), now()
       from generate_series(1, $2) as i`,
    [novelId, chapters],
  );
  await sql(
    url,
    `with readers as (
       insert into users (email, username, is_author, created_at, updated_at)
       select 'r' || i || '@bench.test', 'Reader' || i, false, now(), now() from generate_series(1, 5000) as i
       returning id),
     follows as (
       insert into novel_follows (user_id, novel_id, created_at)
       select id, $1, now() - (id % 365) * interval '1 day' - (id % 24) * interval '1 hour' from readers),
     shelves as (
       insert into library_entries (user_id, novel_id, shelf, updated_at, added_at)
       select id, $1, 'reading', now(), now() - (id * 7 % 365) * interval '1 day' from readers where id % 5 < 3)
     insert into reviews (user_id, novel_id, content, rating, created_at, updated_at)
     select id, $1, 'A review of the long serial.', 1 + id % 5, now() - (id * 3 % 365) * interval '1 day', now()
       from readers where id % 10 < 3`,
    [novelId],
  );
  await sql(
    url,
    `insert into comments (user_id, chapter_id, content, created_at)
     select r.id, c.id, 'A comment.', now() - (r.id % 365) * interval '1 day'
       from (select id, row_number() over (order by id) as k from users where not is_author) r
       join chapters c on c.novel_id = $1 and c.chapter_number in (1 + r.k % $2, 1 + r.k * 7 % $2, 1 + r.k * 13 % $2, 1 + r.k * 31 % $2)`,
    [novelId, chapters],
  );
  return novelId;
}

/**
 * The year of reads as the tally leaves them: daily rollups per chapter (readers arrive from each chapter's release
 * on, fewer for later chapters), the novel's days, all-time totals, and 200,000 signed-in readers' marks.
 */
async function seedReads(novelId: number): Promise<number> {
  const [counted] = await sql<{ rows: number }>(
    url,
    `select count(*)::int as rows from chapters c, generate_series(0, $2 - 1) as d
     where c.novel_id = $1 and c.published_at <= now() - ($2 - 1 - d) * interval '1 day'`,
    [novelId, HISTORY_DAYS],
  );
  const mean = reads / counted!.rows;
  await sql(
    url,
    `insert into chapter_read_days (chapter_id, day, novel_id, reads, last_readers)
     select id, day, $1, r, r from (
       select c.id, (now() - ($2 - 1 - d) * interval '1 day')::date as day,
              greatest(1, round($3::float8 * 2 * random()))::int as r
         from chapters c, generate_series(0, $2 - 1) as d
        where c.novel_id = $1 and c.published_at <= now() - ($2 - 1 - d) * interval '1 day') as v`,
    [novelId, HISTORY_DAYS, mean],
  );
  await sql(
    url,
    `insert into novel_read_days (novel_id, day, reads, readers, last_readers)
     select $1, day, sum(reads), sum(reads) * 2 / 3, sum(last_readers) * 2 / 3 from chapter_read_days
      where novel_id = $1 group by day`,
    [novelId],
  );
  await sql(
    url,
    `insert into chapter_read_totals (chapter_id, novel_id, reads, readers)
     select chapter_id, $1, sum(reads), sum(last_readers) from chapter_read_days where novel_id = $1 group by chapter_id`,
    [novelId],
  );
  await sql(
    url,
    `insert into chapter_readers (chapter_id, reader, last_day)
     select c.id, 'u' || u.id, (now() - (u.id % 365) * interval '1 day')::date
       from users u join generate_series(0, 39) as j on true
       join chapters c on c.novel_id = $1 and c.chapter_number = 1 + (u.id * 37 + j * 101) % $2
      where not u.is_author`,
    [novelId, chapters],
  );
  const [total] = await sql<{ n: number }>(url, `select sum(reads)::int as n from chapter_read_days`);
  return total!.n;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)]!;

async function measure(cookie: string, novelId: number, days: string): Promise<{ p50: number; p95: number }> {
  const call = async () => {
    const started = performance.now();
    const response = await fetch(`${appUrl}/api/novels/${novelId}/stats?days=${days}`, { headers: { cookie } });
    if (!response.ok) throw new Error(`stats answered ${response.status}: ${await response.text()}`);
    await response.arrayBuffer();
    return performance.now() - started;
  };
  for (let i = 0; i < 20; i++) await call();
  const times: number[] = [];
  for (let i = 0; i < requests; i++) times.push(await call());
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 0.5), p95: percentile(times, 0.95) };
}

await sql(adminUrl, `drop database if exists ${name} with (force)`);
await sql(adminUrl, `create database ${name}`);
await (await openDatabase({ DATABASE_URL: url, DATA_DIR: '/tmp', DB_POOL_MAX: 2 }, pino({ level: 'warn' }))).close();
const seeded = Date.now();
const novelId = await seedNovel();
const total = await seedReads(novelId);
await sql(url, 'vacuum analyze');
console.log(
  `Seeded one novel: ${chapters.toLocaleString('en-US')} chapters, ${total.toLocaleString('en-US')} reads over ` +
    `${HISTORY_DAYS} days, 5,000 followers, 20,000 comments, in ${((Date.now() - seeded) / 1000).toFixed(1)} s`,
);
const server = await start('app-server.ts', port, url);
try {
  const [cookie] = await signIn(appUrl, ['StatsAuthor'], password);
  for (const days of ['7', '30', '90', 'all']) {
    const { p50, p95 } = await measure(cookie!, novelId, days);
    console.log(`days=${days.padEnd(3)}  p50 ${p50.toFixed(1)} ms  p95 ${p95.toFixed(1)} ms  (target p95 <= 100 ms)`);
  }
} finally {
  await stop(server);
  await sql(adminUrl, `drop database if exists ${name} with (force)`);
}
