/** Query keys and prefix invalidation. */
import { QueryClient } from '@tanstack/react-query';
import { expect, test } from 'vitest';
import { API_PREFIXES, apiKey, invalidateApi, isUnderPrefix, urlPrefixFilter } from './keys.ts';
import { ACCOUNT_ROUTES } from '@inkshelf/contracts/routes-account';
import { apiPath, apiUrl, routeUrl } from './url.ts';

test('the first key element is the request URL', () => {
  expect(apiKey('novelById', { params: { id: 3 } })).toEqual(['/api/novels/3']);
  expect(apiKey('listNovels', { query: { sortOrder: 'desc', limit: 10, sortBy: 'viewCount' } })).toEqual([
    '/api/novels?limit=10&sortBy=viewCount&sortOrder=desc',
  ]);
  expect(apiKey('novelByName', { params: { name: 'A/B c' } })).toEqual(['/api/novels/name/A%2FB%20c']);
  expect(apiKey('listBookmarks')).toEqual(['/api/bookmarks']);
});

test("the lean chapter list is the chapter list's URL with ?view=summary, a cache entry of its own", () => {
  const lean = apiKey('listChapterSummaries', { params: { novelId: 3 }, query: { view: 'summary' } });
  expect(lean).toEqual(['/api/novels/3/chapters?view=summary']);
  expect(lean).not.toEqual(apiKey('listChapters', { params: { novelId: 3 } }));
  expect(apiPath('listChapterSummaries', { params: { novelId: 3 }, query: { view: 'summary' } })).toBe(
    apiPath('listChapters', { params: { novelId: 3 } }),
  );
});

test("on401: 'returnNull' gets its own cache entry", () => {
  expect(apiKey('currentUser', { on401: 'returnNull' })).toEqual(['/api/user', { on401: 'returnNull' }]);
  expect(apiKey('currentUser', { on401: 'throw' })).toEqual(['/api/user']);
});

test('apiPath leaves the query out, apiUrl keeps it', () => {
  expect(apiPath('novelsByGenre', { params: { genre: 'Sci-Fi' }, query: { limit: 12 } })).toBe(
    '/api/novels/genre/Sci-Fi',
  );
  expect(apiUrl('novelsByGenre', { params: { genre: 'Sci-Fi' }, query: { limit: 12 } })).toBe(
    '/api/novels/genre/Sci-Fi?limit=12',
  );
});

test('isUnderPrefix matches the URL itself, its query strings and sub-paths only', () => {
  expect(isUnderPrefix('/api/novels', '/api/novels')).toBe(true);
  expect(isUnderPrefix('/api/novels?limit=10', '/api/novels')).toBe(true);
  expect(isUnderPrefix('/api/novels/3/chapters', '/api/novels')).toBe(true);
  expect(isUnderPrefix('/api/novels/3/chapters?view=summary', '/api/novels/3/chapters')).toBe(true);
  expect(isUnderPrefix('/api/novelsX', '/api/novels')).toBe(false);
  expect(isUnderPrefix('/api/users/3', API_PREFIXES.currentUser)).toBe(false);
  expect(isUnderPrefix('/api/user', API_PREFIXES.all)).toBe(true);
});

test('urlPrefixFilter ignores keys that are not URLs', () => {
  const { predicate } = urlPrefixFilter('/api');
  expect(predicate({ queryKey: ['/api/novels'] })).toBe(true);
  expect(predicate({ queryKey: ['theme'] })).toBe(false);
  expect(predicate({ queryKey: [{ url: '/api/novels' }] })).toBe(false);
});

test('invalidateApi marks only the queries under the prefixes stale', async () => {
  const queryClient = new QueryClient();
  const keys = {
    chapters: apiKey('listChapters', { params: { novelId: 3 } }),
    summaries: apiKey('listChapterSummaries', { params: { novelId: 3 }, query: { view: 'summary' } }),
    chapter: apiKey('readChapter', { params: { novelId: 3, slot: '1' }, query: { format: 'html' } }),
    otherNovel: apiKey('listChapters', { params: { novelId: 30 } }),
    otherSummaries: apiKey('listChapterSummaries', { params: { novelId: 30 }, query: { view: 'summary' } }),
    bookmarks: apiKey('listBookmarks'),
    me: apiKey('currentUser', { on401: 'returnNull' }),
  };
  for (const key of Object.values(keys)) queryClient.setQueryData(key, { cached: true });

  await invalidateApi(queryClient, apiPath('listChapters', { params: { novelId: 3 } }), API_PREFIXES.bookmarks);

  const stale = Object.entries(keys)
    .filter(([, key]) => queryClient.getQueryState(key)?.isInvalidated)
    .map(([name]) => name);
  expect(stale).toEqual(['chapters', 'summaries', 'chapter', 'bookmarks']);
});

test('routeUrl builds the URL of a call of another route table', () => {
  expect(routeUrl(ACCOUNT_ROUTES, 'exportAccount')).toBe('/api/users/me/export');
  expect(routeUrl(ACCOUNT_ROUTES, 'deleteToken', { params: { id: 4 } })).toBe('/api/tokens/4');
});
