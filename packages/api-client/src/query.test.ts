/** The query layer: the spec's defaults and cache times (section 9), keys, and fetching through a QueryClient. */
import { CACHE_TIMES, ENDPOINTS, type Endpoint } from '@inkshelf/contracts';
import { ROUTES } from '@inkshelf/contracts/routes';
import { ACCOUNT_ROUTES } from '@inkshelf/contracts/routes-account';
import { MODERATION_ROUTES } from '@inkshelf/contracts/routes-moderation';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { createApiClient } from './client.ts';
import { ApiError } from './errors.ts';
import { apiKey } from './keys.ts';
import { QUERY_CACHE, createQueries, createQueryClient, createRouteQueries } from './query.ts';
import { startTestServer, type TestServer } from './test-server.ts';

const MINUTE = 60_000;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

describe('createQueryClient', () => {
  test('no retries, no refetch on focus, no polling, never stale', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries).toMatchObject({
      retry: false,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      staleTime: Number.POSITIVE_INFINITY,
    });
    expect(queries?.queryFn).toBeUndefined();
    expect(mutations).toMatchObject({ retry: false });
  });

  test('options given override the defaults', () => {
    const client = createQueryClient({ defaultOptions: { queries: { staleTime: 5 } } });
    expect(client.getDefaultOptions().queries).toMatchObject({ staleTime: 5, retry: false });
  });

  test('with an api client, a query without queryFn fetches its key URL', async () => {
    server.on('/api/novels/latest', { body: [{ id: 1 }] });
    server.on('/api/user', { status: 401, body: { message: 'Authentication required' } });
    const client = createQueryClient({ api: createApiClient({ baseUrl: server.baseUrl }) });
    await expect(client.fetchQuery({ queryKey: ['/api/novels/latest?limit=10'] })).resolves.toEqual([{ id: 1 }]);
    expect(server.requests[0]?.url).toBe('/api/novels/latest?limit=10');
    await expect(client.fetchQuery({ queryKey: ['/api/user', { on401: 'returnNull' }] })).resolves.toBeNull();
    await expect(client.fetchQuery({ queryKey: ['/api/user'] })).rejects.toThrow('401: Authentication required');
  });
});

describe('createQueries', () => {
  const queries = createQueries(createApiClient());

  const jsonGets = (names: string[]) =>
    Object.entries<Endpoint>(ENDPOINTS)
      .filter(([name, endpoint]) => names.includes(name) && endpoint.method === 'GET' && !endpoint.binary)
      .map(([name]) => name)
      .sort();

  test('QUERY_CACHE lists exactly the JSON GET endpoints of ROUTES', () => {
    const gets = jsonGets(Object.keys(ROUTES));
    expect(Object.keys(QUERY_CACHE).sort()).toEqual(gets);
    for (const name of gets)
      expect(typeof (queries as unknown as Record<string, unknown>)[name], name).toBe('function');
  });

  test('createRouteQueries: a factory per JSON GET of the other tables, client defaults, keys by URL', () => {
    const api = createApiClient();
    const moderation = createRouteQueries(api, MODERATION_ROUTES);
    const account = createRouteQueries(api, ACCOUNT_ROUTES);
    expect(Object.keys(moderation).sort()).toEqual(jsonGets(Object.keys(MODERATION_ROUTES)));
    expect(Object.keys(account).sort()).toEqual(jsonGets(Object.keys(ACCOUNT_ROUTES)));
    const audit = moderation.auditLog({ query: { page: 3 } });
    expect(audit.queryKey).toEqual(['/api/moderation/audit?page=3']);
    expect(audit).not.toHaveProperty('staleTime');
    expect(account.mfaStatus({ on401: 'returnNull' }).queryKey).toEqual(['/api/mfa', { on401: 'returnNull' }]);
  });

  test('current user: 5 min fresh, kept 30 min, no refetch on focus, mount or reconnect, 401 is null', () => {
    const options = queries.currentUser();
    expect(options).toMatchObject({
      queryKey: ['/api/user', { on401: 'returnNull' }],
      staleTime: 5 * MINUTE,
      gcTime: 30 * MINUTE,
      refetchOnWindowFocus: false,
      refetchOnMount: false,
      refetchOnReconnect: false,
    });
    expect(queries.currentUser({ on401: 'throw' }).queryKey).toEqual(['/api/user']);
  });

  test('per-query stale times of section 9', () => {
    const staleTimes = {
      latestNovels: queries.latestNovels({ query: { limit: 10 } }).staleTime,
      topNovels: queries.topNovels().staleTime,
      readingProgress: queries.latestProgress().staleTime,
      history: queries.recentProgress({ query: { limit: 50 } }).staleTime,
      latestChapters: queries.latestChapters({ query: { limit: 10 } }).staleTime,
      authorLookup: queries.userByUsername({ params: { username: 'ann' } }).staleTime,
      novel: queries.novelByName({ params: { name: 'X' } }).staleTime,
      author: queries.userById({ params: { id: 1 } }).staleTime,
      chapter: queries.readChapter({ params: { novelId: 1, slot: '1' }, query: { format: 'html' } }).staleTime,
      chapterList: queries.listChapterSummaries({ params: { novelId: 1 }, query: { view: 'summary' } }).staleTime,
      browse: queries.listNovels().staleTime,
      ranking: queries.ranking().staleTime,
      authorProfile: queries.novelsByAuthor({ params: { authorId: 1 } }).staleTime,
      comments: queries.listComments({ params: { chapterId: 1 } }).staleTime,
      bookmarks: queries.listBookmarks().staleTime,
      reviews: queries.listReviews({ params: { id: 1 } }).staleTime,
    };
    expect(staleTimes).toEqual({
      latestNovels: 5 * MINUTE,
      topNovels: 5 * MINUTE,
      readingProgress: 1 * MINUTE,
      history: 1 * MINUTE,
      latestChapters: 0,
      authorLookup: 5 * MINUTE,
      novel: 5 * MINUTE,
      author: 5 * MINUTE,
      chapter: 5 * MINUTE,
      chapterList: 5 * MINUTE,
      browse: 1 * MINUTE,
      ranking: 5 * MINUTE,
      authorProfile: 5 * MINUTE,
      comments: 1 * MINUTE,
      bookmarks: 60_000,
      reviews: 5 * MINUTE,
    });
    expect(CACHE_TIMES.latestChapters.staleTime).toBe(0);
  });

  test('an endpoint the spec gives no time keeps the client default', () => {
    expect(queries.novelsByGenre({ params: { genre: 'fantasy' } })).not.toHaveProperty('staleTime');
  });

  test('factory keys equal apiKey, and the named queries use the spec URLs', () => {
    expect(queries.novelById({ params: { id: 9 } }).queryKey).toEqual(apiKey('novelById', { params: { id: 9 } }));
    expect(queries.topNovels().queryKey).toEqual(['/api/novels?limit=10&sortBy=viewCount&sortOrder=desc']);
    expect(queries.listChapterSummaries({ params: { novelId: 4 }, query: { view: 'summary' } }).queryKey).toEqual([
      '/api/novels/4/chapters?view=summary',
    ]);
    expect(queries.ranking('rating').queryKey).toEqual(['/api/novels?sortBy=rating&sortOrder=desc']);
    expect(queries.ranking('bookmarkCount', 'asc').queryKey).toEqual([
      '/api/novels?sortBy=bookmarkCount&sortOrder=asc',
    ]);
  });
});

