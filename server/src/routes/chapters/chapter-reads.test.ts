import {
  ChapterListSchema,
  ChapterReadSchema,
  ChapterReadTextSchema,
  ChapterSummaryListSchema,
  MESSAGES,
} from '@inkshelf/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTestServer, type TestServer } from '../../../test/support.ts';
import { cast, chapterOf, expectError, someNovel, storedChapter } from './chapter-test-support.ts';

let server: TestServer;
beforeAll(async () => {
  server = await getTestServer();
});
afterAll(() => server.close());

const E = MESSAGES.errors;

describe('GET /api/novels/:novelId/chapters', () => {
  it('lists published chapters by number, with reading time from the stored length, in both views', async () => {
    const novel = await someNovel(server);
    const third = await chapterOf(server, novel.id, { chapterNumber: 3, contentLength: 2500 });
    const first = await chapterOf(server, novel.id, { chapterNumber: 1, contentLength: 999 });
    await chapterOf(server, novel.id, { chapterNumber: 2, status: 'draft', publishedAt: null });
    for (const [url, schema] of [
      [`/api/novels/${novel.id}/chapters?view=summary`, ChapterSummaryListSchema],
      [`/api/novels/${novel.id}/chapters`, ChapterListSchema],
    ] as const) {
      const response = await server.request('GET', url);
      expect(response.status).toBe(200);
      const chapters = schema.parse(response.body);
      expect(chapters.map((chapter) => [chapter.id, chapter.chapterNumber, chapter.readingTimeMinutes])).toEqual([
        [first.id, 1, 1],
        [third.id, 3, 3],
      ]);
      expect(chapters[0]).toMatchObject({ novelId: novel.id, title: first.title, status: 'published', viewCount: 0 });
      expect(response.body[0]).not.toHaveProperty('contentHtml');
    }
  });

  it('leaves the text out of the summary view and gives the text format in the full one', async () => {
    const novel = await someNovel(server);
    await chapterOf(server, novel.id, { chapterNumber: 1 });
    const summary = await server.request('GET', `/api/novels/${novel.id}/chapters?view=summary`);
    expect(summary.body[0]).not.toHaveProperty('content');
    expect(summary.body[0]).toMatchObject({ wordCount: 4 });
    const full = await server.request('GET', `/api/novels/${novel.id}/chapters?view=full`);
    expect(full.body[0]).toMatchObject({ content: 'Once upon a time.', wordCount: 4 });
  });

  it("gives the novel's author the drafts too, and nobody else", async () => {
    const { novel, owner, otherAuthor, reader, anonymous } = await cast(server);
    await chapterOf(server, novel.id, { chapterNumber: 1 });
    await chapterOf(server, novel.id, { chapterNumber: 2, status: 'draft', publishedAt: null });
    const numbers = async (agent: typeof owner) => {
      const response = await agent.request('GET', `/api/novels/${novel.id}/chapters?view=summary`);
      expect(response.status).toBe(200);
      return ChapterSummaryListSchema.parse(response.body).map((chapter) => [chapter.chapterNumber, chapter.status]);
    };
    expect(await numbers(owner)).toEqual([
      [1, 'published'],
      [2, 'draft'],
    ]);
    for (const agent of [otherAuthor, reader, anonymous]) expect(await numbers(agent)).toEqual([[1, 'published']]);
  });

  it('answers an empty list for a novel without chapters, in both views', async () => {
    const novel = await someNovel(server);
    for (const query of ['', '?view=summary']) {
      const response = await server.request('GET', `/api/novels/${novel.id}/chapters${query}`);
      expect(response).toMatchObject({ status: 200, body: [] });
    }
  });

  it('hides a draft novel (404) from everyone but its author', async () => {
    const { novel, owner, otherAuthor, reader, anonymous } = await cast(server, { status: 'draft' });
    await chapterOf(server, novel.id);
    for (const agent of [otherAuthor, reader, anonymous]) {
      expectError(await agent.request('GET', `/api/novels/${novel.id}/chapters`), 404, E.novelNotFound);
      expectError(await agent.request('GET', `/api/novels/${novel.id}/chapters?view=summary`), 404, E.novelNotFound);
    }
    expect((await owner.request('GET', `/api/novels/${novel.id}/chapters`)).body).toHaveLength(1);
    expect((await owner.request('GET', `/api/novels/${novel.id}/chapters?view=summary`)).body).toHaveLength(1);
  });

  it('answers 404 for an unknown novel and 400 for a malformed id', async () => {
    expectError(await server.request('GET', '/api/novels/999999/chapters'), 404, E.novelNotFound);
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999']) {
      expectError(
        await server.request('GET', `/api/novels/${bad}/chapters`),
        400,
        MESSAGES.validation.positiveId('novelId'),
      );
    }
  });
});

