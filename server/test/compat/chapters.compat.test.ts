/**
 * Compatibility: chapters (the SPEC section 7 chapter rows, Chapter of section 3, sections 2 and 4, errors of section
 * 8; wire facts 1-3: content is TEXT, contentHtml sanitised HTML). Our own clients read the HTML form (?format=html),
 * which the HTML checks here ask for.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../support.ts';
import {
  Browser,
  createChapter,
  createNovel,
  expectChapter,
  expectDate,
  expectError,
  expectId,
  expectOk,
  registerReader,
  signedInAuthor,
  pluck,
  startServer,
  type Account,
  type Json,
} from './compat-support.ts';

let server: TestServer;
let author: Account;
let visitor: Browser;
beforeAll(async () => {
  server = await startServer();
  author = await signedInAuthor(server);
  visitor = new Browser(server);
});
afterAll(() => server.close());

const FORMATTED =
  'First paragraph with **bold**, *italic* and __underline__.\n\n## A heading\n\n> A quote\n\n* * *\n\nLast paragraph.';
const ALLOWED_TAGS = ['p', 'br', 'strong', 'em', 'u', 'h2', 'h3', 'blockquote', 'hr'];

const tagsOf = (html: string): string[] => [...html.matchAll(/<\/?([a-z][a-z0-9]*)/gi)].map((m) => m[1]!.toLowerCase());

const readChapter = (browser: Browser, novelId: number, slot: number) =>
  browser.get(`/api/novels/${novelId}/chapters/${slot}`);

/** The same read in the HTML form our own clients use: contentHtml (sanitised HTML). */
const readChapterHtml = (browser: Browser, novelId: number, slot: number) =>
  browser.get(`/api/novels/${novelId}/chapters/${slot}?format=html`);

describe('chapter text format (wire fact 1)', () => {
  it('stores content posted as text and reads it back as text, and as sanitised contentHtml with ?format=html', async () => {
    const novel = await createNovel(author);
    const created = await createChapter(author, novel.id, { chapterNumber: 1, content: FORMATTED });
    expect(created.status).toBe('published');
    const response = await readChapter(visitor, novel.id, 1);
    expect(response.status).toBe(200);
    expectChapter(response.body);
    const { content } = response.body as { content: string };
    for (const marker of [
      '**bold**',
      '*italic*',
      '__underline__',
      '## A heading',
      '> A quote',
      '* * *',
      'Last paragraph.',
    ]) {
      expect(content).toContain(marker);
    }
    expect(content.split('\n\n').length).toBeGreaterThanOrEqual(5);
    expect(content).not.toMatch(/<[a-z/]/i);
    const asHtml = await readChapterHtml(visitor, novel.id, 1);
    expect(asHtml.status).toBe(200);
    expect(asHtml.body.id).toBe(response.body.id);
    const { contentHtml } = asHtml.body as { contentHtml: string };
    expect(typeof contentHtml).toBe('string');
    for (const html of ['<strong>bold</strong>', '<em>italic</em>', '<u>underline</u>', '<h2>A heading</h2>']) {
      expect(contentHtml).toContain(html);
    }
    expect(contentHtml).toContain('<blockquote');
    expect(contentHtml).toContain('<hr');
    expect(contentHtml.match(/<(?:p|h2|h3|blockquote|hr)\b/g)?.length ?? 0).toBeGreaterThanOrEqual(5);
    for (const tag of tagsOf(contentHtml)) expect(ALLOWED_TAGS).toContain(tag);
  });

  it('keeps literal angle brackets as text: content reads them back, contentHtml escapes them', async () => {
    const novel = await createNovel(author);
    await createChapter(author, novel.id, { chapterNumber: 1, content: 'a <b>not bold</b> c' });
    const { body } = await readChapter(visitor, novel.id, 1);
    expect(body.content).toContain('a <b>not bold</b> c');
    const { body: html } = await readChapterHtml(visitor, novel.id, 1);
    expect(html.contentHtml).toContain('&lt;b&gt;');
    expect(html.contentHtml).not.toContain('<b>');
  });

  it('also accepts contentHtml in a write (our own clients) and answers its text form in content', async () => {
    const novel = await createNovel(author);
    const response = await author.browser.post(`/api/novels/${novel.id}/chapters`, {
      novelId: novel.id,
      title: 'Html chapter',
      chapterNumber: 1,
      contentHtml: '<p>Hi <strong>there</strong></p>',
      status: 'published',
    });
    expectOk(response);
    expect(((await readChapter(visitor, novel.id, 1)).body.content as string).trim()).toBe('Hi **there**');
  });

  it('answers 400 with a message when a write carries both content and contentHtml', async () => {
    const novel = await createNovel(author);
    const response = await author.browser.post(`/api/novels/${novel.id}/chapters`, {
      novelId: novel.id,
      title: 'Both',
      chapterNumber: 1,
      content: 'Text.',
      contentHtml: '<p>Text.</p>',
      status: 'published',
    });
    expectError(response, 400);
  });
});

