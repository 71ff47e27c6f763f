/**
 * Issue 37: a reader who hides Mature novels gets none from any public list the server gives them (browse, rankings,
 * home, search, genre and tag pages, latest updates, author pages); everyone else, signed out included, still does.
 */
import { MESSAGES, type Novel } from '@inkshelf/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTestServer, type TestServer } from '../../../test/support.ts';

let server: TestServer;
let author: Awaited<ReturnType<TestServer['signedIn']>>;
let reader: Awaited<ReturnType<TestServer['signedIn']>>;
let mature: Novel;
let teen: Novel;
beforeAll(async () => {
  server = await getTestServer();
  author = await server.signedIn({ isAuthor: true });
  reader = await server.signedIn();
  const create = async (title: string, contentRating: string) => {
    const novel = await author.agent.request('POST', '/api/novels', {
      json: {
        title,
        description: 'A description long enough for the rules.',
        genres: ['Tragedy'],
        tags: ['Hm Shared'],
        contentRating,
        status: 'published',
      },
    });
    await author.agent.request('POST', `/api/novels/${novel.body.id}/chapters`, {
      json: { title: 'One', content: '<p>Hidematurewords begin here.</p>', status: 'published' },
    });
    return novel.body as Novel;
  };
  mature = await create('Hidematurewords Mature', 'mature');
  teen = await create('Hidematurewords Teen', 'teen');
  const saved = await reader.agent.request('PUT', '/api/users/me/preferences', { json: { hideMature: true } });
  expect(saved.body).toEqual({ excludedGenres: [], hideMature: true });
});
afterAll(() => server.close());

const idsOf = (body: unknown): number[] => {
  const rows = Array.isArray(body) ? body : (body as { items: unknown[] }).items;
  return (rows as ({ id: number } | { novel: { id: number } })[]).map((row) =>
    'novel' in row ? row.novel.id : row.id,
  );
};

const LISTS = [
  '/api/novels?limit=100',
  '/api/novels?limit=100&sortBy=viewCount',
  '/api/novels?limit=100&tags=hm%20shared',
  '/api/novels/latest?limit=100',
  '/api/novels/search?q=hidematurewords',
  '/api/novels/genre/tragedy?limit=100',
  '/api/chapters/latest?limit=100',
];

describe('hiding Mature novels', () => {
  it.each(LISTS)('leaves them out of %s for the reader who hides them, and only for that reader', async (path) => {
    const hidden = idsOf((await reader.agent.request('GET', path)).body);
    expect(hidden).toContain(teen.id);
    expect(hidden).not.toContain(mature.id);
    const everyone = idsOf((await server.request('GET', path)).body);
    expect(everyone).toEqual(expect.arrayContaining([teen.id, mature.id]));
  });

  it("leaves them out of an author's page, but never the author's own", async () => {
    const path = `/api/novels/author/${author.user.id}`;
    expect(idsOf((await reader.agent.request('GET', path)).body)).toEqual([teen.id]);
    await author.agent.request('PUT', '/api/users/me/preferences', { json: { hideMature: true } });
    expect(idsOf((await author.agent.request('GET', path)).body).sort()).toEqual([mature.id, teen.id].sort());
  });

  it('gives an empty list when the reader asks for Mature alone', async () => {
    expect((await reader.agent.request('GET', '/api/novels?contentRating=mature')).body).toEqual([]);
    const search = await reader.agent.request('GET', '/api/novels/search?q=hidematurewords&contentRating=mature');
    expect(search.body).toEqual({ items: [], total: 0 });
  });

  it('keeps the saved genres when only hideMature is sent, and shows Mature again once turned off', async () => {
    await reader.agent.request('PUT', '/api/users/me/preferences', { json: { excludedGenres: ['Horror'] } });
    const saved = await reader.agent.request('PUT', '/api/users/me/preferences', { json: { hideMature: false } });
    expect(saved.body).toEqual({ excludedGenres: ['Horror'], hideMature: false });
    expect(idsOf((await reader.agent.request('GET', '/api/novels?limit=100')).body)).toContain(mature.id);
    const bad = await reader.agent.request('PUT', '/api/users/me/preferences', { json: { hideMature: 'yes' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(MESSAGES.validation.hideMatureInvalid);
    await reader.agent.request('PUT', '/api/users/me/preferences', { json: { hideMature: true } });
  });
});
