import {
  ChapterListSchema,
  ChapterSchema,
  ChapterSummaryListSchema,
  LatestUpdatesSchema,
  MESSAGES,
  MessageResponseSchema,
  NovelSchema,
} from '@inkshelf/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildComment, buildReadingProgress } from '../../../test/factories.ts';
import { getTestServer, type TestServer } from '../../../test/support.ts';
import { publishChapter } from '../../commands/chapter-publisher.ts';
import { Chapter, Comment, ReadingProgress } from '../../entities/index.ts';
import {
  ageNovel,
  cast,
  chapterOf,
  expectError,
  fork,
  novelUpdatedAt,
  someNovel,
  storedChapter,
} from './chapter-test-support.ts';

let server: TestServer;
beforeAll(async () => {
  server = await getTestServer();
});
afterAll(() => server.close());

const V = MESSAGES.validation;
const E = MESSAGES.errors;
const draft = { status: 'draft', publishedAt: null } as const;

describe('PUT /api/chapters/:id/publish', () => {
  it("publishes a draft, stamps publishedAt and bumps the novel's updatedAt", async () => {
    const { novel, owner } = await cast(server);
    const chapter = await chapterOf(server, novel.id, draft);
    const past = await ageNovel(server, novel.id);
    const response = await owner.request('PUT', `/api/chapters/${chapter.id}/publish`);
    expect(response.status).toBe(200);
    const published = ChapterSchema.parse(response.body);
    expect(published).toMatchObject({
      id: chapter.id,
      status: 'published',
      content: chapter.contentText,
      contentHtml: chapter.content,
      wordCount: chapter.wordCount,
    });
    expect(published.publishedAt).not.toBeNull();
    const updatedAt = await novelUpdatedAt(server, novel.id);
    expect(updatedAt.getTime()).toBeGreaterThan(past.getTime());
    expect(updatedAt.toISOString()).toBe(published.updatedAt);
    const list = await server.request('GET', `/api/novels/${novel.id}/chapters`);
    expect(ChapterListSchema.parse(list.body).map((item) => [item.id, item.content])).toEqual([
      [chapter.id, chapter.contentText],
    ]);
    const summaries = await server.request('GET', `/api/novels/${novel.id}/chapters?view=summary`);
    expect(ChapterSummaryListSchema.parse(summaries.body).map((item) => item.id)).toEqual([chapter.id]);
  });

  it('sets publishedAt once: publishing again changes nothing', async () => {
    const { novel, owner } = await cast(server);
    const chapter = await chapterOf(server, novel.id, draft);
    const first = await owner.request('PUT', `/api/chapters/${chapter.id}/publish`);
    const second = await owner.request('PUT', `/api/chapters/${chapter.id}/publish`);
    expect(second.status).toBe(200);
    expect(second.body.publishedAt).toBe(first.body.publishedAt);
    expect(second.body.updatedAt).toBe(first.body.updatedAt);
  });

  it('keeps the first publishedAt when a chapter is taken back to draft and published again (command)', async () => {
    const novel = await someNovel(server);
    const firstPublished = new Date('2025-03-04T05:06:07.089Z');
    const chapter = await chapterOf(server, novel.id, { status: 'draft', publishedAt: firstPublished });
    const published = await publishChapter(fork(server), { id: chapter.id, novelId: novel.id });
    expect(published).toMatchObject({ status: 'published', publishedAt: firstPublished });
    expect((await storedChapter(server, chapter.id))!.publishedAt).toEqual(firstPublished);
  });

  it('lets only the novel owner publish: 401, 403, 403, then 200', async () => {
    const { novel, owner, otherAuthor, reader, anonymous } = await cast(server);
    const chapter = await chapterOf(server, novel.id, draft);
    const url = `/api/chapters/${chapter.id}/publish`;
    expectError(await anonymous.request('PUT', url), 401, E.authenticationRequired);
    expectError(await reader.request('PUT', url), 403, E.editOwnNovelsOnly);
    expectError(await otherAuthor.request('PUT', url), 403, E.editOwnNovelsOnly);
    expect((await storedChapter(server, chapter.id))!.status).toBe('draft');
    expect((await owner.request('PUT', url)).status).toBe(200);
  });

  it("answers 404 for unknown chapters and chapters of someone else's draft novel, 400 for bad ids", async () => {
    const { novel, otherAuthor } = await cast(server, { status: 'draft' });
    const chapter = await chapterOf(server, novel.id, draft);
    expectError(await otherAuthor.request('PUT', `/api/chapters/${chapter.id}/publish`), 404, E.chapterNotFound);
    expectError(await otherAuthor.request('PUT', '/api/chapters/999999/publish'), 404, E.chapterNotFound);
    expectError(await otherAuthor.request('PUT', '/api/chapters/first/publish'), 400, V.positiveId('id'));
  });
});

