import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories.ts';
import { getTestServer, type TestServer } from '../../test/support.ts';
import { cast, chapterOf } from '../routes/chapters/chapter-test-support.ts';
import { listen } from '../http-server.ts';
import { opsApp } from '../routes/ops/ops.ts';

let server: TestServer;
let scrape: http.Server;
let scrapeUrl: string;
beforeAll(async () => {
  server = await getTestServer({ metrics: true, config: { trustProxy: true } });
  const metrics = server.deps.metrics!;
  metrics.watchPool(await server.db.orm.em.getConnection().getNativeClient());
  scrape = await listen(opsApp({ metrics }), 0, '127.0.0.1');
  scrapeUrl = `http://127.0.0.1:${(scrape.address() as AddressInfo).port}`;
});
afterAll(async () => {
  scrape.close();
  await server.close();
});

const read = async () => {
  const response = await fetch(`${scrapeUrl}/metrics`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
  return response.text();
};

/** The value of one sample line (`name{labels} value`), or undefined. */
function sample(text: string, name: string, labels: Record<string, string>): number | undefined {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`)) continue;
    const inside = line.slice(name.length + 1, line.lastIndexOf('}'));
    const parts = inside.split(',');
    if (wanted.every((pair) => parts.includes(pair))) return Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return undefined;
}

const REQUESTS = 'http_request_duration_seconds_count';
const CHAPTER_ROUTE = '/api/novels/:novelId/chapters/:chapterNumber';

describe('Prometheus metrics', () => {
  it('serves the scrape on its own loopback server, nothing else', async () => {
    expect((scrape.address() as AddressInfo).address).toBe('127.0.0.1');
    expect((await fetch(`${scrapeUrl}/other`)).status).toBe(404);
    // The public port has no /metrics.
    expect((await server.request('GET', '/metrics')).status).not.toBe(200);
  });

  it('counts requests per route template and status, whichever lane answered them', async () => {
    const { novel, reader } = await cast(server);
    await chapterOf(server, novel.id, { chapterNumber: 1 });
    const url = `/api/novels/${novel.id}/chapters/1`;
    expect((await server.request('GET', '/api/health')).status).toBe(200);
    // Signed out: the short lane before Koa (PostgreSQL), then its revalidation answered from the validator cache.
    const first = await server.request('GET', url);
    expect(first.status).toBe(200);
    const again = await server.request('GET', url, {
      headers: { 'if-none-match': first.headers.get('etag')!, 'cache-control': 'max-age=0' },
    });
    expect(again.status).toBe(304);
    // Signed in: the full chain and its router.
    expect((await reader.request('GET', url)).status).toBe(200);
    expect((await server.request('GET', `/api/nothing-here/${novel.id}`)).status).toBe(404);

    const text = await read();
    expect(sample(text, REQUESTS, { method: 'GET', route: '/api/health', status: '200' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, REQUESTS, { method: 'GET', route: CHAPTER_ROUTE, status: '200' })).toBe(2);
    expect(sample(text, REQUESTS, { method: 'GET', route: CHAPTER_ROUTE, status: '304' })).toBe(1);
    expect(sample(text, REQUESTS, { method: 'GET', route: 'unmatched', status: '404' })).toBe(1);
    expect(
      sample(text, 'http_request_duration_seconds_bucket', { route: CHAPTER_ROUTE, status: '200', le: '+Inf' }),
    ).toBe(2);
    // Never a raw URL as a label.
    expect(text).not.toContain(`/api/novels/${novel.id}/`);
    expect(text).not.toContain('nothing-here');
    // The validator cache answered the revalidation.
    expect(sample(text, 'cache_hits_total', { cache: 'chapter_validators' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'cache_misses_total', { cache: 'searches' })).toBeDefined();
    expect(sample(text, 'cache_entries', { cache: 'compressed_answers' })).toBeGreaterThanOrEqual(0);
  });

  it('counts rate-limit refusals per budget', async () => {
    const user = await buildUser(server.db.orm.em.fork(), { username: 'Counted', password: 'the real password' });
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const response = await server.request('POST', '/api/login', {
        json: { emailOrUsername: user.username, password: `guess ${i}` },
        headers: { 'x-forwarded-for': '198.51.100.20' },
      });
      statuses.push(response.status);
    }
    expect(statuses.filter((status) => status === 429)).toHaveLength(2);
    expect(sample(await read(), 'rate_limit_rejections_total', { limit: 'login-pair' })).toBe(2);
  });

  it('reports the event loop, the database pool and the process', async () => {
    const text = await read();
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    expect(sample(text, 'event_loop_delay_seconds', { quantile: '0.99' })).toBeGreaterThanOrEqual(0);
    expect(text).toMatch(/^db_pool_connections \d+/m);
    expect(text).toMatch(/^db_pool_idle_connections \d+/m);
    expect(text).toMatch(/^db_pool_waiting_requests 0/m);
    expect(text).toMatch(/^process_resident_memory_bytes \d+/m);
  });

  it('reads the job queue depth from the callback a queue registers', async () => {
    expect(await read()).not.toMatch(/^job_queue_depth\{/m);
    server.deps.metrics!.setQueueDepth(() => Promise.resolve({ mail: 3, 'search-index': 0 }));
    const text = await read();
    expect(sample(text, 'job_queue_depth', { queue: 'mail' })).toBe(3);
    expect(sample(text, 'job_queue_depth', { queue: 'search-index' })).toBe(0);
    server.deps.metrics!.setQueueDepth(undefined);
  });
});
