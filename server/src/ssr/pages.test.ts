/**
 * Server-rendered pages, fetched without a browser from the real app serving the real web build (web/dist with
 * its renderer in dist/.ssr/, built here when its sources changed): content, metadata, status codes, caching and
 * the hand-over of data to the browser.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Novel, type User } from '../entities/index.ts';
import { DEFAULT_WEB_DIST } from '../env.ts';
import { nodeHttp } from '../../test/node-http.ts';
import { getTestServer, type TestServer } from '../../test/support.ts';
import { buildAuthor, buildChapter, buildNovel, buildReview } from '../../test/factories.ts';
import { CLIENT_ERROR_PAGE_CACHE, PAGE_CACHE } from './page-answer.ts';

const PUBLIC_URL = 'https://inkshelf.example';
const html = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
const SYNOPSIS = 'Salt, rope and a ferry across the grey water </script><script>alert(1)</script> & more.';

let server: TestServer;
let author: User;
let novel: Novel;
let draftNovel: Novel;

const novelUrl = (title: string) => `/novels/${encodeURIComponent(title)}`;
const get = (url: string, headers: Record<string, string> = {}) =>
  server.request('GET', url, { headers: { ...html, ...headers } });

/** A request sent as written (fetch() adds no-cache to conditional requests, which forbids a 304). */
async function rawGet(target: string, headers: Record<string, string>) {
  const answer = await nodeHttp(server.url, target, headers);
  return { status: answer.status, text: answer.bytes.toString(), etag: answer.headers.etag };
}

/** The parsed JSON of a page's state script. */
function stateOf(text: string): { status: number; hydrate: boolean; queries: { queries: { queryKey: unknown[] }[] } } {
  const match = /<script type="application\/json" id="ssr-data">([\s\S]*?)<\/script>/.exec(text);
  if (!match?.[1]) throw new Error('no state script');
  return JSON.parse(match[1]) as never;
}

function jsonLd(text: string): Record<string, unknown> {
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(text);
  if (!match?.[1]) throw new Error('no JSON-LD');
  return JSON.parse(match[1]) as Record<string, unknown>;
}

