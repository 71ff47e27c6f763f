/** The website served by the real app: cache headers, SPA fallback, untouched /api, and the missing-build hint. */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Koa from 'koa';
import { toRequestListener } from '../app.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTestServer, type TestServer } from '../../test/support.ts';
import { DEFAULT_WEB_DIST, loadEnv } from '../env.ts';
import { IMMUTABLE_CACHE, INDEX_CACHE, MISSING_BUILD_HINT, PUBLIC_FILE_CACHE, webApp } from './web-app.ts';

const INDEX = '<!doctype html><html><head><title>Inkshelf - Web Novel Platform</title></head><body></body></html>';
const html = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

/** A request sent as written: fetch() normalises dots in paths and adds no-cache to conditional requests. */
function rawGet(base: string, target: string, headers: Record<string, string> = {}) {
  const { port } = new URL(base);
  return new Promise<{ status: number; text: string; headers: http.IncomingHttpHeaders }>((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path: target, headers }, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text, headers: res.headers }));
    });
    req.on('error', reject);
  });
}

function makeDist(): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'inkshelf-web-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.mkdirSync(path.join(dist, '.vite'));
  fs.writeFileSync(path.join(dist, 'index.html'), INDEX);
  fs.writeFileSync(path.join(dist, 'assets', 'index-Ab12Cd34.js'), 'console.log("app");');
  fs.writeFileSync(path.join(dist, 'assets', 'index-Ab12Cd34.js.br'), zlib.brotliCompressSync('console.log("app");'));
  fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  fs.writeFileSync(path.join(dist, '.vite', 'manifest.json'), '{"secret":"build details"}');
  return dist;
}

describe('webApp in the real app', () => {
  let server: TestServer;
  let dist: string;

  beforeAll(async () => {
    dist = makeDist();
    server = await getTestServer({ config: { webDist: dist } });
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('serves hashed assets for a year, immutable', async () => {
    const res = await server.request('GET', '/assets/index-Ab12Cd34.js');
    expect(res.status).toBe(200);
    expect(res.text).toBe('console.log("app");');
    expect(res.headers.get('cache-control')).toBe(IMMUTABLE_CACHE);
    expect(res.headers.get('content-type')).toMatch(/javascript/);
  });

  it('serves the precompressed file to a browser that accepts it', async () => {
    const res = await rawGet(server.url, '/assets/index-Ab12Cd34.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe(IMMUTABLE_CACHE);
    expect(res.headers.vary).toMatch(/Accept-Encoding/);
    const plain = await rawGet(server.url, '/assets/index-Ab12Cd34.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe('console.log("app");');
  });

  it('tags files and answers their revalidations with 304, by ETag or by date', async () => {
    const first = await rawGet(server.url, '/favicon.svg');
    const etag = first.headers.etag;
    expect(etag).toMatch(/^W\/"/);
    expect(first.headers['last-modified']).toBeTruthy();
    const byTag = await rawGet(server.url, '/favicon.svg', { 'if-none-match': etag! });
    expect(byTag.status).toBe(304);
    const byDate = await rawGet(server.url, '/favicon.svg', { 'if-modified-since': first.headers['last-modified']! });
    expect(byDate.status).toBe(304);
    expect(byDate.text).toBe('');
  });

  it('serves other public files with a short cache', async () => {
    const res = await server.request('GET', '/favicon.svg');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe(PUBLIC_FILE_CACHE);
  });

  it('sends the chapter jump form (?chapter=N) to the chapter, and to the novel without a good number', async () => {
    const novel = '/novels/Dr.%20Who';
    const cases = [
      [`${novel}/chapters?chapter=12`, `${novel}/chapters/12`],
      [`${novel}/chapters/?chapter=3`, `${novel}/chapters/3`],
      [`${novel}/chapters?chapter=0`, novel],
      [`${novel}/chapters?chapter=1e3`, novel],
      [`${novel}/chapters?chapter=2&chapter=3`, novel],
      [`${novel}/chapters`, novel],
    ];
    for (const [from, to] of cases) {
      const res = await rawGet(server.url, from!, html);
      expect(res.status, from).toBe(302);
      expect(res.headers.location, from).toBe(to);
    }
  });

  it('answers / and every client route with index.html, never cached without revalidation', async () => {
    for (const url of [
      '/',
      '/novels/The%20Glass%20Orchard',
      '/novels/Dr.%20Who/chapters/2',
      '/author/dashboard',
      '/nope',
    ]) {
      const res = await server.request('GET', url, { headers: html });
      expect(res.status, url).toBe(200);
      expect(res.text, url).toBe(INDEX);
      expect(res.headers.get('content-type'), url).toMatch(/^text\/html/);
      expect(res.headers.get('cache-control'), url).toBe(INDEX_CACHE);
      expect(res.headers.get('content-security-policy'), url).toContain("script-src 'self'");
    }
  });

  it('revalidates index.html with its ETag', async () => {
    const first = await server.request('GET', '/browse', { headers: html });
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await rawGet(server.url, '/ranking', { ...html, 'if-none-match': etag! });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
  });

  it('answers HEAD for pages without a body', async () => {
    const res = await server.request('HEAD', '/profile', { headers: html });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.text).toBe('');
  });

  it('keeps unknown /api paths as JSON 404s, even for a browser', async () => {
    const res = await server.request('GET', '/api/no-such-thing', { headers: html });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(res.body).toEqual({ message: 'No API route for GET /api/no-such-thing' });
    expect((await server.request('GET', '/api/health')).status).toBe(200);
  });

  it('does not answer missing assets, non-HTML requests or other methods with the page', async () => {
    const asset = await server.request('GET', '/assets/index-missing.js', { headers: html });
    expect(asset.status).toBe(404);
    expect(asset.text).not.toContain('<!doctype html>');

    const image = await server.request('GET', '/missing.png', { headers: { accept: 'image/avif,image/webp' } });
    expect(image.status).toBe(404);

    const post = await server.request('POST', '/profile', { headers: html });
    expect(post.status).toBe(405);
    expect(post.text).not.toContain('<!doctype html>');
  });

  it('never serves dot folders such as the build manifest', async () => {
    const res = await server.request('GET', '/.vite/manifest.json');
    expect(res.text).not.toContain('build details');
  });

  it('refuses paths that climb out of the folder', async () => {
    const answer = await rawGet(server.url, '/assets/../../../../etc/passwd');
    expect(answer.text).not.toContain('root:');
    expect(answer.status).toBe(403);
  });
});

describe('webApp without a build', () => {
  it('explains how to build at / and leaves everything else to the app', async () => {
    const app = new Koa();
    app.use(webApp({ dist: path.join(os.tmpdir(), 'inkshelf-no-such-dist') }));
    app.use((ctx) => {
      ctx.status = 404;
      ctx.body = { message: 'next' };
    });
    const server = http.createServer(toRequestListener(app));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const home = await fetch(`${base}/`, { headers: html });
      expect(home.status).toBe(200);
      expect(await home.text()).toBe(MISSING_BUILD_HINT);
      const page = await fetch(`${base}/browse`, { headers: html });
      expect(await page.json()).toEqual({ message: 'next' });
    } finally {
      server.close();
    }
  });

  it('defaults WEB_DIST to web/dist of this repository and resolves a relative one', () => {
    expect(loadEnv({}, '/srv').WEB_DIST).toBe(DEFAULT_WEB_DIST);
    expect(DEFAULT_WEB_DIST.endsWith(path.join('web', 'dist'))).toBe(true);
    expect(loadEnv({ WEB_DIST: 'public' }, '/srv').WEB_DIST).toBe(path.resolve('/srv', 'public'));
  });
});
