/**
 * Feeds over a real database, read with a feed parser: the newest public chapters, newest first, with their
 * opening words and absolute links; ETag and 304; 404 for a novel that is missing or not published; author text
 * holding markup reaches the reader as the characters typed (read with an XML parser too).
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { parseFeed } from '@rowanmanning/feed-parser';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAuthor, buildChapter, buildNovel } from '../../../test/factories.ts';
import { getTestServer, type TestServer } from '../../../test/support.ts';
import { Chapter, Novel } from '../../entities/index.ts';
import { FEED_CACHE } from './feeds.ts';

let server: TestServer;
const em = (): EntityManager => server.db.orm.em.fork();

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

let novel: Novel;
let draftNovel: Novel;
let chapters: Chapter[];
let draft: Chapter;
let hiddenChapter: Chapter;

const OPENING = `## The Harbour\n\nThe **salt** wind came *early* that year, and the boats stayed in. ${'Word '.repeat(120)}`;

beforeAll(async () => {
  server = await getTestServer();
  const fork = em();
  const author = await buildAuthor(fork, { username: `mara${Date.now()}` });
  novel = await buildNovel(fork, { author, title: `The Salt & "Road" ${Date.now()}` });
  chapters = [
    await buildChapter(fork, { novel, publishedAt: minutesAgo(30), contentText: OPENING }),
    // Published out of order: chapter 2 came last, so it is the newest.
    await buildChapter(fork, { novel, publishedAt: minutesAgo(5), title: 'Tides ]]> and ]]> <b>bold</b> & co' }),
    await buildChapter(fork, { novel, publishedAt: minutesAgo(20), contentText: null }),
  ];
  draft = await buildChapter(fork, { novel, status: 'draft', publishedAt: null, title: 'Secret draft' });
  draftNovel = await buildNovel(fork, { author, status: 'draft', title: `Unseen ${Date.now()}` });
  hiddenChapter = await buildChapter(fork, { novel: draftNovel, publishedAt: minutesAgo(1), title: 'Hidden one' });
});
afterAll(() => server.close());

async function getFeed(path: string, headers: Record<string, string> = {}) {
  const res = await server.request('GET', path, { headers });
  expect(res.status, res.text).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
  expect(XMLValidator.validate(res.text)).toBe(true);
  return { res, feed: parseFeed(res.text) };
}

/** A revalidation as a browser or feed reader sends it (fetch alone would add no-cache, which forbids a 304). */
const revalidate = (etag: string) => ({ headers: { 'if-none-match': etag, 'cache-control': 'max-age=0' } });

const chapterLink = (chapter: Chapter) =>
  `${server.url}/novels/${encodeURIComponent(novel.title)}/chapters/${chapter.chapterNumber}`;

