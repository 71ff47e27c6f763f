import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import Koa from 'koa';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpServer } from '../http-server.ts';
import { errorHandler } from './errors.ts';
import { jsonBody } from './json-body.ts';

const LIMIT = 64 * 1024;
/** What the address /large takes: a chapter's or a cover's room. */
const LARGE = 4 * 1024 * 1024;
let server: http.Server;
let base: string;

beforeAll(async () => {
  const app = new Koa();
  const logger = pino({ level: 'silent' });
  app.use(async (ctx, next) => {
    ctx.log = logger;
    await next();
  });
  app.use(errorHandler());
  app.use(jsonBody({ limit: (ctx) => (ctx.path === '/large' ? LARGE : LIMIT) }));
  app.use((ctx) => {
    ctx.body = { received: ctx.request.body ?? 'nothing read' };
  });
  server = createHttpServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

async function post(body: string | Uint8Array, headers: Record<string, string> = {}, method = 'POST', path = '/') {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : new Uint8Array(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const json = '{"title":"Ünïcödé ✓","n":[1,2]}';
const parsed = { title: 'Ünïcödé ✓', n: [1, 2] };
const bytes = (text: string) => Buffer.from(text);

describe('jsonBody', () => {
  it('parses a JSON object or array, and reads an empty body as {}', async () => {
    expect(await post(json)).toEqual({ status: 200, body: { received: parsed } });
    expect(await post('[1]')).toEqual({ status: 200, body: { received: [1] } });
    expect(await post('')).toEqual({ status: 200, body: { received: {} } });
    expect(await post(`\uFEFF${json}`)).toEqual({ status: 200, body: { received: parsed } });
  });

  it.each([
    ['gzip', zlib.gzipSync(json)],
    ['x-gzip', zlib.gzipSync(json)],
    ['GZIP', zlib.gzipSync(json)],
    ['deflate', zlib.deflateSync(json)],
    ['br', zlib.brotliCompressSync(json)],
    ['identity', bytes(json)],
    ['gzip, br', zlib.brotliCompressSync(zlib.gzipSync(json))],
  ])('reads a body sent with Content-Encoding: %s', async (coding, body) => {
    expect(await post(body, { 'content-encoding': coding })).toEqual({ status: 200, body: { received: parsed } });
  });

  it.each(['gzip', 'deflate', 'br'])(
    'answers 400 to Content-Encoding: %s on a body that is not compressed',
    async (coding) => {
      expect(await post(json, { 'content-encoding': coding })).toEqual({
        status: 400,
        body: {
          message: `Request body is not valid ${coding} data: it does not match its Content-Encoding, or it is cut off`,
        },
      });
    },
  );

  it.each([
    ['gzip', zlib.gzipSync(json)],
    ['deflate', zlib.deflateSync(json)],
    ['br', zlib.brotliCompressSync(bytes(json.repeat(50)))],
  ])('answers 400 to a %s body that is cut off', async (coding, body) => {
    const response = await post(body.subarray(0, Math.floor(body.length / 2)), { 'content-encoding': coding });
    expect(response).toMatchObject({ status: 400, body: { message: expect.stringContaining('cut off') } });
  });

  it.each(['zstd', 'compress', 'gzip, nope', 'constructor', '__proto__', 'x'.repeat(500)])(
    'answers 415 to an unknown Content-Encoding (%s) and names it',
    async (coding) => {
      const response = await post(json, { 'content-encoding': coding });
      expect(response.status).toBe(415);
      expect(response.body.message).toMatch(/^Content-Encoding "[^"]{1,40}" is not supported: send the body as it is/);
    },
  );

  it('answers 413 to a body over the limit, sent whole, streamed, or inflated from a small gzip', async () => {
    const tooLarge = { status: 413, body: { message: 'Request body is larger than the 64 KB this call takes' } };
    const big = JSON.stringify({ text: 'x'.repeat(LIMIT) });
    expect(await post(big)).toEqual(tooLarge);
    const streamed = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 8; i++) controller.enqueue(bytes(big.slice(i * 9_000, (i + 1) * 9_000)));
        controller.enqueue(bytes(big.slice(72_000)));
        controller.close();
      },
    });
    const response = await fetch(`${base}/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: streamed,
      duplex: 'half',
    } as RequestInit);
    expect({ status: response.status, body: await response.json() }).toEqual(tooLarge);
    const bomb = zlib.gzipSync(bytes(`{"a":"${'0'.repeat(10 * LIMIT)}"}`));
    expect(bomb.length).toBeLessThan(LIMIT / 8);
    expect(await post(bomb, { 'content-encoding': 'gzip' })).toEqual(tooLarge);
  });

  it.each([
    ['a lone 0xFF byte', Buffer.from([0xff])],
    ['a cut-off sequence', Buffer.from([0xe2, 0x9c])],
    ['an overlong slash', Buffer.from([0xc0, 0xaf])],
    ['an encoded surrogate', Buffer.from([0xed, 0xa0, 0x80])],
    ['Latin-1 text', Buffer.from('café', 'latin1')],
  ])('answers 400 "Request body is not valid UTF-8" to %s in a string', async (_label, bad) => {
    const body = Buffer.concat([bytes('{"title":"a'), bad, bytes('b"}')]);
    const invalid = { status: 400, body: { message: 'Request body is not valid UTF-8' } };
    expect(await post(body)).toEqual(invalid);
    // Compressed, the decoded text is checked the same way.
    expect(await post(zlib.gzipSync(body), { 'content-encoding': 'gzip' })).toEqual(invalid);
  });

  it.each([
    ['a raw NUL byte in a string', '{"title":"a\u0000b"}'],
    ['a string', '"text"'],
    ['a number', '42'],
    ['a cut-off object', '{"title":'],
  ])('answers 400 "Request body is not valid JSON" to %s', async (_label, body) => {
    expect(await post(body)).toEqual({ status: 400, body: { message: 'Request body is not valid JSON' } });
  });

  it('leaves an escaped NUL to validation (which drops it)', async () => {
    expect(await post('{"title":"a\\u0000b"}')).toEqual({ status: 200, body: { received: { title: 'a\u0000b' } } });
  });

  it.each([
    '{"__proto__":{"isAuthor":true}}',
    '{"a":[{"\\u005f_proto__":{}}]}',
    '{"constructor":{"prototype":{"isAuthor":true}}}',
  ])('refuses keys that reach a prototype: %s', async (body) => {
    expect(await post(body)).toEqual({
      status: 400,
      body: { message: 'Request body may not contain a __proto__ or constructor.prototype key' },
    });
  });

  it('accepts a plain "constructor" key and escaped text', async () => {
    expect(await post('{"constructor":"x","t":"\\u00e9"}')).toEqual({
      status: 200,
      body: { received: { constructor: 'x', t: 'é' } },
    });
  });

  it('answers 400, never 500, to nesting too deep, before parsing it', async () => {
    const depth = 30_000;
    const response = await post(`${'['.repeat(depth)}"\\u0041"${']'.repeat(depth)}`);
    expect(response).toEqual({ status: 400, body: { message: 'Request body is nested more than 32 levels deep' } });
    const atTheBound = `${'['.repeat(32)}1${']'.repeat(32)}`;
    expect((await post(atTheBound)).status).toBe(200);
  });

  it('refuses four million brackets or a million keys on a 4 MB call with a 400', async () => {
    const brackets = await post('['.repeat(4_000_000), {}, 'POST', '/large');
    expect(brackets).toEqual({ status: 400, body: { message: 'Request body is nested more than 32 levels deep' } });
    const keys = `{${Array.from({ length: 200_000 }, (_, i) => `"k${i}":0`).join(',')}}`;
    expect(await post(keys, {}, 'POST', '/large')).toEqual({
      status: 400,
      body: { message: 'Request body holds more than 10,000 values' },
    });
    // The same bound for a compressed body, once it is undone.
    expect(await post(zlib.gzipSync(keys), { 'content-encoding': 'gzip' }, 'POST', '/large')).toEqual({
      status: 400,
      body: { message: 'Request body holds more than 10,000 values' },
    });
  });

  it('counts values outside strings only, escaped quotes included', async () => {
    const text = `"quoted \\" [{,,,}] ${'[,'.repeat(20_000)}"`;
    expect(await post(JSON.stringify({ text: JSON.parse(text) as string }))).toMatchObject({ status: 200 });
    const items = Array.from({ length: 9_999 }, () => 0);
    expect((await post(JSON.stringify(items))).status).toBe(200);
    expect((await post(JSON.stringify([...items, 0, 0]))).status).toBe(400);
  });

  it('parses a large body (a chapter of 3 MB) off the event loop with the same result', async () => {
    const chapter = { title: 'Long', content: 'The lantern swung. '.repeat(160_000), notes: ['a', 'ü'] };
    const response = await post(JSON.stringify(chapter), {}, 'POST', '/large');
    expect(response).toEqual({ status: 200, body: { received: chapter } });
    expect(await post(`{"a":[{"\\u005f_proto__":{}}],"pad":"${'x'.repeat(100_000)}"}`, {}, 'POST', '/large')).toEqual({
      status: 400,
      body: { message: 'Request body may not contain a __proto__ or constructor.prototype key' },
    });
    expect(await post(`{"pad":"${'x'.repeat(100_000)}"`, {}, 'POST', '/large')).toEqual({
      status: 400,
      body: { message: 'Request body is not valid JSON' },
    });
  });

  it('does not read bodies of other types, or of GET and DELETE requests', async () => {
    expect(await post('a=1', { 'content-type': 'application/x-www-form-urlencoded' })).toEqual({
      status: 200,
      body: { received: 'nothing read' },
    });
    expect(await post(json, { 'content-encoding': 'gzip' }, 'DELETE')).toEqual({
      status: 200,
      body: { received: 'nothing read' },
    });
  });
});