const meta = (text: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(text)?.[1];

beforeAll(async () => {
  const web = path.resolve(DEFAULT_WEB_DIST, '..');
  execFileSync(process.execPath, [path.join(web, 'scripts', 'build-if-changed.ts')], { cwd: web, stdio: 'inherit' });
  server = await getTestServer({ config: { webDist: DEFAULT_WEB_DIST, publicUrl: PUBLIC_URL } });
  const em = server.db.orm.em.fork();
  author = await buildAuthor(em, { username: 'saltwriter' });
  novel = await buildNovel(em, {
    author,
    title: 'The Salt Road',
    description: SYNOPSIS,
    genres: ['Fantasy', 'Sea'],
    genreKeys: ['fantasy', 'sea'],
    coverVersion: 3,
  });
  await buildReview(em, { novel, rating: 4, content: 'A fine crossing.' });
  await buildChapter(em, {
    novel,
    title: 'The Ferry',
    content: '<p>The ferryman waited at the jetty &amp; counted the coins.</p><p>Second paragraph.</p>',
    contentText: 'The ferryman waited at the jetty & counted the coins.\n\nSecond paragraph.',
  });
  await buildChapter(em, { novel, title: 'The Crossing', content: '<p>Grey water all the way.</p>' });
  await buildChapter(em, { novel, title: 'Unfinished', status: 'draft', publishedAt: null });
  em.assign(novel, { reviewCount: 1, averageRating: '4.00' });
  await em.flush();
  draftNovel = await buildNovel(em, { author, title: 'Hidden Draft Novel', status: 'draft' });
}, 300_000);

afterAll(async () => {
  await server?.close();
});

describe('the novel page', () => {
  it('is rendered with its synopsis, chapter links, reviews and metadata', async () => {
    const res = await get(novelUrl(novel.title));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    const text = res.text;
    expect(text).toContain('<title>The Salt Road - Inkshelf</title>');
    expect(text).toContain('A fine crossing.');
    expect(text).toContain(`href="${novelUrl(novel.title)}/chapters/1"`);
    expect(text).toContain(`href="${novelUrl(novel.title)}/chapters/2"`);
    expect(text).not.toContain('Unfinished');
    expect(text).not.toContain('needs JavaScript');
    // The cover is above the fold: a plain image in the HTML, eager and first (issue 37), scripts or not.
    expect(text).toContain(
      `<img src="/api/novels/${novel.id}/cover?v=3" alt="Cover of The Salt Road" loading="eager" fetchPriority="high"`,
    );
    expect(text).toContain(`<link rel="canonical" href="${PUBLIC_URL}/novels/The%20Salt%20Road" />`);
    expect(meta(text, 'og:image')).toBe(`${PUBLIC_URL}/api/novels/${novel.id}/cover?v=3`);
    expect(meta(text, 'twitter:image')).toBe(`${PUBLIC_URL}/api/novels/${novel.id}/cover?v=3`);
    expect(meta(text, 'og:title')).toBe('The Salt Road - Inkshelf');
    expect(meta(text, 'description')).toContain('Salt, rope and a ferry');
    // One title and one description: the index.html defaults are replaced, not repeated.
    expect(text.match(/<title>/g)).toHaveLength(1);
    expect(text.match(/<meta name="description"/g)).toHaveLength(1);
    expect(jsonLd(text)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Book',
      name: 'The Salt Road',
      author: { '@type': 'Person', name: 'saltwriter', url: `${PUBLIC_URL}/authors/saltwriter` },
      genre: ['Fantasy', 'Sea'],
      image: `${PUBLIC_URL}/api/novels/${novel.id}/cover?v=3`,
      aggregateRating: { '@type': 'AggregateRating', ratingValue: '4.0', reviewCount: 1 },
    });
  });

  it('hands its data to the browser in a JSON script that user content cannot end', async () => {
    const { text } = await get(novelUrl(novel.title));
    // The synopsis holds '</script>': it appears escaped in the page's text, the JSON-LD and the state script.
    expect(text).not.toContain('</script><script>alert(1)');
    const state = stateOf(text);
    expect(state).toMatchObject({ status: 200, hydrate: true });
    const keys = state.queries.queries.map((query) => query.queryKey[0]);
    expect(keys).toEqual(
      expect.arrayContaining([
        '/api/user',
        `/api/novels/name/${encodeURIComponent(novel.title)}`,
        `/api/novels/${novel.id}/chapters?view=summary`,
        `/api/novels/${novel.id}/reviews`,
      ]),
    );
    expect(JSON.stringify(state)).toContain('</script><script>alert(1)</script>');
  });

  it('is cached briefly by shared caches, and answers 304 to a revalidation', async () => {
    const first = await get(novelUrl(novel.title));
    expect(first.headers.get('cache-control')).toBe(PAGE_CACHE);
    expect(first.headers.get('vary')).toMatch(/Cookie/);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/"/);
    const visitor = { ...html, 'user-agent': 'revalidating-cache' };
    const before = await rawGet(novelUrl(novel.title), visitor);
    const again = await rawGet(novelUrl(novel.title), { ...visitor, 'if-none-match': before.etag ?? '' });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    const changed = await rawGet(novelUrl(novel.title), { ...visitor, 'if-none-match': 'W/"an-older-page"' });
    expect(changed.status).toBe(200);
  });

  it('is kept and sent again as it is, whoever reads it, until a write changes what it shows', async () => {
    const { agent } = await server.signedIn({ isAuthor: true });
    const created = await agent.request<{ id: number }>('POST', '/api/novels', {
      json: { title: 'The Tide Table', description: 'High water at noon, the tables say.', genres: ['Fantasy'] },
    });
    expect(created.status).toBe(201);
    const published = await agent.request('PUT', `/api/novels/${created.body.id}`, { json: { status: 'published' } });
    expect(published.status).toBe(200);
    const path = novelUrl('The Tide Table');
    const first = await get(path, { 'user-agent': 'first-reader' });
    expect(first.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await get(path, { 'user-agent': 'second-reader' });
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    // The same document, down to its render time.
    expect(second.text).toBe(first.text);
    // The second reader's view counts, though the page was sent again without reading the novel.
    await server.deps.views.flush();
    expect((await server.db.orm.em.fork().findOneOrFail(Novel, created.body.id)).viewCount).toBe(2);

    // A write through the app clears the kept pages at once.
    const edited = await agent.request('PUT', `/api/novels/${created.body.id}`, {
      json: { description: 'High water at one, the almanac says.' },
    });
    expect(edited.status).toBe(200);
    const changed = await get(path, { 'user-agent': 'first-reader' });
    expect(changed.headers.get('etag')).not.toBe(first.headers.get('etag'));
    expect(changed.text).toContain('High water at one, the almanac says.');
  });

  it('is a 404 when the novel does not exist or is a draft', async () => {
    const missing = await get(novelUrl('No Such Novel'));
    expect(missing.status).toBe(404);
    expect(missing.text).toContain('Novel not found');
    expect(stateOf(missing.text).hydrate).toBe(false);
    // An error is never kept by a shared cache (issue 38).
    expect(missing.headers.get('cache-control')).toBe(CLIENT_ERROR_PAGE_CACHE);
    const draft = await get(novelUrl(draftNovel.title));
    expect(draft.status).toBe(404);
    expect(draft.text).not.toContain('A description long enough');
  });
});

describe('the chapter page', () => {
  it('carries the whole text, plain links to its neighbours and the list, and its metadata', async () => {
    const res = await get(`${novelUrl(novel.title)}/chapters/1`);
    expect(res.status).toBe(200);
    const text = res.text;
    expect(text).toContain('The ferryman waited at the jetty &amp; counted the coins.');
    expect(text).toContain('Second paragraph.');
    expect(text).toContain(`href="${novelUrl(novel.title)}/chapters/2"`);
    expect(text).toContain(`href="${novelUrl(novel.title)}"`);
    expect(text).toContain('<title>Chapter 1: The Ferry - The Salt Road - Inkshelf</title>');
    expect(meta(text, 'description')).toBe(
      'The ferryman waited at the jetty &#38; counted the coins. Second paragraph.',
    );
    expect(text).toContain(`<link rel="canonical" href="${PUBLIC_URL}/novels/The%20Salt%20Road/chapters/1" />`);
    expect(meta(text, 'og:image')).toBe(`${PUBLIC_URL}/api/novels/${novel.id}/cover?v=3`);
    expect(jsonLd(text)).toMatchObject({
      '@type': 'Chapter',
      name: 'The Ferry',
      position: 1,
      isPartOf: { '@type': 'Book', name: 'The Salt Road', url: `${PUBLIC_URL}/novels/The%20Salt%20Road` },
    });
    const second = await get(`${novelUrl(novel.title)}/chapters/2`);
    expect(second.text).toContain('Grey water all the way.');
    expect(second.text).toContain(`href="${novelUrl(novel.title)}/chapters/1"`);
  });

  it('is a 404 for a chapter that does not exist, and access denied (403) for a draft', async () => {
    const missing = await get(`${novelUrl(novel.title)}/chapters/9`);
    expect(missing.status).toBe(404);
    expect(missing.text).toContain('Access Denied');
    const notANumber = await get(`${novelUrl(novel.title)}/chapters/first`);
    expect(notANumber.status).toBe(404);
    const draft = await get(`${novelUrl(novel.title)}/chapters/3`);
    expect(draft.status).toBe(403);
    expect(draft.headers.get('cache-control')).toBe(CLIENT_ERROR_PAGE_CACHE);
    expect(draft.text).toContain('Access Denied');
    expect(draft.text).toContain('This chapter is not available.');
    expect(draft.text).not.toContain('Once upon a time.');
  });
});

describe('other public pages', () => {
  it.each([
    ['/', 'The Salt Road'],
    ['/browse', 'The Salt Road'],
    ['/ranking', 'The Salt Road'],
    ['/genre/fantasy', 'The Salt Road'],
    ['/genres/sea', 'The Salt Road'],
    ['/genres', 'Fantasy'],
    ['/authors/saltwriter', 'The Salt Road'],
    ['/search?q=salt', 'The Salt Road'],
    ['/terms', 'Terms of Service'],
    ['/privacy', 'Privacy Policy'],
    ['/copyright', 'DMCA Policy'],
    ['/guidelines', 'Content Guidelines'],
  ])('%s is rendered with its content, a title and a canonical URL', async (url, content) => {
    const res = await get(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe(PAGE_CACHE);
    const main = res.text.slice(res.text.indexOf('<main'), res.text.indexOf('</main>'));
    expect(main).toContain(content);
    expect(main).not.toContain('Hidden Draft Novel');
    expect(res.text).toMatch(/<title>[^<]+ - Inkshelf|<title>Inkshelf - Web Novel Platform<\/title>/);
    expect(res.text).toContain(
      `<link rel="canonical" href="${PUBLIC_URL}${url.split('?')[0] === '/search' ? url : url}`,
    );
    expect(stateOf(res.text).hydrate).toBe(true);
  });

  it('renders the 404 page with status 404 for a path no route knows', async () => {
    const res = await get('/no/such/page');
    expect(res.status).toBe(404);
    expect(res.text).toContain('404 Page Not Found');
    expect(res.headers.get('cache-control')).toBe(CLIENT_ERROR_PAGE_CACHE);
    expect(res.text).toContain('Did you forget to add the page to the router?');
  });
});

describe('filtered lists (issue 19)', () => {
  const mainOf = (text: string) => text.slice(text.indexOf('<main'), text.indexOf('</main>'));

  it('renders a filtered Browse URL with the filtered list, under the query key the page reads', async () => {
    await buildNovel(server.db.orm.em.fork(), { author, title: 'Lantern Hill', genres: ['Horror'] });
    const res = await get('/browse?genres=Fantasy&excludeGenres=Horror&sortBy=updatedAt');
    expect(res.status).toBe(200);
    expect(mainOf(res.text)).toContain('The Salt Road');
    expect(mainOf(res.text)).not.toContain('Lantern Hill');
    const keys = stateOf(res.text).queries.queries.map((query) => query.queryKey);
    expect(keys).toContainEqual(['/api/novels?excludeGenres=Horror&genres=Fantasy&limit=60&sortBy=updatedAt', 'pages']);
    expect(keys).toContainEqual(['/api/genres']);
    // The chips are links to the next state, so the panel works before (or without) the page's script.
    expect(mainOf(res.text)).toContain('aria-label="Horror (excluded)"');
    expect(mainOf(res.text)).toContain('href="/browse?genres=Fantasy&amp;excludeGenres=&amp;sortBy=updatedAt"');

    const horror = await get('/browse?genres=horror');
    expect(mainOf(horror.text)).toContain('Lantern Hill');
    expect(mainOf(horror.text)).not.toContain('The Salt Road');
  });

  it('renders a filtered search and says when nothing matches the filters', async () => {
    const res = await get('/search?q=salt&status=completed');
    expect(res.status).toBe(200);
    expect(mainOf(res.text)).toContain('No novels match these filters');
    expect(mainOf(res.text)).toContain('href="/search?q=salt"');
    const keys = stateOf(res.text).queries.queries.map((query) => query.queryKey[0]);
    expect(keys).toContain('/api/novels/search?limit=12&offset=0&q=salt&status=completed');
  });
});

describe('signed-in visitors and signed-in screens', () => {
  it('gets the app shell, private, for a signed-in visitor', async () => {
    const { agent } = await server.signedIn();
    const res = await agent.request('GET', novelUrl(novel.title), { headers: html });
    expect(res.status).toBe(200);
    expect(res.text).toContain('<div id="root"></div>');
    expect(res.text).not.toContain('ssr-data');
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
    expect(res.headers.get('vary')).toMatch(/Cookie/);
    const unknown = await agent.request('GET', '/no/such/page', { headers: html });
    expect(unknown.status).toBe(404);
    expect(unknown.text).toContain('<div id="root"></div>');
  });

  it('sends the shell for signed-in-only routes, also to visitors who are signed out', async () => {
    for (const url of ['/profile', '/bookmarks', '/reading-history', '/author/dashboard']) {
      const res = await get(url);
      expect(res.status, url).toBe(200);
      expect(res.text, url).toContain('<div id="root"></div>');
    }
  });

  it('renders the sign-in page for a signed-out visitor, saying that signing in needs JavaScript', async () => {
    const res = await get('/auth');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<h1 class="text-2xl font-bold">Welcome</h1>');
    expect(res.text).toContain('Logging in and creating an account need JavaScript.');
  });
});
