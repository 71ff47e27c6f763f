import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTestServer, type TestServer } from '../../test/support.ts';
import { buildUser } from '../../test/factories.ts';

let server: TestServer;
beforeAll(async () => {
  server = await getTestServer();
});
afterAll(() => server.close());

describe('HTTP caching of API reads', () => {
  // A browser revalidating its cache sends If-None-Match; fetch() adds 'Cache-Control: no-cache' unless told otherwise.
  it('tags GET answers and answers 304 without a body to a matching If-None-Match', async () => {
    const user = await buildUser(server.db.orm.em.fork(), { username: 'Cached' });
    const first = await server.request('GET', `/api/users/${user.id}`);
    const tag = first.headers.get('etag');
    expect(tag).toBeTruthy();
    expect(first.headers.get('cache-control')).toBe('no-cache');
    expect(first.headers.get('vary')).toMatch(/Cookie/);
    const again = await server.request('GET', `/api/users/${user.id}`, {
      headers: { 'if-none-match': tag!, 'cache-control': 'max-age=0' },
    });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
  });

  it('gives a new tag once the answer changes, and never tags a write', async () => {
    const { user, agent } = await server.signedIn();
    const before = (await server.request('GET', `/api/users/${user.id}`)).headers.get('etag');
    await agent.request('PUT', '/api/users/me/username', { json: { username: 'Renamed_For_Etag' } });
    const write = await agent.request('PUT', '/api/users/me/username', { json: { username: 'Renamed_Again' } });
    expect(write.status).toBe(200);
    expect(write.headers.get('etag')).toBeNull();
    await agent.request('PUT', '/api/users/me/username', { json: { username: 'Renamed_For_Etag' } });
    const after = await server.request('GET', `/api/users/${user.id}`, {
      headers: { 'if-none-match': before!, 'cache-control': 'max-age=0' },
    });
    expect(after.status).toBe(200);
    expect(after.body.username).toBe('Renamed_For_Etag');
  });

  it('keeps a route’s own Cache-Control and never tags errors', async () => {
    const health = await server.request('GET', '/api/health');
    expect(health.headers.get('cache-control')).toBe('no-store');
    const missing = await server.request('GET', '/api/users/987654');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('etag')).toBeNull();
  });
});
