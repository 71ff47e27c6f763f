import {
  LatestProgressResponseSchema,
  MESSAGES,
  NovelReadingHistoryResponseSchema,
  ReadingProgressItemSchema,
  ReadingProgressListSchema,
} from '@inkshelf/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAuthor, buildChapter, buildNovel, buildReadingProgress } from '../../../test/factories.ts';
import { getTestServer, type TestAgent, type TestServer } from '../../../test/support.ts';
import { Chapter, Novel, ReadingProgress, User } from '../../entities/index.ts';

let server: TestServer;
beforeAll(async () => {
  server = await getTestServer();
});
afterAll(() => server.close());

const V = MESSAGES.validation;
const E = MESSAGES.errors;
const em = () => server.db.orm.em.fork();

/** A novel (by `author` or a new one) with `chapters` chapters; extra fields apply to every chapter. */
async function novelWithChapters(
  options: { author?: User; chapters?: number; novel?: Partial<Novel>; chapter?: Partial<Chapter> } = {},
) {
  const fork = em();
  const author = options.author ? fork.getReference(User, options.author.id) : await buildAuthor(fork);
  const novel = await buildNovel(fork, { ...options.novel, author });
  const chapters: Chapter[] = [];
  for (let i = 0; i < (options.chapters ?? 2); i++)
    chapters.push(await buildChapter(fork, { ...options.chapter, novel }));
  return { novel, chapters };
}

const save = (agent: TestAgent, json: unknown) => agent.request('POST', '/api/reading-progress', { json });

