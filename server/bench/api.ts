// `pnpm bench:api`: seeds a large catalogue on PostgreSQL, then measures the app against baselines with wrk, in
// the same run, interleaved, reporting medians. Needs wrk (apt-get install wrk) and a PostgreSQL server
// (BENCH_DATABASE_URL, else DATABASE_URL, else the local one at 127.0.0.1:5432).
import { fork, type ChildProcess } from 'node:child_process';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { pino } from 'pino';
import { openDatabase } from '../src/db/database.ts';
import { gzipSync, brotliCompressSync, constants as zlib } from 'node:zlib';
import { startSavers } from './authors.ts';
import { seedBenchData, seedLongNovel } from './seed.ts';
import { median, wrk, type WrkResult } from './wrk.ts';

const novels = Number(process.env.BENCH_NOVELS ?? 10_000);
/** Chapters of the one long novel that the chapter-list scenarios read (about 15 KB each). */
const longChapters = Number(process.env.BENCH_LONG_CHAPTERS ?? 1_000);
const chapters = Number(process.env.BENCH_CHAPTERS ?? 100_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
// BENCH_REUSE=1 keeps the seeded database between runs (for tuning); BENCH_ONLY=read,etag picks scenarios by name.
const reuse = process.env.BENCH_REUSE === '1';
const only = (process.env.BENCH_ONLY ?? '').split(',').filter(Boolean);
const connections = 50;
const adminUrl =
  process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const here = path.dirname(new URL(import.meta.url).pathname);

try {
  execFileSync('wrk', ['--version'], { stdio: 'ignore' });
} catch (error) {
  if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
    console.error('wrk is not installed: apt-get install -y wrk');
    process.exit(1);
  }
}

const database = 'inkshelf_bench';
const url = (() => {
  const parsed = new URL(adminUrl);
  parsed.pathname = `/${database}`;
  return parsed.toString();
})();

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(sql).finally(() => client.end());
}

function start(file: string, port: number, env: Record<string, string> = {}): Promise<ChildProcess> {
  const child = fork(path.join(here, file), [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, ...env, DATABASE_URL: url, PORT: String(port), NODE_ENV: 'production' },
    stdio: 'inherit',
  });
  return new Promise((resolve, reject) => {
    child.once('message', () => resolve(child));
    child.once('exit', (code) => reject(new Error(`${file} exited with ${code}`)));
  });
}

const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => child.once('exit', () => resolve()).kill('SIGTERM'));

async function seededChapters(): Promise<number> {
  const probe = new pg.Client({ connectionString: url });
  try {
    await probe.connect();
    const { rows } = await probe.query<{ count: number }>(
      'select count(*)::int as count from chapters c join novels n on n.id = c.novel_id where n.title not like $1',
      ['%(bench)'],
    );
    return rows[0]!.count;
  } catch {
    return -1;
  } finally {
    await probe.end().catch(() => undefined);
  }
}

if (reuse && (await seededChapters()) === chapters) {
  console.log(`Reusing ${database} with ${chapters} chapters (BENCH_REUSE=1)`);
} else {
  console.log(`Seeding ${novels} novels and ${chapters} chapters (5-30 KB) into ${database}...`);
  const seedStarted = Date.now();
  await admin(`drop database if exists ${database} with (force)`);
  await admin(`create database ${database}`);
  await (await openDatabase({ DATABASE_URL: url, DATA_DIR: '/tmp', DB_POOL_MAX: 2 }, pino({ level: 'warn' }))).close();
  await seedBenchData(url, novels, chapters, (line) => console.log(line));
  await seedLongNovel(url, longChapters);
  console.log(`Seeded in ${((Date.now() - seedStarted) / 1000).toFixed(0)} s`);
}

const client = new pg.Client({ connectionString: url });
await client.connect();
const { rows } = await client.query<{ first: number; last: number; per: number; long: number }>(
  `select min(novel_id) as first, max(novel_id) as last,
     (select count(*) from chapters where novel_id = (select min(novel_id) from chapters))::int as per,
     (select id from novels where title = 'The Long Road (bench)') as long
   from chapters where novel_id <> (select id from novels where title = 'The Long Road (bench)')`,
);
await client.end();
const { first, last, per, long } = rows[0]!;
const randomChapter = `request = function()
  return wrk.format("GET", "/api/novels/" .. math.random(${first}, ${last}) .. "/chapters/" .. math.random(1, ${per}))
end`;