describe('GET /api/novels/:novelId/chapters/:slot', () => {
  it('reads a chapter by number, with its novel and its published neighbours, its text as text by default', async () => {
    const { novel, ownerUser } = await cast(server);
    await chapterOf(server, novel.id, { chapterNumber: 1 });
    await chapterOf(server, novel.id, { chapterNumber: 2, status: 'draft', publishedAt: null });
    const chapter = await chapterOf(server, novel.id, { chapterNumber: 3, authorNote: 'Thanks for reading' });
    await chapterOf(server, novel.id, { chapterNumber: 4, status: 'draft', publishedAt: null });
    const response = await server.request('GET', `/api/novels/${novel.id}/chapters/3`);
    expect(response.status).toBe(200);
    expect(response.body).not.toHaveProperty('contentHtml');
    const read = ChapterReadTextSchema.parse(response.body);
    expect(read).toMatchObject({
      id: chapter.id,
      novelId: novel.id,
      chapterNumber: 3,
      content: 'Once upon a time.',
      wordCount: 4,
      authorNote: 'Thanks for reading',
      status: 'published',
      novel: { id: novel.id, title: novel.title, authorId: ownerUser.id, authorName: ownerUser.username },
      previousChapterNumber: 1,
      nextChapterNumber: null,
    });
    // ?format=text names the default: the same answer.
    const explicit = await server.request('GET', `/api/novels/${novel.id}/chapters/3?format=text`);
    expect(explicit.status).toBe(200);
    expect(explicit.body).not.toHaveProperty('contentHtml');
    expect(ChapterReadTextSchema.parse(explicit.body)).toEqual({ ...read, viewCount: explicit.body.viewCount });
  });

  it('reads the sanitised HTML as contentHtml with ?format=html, without the text, the other fields the same', async () => {
    const { novel } = await cast(server);
    await chapterOf(server, novel.id, { chapterNumber: 1 });
    await chapterOf(server, novel.id, { chapterNumber: 2, authorNote: 'Thanks for reading' });
    const asText = await server.request('GET', `/api/novels/${novel.id}/chapters/2`);
    const asHtml = await server.request('GET', `/api/novels/${novel.id}/chapters/2?format=html`);
    expect([asText.status, asHtml.status]).toEqual([200, 200]);
    expect(asHtml.body).not.toHaveProperty('content');
    const html = ChapterReadSchema.parse(asHtml.body);
    expect(html.contentHtml).toBe('<p>Once upon a time.</p>');
    const { content, ...textRest } = ChapterReadTextSchema.parse(asText.body);
    const { contentHtml: _html, ...htmlRest } = html;
    expect(content).toBe('Once upon a time.');
    expect(htmlRest).toEqual({ ...textRest, viewCount: htmlRest.viewCount });
    expect(htmlRest).toMatchObject({
      authorNote: 'Thanks for reading',
      previousChapterNumber: 1,
      nextChapterNumber: null,
    });
  });

  it('answers 400 for a format other than text or html', async () => {
    const novel = await someNovel(server);
    await chapterOf(server, novel.id, { chapterNumber: 1 });
    for (const query of ['format=xml', 'format=HTML', 'format=', 'format=markdown', 'format=text&format=html']) {
      expectError(
        await server.request('GET', `/api/novels/${novel.id}/chapters/1?${query}`),
        400,
        MESSAGES.validation.chapterFormatInvalid,
        'format',
      );
    }
    // Other query parameters are ignored, as on every read.
    const other = await server.request('GET', `/api/novels/${novel.id}/chapters/1?from=list`);
    expect(other.status).toBe(200);
    expect(ChapterReadTextSchema.parse(other.body).content).toBe('Once upon a time.');
  });

  it("counts drafts as neighbours for the novel's author", async () => {
    const { novel, owner } = await cast(server);
    await chapterOf(server, novel.id, { chapterNumber: 1 });
    await chapterOf(server, novel.id, { chapterNumber: 2, status: 'draft', publishedAt: null });
    await chapterOf(server, novel.id, { chapterNumber: 3 });
    await chapterOf(server, novel.id, { chapterNumber: 5, status: 'draft', publishedAt: null });
    const read = ChapterReadTextSchema.parse((await owner.request('GET', `/api/novels/${novel.id}/chapters/3`)).body);
    expect([read.previousChapterNumber, read.nextChapterNumber]).toEqual([2, 5]);
    const first = ChapterReadSchema.parse(
      (await owner.request('GET', `/api/novels/${novel.id}/chapters/1?format=html`)).body,
    );
    expect([first.previousChapterNumber, first.nextChapterNumber]).toEqual([null, 2]);
  });

  it('tries the slot as a chapter number first, then as a chapter id of that novel', async () => {
    const novel = await someNovel(server);
    const one = await chapterOf(server, novel.id, { chapterNumber: 1 });
    const two = await chapterOf(server, novel.id, { chapterNumber: 2 });
    expect(two.id).toBeGreaterThan(2); // so that the id is not also a chapter number here
    const byId = await server.request('GET', `/api/novels/${novel.id}/chapters/${two.id}`);
    expect(ChapterReadTextSchema.parse(byId.body).id).toBe(two.id);
    const byIdAsHtml = await server.request('GET', `/api/novels/${novel.id}/chapters/${two.id}?format=html`);
    expect(ChapterReadSchema.parse(byIdAsHtml.body)).toMatchObject({ id: two.id, contentHtml: two.content });
    // A number wins over an id: give a chapter the number equal to `one.id`.
    const numbered = await chapterOf(server, novel.id, { chapterNumber: one.id });
    for (const query of ['', '?format=html']) {
      const byNumber = await server.request('GET', `/api/novels/${novel.id}/chapters/${one.id}${query}`);
      expect(byNumber.body.id, query).toBe(numbered.id);
    }
  });

  it("does not reach another novel's chapter through its id", async () => {
    const novel = await someNovel(server);
    await chapterOf(server, novel.id, { chapterNumber: 1 });
    const elsewhere = await chapterOf(server, (await someNovel(server)).id, { chapterNumber: 1 });
    expect(elsewhere.id).toBeGreaterThan(1);
    expectError(
      await server.request('GET', `/api/novels/${novel.id}/chapters/${elsewhere.id}`),
      404,
      E.chapterNotFound,
    );
    expectError(await server.request('GET', `/api/novels/${novel.id}/chapters/424242`), 404, E.chapterNotFound);
  });

  it("refuses a draft to everyone but the novel's author, signed out included (403)", async () => {
    const { novel, owner, otherAuthor, reader, anonymous } = await cast(server);
    const draft = await chapterOf(server, novel.id, { chapterNumber: 1, status: 'draft', publishedAt: null });
    for (const agent of [otherAuthor, reader, anonymous]) {
      for (const target of [1, draft.id, '1?format=html']) {
        expectError(await agent.request('GET', `/api/novels/${novel.id}/chapters/${target}`), 403, E.chapterDraft);
      }
    }
    const own = await owner.request('GET', `/api/novels/${novel.id}/chapters/1`);
    expect(ChapterReadTextSchema.parse(own.body)).toMatchObject({ id: draft.id, status: 'draft', publishedAt: null });
    const ownHtml = await owner.request('GET', `/api/novels/${novel.id}/chapters/1?format=html`);
    expect(ChapterReadSchema.parse(ownHtml.body)).toMatchObject({ id: draft.id, contentHtml: draft.content });
  });

  it('hides the chapters of a draft novel (404) from everyone but its author', async () => {
    const { novel, owner, reader, anonymous } = await cast(server, { status: 'draft' });
    await chapterOf(server, novel.id, { chapterNumber: 1 });
    for (const agent of [reader, anonymous]) {
      for (const query of ['', '?format=html']) {
        expectError(await agent.request('GET', `/api/novels/${novel.id}/chapters/1${query}`), 404, E.novelNotFound);
      }
    }
    expect((await owner.request('GET', `/api/novels/${novel.id}/chapters/1`)).status).toBe(200);
  });

  it('counts one view per visitor per hour, and none for drafts', async () => {
    const { novel, owner, reader, anonymous } = await cast(server);
    const chapter = await chapterOf(server, novel.id, { chapterNumber: 1 });
    const draft = await chapterOf(server, novel.id, { chapterNumber: 2, status: 'draft', publishedAt: null });
    const first = await reader.request('GET', `/api/novels/${novel.id}/chapters/1`);
    expect(first.body.viewCount).toBe(1);
    const again = await reader.request('GET', `/api/novels/${novel.id}/chapters/1`);
    expect(again.body.viewCount).toBe(1);
    // The other form of the same chapter is the same view.
    const asHtml = await reader.request('GET', `/api/novels/${novel.id}/chapters/1?format=html`);
    expect(asHtml.body.viewCount).toBe(1);
    await anonymous.request('GET', `/api/novels/${novel.id}/chapters/1`);
    // Views are written behind, once per interval (view-counter.test.ts); flushing writes them now.
    await server.deps.views.flush();
    expect((await storedChapter(server, chapter.id))!.viewCount).toBe(2);
    expect((await anonymous.request('GET', `/api/novels/${novel.id}/chapters/1`)).body.viewCount).toBe(2);
    await owner.request('GET', `/api/novels/${novel.id}/chapters/2`);
    await server.deps.views.flush();
    expect((await storedChapter(server, draft.id))!.viewCount).toBe(0);
  });

  it('answers 400 for malformed slots and ids', async () => {
    const novel = await someNovel(server);
    for (const bad of ['first', '0', '-2', '2.5', '1e3', '3000000000']) {
      expectError(
        await server.request('GET', `/api/novels/${novel.id}/chapters/${bad}`),
        400,
        MESSAGES.validation.positiveId('chapterNumber'),
      );
    }
    expectError(
      await server.request('GET', '/api/novels/x/chapters/1'),
      400,
      MESSAGES.validation.positiveId('novelId'),
    );
  });
});
