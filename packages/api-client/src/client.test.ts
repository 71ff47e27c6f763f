/** The client against a real HTTP server: headers, credentials, URLs, bodies and the null rules of section 7. */
import { ENDPOINTS, type EndpointName } from '@inkshelf/contracts';
import { ROUTES } from '@inkshelf/contracts/routes';
import { ACCOUNT_ROUTES } from '@inkshelf/contracts/routes-account';
import { MODERATION_ROUTES } from '@inkshelf/contracts/routes-moderation';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { createApiClient, withRoutes } from './client.ts';
import { startTestServer, type TestServer } from './test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

const last = () => {
  const request = server.requests.at(-1);
  if (!request) throw new Error('no request reached the server');
  return request;
};

describe('successful answers', () => {
  test('JSON is parsed and returned', async () => {
    server.on('/api/novels/7', { body: { id: 7, title: 'Seven' } });
    const api = createApiClient({ baseUrl: server.baseUrl });
    await expect(api.novelById({ params: { id: 7 } })).resolves.toEqual({ id: 7, title: 'Seven' });
  });

  test('a 2xx answer that is not JSON yields null', async () => {
    server.on('/api/health', { headers: { 'content-type': 'text/plain' }, body: 'OK' });
    const api = createApiClient({ baseUrl: server.baseUrl });
    await expect(api.health()).resolves.toBeNull();
  });

  test('a JSON answer that cannot be parsed yields null', async () => {
    server.on('/api/health', { headers: { 'content-type': 'application/json' }, body: '{"status": "ok"' });
    const api = createApiClient({ baseUrl: server.baseUrl });
    await expect(api.health()).resolves.toBeNull();
  });

  test('an empty 204 yields null', async () => {
    server.on('/api/logout', { status: 204 });
    const api = createApiClient({ baseUrl: server.baseUrl });
    await expect(api.logout()).resolves.toBeNull();
  });

  test('JSON null (a missing bookmark) stays null', async () => {
    server.on('/api/bookmarks/4', { headers: { 'content-type': 'application/json' }, body: 'null' });
    const api = createApiClient({ baseUrl: server.baseUrl });
    await expect(api.getBookmark({ params: { novelId: 4 } })).resolves.toBeNull();
  });
});

describe('401', () => {
  test("resolves to null with on401: 'returnNull'", async () => {
    server.on('/api/user', { status: 401, body: { message: 'Authentication required' } });
    const api = createApiClient({ baseUrl: server.baseUrl });
    await expect(api.currentUser({ on401: 'returnNull' })).resolves.toBeNull();
  });

  test("throws with on401: 'throw' and by default", async () => {
    server.on('/api/user', { status: 401, body: { message: 'Authentication required' } });
    const api = createApiClient({ baseUrl: server.baseUrl });
    await expect(api.currentUser({ on401: 'throw' })).rejects.toMatchObject({ status: 401 });
    await expect(api.currentUser()).rejects.toThrow('401: Authentication required');
  });

  test("other statuses still throw with on401: 'returnNull'", async () => {
    server.on('/api/user', { status: 403, body: { message: 'Forbidden here' } });
    const api = createApiClient({ baseUrl: server.baseUrl });
    await expect(api.currentUser({ on401: 'returnNull' })).rejects.toThrow('403: Forbidden here');
  });
});

describe('headers and credentials', () => {
  test('cookie mode: credentials included, Accept JSON, no Authorization', async () => {
    server.on('/api/bookmarks', { body: [] });
    const seen: (RequestInit | undefined)[] = [];
    const observed: typeof fetch = (input, init) => {
      seen.push(init);
      return fetch(input, init);
    };
    const api = createApiClient({ baseUrl: server.baseUrl, fetch: observed });
    await api.listBookmarks();
    expect(seen).toHaveLength(1);
    expect(seen[0]?.credentials).toBe('include');
    expect(last().headers.accept).toBe('application/json');
    expect(last().headers.authorization).toBeUndefined();
  });

  test('the cookie policy can be changed (a desktop app on a token)', async () => {
    server.on('/api/bookmarks', { body: [] });
    const seen: (RequestInit | undefined)[] = [];
    const observed: typeof fetch = (input, init) => {
      seen.push(init);
      return fetch(input, init);
    };
    await createApiClient({ baseUrl: server.baseUrl, fetch: observed, credentials: 'omit' }).listBookmarks();
    expect(seen[0]?.credentials).toBe('omit');
  });

  test('a bearer token is sent when getToken gives one (sync or async)', async () => {
    server.on('/api/bookmarks', { body: [] });
    await createApiClient({ baseUrl: server.baseUrl, getToken: () => 'tok-1' }).listBookmarks();
    expect(last().headers.authorization).toBe('Bearer tok-1');
    await createApiClient({ baseUrl: server.baseUrl, getToken: () => Promise.resolve('tok-2') }).listBookmarks();
    expect(last().headers.authorization).toBe('Bearer tok-2');
  });

  test('no Authorization header when getToken gives null', async () => {
    server.on('/api/bookmarks', { body: [] });
    await createApiClient({ baseUrl: server.baseUrl, getToken: () => null }).listBookmarks();
    expect(last().headers.authorization).toBeUndefined();
  });

  test('the token is asked for on every request', async () => {
    server.on('/api/bookmarks', { body: [] });
    let token = 'first';
    const api = createApiClient({ baseUrl: server.baseUrl, getToken: () => token });
    await api.listBookmarks();
    token = 'second';
    await api.listBookmarks();
    expect(server.requests.map((r) => r.headers.authorization)).toEqual(['Bearer first', 'Bearer second']);
  });
});

