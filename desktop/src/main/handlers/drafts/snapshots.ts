/**
 * Rolling snapshots of one draft: whole copies named '<epoch ms>-r<revision>.json' in the draft's snapshot
 * folder, newest first, pruned to the newest `kept`. Callers hold the draft's queue slot.
 */
import { mkdir, readdir, rm } from 'node:fs/promises';
import type { ChapterDraft, DraftKey, DraftProblem, SnapshotSummary } from '../../../shared/bridge.ts';
import { isNotFound, isTempFile, writeFileAtomic, type AtomicFs, nodeFs } from '../atomic-file.ts';
import { snapshotIdSchema } from '../schemas.ts';
import { quarantine, readDraftFile } from './files.ts';
import { countWords, type DraftPaths } from './paths.ts';

const SNAPSHOT_FILE = /^(\d{13})-r(\d{1,15})\.json$/;

interface SnapshotId {
  id: string;
  ms: number;
  revision: number;
}

export function snapshotId(savedAt: string, revision: number): string {
  return `${String(Date.parse(savedAt)).padStart(13, '0')}-r${revision}`;
}

/** Snapshot ids in the draft's folder, newest first. */
export async function snapshotIds(paths: DraftPaths, key: DraftKey): Promise<SnapshotId[]> {
  let names: string[];
  try {
    names = await readdir(paths.snapshotDir(key));
  } catch (error) {
    if (isNotFound(error)) return [];
    throw error;
  }
  const ids: SnapshotId[] = [];
  for (const name of names) {
    if (isTempFile(name)) continue;
    const match = SNAPSHOT_FILE.exec(name);
    if (match) ids.push({ id: name.slice(0, -'.json'.length), ms: Number(match[1]), revision: Number(match[2]) });
  }
  return ids.sort((a, b) => b.ms - a.ms || b.revision - a.revision);
}

export async function writeSnapshot(
  paths: DraftPaths,
  draft: ChapterDraft,
  kept: number,
  fs: AtomicFs = nodeFs,
): Promise<string> {
  const id = snapshotId(draft.savedAt, draft.revision);
  await mkdir(paths.snapshotDir(draft.key), { recursive: true });
  await writeFileAtomic(paths.snapshotFile(draft.key, id), JSON.stringify(draft), fs);
  const ids = await snapshotIds(paths, draft.key);
  await Promise.all(
    ids.slice(Math.max(kept, 1)).map((old) => rm(paths.snapshotFile(draft.key, old.id), { force: true })),
  );
  return id;
}

export async function listSnapshots(
  paths: DraftPaths,
  key: DraftKey,
  report: (problem: DraftProblem) => void,
): Promise<SnapshotSummary[]> {
  const summaries: SnapshotSummary[] = [];
  for (const { id } of await snapshotIds(paths, key)) {
    const result = await readSnapshot(paths, key, id, report);
    if (result) summaries.push({ id, savedAt: result.savedAt, words: countWords(result.content), title: result.title });
  }
  return summaries;
}

/** A snapshot with the asked-for key (a snapshot taken before a rekey still carries the local key inside). */
export async function readSnapshot(
  paths: DraftPaths,
  key: DraftKey,
  id: string,
  report: (problem: DraftProblem) => void,
): Promise<ChapterDraft | null> {
  const file = paths.snapshotFile(key, snapshotIdSchema.parse(id));
  const result = await readDraftFile(file);
  if (result.kind === 'missing') return null;
  if (result.kind === 'corrupt') {
    report(await quarantine(file, paths.corruptDir, result.reason));
    return null;
  }
  return { ...result.draft, key };
}
