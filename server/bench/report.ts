import { REFERENCE, type ReferenceScenario } from './reference.ts';
import { FILTERED_SCENARIO, FILTERED_UNDER_LOAD, SEARCH_SCENARIO, SEARCH_UNDER_LOAD } from './scale.ts';
import type { WrkResult } from './wrk.ts';

type Results = Record<string, WrkResult[]>;
interface Run {
  rounds: number;
  seconds: number;
  median: (values: number[]) => number;
}

const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');

function table(results: Results, run: Run, title: string) {
  const m = (name: string, key: keyof WrkResult) => run.median(results[name]!.map((r) => r[key]));
  console.log(`\n${title}: medians of ${run.rounds} interleaved rounds of ${run.seconds} s`);
  for (const name of Object.keys(results)) {
    const errors = results[name]!.reduce((sum, r) => sum + r.errors, 0);
    console.log(
      `  ${name.padEnd(62)} ${m(name, 'rps').toFixed(0).padStart(7)} req/s  p95 ${m(name, 'p95').toFixed(1).padStart(6)} ms  p99 ${m(name, 'p99').toFixed(1).padStart(6)} ms  errors ${errors}`,
    );
  }
  return m;
}

/** The data-shape scenarios: the table, the original's reference, and every target of issues 11 and 21. */
export function reportShape(results: Results, run: Run): void {
  const m = table(results, run, 'Original data shape');
  const has = (...names: string[]) => names.every((name) => name in results);
  const read = has('chapter read (app)') ? m('chapter read (app)', 'rps') : NaN;

  console.log(`\nAgainst the original product (its figures of ${REFERENCE.date}, issue 21):`);
  console.log(
    `  ${'scenario'.padEnd(44)} ${'ours'.padStart(7)} ${'orig.'.padStart(7)} ${'x orig.'.padStart(8)} ${'x read'.padStart(7)} ${'target'.padStart(7)}`,
  );
  for (const [name, reference] of Object.entries(REFERENCE.scenarios) as [
    ReferenceScenario,
    (typeof REFERENCE.scenarios)[ReferenceScenario],
  ][]) {
    if (!has(name)) continue;
    const ours = m(name, 'rps');
    const ofRead = ours / read;
    // The original's figure scaled by how fast this machine is today: our chapter read then and now.
    const originalNow = (reference.original * read) / REFERENCE.chapterRead;
    const ok = ofRead >= reference.minOfRead - 1e-9 && ours >= 1.5 * originalNow;
    console.log(
      `  ${name.replace(' (app)', '').padEnd(44)} ${ours.toFixed(0).padStart(7)} ${reference.original.toString().padStart(7)} ${(ours / originalNow).toFixed(2).padStart(7)}x ${ofRead.toFixed(2).padStart(7)} ${('>= ' + reference.minOfRead.toFixed(2)).padStart(7)}  ${verdict(ok)}`,
    );
  }
  console.log(
    "  (x orig.: against the original scaled by this run's chapter read over the reference run's; target: x read and 1.5x orig.)",
  );

  console.log('');
  if (has('chapter read (app)', 'chapter read (same, prepared statement)')) {
    const ratio = read / m('chapter read (same, prepared statement)', 'rps');
    const p99 = m('chapter read (app)', 'p99');
    console.log(
      `framework cost: chapter read ${ratio.toFixed(2)}x the prepared raw baseline (target >= 0.85: ${verdict(ratio >= 0.85)}), p99 ${p99.toFixed(1)} ms (target <= 25: ${verdict(p99 <= 25)})`,
    );
  }
  if (has('chapter read (app)', 'chapter read (node:http + pg baseline)')) {
    const ratio = read / m('chapter read (node:http + pg baseline)', 'rps');
    console.log(
      `  against the unprepared raw baseline: ${ratio.toFixed(2)}x (issue 11's target >= 0.75: ${verdict(ratio >= 0.75)})`,
    );
  }
  for (const encoding of ['br', 'gzip']) {
    const name = `chapter read, Accept-Encoding: ${encoding} (app)`;
    if (has(name, 'chapter read (app)')) {
      console.log(
        `compression: ${encoding} answers at ${(m(name, 'rps') / read).toFixed(2)}x the identity read's req/s, p99 ${m(name, 'p99').toFixed(1)} ms`,
      );
    }
  }
  const saves = 'chapter read while 4 authors save 500,000-character chapters (app)';
  if (has(saves)) {
    console.log(
      `chapter read under 500,000-character saves: p99 ${m(saves, 'p99').toFixed(1)} ms (target <= 50: ${verdict(m(saves, 'p99') <= 50)})`,
    );
  }
  if (has('repeat read, If-None-Match (app)', 'repeat read, If-None-Match (static buffer)')) {
    const ratio = m('repeat read, If-None-Match (app)', 'rps') / m('repeat read, If-None-Match (static buffer)', 'rps');
    console.log(`ETag path: ${ratio.toFixed(2)}x static (target >= 0.5: ${verdict(ratio >= 0.5)})`);
  }
}

/** The scenarios at scale: the table, the search target and the filtered page's (issue 19 item 6). */
export function reportScale(results: Results, run: Run & { label: string }): void {
  const m = table(results, run, `At scale (${run.label})`);
  // Each measured twice: saturated, and from fewer connections (the response time below saturation).
  for (const [name, scenario, load, target] of [
    ['search', SEARCH_SCENARIO, '10 connections, saturated', 20],
    ['search', SEARCH_UNDER_LOAD, '2 connections', 20],
    ['filtered page', FILTERED_SCENARIO, '50 connections, saturated', 30],
    ['filtered page', FILTERED_UNDER_LOAD, '8 connections', 30],
  ] as const) {
    if (!(scenario in results)) continue;
    const p95 = m(scenario, 'p95');
    console.log(
      `${name} p95 at ${run.label}, ${load}, ${m(scenario, 'rps').toFixed(0)} req/s: ${p95.toFixed(1)} ms (target <= ${target}: ${verdict(p95 <= target)})`,
    );
  }
}
