// `pnpm bench:pages` (issue 17): server-rendered chapter pages against the JSON chapter read in one interleaved
// run with wrk (the target: a page sustains at least half the reads; also the worst case, a page read and
// rendered for each request), then the chapter page's Largest Contentful Paint in headless Chromium with the CPU
// slowed 4x, with and without JavaScript (the target: at most 1.0 s). Seeds 200 novels of 20 chapters of
// 10-20 KB varied prose; builds the website first when its sources changed. Needs wrk, Chromium (CHROMIUM_PATH,
// else /usr/bin/chromium) and PostgreSQL (BENCH_DATABASE_URL, else DATABASE_URL, else 127.0.0.1:5432).
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { launchChromium, measureLcp } from './lcp.ts';
import { randomPathLua } from './lua.ts';
import { prepareDatabase, requireWrk, sql, start, stop } from './processes.ts';
import { measureRounds } from './rounds.ts';
import { seedBenchData } from './seed.ts';
import { median, wrk } from './wrk.ts';

const novels = Number(process.env.BENCH_NOVELS ?? 200);
const chapters = Number(process.env.BENCH_CHAPTERS ?? 4_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const loads = Number(process.env.BENCH_LOADS ?? 7);
const reuse = process.env.BENCH_REUSE === '1';
const only = (process.env.BENCH_ONLY ?? '').split(',').filter(Boolean);
const adminUrl =
  process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const web = path.resolve(import.meta.dirname, '..', '..', 'web');
const port = 3911;
const appUrl = `http://127.0.0.1:${port}`;
const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

requireWrk();
execFileSync(process.execPath, [path.join(web, 'scripts', 'build-if-changed.ts')], { cwd: web, stdio: 'inherit' });

const url = await prepareDatabase({
  adminUrl,
  name: 'inkshelf_bench_pages',
  expected: chapters,
  reuse,
  seed: (target) => seedBenchData(target, novels, chapters, (line) => console.log(line)),
});
const rows = await sql<{ id: number; title: string; chapter: number }>(
  url,
  `select n.id, n.title, c.chapter_number as chapter from chapters c join novels n on n.id = c.novel_id
   order by n.id, c.chapter_number`,
);
const readPaths = rows.map((row) => `/api/novels/${row.id}/chapters/${row.chapter}`);
const pagePaths = rows.map((row) => `/novels/${encodeURIComponent(row.title)}/chapters/${row.chapter}`);

const app = await start('app-server.ts', port, url, { WEB_DIST: path.join(web, 'dist'), PUBLIC_URL: appUrl });
try {
  const first = await fetch(`${appUrl}${pagePaths[0]}`, { headers: { Accept: BROWSER_ACCEPT } });
  const html = await first.text();
  if (!first.ok || !html.includes('id="ssr-data"')) {
    throw new Error(`${pagePaths[0]} was not server-rendered (${first.status}): is web/dist/.ssr built?`);
  }
  console.log(`A chapter page: ${html.length.toLocaleString('en-US')} bytes of HTML`);

  const run = (lua: string, headers: Record<string, string> = {}) =>
    wrk(appUrl, { connections: 50, seconds, lua, headers });
  const read = randomPathLua(readPaths);
  const page = randomPathLua(pagePaths, { Accept: BROWSER_ACCEPT });
  const cold = randomPathLua(pagePaths, { Accept: BROWSER_ACCEPT }, true);
  const hot = randomPathLua(
    pagePaths.filter((_, i) => i % 80 === 0),
    { Accept: BROWSER_ACCEPT },
  );
  const hotRead = randomPathLua(readPaths.filter((_, i) => i % 80 === 0));
  // Warm-up (JIT, pools, PostgreSQL's caches), not measured.
  await run(read);
  await run(page);
  const results = await measureRounds(
    {
      'chapter read, JSON': () => run(read),
      'chapter page, server-rendered HTML': () => run(page),
      'chapter read, JSON, Accept-Encoding: br': () => run(read, { 'Accept-Encoding': 'br' }),
      'chapter page, HTML, Accept-Encoding: br': () => run(page, { 'Accept-Encoding': 'br' }),
      // Readers crowd onto a few chapters (the newest of popular stories): 50 of them, kept once read.
      'chapter read, JSON, 50 hot chapters': () => run(hotRead),
      'chapter page, 50 hot chapters': () => run(hot),
      // The worst case: a URL never asked before, so the page is read and rendered for this request alone.
      'chapter page, never kept (a new URL each time)': () => run(cold),
    },
    { rounds, only },
  );
  const rps = (name: string) => median(results[name]?.map((result) => result.rps) ?? [NaN]);
  console.log(`\nMedians of ${rounds} interleaved rounds of ${seconds} s (wrk, 50 connections):`);
  for (const name of Object.keys(results))
    console.log(`  ${name.padEnd(44)} ${rps(name).toFixed(0).padStart(7)} req/s`);
  const ratio = rps('chapter page, server-rendered HTML') / rps('chapter read, JSON');
  const ratioBr = rps('chapter page, HTML, Accept-Encoding: br') / rps('chapter read, JSON, Accept-Encoding: br');
  console.log(`  page / read: ${ratio.toFixed(2)}x (target 0.5x: ${ratio >= 0.5 ? 'met' : 'NOT met'})`);
  console.log(`  page / read, both br: ${ratioBr.toFixed(2)}x`);
  const ratioHot = rps('chapter page, 50 hot chapters') / rps('chapter read, JSON, 50 hot chapters');
  console.log(`  page / read, 50 hot chapters: ${ratioHot.toFixed(2)}x`);
  const ratioCold = rps('chapter page, never kept (a new URL each time)') / rps('chapter read, JSON');
  console.log(`  page never kept / read: ${ratioCold.toFixed(2)}x`);

  // Largest Contentful Paint: a different chapter on every load, each in a fresh browser context.
  const browser = await launchChromium();
  try {
    console.log(`\nChapter page LCP, CPU slowed 4x, ${loads} cold loads each (median, worst):`);
    for (const javaScript of [true, false]) {
      for (const viewport of [
        { width: 1280, height: 800 },
        { width: 390, height: 844 },
      ]) {
        const times: number[] = [];
        for (let load = 0; load < loads; load++) {
          const target = pagePaths[(load * 157) % pagePaths.length]!;
          times.push(await measureLcp(browser, `${appUrl}${target}`, { cpuSlowdown: 4, javaScript, viewport }));
        }
        const worst = Math.max(...times);
        const middle = median(times);
        console.log(
          `  ${javaScript ? 'with JavaScript   ' : 'without JavaScript'} ${String(viewport.width).padStart(4)} px: ${middle.toFixed(0).padStart(5)} ms, worst ${worst.toFixed(0).padStart(5)} ms (target 1,000 ms: ${middle <= 1000 ? 'met' : 'NOT met'})`,
        );
      }
    }
  } finally {
    await browser.close();
  }
} finally {
  await stop(app);
  if (!reuse) await sql(adminUrl, 'drop database if exists inkshelf_bench_pages with (force)');
}