describe('POST /api/novels/{novelId}/chapters', () => {
  it('creates a chapter from the add-chapter body; the answer has status and the SPEC fields', async () => {
    const novel = await createNovel(author);
    const body = { novelId: novel.id, title: 'Opening', content: 'Hello.', chapterNumber: 1, authorNote: 'Thanks!' };
    const response = await author.browser.post(`/api/novels/${novel.id}/chapters`, { ...body, status: 'draft' });
    expectOk(response);
    expectChapter(response.body);
    expect(response.body).toMatchObject({ ...body, status: 'draft', viewCount: 0 });
  });

  it('numbers a chapter sent without a number (or 0) as the highest existing plus 1, 1 when none', async () => {
    const novel = await createNovel(author);
    const first = await createChapter(author, novel.id, { chapterNumber: undefined });
    expect(first.chapterNumber).toBe(1);
    await createChapter(author, novel.id, { chapterNumber: 7 });
    const next = await createChapter(author, novel.id, { chapterNumber: 0 });
    expect(next.chapterNumber).toBe(8);
  });

  it('answers 409 for a chapter number the novel already has', async () => {
    const novel = await createNovel(author);
    await createChapter(author, novel.id, { chapterNumber: 1 });
    const again = await author.browser.post(`/api/novels/${novel.id}/chapters`, {
      novelId: novel.id,
      title: 'Duplicate',
      content: 'Again.',
      chapterNumber: 1,
      status: 'published',
    });
    expectError(again, 409);
  });

  it('answers 401 signed out, 403 for a reader or another author, 404 for an unknown novel, 400 without a title', async () => {
    const novel = await createNovel(author);
    const body = { novelId: novel.id, title: 'Intruder', content: 'No.', chapterNumber: 1, status: 'published' };
    const url = `/api/novels/${novel.id}/chapters`;
    expectError(await visitor.post(url, body), 401);
    expectError(await (await registerReader(server)).browser.post(url, body), 403);
    expectError(await (await signedInAuthor(server)).browser.post(url, body), 403);
    expectError(await author.browser.post('/api/novels/987654321/chapters', { ...body, novelId: 987654321 }), 404);
    expectError(await author.browser.post(url, { ...body, title: undefined }), 400);
    expect((await visitor.get(url)).body).toEqual([]);
  });
});

describe('GET /api/novels/{id}/chapters (wire fact 3)', () => {
  it('lists published chapters by chapterNumber ascending, each with every SPEC field and text content', async () => {
    const novel = await createNovel(author);
    await createChapter(author, novel.id, { chapterNumber: 2, content: FORMATTED });
    await createChapter(author, novel.id, { chapterNumber: 1 });
    await createChapter(author, novel.id, { chapterNumber: 3, status: 'draft' });
    const response = await visitor.get(`/api/novels/${novel.id}/chapters`);
    expect(response.status).toBe(200);
    const list = response.body as Json[];
    expect(pluck(list, 'chapterNumber')).toEqual([1, 2]);
    for (const chapter of list) {
      expectChapter(chapter);
      expect(chapter).toMatchObject({ novelId: novel.id, status: 'published' });
      expectDate(chapter.publishedAt);
    }
    expect(list[1].content).toContain('**bold**');
    expect(list[1].content).not.toMatch(/<[a-z/]/i);
  });

  it("also lists drafts to the novel's author", async () => {
    const novel = await createNovel(author);
    await createChapter(author, novel.id, { chapterNumber: 1 });
    await createChapter(author, novel.id, { chapterNumber: 2, status: 'draft' });
    const own = await author.browser.get(`/api/novels/${novel.id}/chapters`);
    expect(
      (own.body as Json[]).map((chapter) => [chapter.chapterNumber as unknown, chapter.status as unknown]),
    ).toEqual([
      [1, 'published'],
      [2, 'draft'],
    ]);
    const reader = await registerReader(server);
    expect((await reader.browser.get(`/api/novels/${novel.id}/chapters`)).body).toHaveLength(1);
  });

  it('gives content whose length yields the reading time, and ?view=summary gives readingTimeMinutes and wordCount', async () => {
    const novel = await createNovel(author);
    const content = Array.from({ length: 500 }, () => 'word').join(' ');
    await createChapter(author, novel.id, { chapterNumber: 1, content });
    const full = (await visitor.get(`/api/novels/${novel.id}/chapters`)).body as Json[];
    expect(Math.ceil(full[0].content.length / 1000)).toBe(3);
    const response = await visitor.get(`/api/novels/${novel.id}/chapters?view=summary`);
    expect(response.status).toBe(200);
    const [summary] = response.body as Json[];
    expect(summary).toMatchObject({ id: full[0].id, chapterNumber: 1, title: full[0].title, readingTimeMinutes: 3 });
    expect(summary.content).toBeUndefined();
    expect(summary.wordCount).toBe(500);
  });

  it('answers 404 with a JSON message for an unknown novel', async () => {
    expectError(await visitor.get('/api/novels/987654321/chapters'), 404);
  });
});

