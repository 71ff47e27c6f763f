/**
 * The draft store: one JSON file per chapter draft, written atomically, saves of one draft serialised so the
 * newest always wins with a monotonically increasing revision, rolling snapshots on autosave (at most one a
 * minute) and manual saves, and unreadable files moved aside instead of thrown. Plain Node, no Electron.
 */
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type {
  ChapterDraft,
  DraftKey,
  DraftProblem,
  DraftSaveInput,
  DraftSummary,
  SaveReason,
  SaveResult,
  SnapshotSummary,
  StudioBridge,
} from '../../../shared/bridge.ts';
import { isNotFound, isTempFile, nodeFs, syncDirectory, writeFileAtomic, type AtomicFs } from '../atomic-file.ts';
import {
  describeIssues,
  draftKeySchema,
  draftSaveInputSchema,
  saveReasonSchema,
  serverUrlSchema,
  snapshotIdSchema,
} from '../schemas.ts';
import { quarantine, readDraftFile } from './files.ts';
import { KeyQueue } from './key-queue.ts';
import { DRAFT_FILE_PATTERN, countWords, draftName, draftPaths } from './paths.ts';
import { listSnapshots, readSnapshot, snapshotIds, writeSnapshot } from './snapshots.ts';

/** Autosaves take a snapshot at most this often; manual saves always do. */
export const AUTOSAVE_SNAPSHOT_INTERVAL_MS = 60_000;
/** Temp files older than this are leftovers of a crash and are removed when the folder is listed. */
const STALE_TEMP_MS = 10 * 60_000;

export interface DraftStoreOptions {
  dataDir: string;
  /** How many rolling snapshots to keep per draft (settings.snapshotsKept). */
  snapshotsKept: () => Promise<number>;
  /** Injected in tests to fail a step of the atomic write. */
  fs?: AtomicFs;
  now?: () => Date;
}

export type DraftStore = StudioBridge['drafts'];