describe('GET /feeds/novels/{id}.xml', () => {
  it("is RSS 2.0 of the novel's published chapters, newest first, with absolute links and openings", async () => {
    const { res, feed } = await getFeed(`/feeds/novels/${novel.id}.xml`);
    expect(res.text).toContain('<rss version="2.0"');
    expect(feed.title).toBe(`${novel.title} - Inkshelf`);
    expect(feed.url).toBe(`${server.url}/novels/${encodeURIComponent(novel.title)}`);
    expect(feed.self).toBe(`${server.url}/feeds/novels/${novel.id}.xml`);
    const [second, third, first] = [chapters[1]!, chapters[2]!, chapters[0]!];
    expect(feed.items.map((item) => item.url)).toEqual([second, third, first].map(chapterLink));
    expect(feed.items.map((item) => item.title)).toEqual([
      `Chapter 2: ${second.title}`,
      `Chapter 3: ${third.title}`,
      `Chapter 1: ${first.title}`,
    ]);
    expect(feed.items[0]!.published?.getTime()).toBe(Math.floor(second.publishedAt!.getTime() / 1000) * 1000);
    const opening = feed.items[2]!.description!;
    expect(opening.startsWith('The Harbour The salt wind came early that year, and the boats stayed in. Word')).toBe(
      true,
    );
    expect(opening.length).toBeLessThanOrEqual(301);
    expect(opening.endsWith('…')).toBe(true);
    expect(new Set(feed.items.map((item) => item.id)).size).toBe(3);
  });

  it("names the novel's content rating as each item's category", async () => {
    const fork = em();
    const mature = await buildNovel(fork, { title: `Night Court ${Date.now()}`, contentRating: 'mature' });
    // Long ago, so the latest feed's own checks never see it.
    await buildChapter(fork, { novel: mature, publishedAt: minutesAgo(60 * 24 * 400) });
    const { res } = await getFeed(`/feeds/novels/${mature.id}.xml`);
    expect(res.text).toContain('<category>Rating: Mature (18+)</category>');
    const { res: plain } = await getFeed(`/feeds/novels/${novel.id}.xml`);
    expect(plain.text.match(/<category>Rating: Everyone<\/category>/g)).toHaveLength(3);
  });

  it('never lists a draft chapter', async () => {
    const { res, feed } = await getFeed(`/feeds/novels/${novel.id}.xml`);
    expect(feed.items.map((item) => item.url)).not.toContain(chapterLink(draft));
    expect(res.text).not.toContain('Secret draft');
  });

  it('sends a weak ETag and a short public Cache-Control, and answers 304 to If-None-Match', async () => {
    const { res } = await getFeed(`/feeds/novels/${novel.id}.xml`);
    const etag = res.headers.get('etag')!;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(res.headers.get('cache-control')).toBe(FEED_CACHE);
    const again = await server.request('GET', `/feeds/novels/${novel.id}.xml`, revalidate(etag));
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    // The same tag whatever the coding.
    const gzip = await getFeed(`/feeds/novels/${novel.id}.xml`, { 'accept-encoding': 'gzip' });
    expect(gzip.res.headers.get('content-encoding')).toBe('gzip');
    expect(gzip.res.headers.get('etag')).toBe(etag);

    const fork = em();
    (await fork.findOneOrFail(Chapter, chapters[0]!.id)).title = 'A new name';
    await fork.flush();
    const changed = await server.request('GET', `/feeds/novels/${novel.id}.xml`, revalidate(etag));
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect(parseFeed(changed.text).items.map((item) => item.title)).toContain('Chapter 1: A new name');
  });

  it('answers 404 for a missing or draft novel, and for a name that is not a feed', async () => {
    for (const path of [
      `/feeds/novels/${draftNovel.id}.xml`,
      '/feeds/novels/999999.xml',
      '/feeds/novels/99999999999.xml',
      `/feeds/novels/${novel.id}.json`,
      '/feeds/novels/abc.xml',
    ]) {
      const res = await server.request('GET', path);
      expect(res.status, path).toBe(404);
      expect(res.body, path).toEqual({ message: 'Novel not found' });
    }
  });
});

