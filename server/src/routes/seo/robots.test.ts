/** robots.txt: plain text, the signed-in-only screens and the API disallowed, the sitemap's absolute URL. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTestServer, type TestServer } from '../../../test/support.ts';
import { DISALLOWED_PATHS, ROBOTS_CACHE } from './robots.ts';

/** What a browser sends for a page: the website's fallback would answer it with index.html. */
const BROWSER_ACCEPT = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

let server: TestServer;
let dist: string;
beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'inkshelf-seo-dist-'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>shell</title>');
  server = await getTestServer({ config: { webDist: dist } });
});
afterAll(async () => {
  await server.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const rules = (text: string) =>
  text
    .split('\n')
    .filter((line) => line.startsWith('Disallow:'))
    .map((line) => line.slice('Disallow:'.length).trim());

/** Whether a robots.txt prefix rule would keep a crawler away from the path. */
const blocked = (text: string, pathname: string) => rules(text).some((rule) => pathname.startsWith(rule));

describe('GET /robots.txt', () => {
  it('answers text/plain before the website fallback, with the sitemap at the address the request reached', async () => {
    const res = await server.request('GET', '/robots.txt', { headers: BROWSER_ACCEPT });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe(ROBOTS_CACHE);
    expect(res.text).not.toContain('<title>shell</title>');
    expect(res.text.split('\n')[0]).toBe('User-agent: *');
    expect(res.text).toContain(`\nSitemap: ${server.url}/sitemap.xml\n`);
    expect(rules(res.text)).toEqual([...DISALLOWED_PATHS]);
  });

  it('keeps crawlers out of the signed-in-only screens and the API, never out of public pages', async () => {
    const { text } = await server.request('GET', '/robots.txt');
    for (const pathname of [
      '/author/dashboard',
      '/author/novels/create',
      '/author/novels/3/edit',
      '/profile',
      '/bookmarks',
      '/reading-history',
      '/moderation?tab=audit',
      '/api/novels',
      '/reset-password?token=x',
    ]) {
      expect(blocked(text, pathname), pathname).toBe(true);
    }
    for (const pathname of [
      '/',
      '/authors/mara',
      '/novels/The%20Salt%20Road',
      '/novels/The%20Salt%20Road/chapters/2',
      '/browse',
      '/ranking',
      '/genre/fantasy',
      '/search?q=salt',
      '/sitemap.xml',
      '/feeds/latest.xml',
    ]) {
      expect(blocked(text, pathname), pathname).toBe(false);
    }
  });

  it('still leaves unknown pages to the website', async () => {
    const res = await server.request('GET', '/robots.txt.bak', { headers: BROWSER_ACCEPT });
    expect(res.text).toContain('<title>shell</title>');
  });
});
