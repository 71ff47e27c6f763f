import { MESSAGES } from '@inkshelf/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTestServer, type TestServer } from '../../../test/support.ts';
import { buildNovel } from '../../../test/factories.ts';
import { fork } from '../chapters/chapter-test-support.ts';

const V = MESSAGES.validation;

let server: TestServer;
beforeAll(async () => {
  server = await getTestServer();
});
afterAll(() => server.close());

describe('novel filter parameters', () => {
  it.each([
    ['genres=' + 'x'.repeat(41), V.filterGenreInvalid('genres')],
    ['excludeGenres=Bad%E2%80%8Bname', V.filterGenreInvalid('excludeGenres')],
    ['genres=' + Array.from({ length: 21 }, (_, i) => `g${i}`).join(','), V.filterTooManyGenres('genres')],
    ['status=paused', V.filterStatusInvalid],
    ['contentRating=adult', V.filterContentRatingInvalid],
    ['minWords=-1', V.atLeast('minWords', 0)],
    ['maxWords=1.5', V.wholeNumber('maxWords')],
    ['maxWords=100000001', V.atMost('maxWords', 100_000_000)],
    ['updatedWithin=0', V.atLeast('updatedWithin', 1)],
    ['updatedWithin=3651', V.atMost('updatedWithin', 3650)],
    ['minWords=10&maxWords=5', V.filterWordsRangeInvalid],
    ['sortBy=title', V.sortByInvalid],
  ])('GET /api/novels?%s is a 400: %s', async (query, message) => {
    for (const path of ['/api/novels', '/api/novels/search']) {
      const response = await server.request('GET', `${path}?q=a&${query}`);
      if (path.endsWith('search') && query.startsWith('sortBy')) continue;
      expect(response.status, path).toBe(400);
      expect(response.text).toContain(message);
    }
  });

  it('match genres whatever their case, accept repeated and comma-separated lists, and sort by the new fields', async () => {
    const em = fork(server);
    const a = await buildNovel(em, { status: 'published', genres: ['Fantasy', 'Romance'] });
    const b = await buildNovel(em, { status: 'published', genres: ['FANTASY'] });
    await em.execute('update novels set word_count = ? where id = ?', [900, a.id]);
    await em.execute('update novels set word_count = ? where id = ?', [100, b.id]);
    const ids = async (query: string) =>
      ((await server.request('GET', `/api/novels?${query}`)).body as { id: number }[]).map((novel) => novel.id);
    expect(await ids('genres=fantasy&sortBy=wordCount')).toEqual([a.id, b.id]);
    expect(await ids('genres=fantasy&sortBy=wordCount&sortOrder=asc')).toEqual([b.id, a.id]);
    expect(await ids('genres=fAnTaSy,ROMANCE')).toEqual([a.id]);
    expect(await ids('genres=fantasy&genres=romance')).toEqual([a.id]);
    expect(await ids('genres=fantasy&excludeGenres=Romance')).toEqual([b.id]);
    expect(await ids('genres=fantasy&minWords=100&maxWords=100')).toEqual([b.id]);
    // Empty lists are the same as none.
    expect(await ids('genres=fantasy&excludeGenres=&status=,')).toEqual(await ids('genres=fantasy'));
  });
});
