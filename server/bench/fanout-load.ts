// `pnpm bench:fanout-load` (issue 38 item 7): a chapter published through the API while wrk reads random chapters
// (CONNECTIONS connections, default 32), and how long until each of its novel's FOLLOWERS followers (default 40)
// holds the notification, ROUNDS times (default 5). The job queue runs in the app's own process (BENCH_JOBS=1), as
// with INKSHELF_ROLE=all. A fresh database on PostgreSQL (BENCH_DATABASE_URL, else DATABASE_URL), dropped afterwards.
import { pino } from 'pino';
import { openDatabase } from '../src/db/database.ts';
import { hashPassword } from '../src/services/passwords.ts';
import { randomChapterLua } from './lua.ts';
import { databaseUrl, requireWrk, signIn, sql, start, stop } from './processes.ts';
import { seedBenchData } from './seed.ts';
import { median, wrk } from './wrk.ts';

requireWrk();
const adminUrl =
  process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const followers = Number(process.env.FOLLOWERS ?? 40);
const rounds = Number(process.env.ROUNDS ?? 5);
const connections = Number(process.env.CONNECTIONS ?? 32);
const novels = 100;
const perNovel = 10;
const port = Number(process.env.PORT ?? 3918);
const appUrl = `http://127.0.0.1:${port}`;
const name = `inkshelf_bench_fanout_load_${process.pid}`;
const url = databaseUrl(adminUrl, name);
const password = 'bench-fanout-password';
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** The author's novel, FOLLOWERS readers following it, and one draft chapter a round. */
async function seedFollowedNovel(): Promise<number[]> {
  const hash = await hashPassword(password);
  const [author] = await sql<{ id: number }>(
    url,
    `insert into users (email, username, password, is_author, created_at, updated_at)
     values ('fan-author@bench.test', 'FanAuthor', $1, true, now(), now()) returning id`,
    [hash],
  );
  const [novel] = await sql<{ id: number }>(
    url,
    `insert into novels (title, title_key, description, author_id, genres, genre_keys, status, created_at, updated_at)
     values ('The Followed Novel', 'the followed novel', 'A novel its readers wait for.', $1, array['Fantasy'],
             array['fantasy'], 'published', now(), now()) returning id`,
    [author!.id],
  );
  await sql(
    url,
    `with readers as (
       insert into users (email, username, is_author, created_at, updated_at)
       select 'fan' || i || '@bench.test', 'Fan' || i, false, now(), now() from generate_series(1, $1) as i
       returning id)
     insert into novel_follows (user_id, novel_id, created_at) select id, $2, now() from readers`,
    [followers, novel!.id],
  );
  const chapters = await sql<{ id: number }>(
    url,
    `insert into chapters (novel_id, chapter_number, title, content, content_text, content_length, word_count,
                           status, created_at, updated_at)
     select $1, i, 'Round ' || i, '<p>News for the followers.</p>', 'News for the followers.', 23, 4, 'draft',
            now(), now() from generate_series(1, $2) as i returning id`,
    [novel!.id, rounds],
  );
  return chapters.map((chapter) => chapter.id);
}

/** Publishes through the API and waits until every follower has its notification; the time from the request. */
async function publishAndWait(cookie: string, chapterId: number): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${appUrl}/api/chapters/${chapterId}/publish`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', cookie, origin: appUrl },
    body: '{}',
  });
  if (!response.ok) throw new Error(`publish failed: ${response.status} ${await response.text()}`);
  for (;;) {
    const [row] = await sql<{ n: number }>(url, 'select count(*)::int as n from notifications where chapter_id = $1', [
      chapterId,
    ]);
    if (row!.n >= followers) return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

await sql(adminUrl, `drop database if exists ${name} with (force)`);
await sql(adminUrl, `create database ${name}`);
await (await openDatabase({ DATABASE_URL: url, DATA_DIR: '/tmp', DB_POOL_MAX: 2 }, pino({ level: 'warn' }))).close();
await seedBenchData(url, novels, novels * perNovel, () => {});
const chapterIds = await seedFollowedNovel();
await sql(url, 'analyze');
const server = await start('app-server.ts', port, url, { BENCH_JOBS: '1' });
try {
  const [cookie] = await signIn(appUrl, ['FanAuthor'], password);
  const loadSeconds = rounds * 9 + 6;
  const load = wrk(appUrl, {
    connections,
    seconds: loadSeconds,
    lua: randomChapterLua({ first: 1, last: novels, per: perNovel }),
  });
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  const times: number[] = [];
  for (const chapterId of chapterIds) {
    times.push(await publishAndWait(cookie!, chapterId));
    await new Promise((resolve) => setTimeout(resolve, 3_000));
  }
  const reads = await load;
  console.log(
    `Read load: ${reads.rps.toFixed(0)} chapter reads/s over ${connections} connections, p99 ${reads.p99.toFixed(1)} ms`,
  );
  console.log(`${followers} followers notified after: ${times.map(seconds).join(', ')}`);
  console.log(`median ${seconds(median(times))}, worst ${seconds(Math.max(...times))} (target: within 5 s)`);
} finally {
  await stop(server);
  await sql(adminUrl, `drop database if exists ${name} with (force)`);
}
