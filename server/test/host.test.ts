/**
 * Hosts no URL can be built from (issue 38): each hostile form of Host or X-Forwarded-Host is answered at once with a
 * 400, on pages, feeds and the API, and never reaches the code that builds links; a request without Host gets the
 * listening address; behind a trusted proxy a forwarded host counts only when ALLOWED_ORIGINS names it.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_WEB_DIST } from '../src/env.ts';
import { isValidHost } from '../src/middlewares/host.ts';
import { rawRequest } from './raw-http.ts';
import { getTestServer, type TestServer } from './support.ts';

const ACCEPT_HTML = 'Accept: text/html\r\n';
const HOSTILE_HOSTS = [
  'a:99999',
  'a b',
  '[::1',
  'user@evil.example',
  'evil.example:0',
  'a..b',
  '-x.example',
  '[zz::1]',
];
const TARGETS = ['/', '/novels/Anything', '/feeds/latest.xml', '/sitemap.xml', '/robots.txt', '/api/novels'];

const get = (target: string, headers: string, version = '1.1') =>
  `GET ${target} HTTP/${version}\r\n${headers}Connection: close\r\n\r\n`;
const canonicalOf = (text: string) => /<link rel="canonical" href="([^"]*)"/.exec(text)?.[1];

beforeAll(() => {
  const web = path.resolve(DEFAULT_WEB_DIST, '..');
  execFileSync(process.execPath, [path.join(web, 'scripts', 'build-if-changed.ts')], { cwd: web, stdio: 'inherit' });
}, 300_000);

describe('isValidHost', () => {
  it.each([
    'localhost',
    'localhost:3000',
    'books.example',
    'books.example.:443',
    '127.0.0.1:8080',
    '[::1]:80',
    '[::1]',
  ])('takes %s', (host) => expect(isValidHost(host)).toBe(true));
  it.each([...HOSTILE_HOSTS, '', 'a/b', 'a:', 'a:123456', `${'a'.repeat(64)}.example`])('refuses %j', (host) =>
    expect(isValidHost(host)).toBe(false),
  );
});

describe('a server with PUBLIC_URL unset and no proxy', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await getTestServer({ config: { webDist: DEFAULT_WEB_DIST } });
  });
  afterAll(() => server.close());

  it.each(HOSTILE_HOSTS)('answers Host %j with a 400 message within a second, on every kind of route', async (host) => {
    for (const target of TARGETS) {
      const answer = await rawRequest(server.url, get(target, `Host: ${host}\r\n${ACCEPT_HTML}`), 1_000);
      expect(answer.status, `${host} ${target}`).toBe(400);
      expect(answer.body).toEqual({ message: 'The Host header is not a valid host name' });
      expect(answer.headers['cache-control']).toBe('no-store');
    }
  });

  it('answers a thousand hostile requests, none left open', async () => {
    const answers = await Promise.all(
      Array.from({ length: 1_000 }, (_, i) =>
        rawRequest(server.url, get('/', `Host: ${HOSTILE_HOSTS[i % HOSTILE_HOSTS.length]}\r\n${ACCEPT_HTML}`), 5_000),
      ),
    );
    expect(answers.filter((answer) => answer.status === 400)).toHaveLength(1_000);
    const health = await server.request('GET', '/api/health');
    expect(health.status).toBe(200);
  });

  it('gives an HTTP/1.0 request without Host the listening address for its links', async () => {
    const answer = await rawRequest(server.url, get('/', ACCEPT_HTML, '1.0'), 10_000);
    expect(answer.status).toBe(200);
    expect(canonicalOf(answer.text)).toBe(`${server.url}/`);
  });

  it('builds links from a valid Host', async () => {
    const answer = await rawRequest(server.url, get('/', `Host: books.example:8443\r\n${ACCEPT_HTML}`), 10_000);
    expect(answer.status).toBe(200);
    expect(canonicalOf(answer.text)).toBe('http://books.example:8443/');
  });

  it('ignores X-Forwarded-Host when the proxy is not trusted', async () => {
    const answer = await rawRequest(
      server.url,
      get('/', `Host: books.example\r\nX-Forwarded-Host: evil.example\r\n${ACCEPT_HTML}`),
      10_000,
    );
    expect(canonicalOf(answer.text)).toBe('http://books.example/');
  });
});

describe('behind a trusted proxy', () => {
  let open: TestServer;
  let published: TestServer;
  beforeAll(async () => {
    const config = { webDist: DEFAULT_WEB_DIST, trustProxy: true, allowedOrigins: ['https://books.example'] };
    open = await getTestServer({ config });
    published = await getTestServer({ config: { ...config, publicUrl: 'https://inkshelf.example' } });
  });
  afterAll(async () => {
    await open.close();
    await published.close();
  });

  const page = (server: TestServer, forwarded: string) =>
    rawRequest(server.url, get('/', `Host: origin.internal\r\n${forwarded}${ACCEPT_HTML}`), 10_000);

  it('honours a forwarded host that ALLOWED_ORIGINS names, with its protocol', async () => {
    const answer = await page(open, 'X-Forwarded-Host: books.example\r\nX-Forwarded-Proto: https\r\n');
    expect(canonicalOf(answer.text)).toBe('https://books.example/');
  });

  it('drops a forwarded host it does not name, and a protocol other than http or https', async () => {
    const answer = await page(open, 'X-Forwarded-Host: evil.example\r\nX-Forwarded-Proto: javascript\r\n');
    expect(answer.status).toBe(200);
    expect(canonicalOf(answer.text)).toBe('http://origin.internal/');
  });

  it.each(HOSTILE_HOSTS)('answers a forwarded host %j with a 400 within a second', async (host) => {
    for (const target of TARGETS) {
      const answer = await rawRequest(
        open.url,
        get(target, `Host: origin.internal\r\nX-Forwarded-Host: ${host}\r\n${ACCEPT_HTML}`),
        1_000,
      );
      expect(answer.status, `${host} ${target}`).toBe(400);
      expect(answer.body).toEqual({ message: 'The X-Forwarded-Host header is not a valid host name' });
    }
  });

  it('never lets a forwarded host move links when PUBLIC_URL is set', async () => {
    const answer = await page(published, 'X-Forwarded-Host: books.example\r\nX-Forwarded-Proto: https\r\n');
    expect(canonicalOf(answer.text)).toBe('https://inkshelf.example/');
    const feed = await rawRequest(
      published.url,
      get('/feeds/latest.xml', 'Host: origin.internal\r\nX-Forwarded-Host: books.example\r\n'),
      10_000,
    );
    expect(feed.status).toBe(200);
    expect(feed.text).toContain('https://inkshelf.example');
    expect(feed.text).not.toContain('books.example');
  });
});
