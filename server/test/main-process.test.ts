/**
 * The real server process (src/main.ts) on PostgreSQL and Redis: readiness, the metrics port, and a drain on
 * SIGTERM (issue 20): in-flight requests finish, new connections are refused, the process exits 0.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from './database.ts';
import { waitForListeningPort } from './listening-port.ts';
import { TEST_REDIS_URL, uniquePrefix } from './support.ts';

const serverDir = path.resolve(import.meta.dirname, '..');

/** A port nothing listens on right now. */
async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

let db: TestDatabase;
let child: ChildProcess;
let root: string;
let output = '';
let exited: Promise<number | null>;
let base: string;
let metricsPort: number;

beforeAll(async () => {
  db = await createTestDatabase();
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'inkshelf-main-'));
  metricsPort = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: db.url,
    REDIS_URL: TEST_REDIS_URL,
    REDIS_PREFIX: uniquePrefix(),
    METRICS_PORT: String(metricsPort),
    DRAIN_TIMEOUT_MS: '8000',
    DATA_DIR: root,
    PORT: '0',
    HOST: '127.0.0.1',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'info',
    NODE_ENV: 'development',
  };
  child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], { cwd: serverDir, env, stdio: 'pipe' });
  exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)));
  const log = fs.createWriteStream(path.join(root, 'server.log'));
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  base = `http://127.0.0.1:${await waitForListeningPort(child, log, 60_000)}`;
}, 90_000);

afterAll(async () => {
  if (child.exitCode === null) child.kill('SIGKILL');
  await db.close();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('the server process', () => {
  it('is ready with the database and Redis, and serves metrics on its own port', async () => {
    const ready = await fetch(`${base}/api/health/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready', database: 'up', redis: 'up' });
    expect(output).toContain('"store":"redis"');
    const metrics = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
    expect(metrics).toMatch(/http_request_duration_seconds_count\{[^}]*route="\/api\/health\/ready"[^}]*\} 1/);
    expect(metrics).toMatch(/^db_pool_connections \d+/m);
  });

  it('drains on SIGTERM: the request in flight is answered, new connections are refused, then it exits 0', async () => {
    const body = JSON.stringify({ emailOrUsername: 'nobody', password: 'not this one' });
    const socket = net.connect(Number(new URL(base).port), '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', resolve));
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    socket.write(
      'POST /api/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
        `Content-Length: ${body.length}\r\n\r\n${body.slice(0, 5)}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 200));

    child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(child.exitCode).toBeNull();
    await expect(fetch(`${base}/api/health`)).rejects.toThrow();

    socket.write(body.slice(5));
    await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 401 /);
    expect(await exited).toBe(0);
    expect(output).toContain('draining');
    expect(output).toContain('"msg":"stopped"');
  }, 30_000);
});
