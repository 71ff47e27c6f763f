/**
 * The full chapter list (the original product's form, every chapter's text) is put together from kept texts: these
 * check that its bytes are exactly the plain serialisation, that a new version of a text is never missed, and that
 * its tag, 304 and compressed bytes follow the answer.
 */
import zlib from 'node:zlib';
import { ChapterListSchema, ChapterSummaryListSchema } from '@inkshelf/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nodeHttp } from '../../../test/node-http.ts';
import { getTestServer, type TestServer } from '../../../test/support.ts';
import { cast, chapterOf, insertLegacyChapter } from './chapter-test-support.ts';

let server: TestServer;
beforeAll(async () => {
  server = await getTestServer();
});
afterAll(() => server.close());

const list = (novelId: number) => `/api/novels/${novelId}/chapters`;
const TRICKY_TITLE = 'He said "content":"" \\ and left \u2028 🐉';
const TRICKY_TEXT = 'Quotes "here", a backslash \\, a tab\tand \u2028 separators, emoji 🐉 and </script>';

describe('the full chapter list', () => {
  it('sends exactly the plain serialisation of every item, in field order, stored texts and legacy rows alike', async () => {
    const { novel } = await cast(server);
    await chapterOf(server, novel.id, { chapterNumber: 1, title: TRICKY_TITLE, contentText: TRICKY_TEXT });
    await insertLegacyChapter(server, novel.id, { chapterNumber: 2, html: '<p>Old <b>bold</b></p>', contentLength: 8 });
    await chapterOf(server, novel.id, { chapterNumber: 3, authorNote: 'Thanks "all"' });

    const summary = ChapterSummaryListSchema.parse(
      (await server.request('GET', `${list(novel.id)}?view=summary`)).body,
    );
    for (let pass = 0; pass < 2; pass++) {
      // The second pass is answered from the kept texts.
      const answer = await nodeHttp(server.url, list(novel.id));
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
      const text = answer.bytes.toString('utf8');
      const items = ChapterListSchema.parse(JSON.parse(text));
      expect(items.map((item) => item.content)).toEqual([TRICKY_TEXT, 'Old **bold**', 'Once upon a time.']);
      const expected = summary.map(({ readingTimeMinutes, wordCount, ...rest }, index) => ({
        ...rest,
        content: items[index]!.content,
        readingTimeMinutes,
        wordCount,
      }));
      expect(text).toBe(JSON.stringify(expected));
      expect(Number(answer.headers['content-length'])).toBe(answer.bytes.length);
    }
  });

  it('sends the new text right after an edit, with a new tag; the current tag gets 304', async () => {
    const { novel, owner } = await cast(server);
    await chapterOf(server, novel.id, { chapterNumber: 1, contentText: 'First draft of the text.' });
    const before = await nodeHttp(server.url, list(novel.id));
    const etag = String(before.headers.etag);
    expect(etag).toMatch(/^W\/"/);
    expect((await nodeHttp(server.url, list(novel.id), { 'if-none-match': etag })).status).toBe(304);

    const edit = await owner.request('PUT', `${list(novel.id)}/1`, { json: { content: 'Second *draft*.' } });
    expect(edit.status).toBe(200);
    const after = await nodeHttp(server.url, list(novel.id), { 'if-none-match': etag });
    expect(after.status).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(ChapterListSchema.parse(JSON.parse(after.bytes.toString('utf8')))[0]!.content).toBe('Second *draft*.');
  });

  it('changes its tag with a view count, and keeps drafts out of a reader’s list and its tag', async () => {
    const { novel, owner } = await cast(server);
    const chapter = await chapterOf(server, novel.id, { chapterNumber: 1 });
    await chapterOf(server, novel.id, { chapterNumber: 2, status: 'draft', publishedAt: null });
    const first = await nodeHttp(server.url, list(novel.id));
    await server.db.orm.em.fork().execute('update chapters set view_count = view_count + 1 where id = ?', [chapter.id]);
    const second = await nodeHttp(server.url, list(novel.id));
    expect(second.headers.etag).not.toBe(first.headers.etag);
    expect(ChapterListSchema.parse(JSON.parse(second.bytes.toString('utf8')))[0]!.viewCount).toBe(1);
    const own = await owner.request('GET', list(novel.id));
    expect(own.body).toHaveLength(2);
    expect(own.headers.get('etag')).not.toBe(second.headers.etag);
  });

  it('compresses a public list once per tag and coding', async () => {
    const { novel } = await cast(server);
    const long = Array.from({ length: 60 }, (_, i) => `Paragraph ${i} of the long night.`).join('\n\n');
    for (const chapterNumber of [1, 2, 3]) await chapterOf(server, novel.id, { chapterNumber, contentText: long });
    const plain = (await nodeHttp(server.url, list(novel.id))).bytes.toString('utf8');
    for (const [coding, decode] of [
      ['br', zlib.brotliDecompressSync],
      ['gzip', zlib.gunzipSync],
    ] as const) {
      const first = await nodeHttp(server.url, list(novel.id), { 'accept-encoding': coding });
      const second = await nodeHttp(server.url, list(novel.id), { 'accept-encoding': coding });
      expect(first.headers['content-encoding']).toBe(coding);
      expect(decode(first.bytes).toString('utf8')).toBe(plain);
      expect(second.bytes.equals(first.bytes)).toBe(true);
      expect(second.headers.vary).toContain('Accept-Encoding');
    }
  });
});

describe('the lean chapter list (issue 35 item 7)', () => {
  const listHits = () => server.deps.cacheRegistry.list().find((cache) => cache.name === 'chapter_lists')!.hits;

  it('keeps its body per version: the same bytes again from the cache, 304 to its tag, a new tag after an edit', async () => {
    const { novel, owner } = await cast(server);
    await chapterOf(server, novel.id, { chapterNumber: 1, title: TRICKY_TITLE, contentText: TRICKY_TEXT });
    await chapterOf(server, novel.id, { chapterNumber: 2, status: 'draft', publishedAt: null });
    const url = `${list(novel.id)}?view=summary`;
    const first = await nodeHttp(server.url, url);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    const items = ChapterSummaryListSchema.parse(JSON.parse(first.bytes.toString('utf8')));
    expect(items.map((item) => item.title)).toEqual([TRICKY_TITLE]);
    const hits = listHits();
    const again = await nodeHttp(server.url, url);
    expect(listHits()).toBe(hits + 1);
    expect(again.bytes.equals(first.bytes)).toBe(true);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"/);
    // The full list of the same rows has its own tag.
    expect((await nodeHttp(server.url, list(novel.id))).headers.etag).not.toBe(etag);
    expect((await nodeHttp(server.url, url, { 'if-none-match': etag })).status).toBe(304);

    // The owner's list holds the draft, under another tag.
    const own = await owner.request('GET', url);
    expect(own.body).toHaveLength(2);
    expect(own.headers.get('etag')).not.toBe(etag);

    const edit = await owner.request('PUT', `${list(novel.id)}/1`, { json: { title: 'A New Title' } });
    expect(edit.status).toBe(200);
    const after = await nodeHttp(server.url, url, { 'if-none-match': etag });
    expect(after.status).toBe(200);
    expect(ChapterSummaryListSchema.parse(JSON.parse(after.bytes.toString('utf8')))[0]!.title).toBe('A New Title');
  });

  it('compresses a public list once per version', async () => {
    const { novel } = await cast(server);
    for (let n = 1; n <= 40; n++)
      await chapterOf(server, novel.id, { chapterNumber: n, title: `Chapter of the tide ${n}` });
    const url = `${list(novel.id)}?view=summary`;
    const first = await nodeHttp(server.url, url, { 'accept-encoding': 'br' });
    expect(first.headers['content-encoding']).toBe('br');
    const second = await nodeHttp(server.url, url, { 'accept-encoding': 'br' });
    expect(second.bytes.equals(first.bytes)).toBe(true);
    expect(ChapterSummaryListSchema.parse(JSON.parse(zlib.brotliDecompressSync(second.bytes).toString()))).toHaveLength(
      40,
    );
  });
});