export function createDraftStore(options: DraftStoreOptions): DraftStore {
  const paths = draftPaths(options.dataDir);
  const fs = options.fs ?? nodeFs;
  const now = options.now ?? (() => new Date());
  const queue = new KeyQueue();
  const revisions = new Map<string, number>();
  const lastSnapshotMs = new Map<string, number>();
  const knownDirs = new Set<string>();
  const problems: DraftProblem[] = [];
  const report = (problem: DraftProblem) => {
    problems.push(problem);
    console.warn(problem.message);
  };

  const id = (key: DraftKey) => `${key.serverUrl}\n${draftName(key)}`;
  const inQueue = <T>(key: DraftKey, task: () => Promise<T>) => queue.run(id(key), task);

  async function ensureDir(dir: string): Promise<void> {
    if (knownDirs.has(dir)) return;
    await mkdir(dir, { recursive: true });
    knownDirs.add(dir);
  }

  /** The draft on disk, or null (missing, or unreadable and now moved aside). */
  async function readCurrent(key: DraftKey): Promise<ChapterDraft | null> {
    const file = paths.file(key);
    const result = await readDraftFile(file, key);
    if (result.kind === 'ok') return result.draft;
    if (result.kind === 'corrupt') report(await quarantine(file, paths.corruptDir, result.reason));
    return null;
  }

  async function currentRevision(key: DraftKey): Promise<number> {
    const cached = revisions.get(id(key));
    if (cached !== undefined) return cached;
    const current = await readCurrent(key);
    return current?.revision ?? 0;
  }

  async function write(draft: ChapterDraft): Promise<string> {
    const file = paths.file(draft.key);
    const json = JSON.stringify(draft);
    await ensureDir(path.dirname(file));
    try {
      await writeFileAtomic(file, json, fs);
    } catch (error) {
      // The folder was removed behind our back (cleanup tool, user): recreate it once and retry.
      knownDirs.delete(path.dirname(file));
      if (!isNotFound(error)) throw error;
      await ensureDir(path.dirname(file));
      await writeFileAtomic(file, json, fs);
    }
    revisions.set(id(draft.key), draft.revision);
    return file;
  }

  async function snapshot(draft: ChapterDraft): Promise<void> {
    await writeSnapshot(paths, draft, await options.snapshotsKept(), fs);
    lastSnapshotMs.set(id(draft.key), Date.parse(draft.savedAt));
  }

  async function lastSnapshotAt(key: DraftKey): Promise<number> {
    const cached = lastSnapshotMs.get(id(key));
    if (cached !== undefined) return cached;
    const newest = (await snapshotIds(paths, key))[0];
    return newest?.ms ?? 0;
  }

  function stamp(input: DraftSaveInput, revision: number): ChapterDraft {
    return { ...input, savedAt: now().toISOString(), revision };
  }

  const store: DraftStore = {
    async save(input: DraftSaveInput, reason: SaveReason): Promise<SaveResult> {
      const parsed = draftSaveInputSchema.safeParse(input);
      if (!parsed.success) throw new Error(`The draft was not saved: ${describeIssues(parsed.error)}`);
      const reasonParsed = saveReasonSchema.safeParse(reason);
      if (!reasonParsed.success) throw new Error("The save reason must be 'journal', 'autosave' or 'manual'");
      const why = reasonParsed.data;
      const valid = parsed.data;
      return inQueue(valid.key, async () => {
        const draft = stamp(valid, (await currentRevision(valid.key)) + 1);
        const file = await write(draft);
        const savedMs = Date.parse(draft.savedAt);
        if (
          why === 'manual' ||
          (why === 'autosave' && savedMs - (await lastSnapshotAt(valid.key)) >= AUTOSAVE_SNAPSHOT_INTERVAL_MS)
        ) {
          await snapshot(draft);
        }
        return { savedAt: draft.savedAt, revision: draft.revision, file };
      });
    },

    async load(key: DraftKey) {
      const valid = parseKey(key);
      return inQueue(valid, () => readCurrent(valid));
    },

    async list(serverUrl: string): Promise<DraftSummary[]> {
      const parsedUrl = serverUrlSchema.safeParse(serverUrl);
      if (!parsedUrl.success) throw new Error(`Invalid server URL: ${describeIssues(parsedUrl.error)}`);
      const dir = paths.serverDir(parsedUrl.data);
      let names: string[];
      try {
        names = await readdir(dir);
      } catch (error) {
        if (isNotFound(error)) return [];
        throw error;
      }
      await removeStaleTemps(dir, names);
      const results = await Promise.all(
        names
          .filter((name) => DRAFT_FILE_PATTERN.test(name))
          .map((name) => readListed(path.join(dir, name), serverUrl)),
      );
      return results
        .filter((draft): draft is ChapterDraft => draft !== null)
        .map(summarise)
        .sort((a, b) => b.savedAt.localeCompare(a.savedAt));
    },

    async remove(key: DraftKey) {
      const valid = parseKey(key);
      return inQueue(valid, async () => {
        await rm(paths.file(valid), { force: true });
        await rm(paths.snapshotDir(valid), { recursive: true, force: true });
        revisions.delete(id(valid));
        lastSnapshotMs.delete(id(valid));
        await syncDirectory(paths.serverDir(valid.serverUrl), fs).catch(() => undefined);
      });
    },

    async rekey(from: DraftKey, to: DraftKey) {
      const source = parseKey(from);
      const target = parseKey(to);
      if (source.localId === null) throw new Error('Only a local draft (with a localId) can be re-keyed');
      if (target.chapterId === null) throw new Error('A draft can only be re-keyed to a server chapter');
      if (source.serverUrl !== target.serverUrl || source.novelId !== target.novelId) {
        throw new Error('A draft can only be re-keyed within the same server and novel');
      }
      return inQueue(source, () => inQueue(target, () => moveDraft(source, target)));
    },

    async snapshots(key: DraftKey): Promise<SnapshotSummary[]> {
      const valid = parseKey(key);
      return inQueue(valid, () => listSnapshots(paths, valid, report));
    },

    async loadSnapshot(key: DraftKey, snapshotId: string) {
      const valid = parseKey(key);
      const sid = parseSnapshotId(snapshotId);
      return inQueue(valid, async () => {
        const found = await readSnapshot(paths, valid, sid, report);
        if (!found) throw new Error(`Snapshot ${sid} was not found`);
        return found;
      });
    },

    async restoreSnapshot(key: DraftKey, snapshotId: string) {
      const valid = parseKey(key);
      const sid = parseSnapshotId(snapshotId);
      return inQueue(valid, async () => {
        const found = await readSnapshot(paths, valid, sid, report);
        if (!found) throw new Error(`Snapshot ${sid} was not found`);
        const current = await readCurrent(valid);
        if (current) await snapshot(current);
        const { savedAt: _savedAt, revision: _revision, ...fields } = found;
        const restored = stamp(fields, Math.max(current?.revision ?? 0, await currentRevision(valid)) + 1);
        await write(restored);
        return restored;
      });
    },

    problems() {
      return Promise.resolve([...problems]);
    },
  };

  async function readListed(file: string, serverUrl: string): Promise<ChapterDraft | null> {
    const result = await readDraftFile(file);
    if (result.kind === 'missing') return null;
    if (result.kind === 'corrupt') {
      report(await quarantine(file, paths.corruptDir, result.reason));
      return null;
    }
    const expectedName = `${draftName(result.draft.key)}.json`;
    if (result.draft.key.serverUrl !== serverUrl || expectedName !== path.basename(file)) {
      report(await quarantine(file, paths.corruptDir, 'its contents belong to a different chapter than its file name'));
      return null;
    }
    return result.draft;
  }

  async function removeStaleTemps(dir: string, names: string[]): Promise<void> {
    const cutoff = Date.now() - STALE_TEMP_MS;
    for (const name of names.filter(isTempFile)) {
      const file = path.join(dir, name);
      const info = await stat(file).catch(() => null);
      if (info && info.mtimeMs < cutoff) await rm(file, { force: true });
    }
  }

  async function moveDraft(source: DraftKey, target: DraftKey): Promise<void> {
    const draft = await readCurrent(source);
    if (!draft) throw new Error('There is no local draft to move');
    const revision = Math.max(draft.revision, await currentRevision(target)) + 1;
    await write({ ...draft, key: target, savedAt: now().toISOString(), revision });
    const fromDir = paths.snapshotDir(source);
    const toDir = paths.snapshotDir(target);
    const ids = await snapshotIds(paths, source);
    if (ids.length > 0) {
      await mkdir(toDir, { recursive: true });
      for (const { id: sid } of ids) await rename(path.join(fromDir, `${sid}.json`), path.join(toDir, `${sid}.json`));
    }
    await rm(fromDir, { recursive: true, force: true });
    await rm(paths.file(source), { force: true });
    await syncDirectory(paths.serverDir(source.serverUrl), fs);
    revisions.delete(id(source));
    lastSnapshotMs.delete(id(source));
    lastSnapshotMs.delete(id(target));
  }

  return store;
}

function parseKey(key: DraftKey): DraftKey {
  const parsed = draftKeySchema.safeParse(key);
  if (!parsed.success) throw new Error(`Invalid draft key: ${describeIssues(parsed.error)}`);
  return parsed.data;
}

function parseSnapshotId(value: string): string {
  const parsed = snapshotIdSchema.safeParse(value);
  if (!parsed.success) throw new Error(`Unknown snapshot id: ${String(value).slice(0, 40)}`);
  return parsed.data;
}

function summarise(draft: ChapterDraft): DraftSummary {
  return {
    key: draft.key,
    novelTitle: draft.novelTitle,
    title: draft.title,
    chapterNumber: draft.chapterNumber,
    words: countWords(draft.content),
    pending: draft.pending,
    baseUpdatedAt: draft.baseUpdatedAt,
    savedAt: draft.savedAt,
  };
}
