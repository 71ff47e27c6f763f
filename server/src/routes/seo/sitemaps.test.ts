/**
 * Sitemaps over a real database, parsed as XML: the index points at parts that exist, parts hold every public
 * novel and chapter page and nothing else, split at the per-part limit (3 here), with lastmod from the content
 * and PUBLIC_URL as the base of every URL.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAuthor, buildChapter, buildNovel } from '../../../test/factories.ts';
import { getTestServer, type TestServer } from '../../../test/support.ts';
import { Chapter, Novel } from '../../entities/index.ts';

const BASE = 'https://inkshelf.example';
const PER_PART = 3;

let server: TestServer;
const em = (): EntityManager => server.db.orm.em.fork();

const parser = new XMLParser({ isArray: (name) => name === 'url' || name === 'sitemap' });

interface Entry {
  loc: string;
  lastmod: string;
}

/** Fetches an XML answer by its absolute URL (whose base is PUBLIC_URL, not the test server's address). */
async function getXml(url: string) {
  expect(url.startsWith(`${BASE}/`), url).toBe(true);
  const res = await server.request('GET', url.slice(BASE.length));
  expect(res.status, url).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
  expect(res.headers.get('cache-control')).toMatch(/^public, max-age=\d+$/);
  expect(XMLValidator.validate(res.text)).toBe(true);
  return parser.parse(res.text) as {
    sitemapindex?: { sitemap?: Entry[] };
    urlset?: { url?: Entry[] };
  };
}

async function readIndex() {
  const index = await getXml(`${BASE}/sitemap.xml`);
  return index.sitemapindex?.sitemap ?? [];
}

async function readParts(kind: 'novels' | 'chapters') {
  const parts = (await readIndex()).filter((entry) => entry.loc.startsWith(`${BASE}/sitemaps/${kind}-`));
  return Promise.all(parts.map(async (entry) => ({ entry, urls: (await getXml(entry.loc)).urlset?.url ?? [] })));
}

const novelUrl = (novel: Novel) => `${BASE}/novels/${encodeURIComponent(novel.title)}`;
const chapterUrl = (novel: Novel, chapter: Chapter) => `${novelUrl(novel)}/chapters/${chapter.chapterNumber}`;

let saga: Novel;
let lone: Novel;
let empty: Novel;
let hidden: Novel;
let sagaChapters: Chapter[];
let loneChapter: Chapter;
let draftChapter: Chapter;
let hiddenChapters: Chapter[];

beforeAll(async () => {
  server = await getTestServer({
    config: { publicUrl: `${BASE}/`, seo: { urlsPerSitemap: PER_PART, batchSize: 2, indexTtlMs: 0 } },
  });
  const fork = em();
  const author = await buildAuthor(fork);
  // Characters that must be URL-encoded and then XML-escaped.
  saga = await buildNovel(fork, { author, title: `Salt & Sea's "Road" <${Date.now()}>` });
  sagaChapters = [];
  for (let i = 0; i < 7; i++) sagaChapters.push(await buildChapter(fork, { novel: saga }));
  draftChapter = await buildChapter(fork, { novel: saga, status: 'draft', publishedAt: null });
  hidden = await buildNovel(fork, { author, status: 'draft', title: `Hidden ${Date.now()}` });
  hiddenChapters = [await buildChapter(fork, { novel: hidden }), await buildChapter(fork, { novel: hidden })];
  empty = await buildNovel(fork, { author, title: `Empty ${Date.now()}` });
  lone = await buildNovel(fork, { author, title: `Lone Tower ${Date.now()}` });
  loneChapter = await buildChapter(fork, { novel: lone });
});
afterAll(() => server.close());

