import { readFile, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { nodeFs, type AtomicFs } from '../atomic-file.ts';
import { draftPaths } from './paths.ts';
import { createDraftStore, type DraftStore } from './store.ts';
import { SERVER, draftInput, localKey, serverKey, tempDataDir } from './test/fixtures.ts';

let dataDir: string;
let cleanup: () => Promise<void>;
let clock: number;
let kept: number;

function store(fs?: AtomicFs): DraftStore {
  return createDraftStore({
    dataDir,
    snapshotsKept: () => Promise.resolve(kept),
    now: () => new Date(clock),
    ...(fs ? { fs } : {}),
  });
}

beforeEach(async () => {
  ({ dir: dataDir, cleanup } = await tempDataDir());
  clock = Date.parse('2026-11-24T12:00:00.000Z');
  kept = 20;
});
afterEach(() => cleanup());

async function filesIn(dir: string): Promise<string[]> {
  return (await readdir(dir)).sort();
}

describe('draft store: atomic writes', () => {
  it('writes one JSON file per draft under a path built from the key, never from typed text', async () => {
    const drafts = store();
    const result = await drafts.save(draftInput(serverKey(12), '<p>Hello</p>', '../../etc/passwd'), 'journal');
    expect(result.revision).toBe(1);
    expect(result.savedAt).toBe('2026-11-24T12:00:00.000Z');
    expect(result.file).toBe(draftPaths(dataDir).file(serverKey(12)));
    expect(path.basename(result.file)).toBe('n7-c12.json');
    expect(path.relative(dataDir, result.file)).toMatch(/^drafts[\\/]s-[0-9a-f]{20}[\\/]n7-c12\.json$/);
    const onDisk = JSON.parse(await readFile(result.file, 'utf8'));
    expect(onDisk).toMatchObject({ title: '../../etc/passwd', content: '<p>Hello</p>', revision: 1 });
    expect(await filesIn(path.dirname(result.file))).toEqual(['n7-c12.json']);
    expect(await drafts.load(serverKey(12))).toEqual(onDisk);
  });

  it('refuses keys and payloads that could escape the drafts folder or are not drafts', async () => {
    const drafts = store();
    const evil = { ...localKey(), localId: 'local-../../x' };
    await expect(drafts.save(draftInput(evil), 'journal')).rejects.toThrow(/The draft was not saved: key.localId/);
    await expect(drafts.load({ ...serverKey(1), serverUrl: 'file:///etc' })).rejects.toThrow(/Invalid draft key/);
    await expect(drafts.save({ ...draftInput(serverKey(1)), content: 42 } as never, 'journal')).rejects.toThrow(
      /content/,
    );
    await expect(drafts.save(draftInput(serverKey(1)), 'sometimes' as never)).rejects.toThrow(/save reason/);
    await expect(drafts.list('not a url')).rejects.toThrow(/Invalid server URL/);
    await expect(drafts.loadSnapshot(serverKey(1), '../../settings')).rejects.toThrow(/Unknown snapshot id/);
  });

  it('keeps the previous good version when the process dies between the temp write and the rename', async () => {
    await store().save(draftInput(serverKey(3), '<p>good version</p>'), 'journal');
    let tempWritten = '';
    const crashing: AtomicFs = {
      ...nodeFs,
      open: ((file: string, ...rest: unknown[]) => {
        if (String(file).endsWith('.tmp')) tempWritten = String(file);
        return (nodeFs.open as (...a: unknown[]) => unknown)(file, ...rest);
      }) as AtomicFs['open'],
      rename: () => Promise.reject(Object.assign(new Error('simulated crash before rename'), { code: 'EIO' })),
    };
    await expect(store(crashing).save(draftInput(serverKey(3), '<p>half written</p>'), 'journal')).rejects.toThrow(
      'simulated crash',
    );
    expect(tempWritten).toMatch(/\.n7-c3\.json\.\d+\.[0-9a-f]+\.tmp$/);
    const fresh = store();
    expect((await fresh.load(serverKey(3)))?.content).toBe('<p>good version</p>');
    // A real crash leaves the temp file behind: it is ignored by list and load.
    await writeFile(tempWritten, '{"key": trunc');
    expect((await fresh.list(SERVER)).map((d) => d.title)).toEqual(['Chapter one']);
    expect((await fresh.load(serverKey(3)))?.revision).toBe(1);
    expect(await fresh.problems()).toEqual([]);
  });

  it('serialises concurrent saves of one draft: the newest wins and revisions only grow', async () => {
    const drafts = store();
    const results = await Promise.all(
      Array.from({ length: 25 }, (_, i) => drafts.save(draftInput(serverKey(9), `<p>version ${i}</p>`), 'journal')),
    );
    expect(results.map((r) => r.revision)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    const loaded = await drafts.load(serverKey(9));
    expect(loaded).toMatchObject({ content: '<p>version 24</p>', revision: 25 });
    // A new store (next start of the app) continues from the revision on disk, never going back.
    const next = await store().save(draftInput(serverKey(9), '<p>after restart</p>'), 'journal');
    expect(next.revision).toBe(26);
    expect(await filesIn(path.dirname(next.file))).toEqual(['n7-c9.json']);
  });

  it('clears temp files a crash left behind once they are old, and leaves fresh ones alone', async () => {
    const drafts = store();
    const { file } = await drafts.save(draftInput(serverKey(1)), 'journal');
    const dir = path.dirname(file);
    const old = path.join(dir, '.n7-c1.json.123.abcdef.tmp');
    const fresh = path.join(dir, '.n7-c1.json.124.abcdef.tmp');
    await writeFile(old, '{"half');
    await writeFile(fresh, '{"half');
    const hourAgo = new Date(Date.now() - 3_600_000);
    await utimes(old, hourAgo, hourAgo);
    expect(await drafts.list(SERVER)).toHaveLength(1);
    expect(await filesIn(dir)).toEqual([path.basename(fresh), 'n7-c1.json']);
  });

  it('recreates a drafts folder removed while the app runs', async () => {
    const drafts = store();
    const { file } = await drafts.save(draftInput(serverKey(1), '<p>first</p>'), 'journal');
    await rm(path.dirname(file), { recursive: true });
    await drafts.save(draftInput(serverKey(1), '<p>second</p>'), 'journal');
    expect((await drafts.load(serverKey(1)))?.content).toBe('<p>second</p>');
  });

  it('lists the drafts of one server newest first, with word counts', async () => {
    const drafts = store();
    await drafts.save(draftInput(serverKey(1), '<p>one two three</p>', 'First'), 'journal');
    clock += 1000;
    await drafts.save(draftInput(localKey(), '<p>four five</p>', 'Second'), 'journal');
    clock += 1000;
    await drafts.save(
      {
        ...draftInput(serverKey(2), '<p>x</p>', 'Other server'),
        key: { ...serverKey(2), serverUrl: 'https://inkshelf.example' },
      },
      'journal',
    );
    const list = await drafts.list(SERVER);
    expect(list.map((d) => [d.title, d.words])).toEqual([
      ['Second', 2],
      ['First', 3],
    ]);
    expect(list[0]).toMatchObject({ key: localKey(), novelTitle: 'The Long Road', pending: null, baseUpdatedAt: null });
    expect(await drafts.list('http://127.0.0.1:4000')).toEqual([]);
  });

  it('removes a draft and its snapshots', async () => {
    const drafts = store();
    await drafts.save(draftInput(serverKey(5)), 'manual');
    await drafts.remove(serverKey(5));
    expect(await drafts.load(serverKey(5))).toBeNull();
    expect(await drafts.snapshots(serverKey(5))).toEqual([]);
    expect(await drafts.list(SERVER)).toEqual([]);
  });
});

describe('draft store: snapshots', () => {
  it('snapshots manual saves always, autosaves at most once a minute, journal saves never', async () => {
    const drafts = store();
    const key = serverKey(4);
    await drafts.save(draftInput(key, '<p>a</p>'), 'journal');
    expect(await drafts.snapshots(key)).toEqual([]);
    await drafts.save(draftInput(key, '<p>b</p>'), 'autosave');
    clock += 30_000;
    await drafts.save(draftInput(key, '<p>c</p>'), 'autosave');
    clock += 30_000;
    await drafts.save(draftInput(key, '<p>d d</p>'), 'autosave');
    clock += 1_000;
    await drafts.save(draftInput(key, '<p>e e e</p>'), 'manual');
    const list = await drafts.snapshots(key);
    expect(list.map((s) => s.words)).toEqual([3, 2, 1]);
    expect(list[0]).toMatchObject({ title: 'Chapter one', savedAt: '2026-11-24T12:01:01.000Z' });
    expect((await drafts.loadSnapshot(key, list[2]!.id)).content).toBe('<p>b</p>');
  });

  it('keeps only the newest settings.snapshotsKept snapshots', async () => {
    kept = 3;
    const drafts = store();
    const key = localKey();
    for (let i = 1; i <= 6; i++) {
      clock += 1000;
      await drafts.save(draftInput(key, `<p>v${i}</p>`), 'manual');
    }
    const list = await drafts.snapshots(key);
    expect(list).toHaveLength(3);
    const contents = await Promise.all(list.map(async (s) => (await drafts.loadSnapshot(key, s.id)).content));
    expect(contents).toEqual(['<p>v6</p>', '<p>v5</p>', '<p>v4</p>']);
  });

  it('restores a snapshot as a new revision after snapshotting the current text', async () => {
    const drafts = store();
    const key = serverKey(8);
    await drafts.save(draftInput(key, '<p>old text</p>'), 'manual');
    const [old] = await drafts.snapshots(key);
    clock += 5000;
    await drafts.save(draftInput(key, '<p>newer text, typed since</p>'), 'journal');
    clock += 5000;
    const restored = await drafts.restoreSnapshot(key, old!.id);
    expect(restored).toMatchObject({ content: '<p>old text</p>', revision: 3, key });
    expect(await drafts.load(key)).toEqual(restored);
    const after = await drafts.snapshots(key);
    expect(after).toHaveLength(2);
    expect((await drafts.loadSnapshot(key, after[0]!.id)).content).toBe('<p>newer text, typed since</p>');
    await expect(drafts.restoreSnapshot(key, '1000000000000-r1')).rejects.toThrow(
      /Snapshot 1000000000000-r1 was not found/,
    );
  });
});

describe('draft store: corrupt files and rekey', () => {
  it('moves a corrupt draft aside with a problem naming the file, and still lists the others', async () => {
    const drafts = store();
    await drafts.save(draftInput(serverKey(1), '<p>fine</p>', 'Fine one'), 'journal');
    await drafts.save(draftInput(serverKey(2), '<p>soon broken</p>', 'Broken'), 'journal');
    await drafts.save(draftInput(serverKey(3), '<p>also fine</p>', 'Fine two'), 'journal');
    const paths = draftPaths(dataDir);
    await writeFile(paths.file(serverKey(2)), '{"key": {"serverUrl": "http://127.0.0.1:3000", "novelId": 7, "chapt');
    await writeFile(paths.file(serverKey(3)).replace('n7-c3', 'n7-c4'), JSON.stringify({ hello: 'world' }));

    const fresh = store();
    expect((await fresh.list(SERVER)).map((d) => d.title).sort()).toEqual(['Fine one', 'Fine two']);
    const problems = await fresh.problems();
    expect(problems).toHaveLength(2);
    const broken = problems.find((p) => p.file.endsWith('n7-c2.json'))!;
    expect(broken.message).toContain(paths.file(serverKey(2)));
    expect(broken.message).toContain('not valid JSON');
    expect(path.dirname(broken.movedTo)).toBe(paths.corruptDir);
    expect(await readFile(broken.movedTo, 'utf8')).toContain('"chapt');
    expect((await readdir(paths.corruptDir)).length).toBe(2);
    expect(await fresh.load(serverKey(2))).toBeNull();
    // The slot is free again: the next save starts a fresh file.
    expect((await fresh.save(draftInput(serverKey(2), '<p>rewritten</p>'), 'journal')).revision).toBe(1);
  });

  it('reports a corrupt file met by load and by snapshots without throwing', async () => {
    const drafts = store();
    const key = serverKey(6);
    await drafts.save(draftInput(key), 'manual');
    const paths = draftPaths(dataDir);
    const [snap] = await drafts.snapshots(key);
    await writeFile(paths.snapshotFile(key, snap!.id), '');
    await writeFile(paths.file(key), 'null');
    const fresh = store();
    expect(await fresh.load(key)).toBeNull();
    expect(await fresh.snapshots(key)).toEqual([]);
    const messages = (await fresh.problems()).map((p) => p.message);
    expect(messages).toHaveLength(2);
    expect(messages.join('\n')).toMatch(/is empty/);
    expect(messages.join('\n')).toMatch(/is not a chapter draft/);
  });

  it('re-keys a local draft and its snapshots to the chapter the server created', async () => {
    const drafts = store();
    const from = localKey();
    const to = serverKey(41);
    await drafts.save(draftInput(from, '<p>written offline</p>'), 'manual');
    clock += 1000;
    await drafts.save(draftInput(from, '<p>written offline, more</p>'), 'manual');
    await drafts.rekey(from, to);
    expect(await drafts.load(from)).toBeNull();
    const moved = await drafts.load(to);
    expect(moved).toMatchObject({ key: to, content: '<p>written offline, more</p>', revision: 3 });
    expect((await drafts.list(SERVER)).map((d) => d.key)).toEqual([to]);
    const snaps = await drafts.snapshots(to);
    expect(snaps).toHaveLength(2);
    expect(await drafts.loadSnapshot(to, snaps[1]!.id)).toMatchObject({ key: to, content: '<p>written offline</p>' });
    await expect(drafts.rekey(to, serverKey(42))).rejects.toThrow(/Only a local draft/);
    await expect(drafts.rekey(localKey('ffff'), serverKey(43, 8))).rejects.toThrow(/same server and novel/);
    await expect(drafts.rekey(localKey('ffff'), serverKey(43))).rejects.toThrow(/no local draft/);
  });
});
