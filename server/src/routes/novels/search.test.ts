import { MESSAGES, SearchResultSchema } from '@inkshelf/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildNovel } from '../../../test/factories.ts';
import { getTestServer, type TestServer } from '../../../test/support.ts';

let server: TestServer;
beforeAll(async () => {
  server = await getTestServer();
});
afterAll(() => server.close());

const V = MESSAGES.validation;
const em = (): EntityManager => server.db.orm.em.fork();
const search = (query: string) => server.request('GET', `/api/novels/search?${query}`);

describe('GET /api/novels/search', () => {
  it('answers { items, total } of published novels, title matches first, typos forgiven', async () => {
    const described = await buildNovel(em(), {
      title: 'Embers Over the Harbour',
      description: 'An old dragon sleeps under the harbour, and nobody dares to wake it.',
    });
    const titled = await buildNovel(em(), { title: 'The Last Dragon of Vellmark', viewCount: 0 });
    await buildNovel(em(), { title: 'Dragon Drafts', status: 'draft' });
    const response = await search('q=dragn');
    expect(response.status).toBe(200);
    const result = SearchResultSchema.parse(response.body);
    expect(result.items.map((novel) => novel.id)).toEqual([titled.id]);
    expect(result.total).toBe(1);

    const exact = SearchResultSchema.parse((await search('q=dragon')).body);
    expect(exact.items.map((novel) => novel.id)).toEqual([titled.id, described.id]);
    expect(exact.items[0]).toMatchObject({ title: 'The Last Dragon of Vellmark', authorName: expect.any(String) });
  });

  it('gives 12 per page by default and pages with limit and offset', async () => {
    for (let i = 0; i < 14; i++) await buildNovel(em(), { title: `Wickerlight Volume ${i}` });
    const first = SearchResultSchema.parse((await search('q=wickerlight')).body);
    expect(first.items).toHaveLength(12);
    expect(first.total).toBe(14);
    const rest = SearchResultSchema.parse((await search('q=wickerlight&limit=12&offset=12')).body);
    expect(rest.items).toHaveLength(2);
    expect(new Set([...first.items, ...rest.items].map((novel) => novel.id)).size).toBe(14);
  });

  it.each(['', 'q=', 'q=%20%20%20'])('answers an empty result for ?%s', async (query) => {
    expect(await search(query)).toMatchObject({ status: 200, body: { items: [], total: 0 } });
  });

  it.each([
    `q=${encodeURIComponent("'; drop table novels; --")}`,
    `q=${encodeURIComponent('龍 🐉 ünïcödé')}`,
    `q=${encodeURIComponent('a\u0000b')}`,
    `q=${encodeURIComponent('"-or-"')}`,
    'q=%25%25%5F%5C',
  ])('treats ?%s as text and answers 200', async (query) => {
    const response = await search(query);
    expect(response.status).toBe(200);
    SearchResultSchema.parse(response.body);
  });

  it.each([
    [`q=${'x'.repeat(201)}`, 'q', V.searchQueryTooLong],
    ['q=a&q=b', 'q', V.searchQueryInvalid],
    ['q=a&limit=0', 'limit', 'limit must be at least 1'],
    ['q=a&limit=101', 'limit', 'limit must be at most 100'],
    ['q=a&offset=-1', 'offset', 'offset must be at least 0'],
    ['q=a&offset=1.5', 'offset', 'offset must be a whole number'],
  ])('answers 400 for ?%s', async (query, field, message) => {
    const response = await search(query);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ field, message });
  });
});

describe('search result pages', () => {
  it('are remembered briefly, and any write makes the next search fresh', async () => {
    const author = await server.signedIn({ isAuthor: true });
    const before = SearchResultSchema.parse((await search('q=quillmere')).body);
    expect(before.total).toBe(0);
    const created = await author.agent.request('POST', '/api/novels', {
      json: {
        title: 'Quillmere Lights',
        description: 'A lighthouse keeper counts the ships that never come home.',
        genres: ['Mystery'],
        status: 'published',
      },
    });
    expect(created.status).toBe(201);
    const after = SearchResultSchema.parse((await search('q=quillmere')).body);
    expect(after.items.map((novel) => novel.id)).toEqual([created.body.id]);
  });

  it('use typo tolerance only when the words themselves find nothing', async () => {
    const exact = await buildNovel(em(), { title: 'Saltmarsh Requiem', viewCount: 1 });
    await buildNovel(em(), { title: 'Saltmarch Songs', viewCount: 500 });
    const words = SearchResultSchema.parse((await search('q=saltmarsh')).body);
    expect(words.items.map((novel) => novel.id)).toEqual([exact.id]);
    const typo = SearchResultSchema.parse((await search('q=saltmersh')).body);
    expect(typo.total).toBe(2);
    // A page past the end still reports how many there are.
    const beyond = SearchResultSchema.parse((await search('q=saltmersh&offset=12')).body);
    expect(beyond).toEqual({ items: [], total: 2 });
  });
});
