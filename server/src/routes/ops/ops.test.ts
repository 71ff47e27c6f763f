import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen } from '../../http-server.ts';
import { Metrics } from '../../services/metrics.ts';
import { opsApp } from './ops.ts';

const servers: http.Server[] = [];
const serve = async (options: Parameters<typeof opsApp>[0]) => {
  const server = await listen(opsApp(options), 0, '127.0.0.1');
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};
afterAll(() => {
  for (const server of servers) server.close();
});

describe("the operators' endpoint", () => {
  let metrics: Metrics;
  let state: 'up' | 'down' | 'broken';
  let site: string;
  let worker: string;
  beforeAll(async () => {
    metrics = new Metrics();
    state = 'up';
    const healthy = () => (state === 'broken' ? Promise.reject(new Error('no pool')) : Promise.resolve(state === 'up'));
    site = await serve({ metrics });
    worker = await serve({ metrics, health: { role: 'worker', healthy } });
  });
  afterAll(() => metrics.close());

  it('serves the Prometheus scrape at /metrics', async () => {
    for (const url of [`${site}/metrics`, `${worker}/metrics`]) {
      const answer = await fetch(url);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(await answer.text()).toContain('nodejs_eventloop_lag');
    }
  });

  it("answers a worker's health from its check: 200, then 503 when it fails or throws", async () => {
    const health = async () => {
      const answer = await fetch(`${worker}/health`);
      return { status: answer.status, body: (await answer.json()) as unknown };
    };
    expect(await health()).toEqual({ status: 200, body: { status: 'ok', role: 'worker' } });
    state = 'down';
    expect(await health()).toEqual({ status: 503, body: { status: 'unavailable', role: 'worker' } });
    state = 'broken';
    expect(await health()).toEqual({ status: 503, body: { status: 'unavailable', role: 'worker' } });
    state = 'up';
  });

  it('answers anything else with JSON: 404 for other paths (health on a site instance), 405 for other methods', async () => {
    for (const url of [`${site}/health`, `${site}/`, `${site}/api/health`, `${worker}/nope`]) {
      const answer = await fetch(url);
      expect(answer.status, url).toBe(404);
      expect(await answer.json()).toEqual({ message: 'Not found' });
    }
    const posted = await fetch(`${worker}/metrics`, { method: 'POST' });
    expect(posted.status).toBe(405);
    expect(posted.headers.get('allow')).toContain('GET');
    expect(await posted.json()).toEqual({ message: 'Method not allowed' });
  });
});
