/**
 * The chapter text on the wire: `content` (the spec's text format) or `contentHtml` (sanitised), one form per write and
 * both in its answer; one per read (text by default, HTML with ?format=html; the full list text only, the summary
 * neither); rows older than the text format converted on the way out, then by the backfill.
 */
import {
  ChapterListSchema,
  ChapterReadSchema,
  ChapterReadTextSchema,
  ChapterSchema,
  ChapterSummaryListSchema,
  MESSAGES,
} from '@inkshelf/contracts';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTestServer, type TestServer } from '../../../test/support.ts';
import { backfillChapterText } from '../../db/backfill-chapter-text.ts';
import {
  cast,
  chapterOf,
  expectError,
  insertLegacyChapter,
  someNovel,
  storedChapter,
  storedTextColumns,
} from './chapter-test-support.ts';

let server: TestServer;
beforeAll(async () => {
  server = await getTestServer();
});
afterAll(() => server.close());

const V = MESSAGES.validation;
const chapters = (novelId: number) => `/api/novels/${novelId}/chapters`;
const slot = (novelId: number, number: number) => `/api/novels/${novelId}/chapters/${number}`;

/** The chapter read once per form (default and ?format=html), each answer checked to carry its own form only. */
async function readBothForms(novelId: number, number: number) {
  const asText = await server.request('GET', slot(novelId, number));
  const asHtml = await server.request('GET', `${slot(novelId, number)}?format=html`);
  expect([asText.status, asHtml.status]).toEqual([200, 200]);
  expect(asText.body).not.toHaveProperty('contentHtml');
  expect(asHtml.body).not.toHaveProperty('content');
  return { text: ChapterReadTextSchema.parse(asText.body), html: ChapterReadSchema.parse(asHtml.body) };
}

/** Every construct of the text format, written canonically. */
const TEXT = 'Intro with **bold**, *it* and __u__.\nSecond line.\n\n## Heading\n\n> Quote\n\n* * *\n\nEnd.';
const HTML =
  '<p>Intro with <strong>bold</strong>, <em>it</em> and <u>u</u>.<br />Second line.</p>' +
  '<h2>Heading</h2><blockquote><p>Quote</p></blockquote><hr /><p>End.</p>';

describe('writing the text format as content', () => {
  it('creates a chapter from text: both forms and the counts come back, and each read gives its form', async () => {
    const { novel, owner } = await cast(server);
    const response = await owner.request('POST', chapters(novel.id), {
      json: { title: 'Text', content: TEXT, status: 'published' },
    });
    expect(response.status).toBe(201);
    const created = ChapterSchema.parse(response.body);
    expect(created).toMatchObject({ content: TEXT, contentHtml: HTML, wordCount: 11, readingTimeMinutes: 1 });
    const { text, html } = await readBothForms(novel.id, created.chapterNumber);
    expect(text).toMatchObject({ id: created.id, content: TEXT, wordCount: 11, readingTimeMinutes: 1 });
    expect(html).toMatchObject({ id: created.id, contentHtml: HTML, wordCount: 11, readingTimeMinutes: 1 });
    expect(await storedChapter(server, created.id)).toMatchObject({ content: HTML, contentText: TEXT, wordCount: 11 });
  });

  it('answers the canonical text form of other spellings of the same constructs', async () => {
    const { novel, owner } = await cast(server);
    const response = await owner.request('POST', chapters(novel.id), {
      json: { title: 'Spellings', content: '# Title\n\n_it_ and __u__\n\n---\n\nEnd' },
    });
    expect(ChapterSchema.parse(response.body)).toMatchObject({
      content: '## Title\n\n*it* and __u__\n\n* * *\n\nEnd',
      contentHtml: '<h2>Title</h2><p><em>it</em> and <u>u</u></p><hr /><p>End</p>',
    });
  });

  it('keeps HTML typed into the text as text: contentHtml escapes it', async () => {
    const { novel, owner } = await cast(server);
    const response = await owner.request('POST', chapters(novel.id), {
      json: { title: 'Literal', content: '<b>x</b> & <script>alert(1)</script>' },
    });
    expect(ChapterSchema.parse(response.body)).toMatchObject({
      content: '<b>x</b> & <script>alert(1)</script>',
      contentHtml: '<p>&lt;b&gt;x&lt;/b&gt; &amp; &lt;script&gt;alert(1)&lt;/script&gt;</p>',
    });
  });

  it('counts the words a reader sees: escaped characters are not words', async () => {
    const { novel, owner } = await cast(server);
    // Fish, chips, b, x, b: `&amp;` and `&lt;b&gt;` in the stored HTML must not count as "amp", "lt", "gt".
    const response = await owner.request('POST', chapters(novel.id), {
      json: { title: 'Words', content: 'Fish & chips <b>x</b>' },
    });
    expect(ChapterSchema.parse(response.body).wordCount).toBe(5);
  });
});