describe('URLs', () => {
  test('path params are encoded: spaces, slashes and unicode stay in their slot', async () => {
    const title = 'Tales / of the Ünïcode Sea? #1 & 100%';
    server.on(`/api/novels/name/${encodeURIComponent(title)}`, { body: { title } });
    const api = createApiClient({ baseUrl: server.baseUrl });
    await expect(api.novelByName({ params: { name: title } })).resolves.toEqual({ title });
    expect(last().url).toBe(
      '/api/novels/name/Tales%20%2F%20of%20the%20%C3%9Cn%C3%AFcode%20Sea%3F%20%231%20%26%20100%25',
    );
    expect(decodeURIComponent(last().url.slice('/api/novels/name/'.length))).toBe(title);
  });

  test('two slots are both filled, with the query after them', async () => {
    server.on('/api/novels/12/chapters/3', { body: { id: 99 } });
    const api = createApiClient({ baseUrl: server.baseUrl });
    await api.readChapterText({ params: { novelId: 12, slot: '3' } });
    expect(last().url).toBe('/api/novels/12/chapters/3');
    await api.readChapter({ params: { novelId: 12, slot: '3' }, query: { format: 'html' } });
    expect(last().url).toBe('/api/novels/12/chapters/3?format=html');
  });

  test('query: keys sorted, undefined skipped, values as text', async () => {
    server.on('/api/novels', { body: [] });
    const api = createApiClient({ baseUrl: server.baseUrl });
    await api.listNovels({ query: { sortOrder: 'desc', sortBy: 'viewCount', limit: 10, offset: undefined } });
    expect(last().url).toBe('/api/novels?limit=10&sortBy=viewCount&sortOrder=desc');
  });

  test('query values are encoded and an empty query adds nothing', async () => {
    server.on('/api/novels/search', { body: { items: [], total: 0 } });
    server.on(`/api/novels/genre/${encodeURIComponent('Sci-Fi & Fantasy')}`, { body: [] });
    const api = createApiClient({ baseUrl: server.baseUrl });
    await api.searchNovels({ query: { q: 'a&b=c ü' } });
    expect(new URL(last().url, server.baseUrl).searchParams.get('q')).toBe('a&b=c ü');
    await api.searchNovels();
    expect(last().url).toBe('/api/novels/search');
    await api.novelsByGenre({ params: { genre: 'Sci-Fi & Fantasy' }, query: { limit: 12, offset: 24 } });
    expect(last().url).toBe('/api/novels/genre/Sci-Fi%20%26%20Fantasy?limit=12&offset=24');
  });

  test('a trailing slash on baseUrl is ignored', async () => {
    server.on('/api/bookmarks', { body: [] });
    await createApiClient({ baseUrl: `${server.baseUrl}//` }).listBookmarks();
    expect(last().url).toBe('/api/bookmarks');
  });

  test('a missing path param is refused before any request', async () => {
    const api = createApiClient({ baseUrl: server.baseUrl });
    await expect(api.novelById({ params: {} as { id: number } })).rejects.toThrow("Missing path parameter 'id'");
    expect(server.requests).toHaveLength(0);
  });

  test('the cover is a URL, not a fetch', () => {
    expect(createApiClient({ baseUrl: 'https://inkshelf.test/' }).novelCover({ params: { id: 5 } })).toBe(
      'https://inkshelf.test/api/novels/5/cover',
    );
    expect(createApiClient().novelCover({ params: { id: 5 } })).toBe('/api/novels/5/cover');
    expect(server.requests).toHaveLength(0);
  });
});

