/**
 * bench:drafts: how long saving a 100,000-word chapter takes through the real draft store (validation, JSON,
 * temp file, fsync, rename, directory fsync; autosaves also write a snapshot every other time, as the 30 s
 * autosave with one snapshot a minute does), against a plain fs.writeFileSync of the same bytes measured in
 * the same run, interleaved. Target: median <= 10 ms. Not a test: figures depend on the disk.
 *
 *   pnpm bench:drafts            (from the repository root or desktop/)   ROUNDS=80 to change the sample size
 */
import { closeSync, fsyncSync, mkdtempSync, openSync, rmSync, writeFileSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDraftStore } from '../src/main/handlers/drafts/store.ts';
import { countWords } from '../src/main/handlers/drafts/paths.ts';
import { draftInput, longChapter, serverKey } from '../src/main/handlers/drafts/test/fixtures.ts';

const ROUNDS = Number(process.env['ROUNDS'] ?? 60);
const dir = mkdtempSync(path.join(tmpdir(), 'inkshelf-bench-'));
let clock = Date.now();
const drafts = createDraftStore({ dataDir: dir, snapshotsKept: () => Promise.resolve(20), now: () => new Date(clock) });

const content = longChapter(100_000);
const input = draftInput(serverKey(1), content, 'A very long chapter');
const bytes = JSON.stringify({ ...input, savedAt: new Date().toISOString(), revision: 1 });
const plainFile = path.join(dir, 'plain.json');

const samples: Record<string, number[]> = {
  'fs.writeFileSync (baseline)': [],
  'fs.writeFileSync + fsync': [],
  'drafts.save journal': [],
  'drafts.save autosave': [],
};

async function time(name: string, run: () => unknown): Promise<void> {
  const started = performance.now();
  await run();
  samples[name]!.push(performance.now() - started);
}

function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

for (let round = -5; round < ROUNDS; round++) {
  await time('fs.writeFileSync (baseline)', () => writeFileSync(plainFile, bytes));
  await time('fs.writeFileSync + fsync', () => {
    const fd = openSync(plainFile, 'w');
    writeSync(fd, bytes);
    fsyncSync(fd);
    closeSync(fd);
  });
  await time('drafts.save journal', () => drafts.save(input, 'journal'));
  clock += 30_000;
  await time('drafts.save autosave', () => drafts.save(input, 'autosave'));
  if (round < 0) for (const list of Object.values(samples)) list.length = 0;
}

console.log(
  `Saving a ${countWords(content).toLocaleString('en')}-word chapter (${(bytes.length / 1024).toFixed(0)} KiB of JSON), ${ROUNDS} rounds interleaved, in ${dir}`,
);
console.log('case                          median ms   p95 ms');
for (const [name, values] of Object.entries(samples)) {
  console.log(
    `${name.padEnd(30)}${quantile(values, 0.5).toFixed(2).padStart(9)}${quantile(values, 0.95).toFixed(2).padStart(9)}`,
  );
}
const journalMedian = quantile(samples['drafts.save journal']!, 0.5);
console.log(
  `Target: journal save median <= 10 ms: ${journalMedian <= 10 ? 'met' : 'NOT met'} (${journalMedian.toFixed(2)} ms)`,
);
rmSync(dir, { recursive: true, force: true });
