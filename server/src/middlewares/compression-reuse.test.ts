/** Hot immutable answers (public chapter reads) are compressed once per ETag and coding, then sent again. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonOf, nodeHttp, type NodeHttpAnswer } from '../../test/node-http.ts';
import { getTestServer, type TestServer } from '../../test/support.ts';
import { cast, chapterOf } from '../routes/chapters/chapter-test-support.ts';

const decoded = (answer: NodeHttpAnswer) => jsonOf(answer) as { content?: string; contentHtml?: string };

const PARAGRAPHS = Array.from({ length: 80 }, (_, i) => `Paragraph ${i}: the tide turned under the pier.`);

let server: TestServer;
let url: string;
let chapterId: number;
beforeAll(async () => {
  server = await getTestServer();
  const { novel } = await cast(server);
  const chapter = await chapterOf(server, novel.id, {
    chapterNumber: 1,
    content: PARAGRAPHS.map((paragraph) => `<p>${paragraph}</p>`).join(''),
    contentText: PARAGRAPHS.join('\n\n'),
  });
  chapterId = chapter.id;
  url = `/api/novels/${novel.id}/chapters/1`;
});
afterAll(() => server.close());

describe('compressed once, sent again', () => {
  it('sends the same bytes, with a Content-Length, for the same ETag and coding', async () => {
    for (const coding of ['br', 'gzip']) {
      const first = await nodeHttp(server.url, url, { 'accept-encoding': coding });
      const second = await nodeHttp(server.url, url, { 'accept-encoding': coding });
      expect(first.headers['content-encoding']).toBe(coding);
      expect(second.headers['content-encoding']).toBe(coding);
      expect(second.headers.etag).toBe(first.headers.etag);
      expect(second.bytes.equals(first.bytes)).toBe(true);
      // A buffer goes out whole: its length is known, no chunked framing.
      expect(Number(second.headers['content-length'])).toBe(second.bytes.length);
      expect(second.headers.vary).toContain('Accept-Encoding');
      expect(decoded(second).content).toBe(PARAGRAPHS.join('\n\n'));
    }
  });

  it('keeps each format apart: the HTML read is never answered with the text read bytes', async () => {
    const text = await nodeHttp(server.url, url, { 'accept-encoding': 'br' });
    const html = await nodeHttp(server.url, `${url}?format=html`, { 'accept-encoding': 'br' });
    expect(decoded(text)).not.toHaveProperty('contentHtml');
    expect(decoded(html).contentHtml).toContain('<p>Paragraph 0: the tide turned under the pier.</p>');
    expect(html.headers.etag).not.toBe(text.headers.etag);
  });

  it('compresses the new version after a change (the ETag changes, so the kept bytes are never reused)', async () => {
    const before = await nodeHttp(server.url, url, { 'accept-encoding': 'gzip' });
    await server.db.orm.em
      .fork()
      .execute(
        `update chapters set content_text = 'Rewritten. ' || content_text, updated_at = updated_at + interval '1 second' where id = ?`,
        [chapterId],
      );
    const after = await nodeHttp(server.url, url, { 'accept-encoding': 'gzip' });
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(decoded(after).content).toMatch(/^Rewritten\. Paragraph 0/);
  });

  it('leaves an identity request and a small answer uncompressed', async () => {
    const plain = await nodeHttp(server.url, url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(decoded(plain).content).toMatch(/Paragraph 79/);
  });
});
