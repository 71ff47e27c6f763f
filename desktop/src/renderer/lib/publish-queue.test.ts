/// <reference types="node" />
/**
 * The publish queue and sendDraft over the real draft store (files in a temp folder) and an in-memory server
 * that behaves like the content API: POST gives the next number, PUT checks expectedUpdatedAt (409 with the
 * current chapter), an unreachable server throws status 0.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ApiError, NETWORK_ERROR_DETAIL } from '@inkshelf/api-client';
import type { Chapter, ChapterSummary } from '@inkshelf/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDraftStore, type DraftStore } from '../../main/handlers/drafts/store.ts';
import type { DraftSaveInput } from '../../shared/bridge.ts';
import { newChapterKey, serverChapterKey } from './draft-keys.ts';
import { createPublishQueue, type QueueEvent } from './publish-queue.ts';
import {
  conflictChapter,
  sendDraft,
  statusFor,
  type ChapterApi,
  type ChapterCreate,
  type ChapterUpdate,
} from './send-draft.ts';

const serverUrl = 'https://inkshelf.example';
const novelId = 3;

class FakeServer implements ChapterApi {
  chapters: Chapter[] = [];
  online = true;
  calls: string[] = [];
  /** The bodies of POST and PUT, as sent. */
  bodies: (ChapterCreate | ChapterUpdate)[] = [];
  private clock = Date.parse('2026-11-24T10:00:00.000Z');

  private tick(): string {
    this.clock += 1000;
    return new Date(this.clock).toISOString();
  }
  private reach(call: string): void {
    this.calls.push(call);
    if (!this.online) throw new ApiError(0, NETWORK_ERROR_DETAIL);
  }
  add(over: Partial<Chapter> = {}): Chapter {
    const now = this.tick();
    const chapter: Chapter = {
      id: 100 + this.chapters.length,
      novelId,
      chapterNumber: this.chapters.length + 1,
      title: 'On the server',
      content: 'Server text.',
      contentHtml: '<p>Server text.</p>',
      authorNote: null,
      viewCount: 0,
      status: 'draft',
      createdAt: now,
      updatedAt: now,
      publishedAt: null,
      readingTimeMinutes: 1,
      wordCount: 2,
      ...over,
    };
    this.chapters.push(chapter);
    return chapter;
  }
  createChapter(_novel: number, body: ChapterCreate): Promise<Chapter> {
    this.reach('POST');
    this.bodies.push(body);
    const { chapterNumber, ...rest } = body;
    return Promise.resolve(this.add({ ...rest, ...(chapterNumber ? { chapterNumber } : {}) }));
  }
  listChapterSummaries(): Promise<ChapterSummary[]> {
    this.reach('LIST');
    return Promise.resolve(this.chapters.map(({ content: _text, contentHtml: _html, ...summary }) => summary));
  }
  updateChapter(_novel: number, chapterNumber: number, body: ChapterUpdate): Promise<Chapter> {
    this.reach(`PUT ${chapterNumber}`);
    this.bodies.push(body);
    const chapter = this.chapters.find((item) => item.chapterNumber === chapterNumber);
    if (!chapter) throw new ApiError(404, 'Chapter not found');
    if (body.expectedUpdatedAt && body.expectedUpdatedAt !== chapter.updatedAt) {
      throw new ApiError(409, 'changed elsewhere', { body: { message: 'changed elsewhere', current: { ...chapter } } });
    }
    const { expectedUpdatedAt: _expected, ...fields } = body;
    Object.assign(chapter, fields, { updatedAt: this.tick() });
    return Promise.resolve({ ...chapter });
  }
}

let dataDir: string;
let drafts: DraftStore;
let server: FakeServer;

beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-queue-'));
  drafts = createDraftStore({ dataDir, snapshotsKept: () => Promise.resolve(20) });
  server = new FakeServer();
});
afterEach(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function input(over: Partial<DraftSaveInput> = {}): DraftSaveInput {
  return {
    key: newChapterKey(serverUrl, novelId, '0b0e7c4e-1b8e-4f57-9a52-1f0f5b7e6d11'),
    novelTitle: 'Novel',
    title: 'Written offline',
    chapterNumber: null,
    content: '<p>Offline words.</p>',
    authorNote: '',
    baseUpdatedAt: null,
    serverStatus: null,
    pending: 'publish',
    ...over,
  };
}

async function saved(over: Partial<DraftSaveInput> = {}) {
  const draft = input(over);
  await drafts.save(draft, 'manual');
  const loaded = await drafts.load(draft.key);
  if (!loaded) throw new Error('not saved');
  return loaded;
}

describe('sendDraft', () => {
  it('publishes a new chapter with POST and removes the local draft', async () => {
    const draft = await saved();
    const outcome = await sendDraft(draft, server, drafts);
    expect(outcome).toMatchObject({
      kind: 'sent',
      key: null,
      chapter: { title: 'Written offline', status: 'published' },
    });
    expect(server.calls).toEqual(['POST']);
    // The draft's HTML goes out as contentHtml (the draft file keeps it as `content`), never as the text format.
    expect(server.bodies[0]).toMatchObject({ contentHtml: '<p>Offline words.</p>' });
    expect(server.bodies[0]).not.toHaveProperty('content');
    expect(await drafts.list(serverUrl)).toEqual([]);
  });

  it('keeps a draft typed on meanwhile, re-keyed to the server id and no longer waiting', async () => {
    const draft = await saved({ pending: 'save-draft' });
    await drafts.save(input({ content: '<p>Offline words. And more.</p>' }), 'journal');
    const outcome = await sendDraft(draft, server, drafts);
    if (outcome.kind !== 'sent') throw new Error(outcome.kind);
    expect(outcome.chapter.status).toBe('draft');
    expect(outcome.key).toEqual(serverChapterKey(serverUrl, novelId, outcome.chapter.id));
    const kept = await drafts.load(serverChapterKey(serverUrl, novelId, outcome.chapter.id));
    expect(kept).toMatchObject({
      content: '<p>Offline words. And more.</p>',
      pending: null,
      baseUpdatedAt: outcome.chapter.updatedAt,
    });
    expect(await drafts.load(draft.key)).toBeNull();
  });

  it('updates an existing chapter by its current number with expectedUpdatedAt', async () => {
    server.add();
    const chapter = server.add({ chapterNumber: 5, status: 'published' });
    const draft = await saved({
      key: serverChapterKey(serverUrl, novelId, chapter.id),
      baseUpdatedAt: chapter.updatedAt,
      serverStatus: 'published',
      pending: 'save-draft',
      title: 'Edited',
    });
    const outcome = await sendDraft(draft, server, drafts);
    expect(outcome).toMatchObject({
      kind: 'sent',
      chapter: { title: 'Edited', status: 'published', chapterNumber: 5 },
    });
    expect(server.calls).toEqual(['LIST', 'PUT 5']);
    expect(server.bodies[0]).toMatchObject({
      contentHtml: '<p>Offline words.</p>',
      expectedUpdatedAt: draft.baseUpdatedAt,
    });
    expect(server.bodies[0]).not.toHaveProperty('content');
  });

  it('reports a conflict with their version when the server moved, and changes nothing', async () => {
    const chapter = server.add();
    const draft = await saved({
      key: serverChapterKey(serverUrl, novelId, chapter.id),
      baseUpdatedAt: chapter.updatedAt,
      serverStatus: 'draft',
    });
    await server.updateChapter(novelId, 1, { contentHtml: '<p>Theirs.</p>' });
    const outcome = await sendDraft(draft, server, drafts);
    expect(outcome).toMatchObject({ kind: 'conflict', theirs: { contentHtml: '<p>Theirs.</p>' } });
    expect(server.chapters[0]?.contentHtml).toBe('<p>Theirs.</p>');
    expect(await drafts.load(draft.key)).toMatchObject({ pending: 'publish', content: '<p>Offline words.</p>' });
  });

  it('takes a 409 for a conflict only when its current chapter carries contentHtml', () => {
    const current = server.add();
    const conflict = (body: unknown) => conflictChapter(new ApiError(409, 'changed elsewhere', { body }));
    expect(conflict({ message: 'changed elsewhere', current })).toEqual(current);
    const { contentHtml: _html, ...textOnly } = current;
    expect(conflict({ message: 'changed elsewhere', current: textOnly })).toBeNull();
    expect(conflict({ message: 'changed elsewhere' })).toBeNull();
  });

  it('says offline when the server cannot be reached, and keeps the draft waiting', async () => {
    server.online = false;
    const draft = await saved();
    expect(await sendDraft(draft, server, drafts)).toEqual({ kind: 'offline' });
    expect(await drafts.load(draft.key)).toMatchObject({ pending: 'publish' });
  });

  it('sends the status a button asks for', () => {
    expect(statusFor({ pending: 'publish', serverStatus: 'draft' })).toBe('published');
    expect(statusFor({ pending: 'save-draft', serverStatus: null })).toBe('draft');
    expect(statusFor({ pending: 'save-draft', serverStatus: 'published' })).toBeUndefined();
  });
});

describe('publish queue', () => {
  it('sends only waiting drafts; offline stops the pass; back online sends them', async () => {
    const queue = createPublishQueue();
    const events: QueueEvent[] = [];
    queue.subscribe((event) => events.push(event));
    await saved({ key: newChapterKey(serverUrl, novelId, '11111111-1111-4111-8111-111111111111'), title: 'One' });
    await saved({ key: newChapterKey(serverUrl, novelId, '22222222-2222-4222-8222-222222222222'), title: 'Two' });
    await saved({
      key: newChapterKey(serverUrl, novelId, '33333333-3333-4333-8333-333333333333'),
      title: 'Idle',
      pending: null,
    });
    const deps = { serverUrl, api: server, drafts };

    server.online = false;
    await queue.run(deps);
    expect(events.map((event) => event.outcome.kind)).toEqual(['offline']);
    expect((await drafts.list(serverUrl)).filter((d) => d.pending)).toHaveLength(2);

    server.online = true;
    await queue.run(deps);
    expect(server.chapters.map((chapter) => chapter.title).sort()).toEqual(['One', 'Two']);
    expect((await drafts.list(serverUrl)).map((d) => d.title)).toEqual(['Idle']);
  });

  it('parks a conflict until the author resolves it', async () => {
    const queue = createPublishQueue();
    const chapter = server.add();
    const key = serverChapterKey(serverUrl, novelId, chapter.id);
    await saved({ key, baseUpdatedAt: chapter.updatedAt, serverStatus: 'draft' });
    await server.updateChapter(novelId, 1, { contentHtml: '<p>Theirs.</p>' });
    const deps = { serverUrl, api: server, drafts };

    await queue.run(deps);
    const theirs = queue.conflictOf(key);
    expect(theirs?.contentHtml).toBe('<p>Theirs.</p>');
    server.calls = [];
    await queue.run(deps);
    expect(server.calls).toEqual([]);

    // Keep mine: rebase on their version, resolve, send.
    const mine = await drafts.load(key);
    if (!mine || !theirs) throw new Error('missing');
    const { savedAt: _s, revision: _r, ...rest } = mine;
    await drafts.save({ ...rest, baseUpdatedAt: theirs.updatedAt }, 'manual');
    queue.resolve(key);
    await queue.run(deps);
    expect(server.chapters[0]).toMatchObject({ contentHtml: '<p>Offline words.</p>', status: 'published' });
    expect(queue.conflictOf(key)).toBeNull();
    expect(await drafts.load(key)).toBeNull();
  });

  it('records a refusal and keeps the draft', async () => {
    const queue = createPublishQueue();
    const refusing: ChapterApi = {
      ...server,
      createChapter: () => Promise.reject(new ApiError(400, 'Chapter title is required')),
      listChapterSummaries: () => Promise.resolve([]),
      updateChapter: () => Promise.reject(new Error('unused')),
    };
    const draft = await saved({ title: '' });
    await queue.run({ serverUrl, api: refusing, drafts });
    expect(queue.store.getState().failures).toEqual({
      [`${serverUrl}|${novelId}|${draft.key.localId}`]: 'Chapter title is required',
    });
    expect(await drafts.load(draft.key)).not.toBeNull();
  });

  it('lets the open editor flush before each send and hold its saves until listeners heard the outcome', async () => {
    const queue = createPublishQueue();
    const order: string[] = [];
    queue.subscribe(({ outcome }) => order.push(`event ${outcome.kind}`));
    await saved();
    await queue.run({
      serverUrl,
      api: server,
      drafts,
      beforeSend: () => {
        order.push('before');
        return Promise.resolve();
      },
      afterSend: () => order.push('after'),
    });
    expect(order).toEqual(['before', 'event sent', 'after']);
  });

  it('runs again when asked during a run instead of running twice at once', async () => {
    const queue = createPublishQueue();
    await saved();
    const deps = { serverUrl, api: server, drafts };
    const first = queue.run(deps);
    const second = queue.run(deps);
    await Promise.all([first, second]);
    expect(server.calls.filter((call) => call === 'POST')).toHaveLength(1);
    expect(queue.store.getState().running).toBe(false);
  });
});
