import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { createApp } from '../src/app.ts';
import { CacheRegistry } from '../src/cache/index.ts';
import type { AppConfig, AppDeps } from '../src/deps.ts';
import type { User } from '../src/entities/index.ts';
import { createHttpServer } from '../src/http-server.ts';
import { Readiness } from '../src/services/drain.ts';
import { queueDepths, startJobQueue, type JobQueueOptions } from '../src/jobs/queue.ts';
import { createMailer, type Mailer } from '../src/services/mailer.ts';
import { Metrics } from '../src/services/metrics.ts';
import { openSharedState, type SharedState, type SharedStateKind } from '../src/services/shared-state.ts';
import { startViewCounter, type ViewCounter } from '../src/services/view-counter.ts';

/** The session secret of every test server (and the salt of its read tally). */
export const TEST_SESSION_SECRET = 'test-secret-that-is-long-enough-for-signing';
import { connectAgain, createTestDatabase, type TestDatabase, type TestDatabaseOptions } from './database.ts';
import { buildUser } from './factories.ts';

export interface TestResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export interface RequestOptions {
  json?: unknown;
  headers?: Record<string, string>;
  body?: string | Uint8Array<ArrayBuffer>;
}

/** Every response the suite reads passes through here: none may ever carry a password hash or a password field. */
function assertNoSecrets(text: string, method: string, url: string): void {
  if (/\$argon2/.test(text) || /"password"\s*:\s*"/.test(text)) {
    throw new Error(`${method} ${url} leaked a password or hash in its response: ${text.slice(0, 200)}`);
  }
}

async function send<T>(base: string, method: string, url: string, options: RequestOptions, cookie?: string) {
  const headers: Record<string, string> = { ...options.headers };
  let body = options.body;
  if (options.json !== undefined) {
    headers['content-type'] ??= 'application/json';
    body = JSON.stringify(options.json);
  }
  if (cookie) headers.cookie = cookie;
  const response = await fetch(base + url, { method, headers, body, redirect: 'manual' });
  const text = await response.text();
  assertNoSecrets(text, method, url);
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: tests assert on `text`
  }
  return { status: response.status, headers: response.headers, body: parsed as T, text };
}

/** A browser-like client: keeps the cookies the server sets and sends them back. */
export class TestAgent {
  readonly cookies = new Map<string, string>();

  constructor(private readonly base: string) {}

