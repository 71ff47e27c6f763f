import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { getTestServer, type TestServer } from '../../test/support.ts';
import { drain } from './drain.ts';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** A connection that has sent part of a request: in flight until `finish` sends the rest. */
async function partial(url: string, head: string, rest: string) {
  const { port } = new URL(url);
  const socket = net.connect(Number(port), '127.0.0.1');
  await new Promise<void>((resolve) => socket.once('connect', resolve));
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.write(head);
  return {
    closed,
    answer: () => received,
    finish: async () => {
      socket.write(rest);
      await closed;
      return received;
    },
  };
}

const body = JSON.stringify({ emailOrUsername: 'nobody', password: 'not this one' });
const loginHead =
  'POST /api/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
  `Content-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`;

describe('draining on shutdown', () => {
  it('answers readiness 503, refuses new connections, finishes the requests in flight, then closes', async () => {
    server = await getTestServer();
    const ready = await server.request('GET', '/api/health/ready');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: 'ready', database: 'up' });

    const inFlight = await partial(server.url, loginHead, body.slice(10));
    // A readiness request whose headers are on their way when the drain starts.
    const probe = await partial(server.url, 'GET /api/health/ready HTTP/1.1\r\nHost: 127.0.0.1\r\n', '\r\n');
    await new Promise((resolve) => setTimeout(resolve, 50));

    let outcome: string | undefined;
    const drained = drain(server.http, server.deps.readiness, 10_000).then((result) => (outcome = result));
    await new Promise((resolve) => setTimeout(resolve, 100));
    // No new connections.
    await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();
    // The server waits for the requests in flight.
    expect(outcome).toBeUndefined();

    const readiness = await probe.finish();
    expect(readiness).toMatch(/^HTTP\/1\.1 503 /);
    expect(readiness).toMatch(/\r\nConnection: close\r\n/i);
    expect(readiness.slice(readiness.indexOf('\r\n\r\n') + 4)).toBe(
      JSON.stringify({ message: 'Service temporarily unavailable', status: 'draining' }),
    );
    expect(outcome).toBeUndefined();

    // Answered in full, and told that its connection ends (finish waits for the close).
    const login = await inFlight.finish();
    expect(login).toMatch(/^HTTP\/1\.1 401 /);
    expect(login).toMatch(/\r\nConnection: close\r\n/i);
    expect(login).toContain('{"message":"Invalid email/username or password"}');
    expect(await drained).toBe('drained');
  });

  it('closes idle keep-alive connections at once', async () => {
    server = await getTestServer();
    const idle = await partial(server.url, 'GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n', '');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(idle.answer()).toMatch(/^HTTP\/1\.1 200 /);
    const started = performance.now();
    expect(await drain(server.http, server.deps.readiness, 10_000)).toBe('drained');
    await idle.closed;
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('with a delay, goes on serving (readiness 503, every answer closing its connection) before it closes', async () => {
    server = await getTestServer();
    // A keep-alive connection opened before the drain, idle in a load balancer's pool.
    const pooled = await partial(server.url, 'GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n', '');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(pooled.answer()).toMatch(/^HTTP\/1\.1 200 /);
    let pooledOpen = true;
    void pooled.closed.then(() => (pooledOpen = false));

    let outcome: string | undefined;
    const started = performance.now();
    const drained = drain(server.http, server.deps.readiness, 10_000, 600).then((result) => (outcome = result));
    await new Promise((resolve) => setTimeout(resolve, 100));
    // Still taking connections: readiness says it is going, other answers are served.
    const ready = await fetch(`${server.url}/api/health/ready`);
    expect(ready.status).toBe(503);
    expect(ready.headers.get('connection')).toBe('close');
    const live = await fetch(`${server.url}/api/health`);
    expect(live.status).toBe(200);
    expect(live.headers.get('connection')).toBe('close');
    // The pooled connection is not closed under a request the balancer may be sending on it.
    expect(pooledOpen).toBe(true);
    expect(outcome).toBeUndefined();

    expect(await drained).toBe('drained');
    await pooled.closed;
    expect(performance.now() - started).toBeGreaterThanOrEqual(550);
    await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();
  });

  it('cuts what is still in flight after the drain timeout', async () => {
    server = await getTestServer();
    const stuck = await partial(server.url, loginHead, '');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = performance.now();
    expect(await drain(server.http, server.deps.readiness, 300)).toBe('forced');
    await stuck.closed;
    expect(performance.now() - started).toBeGreaterThanOrEqual(250);
    expect(stuck.answer()).toBe('');
  });
});
