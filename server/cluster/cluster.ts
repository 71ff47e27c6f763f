/**
 * The pieces of `pnpm test:cluster` (issue 20): the run's own PostgreSQL primary and hot standby, Redis under the run's
 * key prefix, web instances behind HAProxy and a worker, on unused loopback ports. Instances keep their port across
 * restarts so HAProxy's configuration never changes; each log stays in the run's folder when something fails.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { openDatabase } from '../src/db/database.ts';
import { adminQuery, withDatabase } from '../test/global-setup.ts';
import { startReplicaCluster, type ReplicaCluster } from '../test/replica-cluster.ts';

const SERVER_DIR = path.resolve(import.meta.dirname, '..');
const ROOT = path.resolve(SERVER_DIR, '..');
export const HAPROXY = ['/usr/sbin/haproxy', '/usr/local/sbin/haproxy'].find((file) => fs.existsSync(file));

/** How often HAProxy asks each instance's /api/health/ready, and how many answers flip its state. */
export const CHECK_INTERVAL_MS = 250;

export async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function until(what: string, check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

/** One app instance: a fixed port, and the process currently serving it (replaced by restarts). */
export class Instance {
  child!: ChildProcess;
  exited!: Promise<number | null>;
  private starts = 0;

  constructor(
    readonly name: string,
    readonly port: number,
    private readonly env: NodeJS.ProcessEnv,
    private readonly logDir: string,
    /** Where readiness is asked: the site's /api/health/ready, or a worker's /health on its METRICS_PORT. */
    private readonly readyUrl = `http://127.0.0.1:${port}/api/health/ready`,
  ) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Starts the process and resolves once its readiness answers 200. */
  async start(): Promise<void> {
    const log = fs.openSync(path.join(this.logDir, `${this.name}-${++this.starts}.log`), 'a');
    this.child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: SERVER_DIR,
      env: { ...this.env, PORT: String(this.port) },
      stdio: ['ignore', log, log],
    });
    fs.closeSync(log);
    const child = this.child;
    this.exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
    let gone = false;
    void this.exited.then(() => (gone = true));
    await until(
      `${this.name} to be ready`,
      async () => {
        if (gone) throw new Error(`${this.name} exited before it was ready (see ${this.logDir})`);
        return (await fetch(this.readyUrl)).status === 200;
      },
      60_000,
    ).catch((error: unknown) => {
      if (gone) throw new Error(`${this.name} exited before it was ready (see ${this.logDir})`);
      throw error;
    });
  }

  /** SIGTERM (drain) or SIGKILL; resolves with the exit code once the process is gone. */
  async stop(signal: 'SIGTERM' | 'SIGKILL'): Promise<number | null> {
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill(signal);
    return this.exited;
  }
}

export interface ClusterOptions {
  /** Web instances (INKSHELF_ROLE=web) behind HAProxy. */
  instances: number;
  /** Job queue workers (INKSHELF_ROLE=worker), reached on their METRICS_PORT only. */
  workers: number;
}

/** The whole cluster; `close` stops everything, PostgreSQL included, even after a failed start. */
export class Cluster {
  readonly dir = fs.mkdtempSync(path.join(os.tmpdir(), 'inkshelf-cluster-'));
  readonly instances: Instance[] = [];
  readonly workers: Instance[] = [];
  /** The primary and its replica (stopped and started by tests); their files go with `close`. */
  postgres!: ReplicaCluster;
  databaseUrl = '';
  /** The same database on the replica: every instance's DATABASE_READ_URLS. */
  replicaDatabaseUrl = '';
  /** HAProxy's frontend: where the site's users arrive. */
  site = '';
  /** HAProxy's stats socket-free status page (CSV at `${stats};csv`). */
  stats = '';
  private haproxy?: ChildProcess;
  private haproxyOutput = '';
  private readonly databaseName = 'inkshelf_cluster';