describe('GET /api/novels/{novelId}/chapters/{chapterNumber or chapterId}', () => {
  it('reads a chapter by its number and by its id', async () => {
    const filler = await createNovel(author);
    for (let index = 0; index < 5; index++) await createChapter(author, filler.id);
    const novel = await createNovel(author);
    const chapter = await createChapter(author, novel.id, { chapterNumber: 1, authorNote: 'A note.' });
    expect(chapter.id).toBeGreaterThan(1);
    for (const slot of [1, chapter.id as number]) {
      const response = await readChapter(visitor, novel.id, slot);
      expect(response.status, `slot ${slot}`).toBe(200);
      expectChapter(response.body);
      expect(response.body).toMatchObject({ id: chapter.id, chapterNumber: 1, authorNote: 'A note.' });
      const asHtml = await readChapterHtml(visitor, novel.id, slot);
      expect(asHtml.status, `slot ${slot}, ?format=html`).toBe(200);
      expect(asHtml.body).toMatchObject({ id: chapter.id, chapterNumber: 1, authorNote: 'A note.' });
      expect(typeof asHtml.body.contentHtml).toBe('string');
    }
  });

  it("refuses a draft to anyone but the novel's author (403 with a message), who reads it", async () => {
    const novel = await createNovel(author);
    await createChapter(author, novel.id, { chapterNumber: 1, status: 'draft' });
    expectError(await readChapter(visitor, novel.id, 1), 403);
    expectError(await readChapter((await registerReader(server)).browser, novel.id, 1), 403);
    const own = await readChapter(author.browser, novel.id, 1);
    expect(own.status).toBe(200);
    expect(own.body.status).toBe('draft');
  });

  it('answers 404 with a JSON message for an unknown chapter', async () => {
    const novel = await createNovel(author);
    expectError(await readChapter(visitor, novel.id, 42), 404);
  });
});

describe('PUT /api/novels/{novelId}/chapters/{chapterNumber}', () => {
  it('saves the edit-chapter body (content as text); the answer has chapterNumber and status', async () => {
    const novel = await createNovel(author);
    await createChapter(author, novel.id, { chapterNumber: 1 });
    const body = {
      novelId: novel.id,
      title: 'Edited title',
      content: 'Edited with **bold**.\n\nSecond.',
      chapterNumber: 1,
      authorNote: 'Edited note',
      status: 'published',
    };
    const response = await author.browser.put(`/api/novels/${novel.id}/chapters/1`, body);
    expectOk(response);
    expect(response.body).toMatchObject({ chapterNumber: 1, status: 'published' });
    const read = await readChapter(visitor, novel.id, 1);
    expect(read.body).toMatchObject({ title: 'Edited title', authorNote: 'Edited note', status: 'published' });
    expect(read.body.content).toContain('Edited with **bold**.\n\nSecond.');
    const asHtml = await readChapterHtml(visitor, novel.id, 1);
    expect(asHtml.body).toMatchObject({ title: 'Edited title', authorNote: 'Edited note', status: 'published' });
    expect(asHtml.body.contentHtml).toContain('<strong>bold</strong>');
  });

  it('answers 401 signed out, 403 for another author, 404 for an unknown chapter', async () => {
    const novel = await createNovel(author);
    await createChapter(author, novel.id, { chapterNumber: 1 });
    const body = { novelId: novel.id, title: 'X', content: 'Y', chapterNumber: 1, status: 'published' };
    expectError(await visitor.put(`/api/novels/${novel.id}/chapters/1`, body), 401);
    expectError(await (await signedInAuthor(server)).browser.put(`/api/novels/${novel.id}/chapters/1`, body), 403);
    expectError(await author.browser.put(`/api/novels/${novel.id}/chapters/99`, { ...body, chapterNumber: 99 }), 404);
  });
});

