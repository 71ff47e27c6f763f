/** Shared test data for the draft store tests: temp data folders and draft inputs. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DraftKey, DraftSaveInput } from '../../../../shared/bridge.ts';

export const SERVER = 'http://127.0.0.1:3000';

export function serverKey(chapterId: number, novelId = 7): DraftKey {
  return { serverUrl: SERVER, novelId, chapterId, localId: null };
}

export function localKey(uuid = '0f8a7c1e-1111-4a2b-9c3d-1234567890ab', novelId = 7): DraftKey {
  return { serverUrl: SERVER, novelId, chapterId: null, localId: `local-${uuid}` };
}

export function draftInput(key: DraftKey, content = '<p>Once upon a time</p>', title = 'Chapter one'): DraftSaveInput {
  return {
    key,
    novelTitle: 'The Long Road',
    title,
    chapterNumber: 1,
    content,
    authorNote: '',
    baseUpdatedAt: key.chapterId === null ? null : '2026-11-20T10:00:00.000Z',
    serverStatus: key.chapterId === null ? null : 'draft',
    pending: null,
  };
}

/** A chapter of `words` words in paragraphs of 100, as the editor produces it. */
export function longChapter(words: number): string {
  const paragraph = `<p>${Array.from({ length: 100 }, (_, i) => `word${i % 10}`).join(' ')}</p>`;
  return paragraph.repeat(Math.ceil(words / 100));
}

export async function tempDataDir(): Promise<{ dir: string; cleanup: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'inkshelf-studio-'));
  return { dir, cleanup: () => rm(dir, { recursive: true, force: true }) };
}