  async start(options: ClusterOptions): Promise<void> {
    await this.createDatabase();
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATABASE_URL: this.databaseUrl,
      DATABASE_READ_URLS: this.replicaDatabaseUrl,
      // A client that wrote reads from the primary this long (the default, said here for the tests that rely on it).
      READ_YOUR_WRITES_MS: '5000',
      REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
      REDIS_PREFIX: `inkshelf-cluster:${randomUUID().slice(0, 12)}:`,
      SESSION_SECRET: randomBytes(32).toString('hex'),
      TRUST_PROXY: 'true',
      SEED_DEMO: 'false',
      DRAIN_TIMEOUT_MS: '10000',
      // Two failed checks take HAProxy at most two intervals (and a bit) to see: it stops sending first.
      DRAIN_DELAY_MS: String(CHECK_INTERVAL_MS * 2 + 500),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      NODE_ENV: 'development',
      // A killed worker's jobs are retried after 10 s without its heartbeat (the least pg-boss takes).
      JOB_HEARTBEAT_SECONDS: '10',
    };
    delete env.METRICS_PORT;
    for (let i = 1; i <= options.instances; i++) {
      const dataDir = path.join(this.dir, `app${i}-data`);
      fs.mkdirSync(dataDir);
      this.instances.push(
        new Instance(`app${i}`, await freePort(), { ...env, INKSHELF_ROLE: 'web', DATA_DIR: dataDir }, this.dir),
      );
    }
    for (let i = 1; i <= options.workers; i++) {
      const dataDir = path.join(this.dir, `worker${i}-data`);
      fs.mkdirSync(dataDir);
      const metricsPort = await freePort();
      const workerEnv = { ...env, INKSHELF_ROLE: 'worker', METRICS_PORT: String(metricsPort), DATA_DIR: dataDir };
      this.workers.push(
        new Instance(`worker${i}`, await freePort(), workerEnv, this.dir, `http://127.0.0.1:${metricsPort}/health`),
      );
    }
    // One at a time: two cores, and each start compiles the server.
    for (const instance of [...this.instances, ...this.workers]) await instance.start();
    await this.startHaproxy();
  }

  /**
   * The primary and its replica, and a database on them migrated once here so that the instances start on the
   * finished schema; the replica has replayed it before any instance starts.
   */
  private async createDatabase(): Promise<void> {
    this.postgres = await startReplicaCluster();
    await adminQuery(this.postgres.primaryUrl, `create database "${this.databaseName}"`);
    this.databaseUrl = withDatabase(this.postgres.primaryUrl, this.databaseName);
    this.replicaDatabaseUrl = withDatabase(this.postgres.replicaUrl, this.databaseName);
    const database = await openDatabase(
      { DATABASE_URL: this.databaseUrl, DATA_DIR: '', DB_POOL_MAX: 2 },
      pino({ level: 'silent' }),
    );
    await database.close();
    await this.postgres.caughtUp();
  }

  /** deploy/haproxy.cfg as shipped, only its addresses moved to loopback and its checks made faster. */
  haproxyConfig(front: number, stats: number): string {
    let config = fs.readFileSync(path.join(ROOT, 'deploy/haproxy.cfg'), 'utf8');
    const servers = this.instances.map((i) => `    server ${i.name} 127.0.0.1:${i.port}`).join('\n');
    const moves: [RegExp, string][] = [
      [/^ {4}bind :8080$/m, `    bind 127.0.0.1:${front}`],
      [/^ {4}bind :8404$/m, `    bind 127.0.0.1:${stats}`],
      [/^ {4}server app1 app1:3000\n {4}server app2 app2:3000$/m, servers],
      [/ check inter 2s fall 2 rise 2 slowstart 10s/, ` check inter ${CHECK_INTERVAL_MS}ms fall 2 rise 2 slowstart 1s`],
      [/ resolvers docker init-addr last,libc,none/, ''],
      [/^ {4}log stdout format raw local0 info$/m, '    log stdout format raw local0 notice'],
    ];
    for (const [from, to] of moves) {
      if (!from.test(config)) throw new Error(`deploy/haproxy.cfg no longer has ${String(from)}`);
      config = config.replace(from, to);
    }
    return config;
  }

  private async startHaproxy(): Promise<void> {
    if (!HAPROXY) throw new Error('no haproxy: run scripts/ensure-haproxy.sh (Debian: apt-get install haproxy)');
    const [front, stats] = [await freePort(), await freePort()];
    const file = path.join(this.dir, 'haproxy.cfg');
    fs.writeFileSync(file, this.haproxyConfig(front, stats));
    this.haproxy = spawn(HAPROXY, ['-db', '-f', file], { stdio: ['ignore', 'pipe', 'pipe'] });
    const keep = (chunk: Buffer) => (this.haproxyOutput += chunk.toString());
    this.haproxy.stdout!.on('data', keep);
    this.haproxy.stderr!.on('data', keep);
    this.site = `http://127.0.0.1:${front}`;
    this.stats = `http://127.0.0.1:${stats}/`;
    await until(
      'haproxy to see every instance up',
      async () => (await this.upServers()).length === this.instances.length,
      15_000,
    ).catch(() => {
      throw new Error(`haproxy did not start:\n${this.haproxyOutput}`);
    });
  }

  /** The instances HAProxy routes to now (status UP in its stats CSV). */
  async upServers(): Promise<string[]> {
    const csv = await (await fetch(`${this.stats};csv`)).text();
    return csv
      .split('\n')
      .map((line) => line.split(','))
      .filter((cells) => cells[0] === 'inkshelf' && /^app\d+$/.test(cells[1] ?? '') && cells[17]?.startsWith('UP'))
      .map((cells) => cells[1]!);
  }

  get haproxyLog(): string {
    return this.haproxyOutput;
  }

  async close(keepLogs: boolean): Promise<void> {
    await Promise.all([...this.instances, ...this.workers].filter((i) => i.child).map((i) => i.stop('SIGKILL')));
    if (this.haproxy && this.haproxy.exitCode === null) {
      const gone = new Promise((resolve) => this.haproxy!.once('exit', resolve));
      this.haproxy.kill('SIGTERM');
      await gone;
    }
    await this.postgres?.close();
    if (!keepLogs) fs.rmSync(this.dir, { recursive: true, force: true });
  }
}
