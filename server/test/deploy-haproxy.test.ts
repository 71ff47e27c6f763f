/**
 * deploy/haproxy.cfg as written (only ports and addresses moved to loopback) with Debian's haproxy in front of two
 * stand-in instances: requests alternate and carry X-Forwarded-For without the client's own, and an instance whose
 * readiness answers 503 stops getting requests, none failing, until it answers 200 again.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
// CI installs Debian's haproxy (scripts/ensure-haproxy.sh); elsewhere this runs when it is installed.
const HAPROXY = ['/usr/sbin/haproxy', '/usr/local/sbin/haproxy'].find((file) => fs.existsSync(file));

interface Instance {
  name: string;
  ready: boolean;
  forwarded: { for?: string; proto?: string; host?: string }[];
  server: http.Server;
  port: number;
}

async function startInstance(name: string): Promise<Instance> {
  const instance = { name, ready: true, forwarded: [] } as unknown as Instance;
  instance.server = http.createServer((req, res) => {
    if (req.url === '/api/health/ready') {
      res.writeHead(instance.ready ? 200 : 503).end();
      return;
    }
    instance.forwarded.push({
      for: req.headers['x-forwarded-for'] as string | undefined,
      proto: req.headers['x-forwarded-proto'] as string | undefined,
      host: req.headers['x-forwarded-host'] as string | undefined,
    });
    res.writeHead(200, { 'content-type': 'text/plain' }).end(name);
  });
  instance.port = await listen(instance.server);
  return instance;
}

function listen(server: http.Server): Promise<number> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
}

async function freePort(): Promise<number> {
  const server = http.createServer();
  const port = await listen(server);
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function until(check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.runIf(HAPROXY ?? process.env.CI)('deploy/haproxy.cfg in front of two instances', () => {
  const instances: Instance[] = [];
  let haproxy: ChildProcess;
  let site: string;
  let output = '';
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'inkshelf-haproxy-'));

  beforeAll(async () => {
    instances.push(await startInstance('app1'), await startInstance('app2'));
    const [front, stats] = [await freePort(), await freePort()];
    let config = fs.readFileSync(path.join(ROOT, 'deploy/haproxy.cfg'), 'utf8');
    const moves: [string, string][] = [
      ['bind :8080', `bind 127.0.0.1:${front}`],
      ['bind :8404', `bind 127.0.0.1:${stats}`],
      ['server app1 app1:3000', `server app1 127.0.0.1:${instances[0]!.port}`],
      ['server app2 app2:3000', `server app2 127.0.0.1:${instances[1]!.port}`],
    ];
    for (const [from, to] of moves) {
      expect(config).toContain(from);
      config = config.replace(from, to);
    }
    fs.writeFileSync(path.join(dir, 'haproxy.cfg'), config);
    haproxy = spawn(HAPROXY ?? 'haproxy', ['-db', '-f', path.join(dir, 'haproxy.cfg')], { stdio: 'pipe' });
    haproxy.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    haproxy.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    site = `http://127.0.0.1:${front}`;
    await until(
      () =>
        fetch(`${site}/api/novels`).then(
          (res) => res.ok,
          () => false,
        ),
      10_000,
    ).catch(() => {
      throw new Error(`haproxy did not start:\n${output}`);
    });
  });

  afterAll(async () => {
    haproxy?.kill('SIGTERM');
    await Promise.all(instances.map((instance) => new Promise((resolve) => instance.server.close(resolve))));
    fs.rmSync(dir, { recursive: true, force: true });
  });

  /** Which instance answered each of `count` requests in a row; every one must succeed. */
  async function answers(count: number): Promise<string[]> {
    const names: string[] = [];
    for (let i = 0; i < count; i++) {
      const res = await fetch(`${site}/api/novels`);
      expect(res.status).toBe(200);
      names.push(await res.text());
    }
    return names;
  }

  it('alternates requests between the instances, with the client address in X-Forwarded-For', async () => {
    const names = await answers(10);
    expect(names.filter((name) => name === 'app1')).toHaveLength(5);
    expect(names.filter((name) => name === 'app2')).toHaveLength(5);
    for (let i = 1; i < names.length; i++) expect(names[i]).not.toBe(names[i - 1]);
    for (const instance of instances) expect(instance.forwarded.at(-1)).toEqual({ for: '127.0.0.1' });
  });

  it('replaces the forwarding headers a client sends with what HAProxy saw (TRUST_PROXY believes them)', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await fetch(`${site}/api/novels`, {
        headers: {
          'X-Forwarded-For': '198.51.100.7',
          'X-Forwarded-Proto': 'https',
          'X-Forwarded-Host': 'evil.example',
        },
      });
      expect(res.status).toBe(200);
    }
    for (const instance of instances) expect(instance.forwarded.at(-1)).toEqual({ for: '127.0.0.1' });
  });

  it('stops sending to a draining instance (ready 503) without failing a request, and returns when it is ready', async () => {
    instances[1]!.ready = false;
    // Out after two failed checks 2 s apart; every request in the meantime still succeeds.
    const started = Date.now();
    await until(async () => (await answers(4)).every((name) => name === 'app1'), 10_000);
    expect(Date.now() - started).toBeLessThan(8_000);
    expect(await answers(6)).toEqual(Array(6).fill('app1'));

    instances[1]!.ready = true;
    await until(async () => (await answers(4)).includes('app2'), 10_000);
  });
});
