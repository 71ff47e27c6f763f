import type { AuthorMatch, SearchResult } from '@inkshelf/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmbeddedTestDatabase } from '../../../test/database.ts';
import { buildAuthor, buildNovel } from '../../../test/factories.ts';
import { getTestServer, type TestServer } from '../../../test/support.ts';

describe.each([
  ['the run database', undefined],
  ['the embedded database', createEmbeddedTestDatabase],
])('GET /api/authors/search on %s', (_name, openDatabase) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await getTestServer(openDatabase ? { openDatabase } : {});
    const em = server.db.orm.em.fork();
    const theo = await buildAuthor(em, { username: 'TheoVance' });
    for (let i = 0; i < 3; i++) await buildNovel(em, { author: theo });
    await buildNovel(em, { author: theo, status: 'draft' });
    await buildNovel(em, { author: await buildAuthor(em, { username: 'InesMoreau' }) });
    await buildNovel(em, { author: await buildAuthor(em, { username: 'Theodora_Quill' }) });
    // An author with only a draft, and a reader, are not listed.
    await buildNovel(em, { author: await buildAuthor(em, { username: 'TheoDraft' }), status: 'draft' });
    await buildAuthor(em, { username: 'TheoNoNovels' });
  });
  afterAll(() => server.close());

  const search = async (q: string, limit?: number) => {
    const query = new URLSearchParams({ q, ...(limit ? { limit: String(limit) } : {}) });
    const answer = await server.request<AuthorMatch[]>('GET', `/api/authors/search?${query}`);
    expect(answer.status, q).toBe(200);
    return answer.body;
  };
  const names = async (q: string) => (await search(q)).map((author) => author.username);

  it('finds authors by the start of their name, their name as words, a part of it or with a typo', async () => {
    expect(await names('Theo')).toEqual(['TheoVance', 'Theodora_Quill']);
    expect(await names('theo vance')).toEqual(['TheoVance']);
    expect(await names('Ines')).toEqual(['InesMoreau']);
    expect(await names('moreau')).toEqual(['InesMoreau']);
    expect(await names('theovanse')).toEqual(['TheoVance']);
    const [theo] = await search('TheoVance');
    expect(theo).toMatchObject({ username: 'TheoVance', novelCount: 3, followerCount: 0 });
  });

  it('answers nothing for text too short or without letters, and keeps to the limit', async () => {
    expect(await names('t')).toEqual([]);
    expect(await names('!!!')).toEqual([]);
    expect(await names('')).toEqual([]);
    expect(await search('theo', 1)).toHaveLength(1);
    const tooLong = await server.request('GET', `/api/authors/search?q=${'a'.repeat(201)}`);
    expect(tooLong.status).toBe(400);
  });

  it('lists their novels in novel search too ("Theo" finds TheoVance\'s novels)', async () => {
    for (const q of ['theo vance', 'Theo']) {
      const found = await server.request<SearchResult>('GET', `/api/novels/search?q=${encodeURIComponent(q)}`);
      expect(found.status).toBe(200);
      const authors = found.body.items.map((novel) => novel.authorName);
      expect(
        authors.filter((name) => name === 'TheoVance'),
        q,
      ).toHaveLength(3);
    }
  });
});