describe('bodies', () => {
  test('a supplied body is sent as JSON with its content type', async () => {
    server.on('/api/bookmarks', (request) => ({ status: 201, body: { echoed: JSON.parse(request.body) as unknown } }));
    const api = createApiClient({ baseUrl: server.baseUrl });
    await expect(api.addBookmark({ body: { novelId: 4 } })).resolves.toEqual({ echoed: { novelId: 4 } });
    expect(last().method).toBe('POST');
    expect(last().headers['content-type']).toBe('application/json');
    expect(last().body).toBe('{"novelId":4}');
  });

  test('no body and no content type when none is supplied', async () => {
    server.on('/api/logout', { body: { message: 'Logged out' } });
    server.on('/api/chapters/8/publish', { body: { id: 8 } });
    server.on('/api/bookmarks/4', { body: { message: 'Removed' } });
    const api = createApiClient({ baseUrl: server.baseUrl });
    await api.logout();
    await api.publishChapter({ params: { id: 8 } });
    await api.removeBookmark({ params: { novelId: 4 } });
    expect(server.requests.map((r) => [r.method, r.body, r.headers['content-type']])).toEqual([
      ['POST', '', undefined],
      ['PUT', '', undefined],
      ['DELETE', '', undefined],
    ]);
  });

  test('GET requests never carry a body', async () => {
    server.on('/api/novels/latest', { body: [] });
    await createApiClient({ baseUrl: server.baseUrl }).latestNovels({ query: { limit: 10 } });
    expect(last()).toMatchObject({ method: 'GET', body: '' });
    expect(last().headers['content-type']).toBeUndefined();
  });
});

test('an aborted request rejects with the AbortError itself', async () => {
  server.on('/api/bookmarks', { body: [] });
  const controller = new AbortController();
  controller.abort();
  const error: unknown = await createApiClient({ baseUrl: server.baseUrl })
    .listBookmarks({ signal: controller.signal })
    .catch((thrown: unknown) => thrown);
  expect(error).toMatchObject({ name: 'AbortError' });
});

test('every ENDPOINTS entry has a client function: ROUTES in the client, the other tables by withRoutes', () => {
  const api = createApiClient();
  const full = withRoutes(withRoutes(api, MODERATION_ROUTES), ACCOUNT_ROUTES);
  const names = Object.keys(ENDPOINTS) as EndpointName[];
  expect(names.length).toBeGreaterThan(40);
  for (const name of names) expect(typeof full[name], name).toBe('function');
  expect(Object.keys(api).filter((key) => key in ENDPOINTS)).toEqual(Object.keys(ROUTES));
  expect(api).not.toHaveProperty('reportQueue');
});

test('a call added by withRoutes goes through the same client: base URL, token, method and path', async () => {
  server.on('/api/moderation/audit', { body: { items: [] } });
  const api = withRoutes(createApiClient({ baseUrl: server.baseUrl, getToken: () => 'tok-3' }), MODERATION_ROUTES);
  await expect(api.auditLog({ query: { page: 2 } })).resolves.toEqual({ items: [] });
  expect(last()).toMatchObject({ method: 'GET', url: '/api/moderation/audit?page=2' });
  expect(last().headers.authorization).toBe('Bearer tok-3');
  await withRoutes(api, ACCOUNT_ROUTES)
    .deleteToken({ params: { id: 7 } })
    .catch(() => undefined);
  expect(last()).toMatchObject({ method: 'DELETE', url: '/api/tokens/7' });
});

test('each call uses its endpoint method and path', async () => {
  const api = createApiClient({ baseUrl: server.baseUrl });
  const calls: [EndpointName, () => Promise<unknown>][] = [
    ['deleteNovel', () => api.deleteNovel({ params: { id: 2 } })],
    ['updateChapter', () => api.updateChapter({ params: { novelId: 2, slot: '5' }, body: {} })],
    ['toggleLike', () => api.toggleLike({ params: { id: 3 } })],
    ['recentProgress', () => api.recentProgress({ query: { limit: 50 } })],
  ];
  for (const [name, call] of calls) {
    await call().catch(() => undefined); // unrouted paths answer 404; only the request matters here
    const { method } = ENDPOINTS[name];
    expect([last().method, name]).toEqual([method, name]);
  }
  expect(server.requests.map((r) => r.url)).toEqual([
    '/api/novels/2',
    '/api/novels/2/chapters/5',
    '/api/comments/3/like',
    '/api/reading-progress/recent?limit=50',
  ]);
});