describe('fetching through a QueryClient', () => {
  test('data comes from the server and stays fresh for its stale time', async () => {
    server.on('/api/novels/4/chapters', { body: [{ id: 1, chapterNumber: 1 }] });
    const client = createQueryClient();
    const queries = createQueries(createApiClient({ baseUrl: server.baseUrl }));
    await expect(client.fetchQuery(queries.listChapters({ params: { novelId: 4 } }))).resolves.toEqual([
      { id: 1, chapterNumber: 1 },
    ]);
    await client.fetchQuery(queries.listChapters({ params: { novelId: 4 } }));
    expect(server.requests).toHaveLength(1);
    expect(client.getQueryData(apiKey('listChapters', { params: { novelId: 4 } }))).toEqual([
      { id: 1, chapterNumber: 1 },
    ]);
  });

  test('the lean chapter list asks for ?view=summary and is cached apart from the full list', async () => {
    server.on('/api/novels/4/chapters', (request) => ({
      body: request.url.endsWith('?view=summary') ? [{ id: 1, wordCount: 3 }] : [{ id: 1, content: 'Full' }],
    }));
    const client = createQueryClient();
    const queries = createQueries(createApiClient({ baseUrl: server.baseUrl }));
    const lean = queries.listChapterSummaries({ params: { novelId: 4 }, query: { view: 'summary' } });
    await expect(client.fetchQuery(lean)).resolves.toEqual([{ id: 1, wordCount: 3 }]);
    expect(server.requests.map((request) => request.url)).toEqual(['/api/novels/4/chapters?view=summary']);
    expect(client.getQueryData(apiKey('listChapters', { params: { novelId: 4 } }))).toBeUndefined();
  });

  test('a route query fetches through the client it was made with', async () => {
    server.on('/api/moderation/roles', { body: [{ id: 1, role: 'admin' }] });
    const staff = createRouteQueries(createApiClient({ baseUrl: server.baseUrl }), MODERATION_ROUTES);
    await expect(createQueryClient().fetchQuery(staff.listStaff())).resolves.toEqual([{ id: 1, role: 'admin' }]);
    expect(server.requests.map((request) => request.url)).toEqual(['/api/moderation/roles']);
  });

  test('a failure is an ApiError and is not retried', async () => {
    server.on('/api/novels/5', { status: 500, body: { message: 'Internal server error' } });
    const client = createQueryClient();
    const queries = createQueries(createApiClient({ baseUrl: server.baseUrl }));
    const error: unknown = await client.fetchQuery(queries.novelById({ params: { id: 5 } })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: '500: Internal server error' });
    expect(server.requests).toHaveLength(1);
  });
});