describe('POST /api/reading-progress', () => {
  it('keeps a progress above 100 (the original client after a chapter was deleted) as 100, the place not lost', async () => {
    const { novel, chapters } = await novelWithChapters();
    const { agent } = await server.signedIn();
    for (const progress of [101, 150, 2_000_000]) {
      const saved = await save(agent, { novelId: novel.id, chapterId: chapters[1]!.id, progress });
      expect(saved.status).toBeLessThan(300);
      expect(ReadingProgressItemSchema.parse(saved.body)).toMatchObject({ chapterId: chapters[1]!.id, progress: 100 });
    }
  });

  it('creates the row (201), then updates the same one per user and novel (200)', async () => {
    const { novel, chapters } = await novelWithChapters();
    const { user, agent } = await server.signedIn();
    const created = await save(agent, { novelId: novel.id, chapterId: chapters[0]!.id, progress: 50 });
    expect(created.status).toBe(201);
    const item = ReadingProgressItemSchema.parse(created.body);
    expect(item).toMatchObject({
      novelId: novel.id,
      chapterId: chapters[0]!.id,
      progress: 50,
      novel: { id: novel.id, title: novel.title, coverImage: null, authorName: expect.any(String) },
      chapter: { id: chapters[0]!.id, chapterNumber: 1, title: chapters[0]!.title },
    });
    const updated = await save(agent, { novelId: novel.id, chapterId: chapters[1]!.id, progress: 100 });
    expect(updated.status).toBe(200);
    expect(ReadingProgressItemSchema.parse(updated.body)).toMatchObject({
      id: item.id,
      chapterId: chapters[1]!.id,
      progress: 100,
    });
    expect(await em().count(ReadingProgress, { user: user.id })).toBe(1);
    // The answer is the row as stored: the history shows the very same item.
    const history = await agent.request('GET', '/api/reading-progress/recent?limit=50');
    expect(history.body).toEqual([updated.body]);
  });

  it('is for every signed-in role (401 when signed out); drafts only for their author', async () => {
    const { user: owner, agent: ownerAgent } = await server.signedIn({ isAuthor: true });
    const { novel, chapters } = await novelWithChapters({ author: owner });
    const body = { novelId: novel.id, chapterId: chapters[0]!.id, progress: 10 };
    for (const agent of [
      (await server.signedIn()).agent,
      (await server.signedIn({ isAuthor: true })).agent,
      ownerAgent,
    ]) {
      expect((await save(agent, body)).status).toBe(201);
    }
    expect(await save(server.agent(), body)).toMatchObject({
      status: 401,
      body: { message: E.authenticationRequired },
    });

    const { agent: reader } = await server.signedIn();
    const draftChapter = await buildChapter(em(), { novel: em().getReference(Novel, novel.id), status: 'draft' });
    const onDraft = { novelId: novel.id, chapterId: draftChapter.id, progress: 1 };
    expect(await save(reader, onDraft)).toMatchObject({ status: 403, body: { message: E.chapterDraft } });
    expect((await save(ownerAgent, onDraft)).status).toBe(200);

    const hidden = await novelWithChapters({ author: owner, novel: { status: 'draft' } });
    const onHidden = { novelId: hidden.novel.id, chapterId: hidden.chapters[0]!.id, progress: 1 };
    expect(await save(reader, onHidden)).toMatchObject({ status: 404, body: { message: E.novelNotFound } });
    expect((await save(ownerAgent, onHidden)).status).toBe(201);
  });

  it('refuses a chapter of another novel or an unknown chapter (400) and an unknown novel (404)', async () => {
    const { novel } = await novelWithChapters();
    const other = await novelWithChapters();
    const { agent } = await server.signedIn();
    for (const chapterId of [other.chapters[0]!.id, 999999]) {
      expect(await save(agent, { novelId: novel.id, chapterId, progress: 5 })).toMatchObject({
        status: 400,
        body: { message: E.chapterNotInNovel, field: 'chapterId' },
      });
    }
    expect(await save(agent, { novelId: 999999, chapterId: other.chapters[0]!.id, progress: 5 })).toMatchObject({
      status: 404,
      body: { message: E.novelNotFound },
    });
  });

  it.each([
    ['progress -1', { progress: -1 }, 'progress', V.progressInvalid],
    ['progress 50.5', { progress: 50.5 }, 'progress', V.progressInvalid],
    ['progress as a word', { progress: 'half' }, 'progress', V.progressInvalid],
    ['a missing progress', { progress: undefined }, 'progress', V.progressInvalid],
    ['a missing novelId', { novelId: undefined }, 'novelId', V.positiveId('novelId')],
    ['a chapterId that is not a number', { chapterId: 'x' }, 'chapterId', V.positiveId('chapterId')],
    ['progress as digits in a string', { progress: '50' }, 'progress', V.progressInvalid],
    ['a novelId as digits in a string', { novelId: '1' }, 'novelId', V.positiveId('novelId')],
    ['a chapterId as digits in a string', { chapterId: '1' }, 'chapterId', V.positiveId('chapterId')],
  ])('answers 400 for %s', async (_label, override, field, message) => {
    const { agent } = await server.signedIn();
    const response = await save(agent, { novelId: 1, chapterId: 1, progress: 0, ...override });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ field, message });
  });

  it('answers 4xx JSON, never 5xx, to malformed bodies', async () => {
    const { agent } = await server.signedIn();
    for (const body of ['[]', 'null', '{"novelId":[1],"chapterId":{},"progress":true}', '{"progress":']) {
      const response = await agent.request('POST', '/api/reading-progress', {
        body,
        headers: { 'content-type': 'application/json' },
      });
      expect(response.status, body).toBeGreaterThanOrEqual(400);
      expect(response.status, body).toBeLessThan(500);
      expect(response.body).toMatchObject({ message: expect.any(String) });
    }
  });
});

describe('GET /api/reading-progress/latest', () => {
  it('answers a JSON null before any reading, then the most recent novel and chapter', async () => {
    const { agent } = await server.signedIn();
    const none = await agent.request('GET', '/api/reading-progress/latest');
    expect(none).toMatchObject({ status: 200, text: 'null' });
    const first = await novelWithChapters();
    const second = await novelWithChapters();
    await save(agent, { novelId: first.novel.id, chapterId: first.chapters[1]!.id, progress: 100 });
    await save(agent, { novelId: second.novel.id, chapterId: second.chapters[0]!.id, progress: 50 });
    const latest = LatestProgressResponseSchema.parse(
      (await agent.request('GET', '/api/reading-progress/latest')).body,
    );
    expect(latest).toMatchObject({
      novel: { id: second.novel.id, title: second.novel.title },
      chapter: { id: second.chapters[0]!.id, chapterNumber: 1, novelId: second.novel.id, readingTimeMinutes: 1 },
      progress: 50,
    });

    // A novel turned back into a draft is skipped.
    await em().nativeUpdate(Novel, { id: second.novel.id }, { status: 'draft' });
    const fallback = LatestProgressResponseSchema.parse(
      (await agent.request('GET', '/api/reading-progress/latest')).body,
    );
    expect(fallback).toMatchObject({ novel: { id: first.novel.id }, chapter: { chapterNumber: 2 } });
  });

  it('is for signed-in users only (401)', async () => {
    expect((await server.request('GET', '/api/reading-progress/latest')).status).toBe(401);
  });
});

