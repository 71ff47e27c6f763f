/**
 * A tag's Atom feed over a real database, read with a feed parser and an XML parser: its newest public novels, the
 * synonym's address moved to the canonical tag's, 404 for an unknown tag, author markup delivered as text.
 */
import { parseFeed } from '@rowanmanning/feed-parser';
import { XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTestServer, type TestServer } from '../../../test/support.ts';

let server: TestServer;
let author: Awaited<ReturnType<TestServer['signedIn']>>;
beforeAll(async () => {
  server = await getTestServer();
  author = await server.signedIn({ isAuthor: true });
});
afterAll(() => server.close());

async function novel(title: string, tags: string[], status = 'published') {
  const response = await author.agent.request('POST', '/api/novels', {
    json: { title, description: 'A description long enough for the rules.', genres: ['Drama'], tags, status },
  });
  expect(response.status, response.text).toBe(201);
  return response.body as { id: number };
}

describe('GET /feeds/tags/{tag}.atom', () => {
  it("lists the tag's newest public novels as Atom, drafts left out, markup as text", async () => {
    await novel('Feed First Novel', ['Fd Harbour']);
    await novel('Feed <b>Second</b> & "Novel"', ['Fd Harbour', 'Fd Other']);
    await novel('Feed Secret Draft', ['Fd Harbour'], 'draft');
    await novel('Feed Untagged', ['Fd Other']);
    const res = await server.request('GET', '/feeds/tags/fd%20harbour.atom');
    expect(res.status, res.text).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8');
    expect(XMLValidator.validate(res.text)).toBe(true);
    const feed = parseFeed(res.text);
    expect(feed.meta.type).toBe('atom');
    expect(feed.title).toBe('Fd Harbour - Inkshelf');
    expect(feed.url).toBe(`${server.url}/tags/Fd%20Harbour`);
    expect(feed.items.map((item) => item.title)).toEqual(['Feed <b>Second</b> & "Novel"', 'Feed First Novel']);
    expect(feed.items[1]!.url).toBe(`${server.url}/novels/Feed%20First%20Novel`);
    expect(feed.items[0]!.authors[0]!.name).toBe(author.user.username);
  });

  it("moves a merged synonym's feed to the canonical tag's and answers 404 for an unknown tag", async () => {
    await novel('Feed Synonym Novel', ['Fd Sea-Shanty']);
    const admin = await server.signedIn({ role: 'admin' });
    await admin.agent.request('POST', '/api/tags/fd%20sea-shanty/merge', { json: { into: 'Fd Sea Shanty' } });
    const moved = await server.request('GET', '/feeds/tags/fd%20sea-shanty.atom');
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe('/feeds/tags/fd%20sea%20shanty.atom');
    const missing = await server.request('GET', '/feeds/tags/fd%20nowhere.atom');
    expect(missing.status).toBe(404);
    expect((await server.request('GET', '/feeds/tags/nothing.rss')).status).toBe(404);
  });
});