describe('both forms on writes and reads', () => {
  const markedHtml =
    '<p>A <strong>b</strong> <em>c</em> <u>d</u></p><h3>Sub</h3><blockquote><p>Q</p></blockquote><hr><p>Line<br>break</p>';
  const markedText = 'A **b** *c* __d__\n\n### Sub\n\n> Q\n\n* * *\n\nLine\nbreak';

  it('reads a chapter written as contentHtml back as text with its markers', async () => {
    const { novel, owner } = await cast(server);
    const response = await owner.request('POST', chapters(novel.id), {
      json: { title: 'Marked', contentHtml: markedHtml, status: 'published' },
    });
    expect(response.status).toBe(201);
    const created = ChapterSchema.parse(response.body);
    expect(created.content).toBe(markedText);
    const { text, html } = await readBothForms(novel.id, created.chapterNumber);
    expect(text).toMatchObject({ content: markedText, wordCount: 8 });
    expect(html).toMatchObject({ contentHtml: created.contentHtml, wordCount: 8 });
    expect(html.contentHtml).toMatch(/^<p>A <strong>b<\/strong> <em>c<\/em> <u>d<\/u><\/p><h3>Sub<\/h3>/);
  });

  it('replaces both forms on an update with content, and again with contentHtml', async () => {
    const { novel, owner } = await cast(server);
    const chapter = await chapterOf(server, novel.id, { chapterNumber: 1 });
    const asText = await owner.request('PUT', slot(novel.id, 1), { json: { content: TEXT } });
    expect(ChapterSchema.parse(asText.body)).toMatchObject({ content: TEXT, contentHtml: HTML, wordCount: 11 });
    expect(await storedChapter(server, chapter.id)).toMatchObject({ content: HTML, contentText: TEXT, wordCount: 11 });
    const afterText = await readBothForms(novel.id, 1);
    expect([afterText.text.content, afterText.html.contentHtml]).toEqual([TEXT, HTML]);

    const asHtml = await owner.request('PUT', slot(novel.id, 1), { json: { contentHtml: '<p>Just <i>one</i></p>' } });
    expect(ChapterSchema.parse(asHtml.body)).toMatchObject({
      content: 'Just *one*',
      contentHtml: '<p>Just <i>one</i></p>',
      wordCount: 2,
    });
    expect(await storedChapter(server, chapter.id)).toMatchObject({
      content: '<p>Just <i>one</i></p>',
      contentText: 'Just *one*',
      wordCount: 2,
    });
    const afterHtml = await readBothForms(novel.id, 1);
    expect([afterHtml.text.content, afterHtml.html.contentHtml]).toEqual(['Just *one*', '<p>Just <i>one</i></p>']);
    const list = ChapterListSchema.parse((await server.request('GET', chapters(novel.id))).body);
    expect(list.map((item) => item.content)).toEqual(['Just *one*']);
  });

  it('refuses both forms at once (400, field contentHtml) and changes nothing', async () => {
    const { novel, owner } = await cast(server);
    const chapter = await chapterOf(server, novel.id, { chapterNumber: 1 });
    const both = { content: 'Text', contentHtml: '<p>Text</p>' };
    expectError(
      await owner.request('PUT', slot(novel.id, 1), { json: both }),
      400,
      V.chapterContentBoth,
      'contentHtml',
    );
    expectError(
      await owner.request('POST', chapters(novel.id), { json: { title: 'Both', ...both } }),
      400,
      V.chapterContentBoth,
      'contentHtml',
    );
    expect(await storedChapter(server, chapter.id)).toMatchObject({ content: chapter.content, title: chapter.title });
    expect((await owner.request('GET', chapters(novel.id))).body).toHaveLength(1);
  });
});

