// `pnpm bench:compare`: the app of another commit (BENCH_COMPARE_REF, by default the last one before issue 32's
// pipeline) against this checkout's, on the same seeded data shape, every scenario run on both in interleaved
// rounds; prints the side-by-side table of medians for docs/benchmarks.md. The other commit is checked out into a
// git worktree under /tmp and installed (from the local pnpm store where it can).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { requireWrk, signIn, start, stop } from './processes.ts';
import { BENCH_PASSWORD, prepareShape } from './shape.ts';
import { shapeScenarios } from './scenarios.ts';
import { randomChapterLua } from './lua.ts';
import { median, wrk, type WrkResult } from './wrk.ts';

const ref = process.env.BENCH_COMPARE_REF ?? '144afe9';
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 4);
const reuse = process.env.BENCH_REUSE === '1';
const only = (process.env.BENCH_ONLY ?? '').split(',').filter(Boolean);
const adminUrl =
  process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
/** Scenarios that measure our app alone (the raw baselines and the static buffer are the same for both). */
const SKIPPED = ['baseline', 'prepared statement', 'static buffer', 'while 4 authors save'];

requireWrk();
const repo = execFileSync('git', ['rev-parse', '--show-toplevel'], { encoding: 'utf8' }).trim();
const commit = execFileSync('git', ['rev-parse', '--short', ref], { cwd: repo, encoding: 'utf8' }).trim();
const tree = path.join('/tmp', `inkshelf-bench-${commit}`);
if (!fs.existsSync(path.join(tree, 'node_modules'))) {
  execFileSync('git', ['worktree', 'add', '--force', '--detach', tree, commit], { cwd: repo, stdio: 'inherit' });
  execFileSync('pnpm', ['install', '--frozen-lockfile', '--prefer-offline', '--reporter=silent'], {
    cwd: tree,
    stdio: 'inherit',
  });
}

const { url, shape, titles, usernames } = await prepareShape(adminUrl, reuse);
const apps = {
  old: await start(path.join(tree, 'server/bench/app-server.ts'), 3911, url, {}, path.join(tree, 'server')),
  new: await start('app-server.ts', 3912, url),
};
const appUrl = { old: 'http://127.0.0.1:3911', new: 'http://127.0.0.1:3912' };
const cookies = await signIn(appUrl.new, usernames, BENCH_PASSWORD);
for (const target of Object.values(appUrl)) {
  await wrk(target, { connections: 50, seconds: 10, lua: randomChapterLua(shape) });
}

const scenariosOf = (side: 'old' | 'new') =>
  shapeScenarios({
    appUrl: appUrl[side],
    range: shape,
    long: shape.long,
    titles,
    cookies,
    novels: { first: shape.first, count: titles.length },
    seconds,
  });
const sides = { old: scenariosOf('old'), new: scenariosOf('new') };
const names = Object.keys(sides.new).filter(
  (name) =>
    !SKIPPED.some((part) => name.includes(part)) && (only.length === 0 || only.some((part) => name.includes(part))),
);
// Old and new of one scenario back to back, the first of the pair alternating by round: drift on the host and the
// view counts one side writes behind just after its run touch both alike.
const results: Record<string, WrkResult[]> = {};
for (let round = 1; round <= rounds; round++) {
  for (const name of names) {
    const order = round % 2 === 1 ? (['old', 'new'] as const) : (['new', 'old'] as const);
    for (const side of order) {
      const result = await sides[side][name]!();
      (results[`${name} [${side}]`] ??= []).push(result);
      console.log(`round ${round}  ${`${name} [${side}]`.padEnd(62)} ${result.rps.toFixed(0).padStart(7)} req/s`);
    }
  }
}
await Promise.all(Object.values(apps).map(stop));

const m = (name: string, key: keyof WrkResult) => median(results[name]!.map((result) => result[key]));
console.log(`\n${commit} (old) against this checkout (new): medians of ${rounds} interleaved rounds of ${seconds} s\n`);
console.log('| Scenario | Old req/s | New req/s | New / old | Old p99 | New p99 |');
console.log('| --- | --- | --- | --- | --- | --- |');
for (const name of names) {
  const [before, after] = [m(`${name} [old]`, 'rps'), m(`${name} [new]`, 'rps')];
  const label = name.replace(' (app)', '');
  console.log(
    `| ${label} | ${before.toFixed(0)} | ${after.toFixed(0)} | ${(after / before).toFixed(2)} | ${m(`${name} [old]`, 'p99').toFixed(1)} ms | ${m(`${name} [new]`, 'p99').toFixed(1)} ms |`,
  );
}