const app = await start('app-server.ts', 3901);
const baseline = await start('baseline-server.ts', 3902);
const staticServer = await start('static-server.ts', 3903);
const preparedBaseline = await start('baseline-server.ts', 3904, { BASELINE_PREPARED: '1' });
const appUrl = 'http://127.0.0.1:3901';

const sample = await fetch(`${appUrl}/api/novels/${first}/chapters/1`);
const etag = sample.headers.get('etag');
if (sample.status !== 200 || !etag) throw new Error(`the app did not serve a tagged chapter (${sample.status})`);
const words = ['bench', 'harbour', 'salt flats', 'fantasy', 'mystery', 'novel 42', 'benh nvel', 'lantern'];
const searchLua = `local words = {${words.map((w) => `"${w}"`).join(',')}}
request = function()
  local q = words[math.random(1, #words)]:gsub(" ", "%%20")
  return wrk.format("GET", "/api/novels/search?q=" .. q .. "&limit=12&offset=0")
end`;
const listLua = `request = function()
  return wrk.format("GET", "/api/novels?limit=20&offset=" .. math.random(0, ${Math.max(0, novels - 20)}))
end`;

// The chapter list of a novel with many chapters, in the original product's full form (every chapter's text) and
// in the lean form our own clients read: what each weighs, raw and as gzip or brotli would send it.
const longList = `${appUrl}/api/novels/${long}/chapters`;
console.log(`\nchapter list of a novel with ${longChapters} chapters (about 15 KB each), bytes:`);
for (const [form, query] of [
  ['full', ''],
  ['summary', '?view=summary'],
] as const) {
  const body = Buffer.from(await (await fetch(longList + query)).arrayBuffer());
  const gzip = gzipSync(body, { level: 6 }).length;
  const brotli = brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } }).length;
  console.log(
    `  ${form.padEnd(8)} raw ${body.length.toLocaleString('en-US').padStart(12)}  gzip ${gzip.toLocaleString('en-US').padStart(10)}  br(4) ${brotli.toLocaleString('en-US').padStart(10)}`,
  );
}

// Search pages are cached for 30 s, so the wrk rounds below mostly measure the cache; time each query's first,
// uncached run here, on the fresh process.
console.log('\nsearch, first (uncached) request per query:');
for (const word of words) {
  const started = performance.now();
  const response = await fetch(`${appUrl}/api/novels/search?q=${encodeURIComponent(word)}&limit=12&offset=0`);
  const { total } = (await response.json()) as { total: number };
  console.log(`  ${word.padEnd(12)} ${(performance.now() - started).toFixed(1).padStart(7)} ms  (${total} matches)`);
}
console.log('');

const scenarios: Record<string, () => Promise<WrkResult>> = {
  'chapter read (app)': () => wrk(appUrl, { connections, seconds, lua: randomChapter }),
  'chapter read (node:http + pg baseline)': () =>
    wrk('http://127.0.0.1:3902', { connections, seconds, lua: randomChapter }),
  'chapter read (same, prepared statement)': () =>
    wrk('http://127.0.0.1:3904', { connections, seconds, lua: randomChapter }),
  'repeat read, If-None-Match (app)': () =>
    wrk(`${appUrl}/api/novels/${first}/chapters/1`, {
      connections,
      seconds,
      headers: { 'If-None-Match': etag, 'Cache-Control': 'max-age=0' },
    }),
  'repeat read, If-None-Match (static buffer)': () =>
    wrk('http://127.0.0.1:3903/', { connections, seconds, headers: { 'If-None-Match': '"static-v1"' } }),
  'novels list (app)': () => wrk(appUrl, { connections, seconds, lua: listLua }),
  'search (app)': () => wrk(appUrl, { connections: 10, seconds, lua: searchLua }),
  'chapter read while 4 authors save 500,000-character chapters (app)': async () => {
    const savers = await startSavers(appUrl, 4);
    const result = await wrk(appUrl, { connections, seconds, lua: randomChapter });
    const totals = await savers.stop();
    console.log(
      `  (the 4 authors saved ${totals.saves} times, median ${totals.medianMs.toFixed(0)} ms a save, ${totals.errors} errors)`,
    );
    return result;
  },
  'chapter list, long novel, full (app)': () => wrk(longList, { connections: 10, seconds }),
  'chapter list, long novel, summary (app)': () => wrk(`${longList}?view=summary`, { connections: 10, seconds }),
};