describe('DELETE /api/chapters/:id', () => {
  it("deletes the chapter and its comments, clears reading progress, and bumps the novel's updatedAt", async () => {
    const { novel, owner } = await cast(server);
    const chapter = await chapterOf(server, novel.id);
    const em = fork(server);
    const loaded = await em.findOneOrFail(Chapter, chapter.id);
    const comment = await buildComment(em, { chapter: loaded });
    const progress = await buildReadingProgress(em, { chapter: loaded });
    const past = await ageNovel(server, novel.id);
    const response = await owner.request('DELETE', `/api/chapters/${chapter.id}`);
    expect(response.status).toBe(200);
    expect(MessageResponseSchema.parse(response.body)).toEqual({ message: 'Chapter deleted' });
    expect(await storedChapter(server, chapter.id)).toBeNull();
    expect(await fork(server).findOne(Comment, comment.id)).toBeNull();
    const kept = await fork(server).findOne(ReadingProgress, progress.id);
    expect(kept?.chapter ?? null).toBeNull();
    expect((await novelUpdatedAt(server, novel.id)).getTime()).toBeGreaterThan(past.getTime());
    expectError(await owner.request('DELETE', `/api/chapters/${chapter.id}`), 404, E.chapterNotFound);
  });

  it('lets only the novel owner delete: 401, 403, 403, then 200', async () => {
    const { novel, owner, otherAuthor, reader, anonymous } = await cast(server);
    const chapter = await chapterOf(server, novel.id);
    const url = `/api/chapters/${chapter.id}`;
    expectError(await anonymous.request('DELETE', url), 401, E.authenticationRequired);
    expectError(await reader.request('DELETE', url), 403, E.editOwnNovelsOnly);
    expectError(await otherAuthor.request('DELETE', url), 403, E.editOwnNovelsOnly);
    expect(await storedChapter(server, chapter.id)).not.toBeNull();
    expect((await owner.request('DELETE', url)).status).toBe(200);
  });

  it('answers 400 for malformed ids and 404 for unknown ones', async () => {
    const { owner } = await cast(server);
    for (const bad of ['x', '0', '-5', '1.5']) {
      expectError(await owner.request('DELETE', `/api/chapters/${bad}`), 400, V.positiveId('id'));
    }
    expectError(await owner.request('DELETE', '/api/chapters/999999'), 404, E.chapterNotFound);
  });
});

describe('GET /api/chapters/latest', () => {
  /** Published chapters of a novel, published at the given minutes past a fixed hour, in order. */
  async function novelWith(minutes: number[], overrides: Parameters<typeof someNovel>[1] = {}) {
    const novel = await someNovel(server, overrides);
    const chapters = [];
    for (const [index, minute] of minutes.entries()) {
      const publishedAt = new Date(Date.UTC(2030, 0, 1, 12, minute));
      chapters.push(await chapterOf(server, novel.id, { chapterNumber: index + 1, publishedAt }));
    }
    return { novel, chapters };
  }

  it('lists published novels by their latest chapter publication, each with its newest chapters', async () => {
    const older = await novelWith([1, 2, 3]);
    const newer = await novelWith([4, 10]);
    const single = await novelWith([6]);
    await chapterOf(server, single.novel.id, { chapterNumber: 2, ...draft });
    await novelWith([30], { status: 'draft' });
    const response = await server.request('GET', '/api/chapters/latest?limit=3');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const items = LatestUpdatesSchema.parse(response.body);
    expect(items.map((item) => item.novel.id)).toEqual([newer.novel.id, single.novel.id, older.novel.id]);
    expect(items.map((item) => item.chapters.map((chapter) => chapter.chapterNumber))).toEqual([[2, 1], [1], [3, 2]]);
    expect(NovelSchema.parse(items[0]!.novel)).toMatchObject({
      title: newer.novel.title,
      authorName: expect.any(String),
    });
    expect(items[0]!.authorUsername).toBe(items[0]!.novel.authorName);
    expect(items[0]!.chapters[0]).not.toHaveProperty('content');
    expect(items[0]!.chapters[0]).not.toHaveProperty('contentHtml');
    expect(items[0]!.chapters[0]).toMatchObject({ id: newer.chapters[1]!.id, status: 'published' });
  });

  it('defaults to 10 items and validates the limit', async () => {
    for (let index = 0; index < 11; index++) await novelWith([40 + index]);
    const response = await server.request('GET', '/api/chapters/latest');
    expect(LatestUpdatesSchema.parse(response.body)).toHaveLength(10);
    for (const bad of ['0', '101', 'ten', '-1']) {
      const refused = await server.request('GET', `/api/chapters/latest?limit=${bad}`);
      expect(refused.status).toBe(400);
      expect(typeof refused.body.message).toBe('string');
    }
  });

  it("finds older novels past one novel's long run of recent chapters", async () => {
    const quiet = await novelWith([59]);
    const busy = await someNovel(server);
    await fork(server).execute(
      `insert into chapters (novel_id, chapter_number, title, content, content_length, status, created_at, updated_at, published_at)
       select ?, n, 'Chapter ' || n, '<p>Text</p>', 4, 'published', now(), now(), timestamptz '2031-01-01' + n * interval '1 second'
       from generate_series(1, 450) n`,
      [busy.id],
    );
    const items = LatestUpdatesSchema.parse((await server.request('GET', '/api/chapters/latest?limit=2')).body);
    expect(items.map((item) => item.novel.id)).toEqual([busy.id, quiet.novel.id]);
    expect(items[0]!.chapters.map((chapter) => chapter.chapterNumber)).toEqual([450, 449]);
  });
});