describe('PUT /api/chapters/{id}/publish', () => {
  it('publishes a draft: status published, publishedAt set, listed to readers', async () => {
    const novel = await createNovel(author);
    const draft = await createChapter(author, novel.id, { chapterNumber: 1, status: 'draft' });
    const response = await author.browser.put(`/api/chapters/${draft.id}/publish`);
    expectOk(response);
    expect(response.body.status).toBe('published');
    expectDate(response.body.publishedAt);
    const list = (await visitor.get(`/api/novels/${novel.id}/chapters`)).body as Json[];
    expect(pluck(list, 'id')).toEqual([draft.id]);
  });

  it('answers 401 signed out, 403 for another author, 404 for an unknown chapter', async () => {
    const novel = await createNovel(author);
    const draft = await createChapter(author, novel.id, { status: 'draft' });
    expectError(await visitor.put(`/api/chapters/${draft.id}/publish`), 401);
    expectError(await (await signedInAuthor(server)).browser.put(`/api/chapters/${draft.id}/publish`), 403);
    expectError(await author.browser.put('/api/chapters/987654321/publish'), 404);
  });
});

describe('DELETE /api/chapters/{id}', () => {
  it('deletes the chapter for the novel author: it reads 404 afterwards', async () => {
    const novel = await createNovel(author);
    const chapter = await createChapter(author, novel.id, { chapterNumber: 1 });
    expectOk(await author.browser.delete(`/api/chapters/${chapter.id}`));
    expectError(await readChapter(visitor, novel.id, 1), 404);
    expectError(await author.browser.delete(`/api/chapters/${chapter.id}`), 404);
  });

  it('answers 401 signed out and 403 for another author, and keeps the chapter', async () => {
    const novel = await createNovel(author);
    const chapter = await createChapter(author, novel.id, { chapterNumber: 1 });
    expectError(await visitor.delete(`/api/chapters/${chapter.id}`), 401);
    expectError(await (await signedInAuthor(server)).browser.delete(`/api/chapters/${chapter.id}`), 403);
    expect((await readChapter(visitor, novel.id, 1)).status).toBe(200);
  });
});

describe('GET /api/chapters/latest (wire fact 2)', () => {
  it('answers one item per novel ordered by latest published chapter, chapters newest first', async () => {
    const a = await createNovel(author);
    const b = await createNovel(author);
    const hidden = await createNovel(author, { status: 'draft' });
    const b1 = await createChapter(author, b.id, { chapterNumber: 1 });
    const a1 = await createChapter(author, a.id, { chapterNumber: 1 });
    const a2 = await createChapter(author, a.id, { chapterNumber: 2 });
    await createChapter(author, b.id, { chapterNumber: 2, status: 'draft' });
    await createChapter(author, hidden.id, { chapterNumber: 1 });

    const response = await visitor.get('/api/chapters/latest?limit=10');
    expect(response.status).toBe(200);
    const items = response.body as Json[];
    expect(Array.isArray(items)).toBe(true);
    expect(items.length).toBeLessThanOrEqual(10);
    const novelIds = items.map((item) => item.novel.id as number);
    expect(new Set(novelIds).size).toBe(novelIds.length);
    expect(novelIds).not.toContain(hidden.id);
    expect(novelIds.slice(0, 2)).toEqual([a.id, b.id]);
    const [itemA, itemB] = items;
    expect(itemA.novel).toMatchObject({ id: a.id, title: a.title });
    expect('coverImage' in itemA.novel).toBe(true);
    expect(itemA.authorUsername).toBe(author.user.username);
    expect(pluck(itemA.chapters, 'id')).toEqual([a2.id, a1.id]);
    expect(pluck(itemB.chapters, 'id')).toEqual([b1.id]);
    for (const item of items) {
      for (const chapter of item.chapters as Json[]) {
        expectId(chapter.id);
        expect(typeof chapter.title).toBe('string');
        expectId(chapter.chapterNumber);
        expectDate(chapter.createdAt);
        expectDate(chapter.updatedAt);
      }
    }
  });

  it('respects limit', async () => {
    const response = await visitor.get('/api/chapters/latest?limit=1');
    expect(response.status).toBe(200);
    expect(response.body).toHaveLength(1);
  });
});