const chosen = Object.entries(scenarios).filter(
  ([name]) => only.length === 0 || only.some((part) => name.includes(part)),
);
const results: Record<string, WrkResult[]> = {};
for (let round = 1; round <= rounds; round++) {
  for (const [name, scenario] of chosen) {
    const result = await scenario();
    (results[name] ??= []).push(result);
    console.log(
      `round ${round}  ${name.padEnd(44)} ${result.rps.toFixed(0).padStart(7)} req/s  p50 ${result.p50.toFixed(1)} ms  p95 ${result.p95.toFixed(1)} ms  p99 ${result.p99.toFixed(1)} ms  errors ${result.errors}`,
    );
  }
}
await Promise.all([stop(app), stop(baseline), stop(staticServer), stop(preparedBaseline)]);

const m = (name: string, key: keyof WrkResult) => median((results[name] ?? []).map((r) => r[key]));
const errors = (name: string) => (results[name] ?? []).reduce((sum, r) => sum + r.errors, 0);
console.log(`\nMedians of ${rounds} interleaved rounds, ${seconds} s each, ${connections} connections (search: 10):`);
for (const [name] of chosen) {
  console.log(
    `  ${name.padEnd(44)} ${m(name, 'rps').toFixed(0).padStart(7)} req/s  p95 ${m(name, 'p95').toFixed(1)} ms  p99 ${m(name, 'p99').toFixed(1)} ms  errors ${errors(name)}`,
  );
}
const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');
const ran = (name: string) => name in results;
/** Prints a verdict line only when the scenarios it needs ran (BENCH_ONLY may leave some out). */
const report = (needs: string[], line: () => string) => {
  if (needs.every(ran)) console.log(line());
};
console.log('');
report(['chapter read (app)', 'chapter read (node:http + pg baseline)'], () => {
  const ratio = m('chapter read (app)', 'rps') / m('chapter read (node:http + pg baseline)', 'rps');
  const p99 = m('chapter read (app)', 'p99');
  return `chapter read: ${ratio.toFixed(2)}x baseline (target >= 0.75: ${verdict(ratio >= 0.75)}), p99 ${p99.toFixed(1)} ms (target <= 50: ${verdict(p99 <= 50)}), errors ${errors('chapter read (app)')}`;
});
report(['chapter read (app)', 'chapter read (same, prepared statement)'], () => {
  const ratio = m('chapter read (app)', 'rps') / m('chapter read (same, prepared statement)', 'rps');
  return `  for reference: ${ratio.toFixed(2)}x a baseline that also prepares the statement (the framework's own cost)`;
});
report(['chapter read while 4 authors save 500,000-character chapters (app)'], () => {
  const name = 'chapter read while 4 authors save 500,000-character chapters (app)';
  const p99 = m(name, 'p99');
  return `chapter read under 500,000-character saves: p99 ${p99.toFixed(1)} ms (target <= 50: ${verdict(p99 <= 50)})`;
});
report(['repeat read, If-None-Match (app)', 'repeat read, If-None-Match (static buffer)'], () => {
  const ratio = m('repeat read, If-None-Match (app)', 'rps') / m('repeat read, If-None-Match (static buffer)', 'rps');
  return `ETag path: ${ratio.toFixed(2)}x static (target >= 0.5: ${verdict(ratio >= 0.5)})`;
});
report(['search (app)'], () => {
  const p95 = m('search (app)', 'p95');
  return `search p95: ${p95.toFixed(1)} ms (target <= 20: ${verdict(p95 <= 20)})`;
});
if (!reuse) await admin(`drop database if exists ${database} with (force)`);
