import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Router from '@koa/router';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routerDispatch } from './dispatch.ts';

/** Routers shaped like the app's: prefixed, one under '/api' with several segments, one with a parameter. */
function routers() {
  const seen: string[] = [];
  const auth = new Router({ prefix: '/api' });
  auth.post('/login', (ctx) => void (ctx.body = { by: 'auth' }));
  auth.get('/me', (ctx) => void (ctx.body = { by: 'auth-me' }));
  const bookmarks = new Router({ prefix: '/api/bookmarks' });
  bookmarks.use((ctx, next) => {
    seen.push(`bookmarks-use ${ctx.path}`);
    return next();
  });
  bookmarks.get('/', (ctx) => void (ctx.body = { by: 'bookmarks' }));
  bookmarks.delete('/:id', (ctx) => void (ctx.body = { by: 'bookmarks', id: ctx.params.id }));
  const chapters = new Router({ prefix: '/api/novels/:novelId/chapters' });
  chapters.get('/', (ctx) => void (ctx.body = { by: 'chapters', novel: ctx.params.novelId }));
  const novels = new Router({ prefix: '/api/novels' });
  novels.get('/:id', (ctx) => void (ctx.body = { by: 'novels', id: ctx.params.id }));
  const anywhere = new Router();
  anywhere.get(/^\/api\/docs\.(json|html)$/, (ctx) => void (ctx.body = { by: 'docs' }));
  return { list: [auth, bookmarks, chapters, novels, anywhere], seen };
}

let base = '';
let seen: string[] = [];
const servers: http.Server[] = [];

/** Serves the routers mounted with app.use as before (`plain`) or behind routerDispatch. */
async function serve(mount: 'plain' | 'dispatch') {
  const app = new Koa();
  const made = routers();
  if (mount === 'plain') for (const router of made.list) app.use(router.routes()).use(router.allowedMethods());
  else app.use(routerDispatch(made.list));
  app.use((ctx) => {
    ctx.status = 404;
    ctx.body = { by: 'fallthrough' };
  });
  const handle = app.callback();
  const server = http.createServer((req, res) => void handle(req, res));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen: made.seen };
}

let plainBase = '';
beforeAll(async () => {
  const dispatched = await serve('dispatch');
  base = dispatched.origin;
  seen = dispatched.seen;
  plainBase = (await serve('plain')).origin;
});
afterAll(() => Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve)))));

const answer = async (origin: string, method: string, path: string) => {
  const response = await fetch(`${origin}${path}`, { method });
  return { status: response.status, allow: response.headers.get('allow'), body: await response.text() };
};

describe('routerDispatch', () => {
  it('answers every request exactly as the routers mounted one after another do', async () => {
    const requests: [string, string][] = [
      ['POST', '/api/login'],
      ['GET', '/api/me'],
      ['GET', '/API/ME'],
      ['GET', '/api/bookmarks'],
      ['GET', '/api/Bookmarks/'],
      ['DELETE', '/api/bookmarks/42'],
      ['PUT', '/api/bookmarks/42'],
      ['GET', '/api/novels/7'],
      ['GET', '/api/novels/7/chapters'],
      ['POST', '/api/novels/7'],
      ['GET', '/api/docs.json'],
      ['GET', '/api/unknown'],
      ['GET', '/api'],
      ['GET', '/api//bookmarks'],
      ['GET', '/elsewhere'],
      ['HEAD', '/api/bookmarks'],
      ['OPTIONS', '/api/bookmarks/1'],
    ];
    for (const [method, path] of requests) {
      expect(await answer(base, method, path), `${method} ${path}`).toEqual(await answer(plainBase, method, path));
    }
  });

  it('runs only the routers that can match: a router-wide middleware never sees other segments', async () => {
    seen.length = 0;
    await answer(base, 'GET', '/api/novels/7');
    await answer(base, 'POST', '/api/login');
    await answer(base, 'GET', '/api/bookmarks');
    expect(seen).toEqual(['bookmarks-use /api/bookmarks']);
  });
});
