/**
 * Child process for the SIGKILL test: types into one long chapter every 100-300 ms and saves it through the
 * real draft store with reason 'journal' after each keystroke (denser than the studio's 1 s journal, so a kill
 * often lands in the middle of a write). After each completed save it prints '<keystroke> <savedAt>'.
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
