import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest } from '../test/raw-http.ts';
import { getTestServer, type TestServer } from '../test/support.ts';
import { createHttpServer } from './http-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await getTestServer();
});
afterAll(() => server.close());

const host = () => new URL(server.url).host;

describe('requests that Node cannot parse get a JSON answer', () => {
  it('answers headers over 16 KB with 431 and a JSON message, and closes that connection', async () => {
    const response = await rawRequest(
      server.url,
      `GET /api/health HTTP/1.1\r\nHost: ${host()}\r\nX-Padding: ${'a'.repeat(20 * 1024)}\r\n\r\n`,
    );
    expect(response).toMatchObject({
      status: 431,
      headers: { 'content-type': 'application/json; charset=utf-8', connection: 'close' },
      body: { message: 'Request headers are too large' },
    });
    expect(Number(response.headers['content-length'])).toBe(Buffer.byteLength(response.text));
    // The server itself is unharmed.
    expect(await server.request('GET', '/api/health')).toMatchObject({ status: 200 });
  });

  it.each([
    ['a NUL byte in the path', (h: string) => `GET /api/novels/1\u0000 HTTP/1.1\r\nHost: ${h}\r\n\r\n`],
    ['a NUL byte in a header', (h: string) => `GET /api/novels HTTP/1.1\r\nHost: ${h}\r\nX-Name: a\u0000b\r\n\r\n`],
    ['a space in a header name', (h: string) => `GET /api/novels HTTP/1.1\r\nHost: ${h}\r\nBad Name: x\r\n\r\n`],
    [
      'both Content-Length and Transfer-Encoding',
      (h: string) =>
        `POST /api/login HTTP/1.1\r\nHost: ${h}\r\nContent-Type: application/json\r\n` +
        'Content-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
    ],
    ['a request line that is not HTTP', () => 'HELLO\u0000\r\n\r\n'],
  ])('answers %s with 400 and a JSON message', async (_label, request) => {
    const response = await rawRequest(server.url, request(host()));
    expect(response).toMatchObject({
      status: 400,
      headers: { 'content-type': 'application/json; charset=utf-8', connection: 'close' },
      body: { message: 'Malformed HTTP request' },
    });
  });

  it('answers a request that takes too long to arrive with 408 and a JSON message', async () => {
    const app = new Koa();
    app.use((ctx) => {
      ctx.body = { ok: true };
    });
    const slow = createHttpServer(app, { headersTimeout: 200, requestTimeout: 300, connectionsCheckingInterval: 50 });
    await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(slow.address() as AddressInfo).port}`;
      // The headers never end.
      const response = await rawRequest(url, 'GET / HTTP/1.1\r\nHost: x\r\n');
      expect(response).toMatchObject({ status: 408, body: { message: 'The request took too long to arrive' } });
    } finally {
      slow.closeAllConnections();
      await new Promise((resolve) => slow.close(resolve));
    }
  });
});
