/**
 * Where a draft lives on disk. Every segment comes from validated numbers, a fixed-pattern id or a hash, never from
 * text the author typed: `drafts/s-<20 hex of sha256(serverUrl)>/n<novelId>-c<chapterId>.json` (`-local-<uuid>` when
 * written offline), its `snapshots/` beside it, unreadable files moved aside into `drafts/corrupt/`.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import type { DraftKey } from '../../../shared/bridge.ts';
import { LOCAL_ID_PATTERN } from '../schemas.ts';

export const DRAFT_FILE_PATTERN = /^n(\d+)-(c\d+|local-[A-Za-z0-9-]{1,64})\.json$/;

export interface DraftPaths {
  root: string;
  corruptDir: string;
  serverDir(serverUrl: string): string;
  file(key: DraftKey): string;
  snapshotDir(key: DraftKey): string;
  snapshotFile(key: DraftKey, snapshotId: string): string;
}

export function serverFolderName(serverUrl: string): string {
  return `s-${createHash('sha256').update(serverUrl).digest('hex').slice(0, 20)}`;
}

/** 'n12-c345' or 'n12-local-<uuid>'; throws on a key that would not make a safe name (validated earlier too). */
export function draftName(key: DraftKey): string {
  if (!Number.isSafeInteger(key.novelId) || key.novelId <= 0) throw new Error('Invalid novelId in draft key');
  if (key.chapterId !== null) {
    if (!Number.isSafeInteger(key.chapterId) || key.chapterId <= 0) throw new Error('Invalid chapterId in draft key');
    return `n${key.novelId}-c${key.chapterId}`;
  }
  if (key.localId === null || !LOCAL_ID_PATTERN.test(key.localId)) throw new Error('Invalid localId in draft key');
  return `n${key.novelId}-${key.localId}`;
}

export function draftPaths(dataDir: string): DraftPaths {
  const root = path.join(dataDir, 'drafts');
  const serverDir = (serverUrl: string) => path.join(root, serverFolderName(serverUrl));
  const snapshotDir = (key: DraftKey) => path.join(serverDir(key.serverUrl), 'snapshots', draftName(key));
  return {
    root,
    corruptDir: path.join(root, 'corrupt'),
    serverDir,
    file: (key) => path.join(serverDir(key.serverUrl), `${draftName(key)}.json`),
    snapshotDir,
    snapshotFile: (key, snapshotId) => path.join(snapshotDir(key), `${snapshotId}.json`),
  };
}

/** Words in the editor's HTML: tags and entities dropped, split on whitespace. */
export function countWords(html: string): number {
  const text = html.replace(/<[^<>]*>/g, ' ').replace(/&[a-z#0-9]+;/gi, ' ');
  let words = 0;
  let inWord = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const space = code === 32 || code === 10 || code === 13 || code === 9 || code === 160;
    if (!space && !inWord) words++;
    inWord = !space;
  }
  return words;
}
