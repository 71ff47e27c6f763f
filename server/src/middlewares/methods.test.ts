/** Methods a path does not take (issue 38): 405 with Allow on pages, files, feeds and the API, never a 501. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nodeHttp } from '../../test/node-http.ts';
import { getTestServer, type TestServer } from '../../test/support.ts';
import { PAGE_METHODS } from './methods.ts';

let server: TestServer;
beforeAll(async () => {
  server = await getTestServer();
});
afterAll(() => server.close());

const ask = (method: string, target: string) => nodeHttp(server.url, target, { accept: 'text/html' }, method);

describe('outside /api', () => {
  it.each([
    ['TRACE', '/'],
    ['PROPFIND', '/novels/Anything'],
    ['POST', '/profile'],
    ['DELETE', '/robots.txt'],
    ['PUT', '/feeds/latest.xml'],
    ['MKCOL', '/sitemap.xml'],
  ])('answers %s %s with 405 and Allow', async (method, target) => {
    const answer = await ask(method, target);
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe(PAGE_METHODS);
    expect(JSON.parse(answer.bytes.toString())).toEqual({
      message: `${method} is not allowed here; this address only answers ${PAGE_METHODS}`,
    });
  });

  it('answers OPTIONS with what it allows', async () => {
    const answer = await ask('OPTIONS', '/novels/Anything');
    expect(answer.status).toBe(204);
    expect(answer.headers.allow).toBe(PAGE_METHODS);
  });
});

describe('in /api', () => {
  it.each(['TRACE', 'PROPFIND', 'PATCH', 'LOCK'])(
    'answers %s on a known path with 405 and its methods',
    async (method) => {
      const answer = await ask(method, '/api/novels');
      expect(answer.status).toBe(405);
      expect(answer.headers.allow?.split(', ').sort()).toEqual(['GET', 'HEAD', 'POST']);
      expect(JSON.parse(answer.bytes.toString())).toHaveProperty('message');
    },
  );

  it('answers an unknown path with 404 whatever the method', async () => {
    const answer = await ask('TRACE', '/api/no-such-thing');
    expect(answer.status).toBe(404);
  });
});