describe('GET /api/reading-progress/recent', () => {
  it('lists the caller’s history newest first, honouring limit', async () => {
    const { user, agent } = await server.signedIn();
    const books = [await novelWithChapters(), await novelWithChapters(), await novelWithChapters()];
    for (const { novel, chapters } of books) {
      await save(agent, { novelId: novel.id, chapterId: chapters[0]!.id, progress: 30 });
    }
    const fork = em();
    const chapter = await fork.findOneOrFail(Chapter, books[0]!.chapters[0]!.id);
    await buildReadingProgress(fork, { chapter }); // another reader's history
    const response = await agent.request('GET', '/api/reading-progress/recent');
    expect(response.status).toBe(200);
    const items = ReadingProgressListSchema.parse(response.body);
    expect(items.map((item) => item.novelId)).toEqual(books.map(({ novel }) => novel.id).reverse());
    expect(await em().count(ReadingProgress, { user: user.id })).toBe(3);
    const limited = ReadingProgressListSchema.parse(
      (await agent.request('GET', '/api/reading-progress/recent?limit=2')).body,
    );
    expect(limited.map((item) => item.novelId)).toEqual([books[2]!.novel.id, books[1]!.novel.id]);
  });

  it('shows a deleted chapter as null and a novel turned draft as null', async () => {
    const { agent } = await server.signedIn();
    const gone = await novelWithChapters();
    const hidden = await novelWithChapters();
    await save(agent, { novelId: gone.novel.id, chapterId: gone.chapters[0]!.id, progress: 40 });
    await save(agent, { novelId: hidden.novel.id, chapterId: hidden.chapters[0]!.id, progress: 60 });
    await em().nativeDelete(Chapter, { id: gone.chapters[0]!.id });
    await em().nativeUpdate(Novel, { id: hidden.novel.id }, { status: 'draft' });
    const items = ReadingProgressListSchema.parse((await agent.request('GET', '/api/reading-progress/recent')).body);
    expect(items).toEqual([
      expect.objectContaining({ novelId: hidden.novel.id, novel: null, chapter: null, progress: 60 }),
      expect.objectContaining({ novelId: gone.novel.id, chapterId: null, chapter: null, novel: expect.any(Object) }),
    ]);
  });

  it.each(['0', '101', 'abc', '1.5'])('answers 400 for limit=%s, and 401 when signed out', async (limit) => {
    const { agent } = await server.signedIn();
    const response = await agent.request('GET', `/api/reading-progress/recent?limit=${limit}`);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ field: 'limit' });
    expect((await server.request('GET', '/api/reading-progress/recent')).status).toBe(401);
  });
});

describe('GET /api/novels/:id/reading-history', () => {
  it('answers where the caller stopped in the novel, or a JSON null', async () => {
    const { novel, chapters } = await novelWithChapters({ chapters: 3 });
    const { agent } = await server.signedIn();
    const none = await agent.request('GET', `/api/novels/${novel.id}/reading-history`);
    expect(none).toMatchObject({ status: 200, text: 'null' });
    await save(agent, { novelId: novel.id, chapterId: chapters[2]!.id, progress: 100 });
    const history = await agent.request('GET', `/api/novels/${novel.id}/reading-history`);
    expect(NovelReadingHistoryResponseSchema.parse(history.body)).toEqual({
      chapterId: chapters[2]!.id,
      chapterNumber: 3,
    });
    await em().nativeDelete(Chapter, { id: chapters[2]!.id });
    expect((await agent.request('GET', `/api/novels/${novel.id}/reading-history`)).text).toBe('null');
  });

  it('answers 401 when signed out and 400 for a bad id', async () => {
    expect((await server.request('GET', '/api/novels/1/reading-history')).status).toBe(401);
    const { agent } = await server.signedIn();
    expect((await agent.request('GET', '/api/novels/one/reading-history')).status).toBe(400);
  });
});