describe('GET /sitemap.xml', () => {
  it('is a sitemap index whose every part exists, with PUBLIC_URL as the base', async () => {
    const res = await server.request('GET', '/sitemap.xml');
    expect(res.text).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const entries = await readIndex();
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) {
      expect(entry.loc).toMatch(new RegExp(`^${BASE}/sitemaps/(novels|chapters)-[1-9]\\d*\\.xml$`));
      const part = await getXml(entry.loc);
      expect(part.urlset?.url?.length).toBeGreaterThan(0);
    }
  });

  it('lists every published novel once, never a draft novel, at most PER_PART to a part', async () => {
    const parts = await readParts('novels');
    const urls = parts.flatMap((part) => part.urls.map((url) => url.loc));
    expect(urls.sort()).toEqual([saga, empty, lone].map(novelUrl).sort());
    for (const part of parts) expect(part.urls.length).toBeLessThanOrEqual(PER_PART);
    expect(urls.join('\n')).not.toContain(encodeURIComponent(hidden.title));
  });

  it('lists every published chapter of a published novel, split at the limit, never a draft', async () => {
    const parts = await readParts('chapters');
    const urls = parts.flatMap((part) => part.urls.map((url) => url.loc));
    const expected = [...sagaChapters.map((chapter) => chapterUrl(saga, chapter)), chapterUrl(lone, loneChapter)];
    expect(urls.sort()).toEqual(expected.sort());
    expect(urls).not.toContain(chapterUrl(saga, draftChapter));
    for (const chapter of hiddenChapters) expect(urls).not.toContain(chapterUrl(hidden, chapter));
    // Eight public chapters in parts of three: at least three parts, none over the limit, some full.
    expect(parts.length).toBeGreaterThanOrEqual(3);
    for (const part of parts) expect(part.urls.length).toBeLessThanOrEqual(PER_PART);
    expect(parts.some((part) => part.urls.length === PER_PART)).toBe(true);
  });

  it("gives each URL its content's update time and each part the newest of its URLs", async () => {
    const fork = em();
    const edited = await fork.findOneOrFail(Chapter, sagaChapters[2]!.id);
    edited.title = 'Rewritten';
    await fork.flush();
    const updated = await em().find(Chapter, { novel: [saga.id, lone.id], status: 'published' });
    const novels = new Map((await em().find(Novel, [saga.id, lone.id, empty.id])).map((n) => [n.id, n]));
    const byUrl = new Map(
      updated.map((chapter) => {
        const novel = novels.get(chapter.novel.id)!;
        return [chapterUrl(novel, chapter), { chapter, novel }];
      }),
    );

    for (const { entry, urls } of await readParts('chapters')) {
      let newest = 0;
      for (const url of urls) {
        const { chapter, novel } = byUrl.get(url.loc)!;
        expect(url.lastmod).toBe(chapter.updatedAt.toISOString());
        newest = Math.max(newest, chapter.updatedAt.getTime(), novel.updatedAt.getTime());
      }
      expect(entry.lastmod).toBe(new Date(newest).toISOString());
    }
    const rewritten = (await readParts('chapters')).flatMap((part) => part.urls);
    expect(rewritten.find((url) => url.loc === chapterUrl(saga, edited))?.lastmod).toBe(edited.updatedAt.toISOString());

    for (const { entry, urls } of await readParts('novels')) {
      for (const url of urls) {
        const novel = [...novels.values()].find((n) => novelUrl(n) === url.loc)!;
        expect(url.lastmod).toBe(novel.updatedAt.toISOString());
      }
      expect(entry.lastmod).toBe(
        urls
          .map((url) => url.lastmod)
          .sort()
          .at(-1),
      );
    }
  });

  it('escapes what XML needs escaped in the raw answer', async () => {
    const entries = await readIndex();
    const part = entries.find((entry) => entry.loc.includes('/novels-'))!;
    const res = await server.request('GET', part.loc.slice(BASE.length));
    expect(res.text).toContain(`/novels/${encodeURIComponent(saga.title).replaceAll("'", '&apos;')}</loc>`);
    expect(res.text.trimEnd().endsWith('</urlset>')).toBe(true);
  });

  it('compresses parts (streamed) and the index', async () => {
    const part = (await readIndex()).find((entry) => entry.loc.includes('/chapters-'))!;
    const res = await server.request('GET', part.loc.slice(BASE.length), { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('vary')).toContain('Accept-Encoding');
  });

  it('answers HEAD with the headers and no body', async () => {
    const part = (await readIndex()).find((entry) => entry.loc.includes('/chapters-'))!;
    const res = await server.request('HEAD', part.loc.slice(BASE.length));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(res.text).toBe('');
  });

  it('answers 404 for a part that is empty, out of range or not a sitemap', async () => {
    for (const path of [
      '/sitemaps/chapters-9999.xml',
      '/sitemaps/chapters-0.xml',
      '/sitemaps/chapters-99999999999.xml',
      '/sitemaps/chapters-1900000000.xml',
      '/sitemaps/pages-1.xml',
      '/sitemaps/novels-1.txt',
    ]) {
      const res = await server.request('GET', path);
      expect(res.status, path).toBe(404);
      expect(res.body, path).toEqual({ message: 'Sitemap not found' });
    }
  });
});

describe('GET /robots.txt with PUBLIC_URL', () => {
  it('points at the sitemap under PUBLIC_URL', async () => {
    const res = await server.request('GET', '/robots.txt');
    expect(res.text).toContain(`\nSitemap: ${BASE}/sitemap.xml\n`);
  });
});
