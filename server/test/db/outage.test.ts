/**
 * The database going away under a running app, for real: the pool connects through a TCP proxy the test cuts and
 * restores. While cut, calls answer 503 with Retry-After and /api/health says the database is down; once back, the same
 * app answers again without a restart.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Novel } from '../../src/entities/index.ts';
import { HEALTH_QUERY_TIMEOUT_MS } from '../../src/routes/health/health.ts';
import { buildNovel } from '../factories.ts';
import { getTestServer, type TestAgent, type TestResponse, type TestServer } from '../support.ts';
import { cuttableDatabase } from '../tcp-proxy.ts';

const cuttable = cuttableDatabase();
let server: TestServer;
let novel: Novel;
let reader: TestAgent;

beforeAll(async () => {
  server = await getTestServer({ database: cuttable.database });
  novel = await buildNovel(server.db.orm.em.fork());
  ({ agent: reader } = await server.signedIn());
});

afterAll(() => cuttable.close(server));

const unavailable = (response: TestResponse) => {
  expect(response.status, response.text).toBe(503);
  expect(response.headers.get('retry-after')).toBe('5');
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  expect(response.body).toMatchObject({ message: 'Service temporarily unavailable' });
};

async function expectServing(): Promise<void> {
  expect(await server.request('GET', '/api/health')).toMatchObject({ status: 200, body: { status: 'ok' } });
  expect(await server.request('GET', `/api/novels/${novel.id}`)).toMatchObject({
    status: 200,
    body: { id: novel.id },
  });
  expect(await reader.request('GET', '/api/user')).toMatchObject({ status: 200 });
}

describe.each(['refuse', 'drop'] as const)('the database cut off (%s new connections)', (mode) => {
  it('answers 503 with Retry-After while it is away, and serves again once it is back', async () => {
    await expectServing();
    await cuttable.proxy().cut(mode);

    unavailable(await server.request('GET', `/api/novels/${novel.id}`));
    unavailable(await server.request('GET', '/api/novels?limit=5'));
    // A signed-in call fails at the session lookup, a write at its first query: the same answer.
    unavailable(await reader.request('GET', '/api/user'));
    unavailable(
      await server.request('POST', '/api/login', { json: { emailOrUsername: 'someone', password: 'password123' } }),
    );
    const health = await server.request('GET', '/api/health');
    unavailable(health);
    expect(health.body).toMatchObject({ database: 'down' });
    expect(health.headers.get('cache-control')).toBe('no-store');

    await cuttable.proxy().restore();
    await expectServing();
  });
});

it('reports the database up at the first health check after a cut and a quick restore', async () => {
  await expectServing();
  await cuttable.proxy().cut('refuse');
  await cuttable.proxy().restore();
  // The pooled connections died with the cut, before the pool could notice: the check tries a new one.
  expect(await server.request('GET', '/api/health')).toMatchObject({ status: 200, body: { status: 'ok' } });
  await expectServing();
});

it('reports a database that stops answering as down within the health check timeout', async () => {
  await expectServing();
  await cuttable.proxy().cut('stall');
  const started = performance.now();
  const health = await server.request('GET', '/api/health');
  const took = performance.now() - started;
  unavailable(health);
  expect(took).toBeGreaterThanOrEqual(HEALTH_QUERY_TIMEOUT_MS - 50);
  expect(took).toBeLessThan(HEALTH_QUERY_TIMEOUT_MS + 2_000);
  await cuttable.proxy().restore();
  await expectServing();
});