  get cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async request<T = any>(method: string, url: string, options: RequestOptions = {}): Promise<TestResponse<T>> {
    const response = await send<T>(this.base, method, url, options, this.cookieHeader || undefined);
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const expired = attributes.some(
        (a) => /^\s*expires=/i.test(a) && new Date(a.split('=')[1]!).getTime() < Date.now(),
      );
      if (!value || expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  /** Signs in through the API. */
  async signIn(emailOrUsername: string, password: string, rememberMe = false): Promise<TestResponse> {
    const response = await this.request('POST', '/api/login', { json: { emailOrUsername, password, rememberMe } });
    if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${response.text}`);
    return response;
  }
}

/** The Redis of the test machine (REDIS_URL overrides it). */
export const TEST_REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A Redis key prefix of its own, so that parallel runs and test files never share counters or channels. */
export const uniquePrefix = (): string => `inkshelf-test:${randomUUID().slice(0, 12)}:`;

/** Options of the shared store of a test server (see SharedStateKind). */
export interface TestSharedOptions {
  kind: SharedStateKind;
  /** Two servers that share a prefix (and a database) act as instances of one site. */
  prefix?: string;
  redisUrl?: string;
}

export interface TestServer {
  url: string;
  db: TestDatabase;
  deps: AppDeps & {
    views: ViewCounter;
    shared?: SharedState;
    metrics?: Metrics;
    readiness: Readiness;
    cacheRegistry: CacheRegistry;
  };
  /** The listening server (drain tests close it themselves). */
  http: http.Server;
  outboxDir: string;
  /** Which shortcut answered the last request ('revalidation', 'chapter-read'), else 'chain'. */
  lastAnsweredBy(): string | undefined;
  request<T = any>(method: string, url: string, options?: RequestOptions): Promise<TestResponse<T>>;
  agent(): TestAgent;
  /** Creates an account with a known password and returns a client signed in as it. */
  signedIn(
    overrides?: Partial<User> & { password?: string },
  ): Promise<{ user: User; agent: TestAgent; password: string }>;
  close(): Promise<void>;
}

/** The base of links in mails sent by the test server's jobs (a test requests their path and query). */
export const TEST_LINK_BASE = 'http://inkshelf.test';

/** The real Koa app on a loopback port over a private database. */
export async function getTestServer(
  options: {
    config?: Partial<AppConfig>;
    mailer?: Mailer;
    database?: TestDatabaseOptions;
    /** Another server's database, to run a second instance of the same site (its own pool; left to its owner). */
    sameDatabaseAs?: TestServer;
    /** A database the test opened itself (a primary with replicas); closed with the server. */
    openDatabase?: () => Promise<TestDatabase>;
    /** Rate limits and invalidations through Redis or PostgreSQL; TEST_SHARED_STATE sets a default. */
    shared?: TestSharedOptions;
    /** Prometheus metrics for the app (see deps.metrics). */
    metrics?: boolean;
    /** Starts the job queue (pg-boss) with the app: new-chapter fan-out and mails. Off unless a test needs it. */
    jobs?: boolean | Partial<JobQueueOptions>;
  } = {},
): Promise<TestServer> {
  const db = options.openDatabase
    ? await options.openDatabase()
    : options.sameDatabaseAs
      ? await connectAgain(options.sameDatabaseAs.db)
      : await createTestDatabase(options.database);
  const sharedKind = options.shared?.kind ?? (process.env.TEST_SHARED_STATE as SharedStateKind | undefined);
  const logger = pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });
  const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inkshelf-outbox-'));
  const shared =
    sharedKind && sharedKind !== 'memory'
      ? await openSharedState({
          orm: db.orm,
          logger,
          prefix: options.shared?.prefix ?? uniquePrefix(),
          databaseUrl: db.kind === 'postgresql' ? db.url : undefined,
          redisUrl: sharedKind === 'redis' ? (options.shared?.redisUrl ?? TEST_REDIS_URL) : undefined,
        })
      : undefined;
  await shared?.listening;
  const metrics = options.metrics ? new Metrics() : undefined;
  const deps: TestServer['deps'] = {
    readiness: new Readiness(),
    cacheRegistry: new CacheRegistry(),
    shared,
    metrics,
    views: startViewCounter({ orm: db.orm, logger }, TEST_SESSION_SECRET),
    orm: db.orm,
    databaseKind: db.kind,
    logger,
    mailer: options.mailer ?? createMailer({ from: 'Inkshelf <test@inkshelf.test>', outboxDir, logger }),
    config: {
      sessionSecret: TEST_SESSION_SECRET,
      trustProxy: false,
      allowedOrigins: [],
      ...options.config,
    },
  };
  if (options.jobs) {
    deps.jobs = await startJobQueue({
      orm: db.orm,
      databaseKind: db.kind,
      logger,
      mailer: deps.mailer,
      secret: deps.config.sessionSecret,
      linkBase: TEST_LINK_BASE,
      pollingIntervalSeconds: 0.5,
      retryDelaySeconds: 1,
      digestCron: null,
      releaseCron: null,
      announce: (tags) => deps.cacheRegistry.announce(tags),
      ...(options.jobs === true ? {} : options.jobs),
    });
    // As main.ts wires them: the metrics' job queue depth reads this queue.
    const jobs = deps.jobs;
    metrics?.setQueueDepth(() => queueDepths(jobs));
  }
  const app = createApp(deps);
  const answeredBy: string[] = [];
  // Which way each request was answered (a shortcut's name, else 'chain'), for the shortcut tests.
  app.middleware.unshift(async (ctx, next) => {
    try {
      await next();
    } finally {
      answeredBy.push(ctx.state.shortcut ?? 'chain');
    }
  });
  const server = createHttpServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    db,
    deps,
    http: server,
    outboxDir,
    lastAnsweredBy: () => answeredBy.at(-1),
    request: (method, target, requestOptions = {}) => send(url, method, target, requestOptions),
    agent: () => new TestAgent(url),
    async signedIn(overrides = {}) {
      const { password = 'correct horse battery', ...rest } = overrides;
      const user = await buildUser(db.orm.em.fork(), { ...rest, password });
      const agent = new TestAgent(url);
      await agent.signIn(user.username, password);
      return { user, agent, password };
    },
    async close() {
      server.closeAllConnections();
      // A drained server is closed already.
      if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
      await deps.views.close();
      await shared?.close();
      metrics?.close();
      await deps.jobs?.stop(5_000);
      await db.close();
      fs.rmSync(outboxDir, { recursive: true, force: true });
    },
  };
}