describe('the chapter list views', () => {
  it('gives the text of every chapter in the full list, drafts to the owner only, never contentHtml', async () => {
    const { novel, owner, otherAuthor, reader, anonymous } = await cast(server);
    const write = (title: string, json: object) =>
      owner.request('POST', chapters(novel.id), { json: { title, ...json } });
    expect((await write('One', { content: TEXT, status: 'published' })).status).toBe(201);
    expect((await write('Two', { contentHtml: '<p>Draft <b>two</b></p>' })).status).toBe(201);
    expect((await write('Three', { content: 'Third *one*', status: 'published' })).status).toBe(201);

    const ownList = await owner.request<Record<string, unknown>[]>('GET', chapters(novel.id));
    expect(ownList.status).toBe(200);
    const own = ChapterListSchema.parse(ownList.body);
    expect(own.map((item) => [item.title, item.status, item.content, item.wordCount])).toEqual([
      ['One', 'published', TEXT, 11],
      ['Two', 'draft', 'Draft **two**', 2],
      ['Three', 'published', 'Third *one*', 2],
    ]);
    expect(ownList.body.map((item) => 'contentHtml' in item)).toEqual([false, false, false]);

    for (const agent of [otherAuthor, reader, anonymous]) {
      const list = ChapterListSchema.parse((await agent.request('GET', chapters(novel.id))).body);
      expect(list.map((item) => [item.title, item.content])).toEqual([
        ['One', TEXT],
        ['Three', 'Third *one*'],
      ]);
    }
  });

  it('leaves both forms out of the summary view, which carries wordCount', async () => {
    const { novel, owner } = await cast(server);
    await owner.request('POST', chapters(novel.id), { json: { title: 'One', content: TEXT } });
    const response = await owner.request('GET', `${chapters(novel.id)}?view=summary`);
    expect(response.status).toBe(200);
    const [summary] = ChapterSummaryListSchema.parse(response.body);
    expect(summary).toMatchObject({ title: 'One', wordCount: 11, readingTimeMinutes: 1 });
    expect(response.body[0]).not.toHaveProperty('content');
    expect(response.body[0]).not.toHaveProperty('contentHtml');
  });

  it('refuses an unknown view with 400', async () => {
    const novel = await someNovel(server);
    for (const view of ['lean', 'FULL', '']) {
      expectError(
        await server.request('GET', `${chapters(novel.id)}?view=${view}`),
        400,
        V.chapterListViewInvalid,
        'view',
      );
    }
  });
});

describe('chapters stored before the text format', () => {
  const legacyHtml = '<p>Old <b>bold</b> and <i>it</i></p><p>2 * 3 = 6_</p>';
  const legacyText = 'Old **bold** and *it*\n\n2 \\* 3 = 6\\_';

  it('are converted on the way out, then stored by the backfill, which a second run finds done', async () => {
    const novel = await someNovel(server);
    const id = await insertLegacyChapter(server, novel.id, { chapterNumber: 1, html: legacyHtml, contentLength: 25 });
    expect(await storedTextColumns(server, id)).toEqual({ content_text: null, word_count: 0 });

    const before = await readBothForms(novel.id, 1);
    expect(before.text).toMatchObject({ id, content: legacyText });
    expect(before.html).toMatchObject({ id, contentHtml: legacyHtml });
    const list = ChapterListSchema.parse((await server.request('GET', chapters(novel.id))).body);
    expect(list.map((item) => [item.id, item.content])).toEqual([[id, legacyText]]);

    const logger = pino({ level: 'silent' });
    expect(await backfillChapterText(server.db.orm, logger)).toBe(1);
    expect(await storedTextColumns(server, id)).toEqual({ content_text: legacyText, word_count: 7 });
    expect(await backfillChapterText(server.db.orm, logger)).toBe(0);

    const after = await readBothForms(novel.id, 1);
    expect(after.text).toMatchObject({ content: legacyText, wordCount: 7 });
    expect(after.html).toMatchObject({ contentHtml: legacyHtml, wordCount: 7 });
    const summary = ChapterSummaryListSchema.parse(
      (await server.request('GET', `${chapters(novel.id)}?view=summary`)).body,
    );
    expect(summary.map((item) => item.wordCount)).toEqual([7]);
  });
});
