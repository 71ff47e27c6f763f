/** Compressed answers: the coding the client asks for, Vary, validators, and the answers left alone. */
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonOf, nodeHttp, type NodeHttpAnswer } from '../../test/node-http.ts';
import { getTestServer, type TestServer } from '../../test/support.ts';
import { cast, chapterOf } from '../routes/chapters/chapter-test-support.ts';
import { COMPRESSION_THRESHOLD } from './compression.ts';

/** Long enough prose that the chapter read (its text form, the default) is several KB of JSON. */
const PARAGRAPHS = Array.from({ length: 60 }, (_, i) => `Paragraph ${i}: the lamplighter walked on.`);
const LONG_TEXT = PARAGRAPHS.join('\n\n');
const LONG_HTML = PARAGRAPHS.map((paragraph) => `<p>${paragraph}</p>`).join('');

let server: TestServer;
let url: string;
let identity: NodeHttpAnswer;
beforeAll(async () => {
  server = await getTestServer();
  const { novel } = await cast(server);
  await chapterOf(server, novel.id, {
    chapterNumber: 1,
    content: LONG_HTML,
    contentText: LONG_TEXT,
    contentLength: LONG_TEXT.length,
    wordCount: 6 * PARAGRAPHS.length,
  });
  url = `/api/novels/${novel.id}/chapters/1`;
  identity = await nodeHttp(server.url, url);
});
afterAll(() => server.close());

describe('compression', () => {
  it('sends br or gzip as Accept-Encoding asks, and plain JSON otherwise', async () => {
    expect(identity.status).toBe(200);
    expect(identity.bytes.length).toBeGreaterThan(2 * COMPRESSION_THRESHOLD);
    expect(identity.headers['content-encoding']).toBeUndefined();
    const cases: [string | undefined, string | undefined][] = [
      ['br', 'br'],
      ['gzip', 'gzip'],
      ['gzip, deflate, br', 'br'],
      ['gzip;q=1.0, br;q=0.5', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      ['br;q=0, gzip;q=0', undefined],
      ['identity', undefined],
      ['*', 'gzip'],
      ['deflate', undefined],
      ['zstd', undefined],
      ['compress, x-unknown', undefined],
      ['', undefined],
      [undefined, undefined],
      // Every coding refused, identity too: the answer comes all the same, uncompressed (RFC 9110 12.5.3).
      ['identity;q=0', undefined],
      ['*;q=0', undefined],
      ['br;q=0, gzip;q=0, identity;q=0', undefined],
      ['identity;q=0, gzip', 'gzip'],
    ];
    const expected = JSON.parse(identity.bytes.toString('utf8')) as { content: string };
    expect(expected.content).toBe(LONG_TEXT);
    for (const [accept, coding] of cases) {
      const answer = await nodeHttp(server.url, url, accept === undefined ? {} : { 'accept-encoding': accept });
      const label = `Accept-Encoding: ${accept ?? '(none)'}`;
      expect(answer.status, label).toBe(200);
      expect(answer.headers['content-encoding'], label).toBe(coding);
      expect(answer.headers.vary, label).toMatch(/\bAccept-Encoding\b/);
      expect(jsonOf(answer), label).toEqual(expected);
      if (coding) expect(answer.bytes.length, label).toBeLessThan(identity.bytes.length / 2);
    }
  });

  it('keeps the chapter’s validator whatever the coding, in either form', async () => {
    const tag = identity.headers.etag;
    expect(tag).toMatch(/^W\/"/);
    for (const accept of ['br', 'gzip']) {
      expect((await nodeHttp(server.url, url, { 'accept-encoding': accept })).headers.etag, accept).toBe(tag);
    }
    const html = await nodeHttp(server.url, `${url}?format=html`);
    expect(html.headers['content-encoding']).toBeUndefined();
    expect(html.headers.etag).toMatch(/^W\/"/);
    expect(html.headers.etag).not.toBe(tag);
    for (const accept of ['br', 'gzip']) {
      const answer = await nodeHttp(server.url, `${url}?format=html`, { 'accept-encoding': accept });
      expect(answer.headers['content-encoding'], accept).toBe(accept);
      expect(answer.headers.etag, accept).toBe(html.headers.etag);
      expect(jsonOf(answer), accept).toMatchObject({ contentHtml: LONG_HTML });
    }
  });

  it('answers a revalidation asking for br with an empty 304, on the fast path and through the app', async () => {
    const tag = identity.headers.etag!;
    const signedIn = await server.signedIn();
    const extras: Record<string, string>[] = [{}, { cookie: signedIn.agent.cookieHeader }];
    for (const extra of extras) {
      const answer = await nodeHttp(server.url, url, { 'accept-encoding': 'br, gzip', 'if-none-match': tag, ...extra });
      expect(answer.status).toBe(304);
      expect(answer.bytes.length).toBe(0);
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.headers.vary).toMatch(/\bAccept-Encoding\b/);
      expect(answer.headers.etag).toBe(tag);
    }
  });

  it('answers HEAD without a body', async () => {
    const answer = await nodeHttp(server.url, url, { 'accept-encoding': 'br, gzip' }, 'HEAD');
    expect(answer.status).toBe(200);
    expect(answer.bytes.length).toBe(0);
    expect(answer.headers['content-encoding']).toBeUndefined();
  });

  it('leaves an answer under 1 KB as it is', async () => {
    const answer = await nodeHttp(server.url, '/api/health', { 'accept-encoding': 'br, gzip' });
    expect(answer.status).toBe(200);
    expect(answer.bytes.length).toBeLessThan(COMPRESSION_THRESHOLD);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers['content-length']).toBe(String(answer.bytes.length));
    expect(answer.headers.vary).toMatch(/\bAccept-Encoding\b/);
    expect(JSON.parse(answer.bytes.toString('utf8'))).toMatchObject({ status: 'ok' });
  });

  it('compresses the HTML docs page too', async () => {
    const answer = await nodeHttp(server.url, '/api/docs', { 'accept-encoding': 'gzip' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(answer.bytes).toString('utf8')).toMatch(/^<!doctype html>/);
  });
});
