import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDraftStore } from './store.ts';
import { SERVER, longChapter, serverKey, tempDataDir } from './test/fixtures.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const desktopDir = path.resolve(here, '../../../..');
const child = path.join(here, 'test', 'save-stream.ts');

let dataDir: string;
let cleanup: () => Promise<void>;
beforeEach(async () => ({ dir: dataDir, cleanup } = await tempDataDir()));
afterEach(() => cleanup());

/** Starts the saving child, waits for `saves` completed saves plus a random pause, then SIGKILLs it. */
async function streamThenKill(saves: number): Promise<{ killedAt: number; lastReported: number }> {
  const proc = spawn(process.execPath, ['--import', 'tsx', child, dataDir], {
    cwd: desktopDir,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  proc.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  let lastReported = 0;
  let buffered = '';
  await new Promise<void>((resolve, reject) => {
    proc.on('exit', (code) => reject(new Error(`child exited early (${code}): ${stderr}`)));
    proc.stdout.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) lastReported = Number(line.split(' ')[0]);
      if (lastReported >= saves) resolve();
    });
  });
  await new Promise((resolve) => setTimeout(resolve, Math.random() * 250));
  proc.removeAllListeners('exit');
  const exited = new Promise((resolve) => proc.once('exit', resolve));
  proc.kill('SIGKILL');
  const killedAt = Date.now();
  await exited;
  return { killedAt, lastReported };
}

describe('draft store under SIGKILL', () => {
  it('leaves a complete draft no older than 2 s after the process is killed mid-stream', async () => {
    const base = longChapter(50_000);
    for (let round = 0; round < 3; round++) {
      const { killedAt, lastReported } = await streamThenKill(8 + round * 2);
      const drafts = createDraftStore({ dataDir, snapshotsKept: () => Promise.resolve(20) });
      const draft = await drafts.load(serverKey(1));
      expect(draft, `round ${round}`).not.toBeNull();
      // Each round's child continues the revisions on disk, so compare with the keystroke count in the text.
      const keystroke = Number(/keystroke (\d+)<\/p>$/.exec(draft!.content)?.[1]);
      expect(keystroke).toBeGreaterThanOrEqual(lastReported);
      expect(keystroke).toBeLessThanOrEqual(lastReported + 1);
      // Complete, not torn: the whole chapter plus the last keystroke's paragraph.
      expect(draft!.content.startsWith(base)).toBe(true);
      expect(draft!.content.slice(base.length)).toMatch(/^<p>keystroke \d+<\/p>$/);
      expect(Date.parse(draft!.savedAt)).toBeGreaterThanOrEqual(killedAt - 2000);
      expect(await drafts.list(SERVER)).toHaveLength(1);
      expect(await drafts.problems()).toEqual([]);
    }
  }, 60_000);
});