describe('GET /feeds/latest.xml', () => {
  it("lists the site's newest public chapters across novels, newest first, no drafts", async () => {
    const other = await buildChapter(em(), { publishedAt: minutesAgo(10) });
    const { feed, res } = await getFeed('/feeds/latest.xml');
    expect(feed.url).toBe(`${server.url}/`);
    expect(feed.self).toBe(`${server.url}/feeds/latest.xml`);
    const titles = feed.items.map((item) => item.title);
    expect(titles.slice(0, 4)).toEqual([
      `${novel.title} - Chapter 2: ${chapters[1]!.title}`,
      `${(await em().findOneOrFail(Novel, other.novel.id)).title} - Chapter 1: ${other.title}`,
      `${novel.title} - Chapter 3: ${chapters[2]!.title}`,
      `${novel.title} - Chapter 1: ${(await em().findOneOrFail(Chapter, chapters[0]!.id)).title}`,
    ]);
    expect(res.text).not.toContain(hiddenChapter.title);
    expect(res.text).not.toContain(draft.title);
    const dates = feed.items.map((item) => item.published!.getTime());
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it('sends an ETag that a revalidation matches', async () => {
    const { res } = await getFeed('/feeds/latest.xml');
    const again = await server.request('GET', '/feeds/latest.xml', revalidate(res.headers.get('etag')!));
    expect(again.status).toBe(304);
  });
});

describe('author text holding markup', () => {
  const TITLE = '"><img src=x onerror=alert(1)>';
  const OPENING_MARKUP = '<script>alert(1)</script> ]]> Tom & "Jerry"';
  /** The opening as the feed escapes it for HTML: a reader renders these characters, never a script element. */
  const OPENING_HTML = '&lt;script&gt;alert(1)&lt;/script&gt; ]]&gt; Tom &amp; "Jerry"';
  const SYNOPSIS = '<b>Bold</b> claims ]]> & <script>alert(2)</script>';
  const SYNOPSIS_HTML = '&lt;b&gt;Bold&lt;/b&gt; claims ]]&gt; &amp; &lt;script&gt;alert(2)&lt;/script&gt;';

  let marked: Novel;
  let authorName: string;
  let chapter: Chapter;

  /** Element text as an XML parser gives it: XML's entities decoded once, nothing trimmed or guessed. */
  const parser = new XMLParser({
    ignoreAttributes: false,
    parseTagValue: false,
    trimValues: false,
    isArray: (name) => name === 'item',
  });
  interface Rss {
    rss: { channel: { title: string; description: string; item: { title: string; description?: string }[] } };
  }
  const channelOf = (xml: string) => (parser.parse(xml) as Rss).rss.channel;

  beforeAll(async () => {
    const fork = em();
    const author = await buildAuthor(fork, { username: `tag${Date.now()}` });
    authorName = author.username;
    marked = await buildNovel(fork, { author, title: `<i>Ink</i> & "Salt" ]]> ${Date.now()}`, description: SYNOPSIS });
    // Published before the chapters above, so that the latest feed's newest four stay the ones listed there.
    chapter = await buildChapter(fork, {
      novel: marked,
      publishedAt: minutesAgo(40),
      title: TITLE,
      contentText: OPENING_MARKUP,
    });
  });

  it("gives the novel's feed channel and item titles as typed, and its HTML fields as escaped text", async () => {
    const { res, feed } = await getFeed(`/feeds/novels/${marked.id}.xml`);
    for (const markup of ['<img', '<script', '<i>', '<b>', 'CDATA']) expect(res.text).not.toContain(markup);

    const channel = channelOf(res.text);
    expect(channel.title).toBe(`${marked.title} - Inkshelf`);
    expect(channel.description).toBe(`${SYNOPSIS_HTML}\n\nby ${authorName}`);
    expect(channel.item.map((item) => item.title)).toEqual([`Chapter 1: ${TITLE}`]);
    expect(channel.item[0]!.description).toBe(OPENING_HTML);

    // A feed reader's parser: the titles as typed, the HTML decoded to the characters typed.
    expect(feed.title).toBe(`${marked.title} - Inkshelf`);
    expect(feed.items[0]!.title).toBe(`Chapter 1: ${TITLE}`);
    expect(feed.items[0]!.description).toBe(OPENING_MARKUP);
    expect(feed.url).toBe(`${server.url}/novels/${encodeURIComponent(marked.title)}`);
  });

  it('gives the title and opening as typed in the latest feed too', async () => {
    const { res } = await getFeed('/feeds/latest.xml');
    const item = channelOf(res.text).item.find((entry) => entry.title === `${marked.title} - Chapter 1: ${TITLE}`);
    expect(item, `chapter ${chapter.id} in the latest feed`).toBeDefined();
    expect(item!.description).toBe(OPENING_HTML);
    expect(res.text).not.toContain('<img');
    expect(res.text).not.toContain('<script');
  });
});
