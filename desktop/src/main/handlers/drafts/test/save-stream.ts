/**
 * Child process for the SIGKILL test: saves a long chapter through the real draft store after every keystroke (denser
 * than the studio's 1 s journal, so a kill often lands mid-write) and prints '<keystroke> <savedAt>' after each save.
 * Usage: node --import tsx save-stream.ts <dataDir>
 */
import { createDraftStore } from '../store.ts';
import { draftInput, longChapter, serverKey } from './fixtures.ts';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: save-stream.ts <dataDir>');

const drafts = createDraftStore({ dataDir, snapshotsKept: () => Promise.resolve(20) });
const base = longChapter(50_000);

let keystroke = 0;
async function type(): Promise<void> {
  keystroke += 1;
  const result = await drafts.save(draftInput(serverKey(1), `${base}<p>keystroke ${keystroke}</p>`), 'journal');
  process.stdout.write(`${keystroke} ${result.savedAt}\n`);
  setTimeout(() => void type(), 100 + Math.random() * 200);
}
void type();
