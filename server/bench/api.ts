// `pnpm bench:api`: seeds the original product's data shape on PostgreSQL (2,000 novels, 20,000 chapters of
// 10-20 KB of varied prose, a novel with 200 chapters, 200 readers with their own sessions), then measures the
// app against raw baselines and the original's reference figures with wrk, interleaved, reporting medians; then
// the search and list scenarios at scale (BENCH_SCALE: 100k novels by default, 1m for a million). Needs wrk
// (apt-get install wrk) and a PostgreSQL server (BENCH_DATABASE_URL, else DATABASE_URL, else 127.0.0.1:5432).
import type { ChildProcess } from 'node:child_process';
import { wireBytes } from './bytes.ts';
import { prepareDatabase, requireWrk, signIn, sql, start, stop } from './processes.ts';
import { reportShape, reportScale } from './report.ts';
import { measureRounds } from './rounds.ts';
import { BENCH_PASSWORD, prepareShape, shapeSizes } from './shape.ts';
import { scaleScenarios } from './scale.ts';
import { shapeScenarios } from './scenarios.ts';
import { randomChapterLua } from './lua.ts';
import { median, wrk } from './wrk.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
/** 'off' skips the scenarios at scale; '1m' seeds a million novels and ten million chapters. */
const scale = process.env.BENCH_SCALE ?? '100k';
// BENCH_REUSE=1 keeps the seeded databases between runs (for tuning); BENCH_ONLY=read,etag picks scenarios.
const reuse = process.env.BENCH_REUSE === '1';
const only = (process.env.BENCH_ONLY ?? '').split(',').filter(Boolean);
const adminUrl =
  process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';

requireWrk();
const admin = (text: string) => sql(adminUrl, text);

const prepare = (name: string, expected: number, seed: (url: string) => Promise<void>) =>
  prepareDatabase({ adminUrl, name, expected, seed, reuse });
const measure = (scenarios: Parameters<typeof measureRounds>[0]) => measureRounds(scenarios, { rounds, only });

// --- The original product's data shape ---
const { novels, longChapters } = shapeSizes;
const { url, shape, titles, usernames } = await prepareShape(adminUrl, reuse);

const servers: ChildProcess[] = [
  await start('app-server.ts', 3901, url),
  await start('baseline-server.ts', 3902, url),
  await start('static-server.ts', 3903, url),
  await start('baseline-server.ts', 3904, url, { BASELINE_PREPARED: '1' }),
];
const appUrl = 'http://127.0.0.1:3901';
const cookies = await signIn(appUrl, usernames, BENCH_PASSWORD);

// Bytes per answer: the chapter read as each encoding sends it, and the chapter lists.
console.log('\nbytes per answer (header block + body on the wire):');
const chapterPath = `${appUrl}/api/novels/${shape.first}/chapters/1`;
const listPath = `${appUrl}/api/novels/${shape.long}/chapters`;
for (const [label, target] of [
  ['chapter read', chapterPath],
  [`chapter list, ${longChapters} chapters, full`, listPath],
  [`chapter list, ${longChapters} chapters, summary`, `${listPath}?view=summary`],
] as const) {
  const sizes = await Promise.all(
    ['identity', 'gzip', 'br'].map((encoding) => wireBytes(target, { 'Accept-Encoding': encoding })),
  );
  console.log(
    `  ${label.padEnd(34)} headers ${sizes[0]!.headers} B; body identity ${sizes[0]!.body.toLocaleString('en-US')} B, gzip ${sizes[1]!.body.toLocaleString('en-US')} B, br ${sizes[2]!.body.toLocaleString('en-US')} B`,
  );
}

// Warm-up (JIT, connection pools, PostgreSQL's caches), not measured: the first round would otherwise pay it. A
// freshly started app serves its first seconds of chapter reads with a p99 several times its steady one (84 ms
// against 17 ms in the first 8 s against the next 24 s, measured on 2026-11-28), so each server gets 10 s.
const warmChapter = randomChapterLua(shape);
for (const port of [3901, 3902, 3904]) {
  await wrk(`http://127.0.0.1:${port}`, { connections: 50, seconds: 10, lua: warmChapter });
}
console.log('');
const shapeResults = await measure(
  shapeScenarios({
    appUrl,
    range: shape,
    long: shape.long,
    titles,
    cookies,
    novels: { first: shape.first, count: novels },
    seconds,
  }),
);
await Promise.all(servers.map(stop));
reportShape(shapeResults, { rounds, seconds, median });

// --- Search and lists at scale ---
if (scale !== 'off') {
  const scaleNovels = scale === '1m' ? 1_000_000 : 100_000;
  const perNovel = 10;
  const { seedScale } = await import('./scale-seed.ts');
  const scaleUrl = await prepare(`inkshelf_bench_${scale}`, scaleNovels * perNovel, (target) =>
    seedScale(target, scaleNovels, perNovel, (line) => console.log(line)),
  );
  const scaleApp = await start('app-server.ts', 3905, scaleUrl);
  console.log(
    `\nAt scale: ${scaleNovels.toLocaleString('en-US')} novels, ${(scaleNovels * perNovel).toLocaleString('en-US')} chapters`,
  );
  const scaleResults = await measure(scaleScenarios({ appUrl: 'http://127.0.0.1:3905', novels: scaleNovels, seconds }));
  await stop(scaleApp);
  reportScale(scaleResults, { rounds, seconds, median, label: scale });
  if (!reuse) await admin(`drop database if exists inkshelf_bench_${scale} with (force)`);
}
if (!reuse) await admin('drop database if exists inkshelf_bench with (force)');
