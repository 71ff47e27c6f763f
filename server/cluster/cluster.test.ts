/**
 * `pnpm test:cluster` (issue 20): three real server processes on one PostgreSQL database and one Redis, behind
 * Debian's HAProxy running deploy/haproxy.cfg, all on loopback. Proves that the instances act as one site (a write
 * through one is seen at once through the others, cached reads included; rate limits, sessions and tokens hold on
 * every instance), that a rolling restart under load fails no request, and that a killed instance fails only what
 * it had in flight before HAProxy routes around it. Instances are called directly (their own ports, the client's
 * address in X-Forwarded-For as HAProxy sends it) or through HAProxy (the site).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Cluster, CHECK_INTERVAL_MS, sleep, until, type Instance } from './cluster.ts';
import { Load } from './load.ts';

interface Answer {
  status: number;
  headers: Headers;
  body: any;
  cookie?: string;
}

interface CallOptions {
  json?: unknown;
  cookie?: string;
  token?: string;
  ip?: string;
  headers?: Record<string, string>;
}

/** One request to `base` (an instance or the site); `cookie` is the session cookie the answer set, if any. */
async function call(base: string, method: string, path: string, options: CallOptions = {}): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.json !== undefined) headers['content-type'] = 'application/json';
  if (options.cookie) headers.cookie = options.cookie;
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.ip) headers['x-forwarded-for'] = options.ip;
  const res = await fetch(`${base}${path}`, {
    method,
    headers,
    body: options.json === undefined ? undefined : JSON.stringify(options.json),
  });
  const text = await res.text();
  const cookies = res.headers.getSetCookie().map((line) => line.split(';')[0]!);
  return {
    status: res.status,
    headers: res.headers,
    body: text && res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text,
    cookie: cookies.length ? cookies.join('; ') : undefined,
  };
}

/** A figure of the run, printed with the results. */
const report = (line: string) => process.stdout.write(`${line}\n`);

/** A revalidation as a browser sends it on reload. */
const revalidate = (tag: string) => ({ headers: { 'if-none-match': tag, 'cache-control': 'max-age=0' } });

const cluster = new Cluster();
let failed = false;
let a: Instance, b: Instance, c: Instance;
let lastIp = 0;
/** A client address no other request of this run uses (budgets are per IP). */
const newIp = () => `198.51.100.${++lastIp}`;
const PASSWORD = 'correct horse battery staple';

async function register(via: Instance, username: string, isAuthor = false) {
  const answer = await call(via.url, 'POST', '/api/register', {
    json: { username, email: `${username.toLowerCase()}@example.test`, password: PASSWORD, isAuthor },
    ip: newIp(),
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return { cookie: answer.cookie!, id: answer.body.id as number, username };
}

let author: Awaited<ReturnType<typeof register>>;
let novelId: number;

beforeAll(async () => {
  try {
    await cluster.start({ instances: 3 });
  } catch (error) {
    failed = true;
    throw error;
  }
  [a, b, c] = cluster.instances as [Instance, Instance, Instance];
  author = await register(a, 'ClusterAuthor', true);
}, 150_000);

afterAll(async () => {
  if (failed) console.error(`cluster logs kept in ${cluster.dir}\nhaproxy:\n${cluster.haproxyLog}`);
  await cluster.close(failed);
}, 30_000);

/** Marks the run failed (logs kept) when `body` throws. */
const kept =
  (body: () => Promise<void>): (() => Promise<void>) =>
  async () => {
    try {
      await body();
    } catch (error) {
      failed = true;
      throw error;
    }
  };

describe('three instances behind HAProxy', () => {
  it(
    'shows a write through one instance at once through the others, cached reads included',
    kept(async () => {
      // B and C have answered (and cached) the list and a chapter before A writes.
      for (const other of [b, c]) expect((await call(other.url, 'GET', '/api/novels')).status).toBe(200);
      const created = await call(a.url, 'POST', '/api/novels', {
        cookie: author.cookie,
        json: {
          title: 'The Lighthouse Keeper',
          description: 'A keeper counts ships that never arrive, until one does.',
          genres: ['Fantasy'],
          status: 'published',
        },
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      novelId = created.body.id;
      const chapter = await call(a.url, 'POST', `/api/novels/${novelId}/chapters`, {
        cookie: author.cookie,
        json: { title: 'First Light', content: 'The lamp was lit at dusk.', status: 'published' },
      });
      expect(chapter.status, JSON.stringify(chapter.body)).toBe(201);
      const chapterUrl = `/api/novels/${novelId}/chapters/1`;

      const tags = new Map<Instance, string>();
      for (const other of [b, c]) {
        const list = await call(other.url, 'GET', '/api/novels');
        expect((list.body as { title: string }[]).map((novel) => novel.title)).toContain('The Lighthouse Keeper');
        const read = await call(other.url, 'GET', chapterUrl);
        expect(read.status).toBe(200);
        expect(read.body.title).toBe('First Light');
        tags.set(other, read.headers.get('etag')!);
        // The instance remembers the validator: a revalidation is answered 304.
        const again = await call(other.url, 'GET', chapterUrl, revalidate(tags.get(other)!));
        expect(again.status).toBe(304);
      }

      const edit = await call(a.url, 'PUT', chapterUrl, {
        cookie: author.cookie,
        json: { title: 'First Light, Revised', content: 'The lamp was lit at dawn.' },
      });
      expect(edit.status, JSON.stringify(edit.body)).toBe(200);
      const renamed = await call(a.url, 'PUT', `/api/novels/${novelId}`, {
        cookie: author.cookie,
        json: { title: 'The Lighthouse Keeper Returns' },
      });
      expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);

      // At once, no waiting: the invalidation reached B and C before A answered.
      for (const other of [b, c]) {
        const read = await call(other.url, 'GET', chapterUrl, revalidate(tags.get(other)!));
        expect(read.status).toBe(200);
        expect(read.body.title).toBe('First Light, Revised');
        const list = await call(other.url, 'GET', '/api/novels');
        expect((list.body as { title: string }[]).map((novel) => novel.title)).toContain(
          'The Lighthouse Keeper Returns',
        );
      }
    }),
  );

  it(
    'holds the sign-in budget across instances: 60 parallel guesses spread over the three, 5 checked',
    kept(async () => {
      const target = await register(b, 'GuessTarget');
      const ip = newIp();
      const instances = [a, b, c];
      const guesses = await Promise.all(
        Array.from({ length: 60 }, (_, i) =>
          call(instances[i % 3]!.url, 'POST', '/api/login', {
            json: { emailOrUsername: target.username, password: `guess ${i}` },
            ip,
          }),
        ),
      );
      const statuses = guesses.map((guess) => guess.status);
      expect(statuses.filter((status) => status !== 429)).toEqual([401, 401, 401, 401, 401]);
      // Every instance refuses even the right password now: no instance has a budget of its own.
      for (const instance of instances) {
        const right = await call(instance.url, 'POST', '/api/login', {
          json: { emailOrUsername: target.username, password: PASSWORD },
          ip,
        });
        expect(right.status).toBe(429);
      }

      // Through HAProxy (round robin over the three; the client's address is the one HAProxy saw).
      const second = await register(c, 'GuessTargetTwo');
      const viaSite = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          call(cluster.site, 'POST', '/api/login', {
            json: { emailOrUsername: second.username, password: `guess ${i}` },
          }),
        ),
      );
      expect(viaSite.filter((guess) => guess.status !== 429).map((guess) => guess.status)).toEqual([
        401, 401, 401, 401, 401,
      ]);
    }),
  );

  it(
    'signs in on one instance and is signed in on every other, with a cookie or a bearer token',
    kept(async () => {
      const reader = await register(c, 'ClusterReader');
      const ip = newIp();
      const login = await call(a.url, 'POST', '/api/login', {
        json: { emailOrUsername: reader.username, password: PASSWORD },
        ip,
      });
      expect(login.status).toBe(200);
      const cookie = login.cookie!;
      for (const base of [b.url, c.url, cluster.site, cluster.site, cluster.site]) {
        const me = await call(base, 'GET', '/api/user', { cookie });
        expect(me.status).toBe(200);
        expect(me.body.username).toBe(reader.username);
      }

      const pair = await call(b.url, 'POST', '/api/tokens', {
        json: { emailOrUsername: reader.username, password: PASSWORD, deviceName: 'Cluster test' },
        ip,
      });
      expect(pair.status).toBe(201);
      for (const base of [a.url, c.url, cluster.site, cluster.site, cluster.site]) {
        const me = await call(base, 'GET', '/api/user', { token: pair.body.accessToken });
        expect(me.status).toBe(200);
        expect(me.body.username).toBe(reader.username);
      }
      // A refresh on one instance retires the old refresh token on all of them.
      const refreshed = await call(c.url, 'POST', '/api/tokens/refresh', {
        json: { refreshToken: pair.body.refreshToken },
      });
      expect(refreshed.status).toBe(200);
      const reused = await call(a.url, 'POST', '/api/tokens/refresh', {
        json: { refreshToken: pair.body.refreshToken },
      });
      expect(reused.status).toBe(401);

      // Signing out through C ends the session everywhere.
      expect((await call(c.url, 'POST', '/api/logout', { cookie })).status).toBe(200);
      for (const instance of [a, b])
        expect((await call(instance.url, 'GET', '/api/user', { cookie })).status).toBe(401);
    }),
  );

  /** Reads a signed-in reader and an anonymous one make, all through HAProxy. */
  async function traffic() {
    const reader = await call(a.url, 'POST', '/api/login', {
      json: { emailOrUsername: author.username, password: PASSWORD },
      ip: newIp(),
    });
    expect(reader.status).toBe(200);
    const site = cluster.site;
    return [
      { url: `${site}/api/novels/${novelId}/chapters/1` },
      { url: `${site}/api/novels` },
      { url: `${site}/api/user`, headers: { cookie: reader.cookie! } },
      { url: `${site}/api/novels/${novelId}` },
      { url: `${site}/api/health` },
      // Not idempotent for HAProxy: never sent twice, so it must never meet a connection closing under it.
      { url: `${site}/api/logout`, method: 'POST' as const },
    ];
  }

  it(
    'restarts every instance in turn under load (20 requests in flight) without failing one request',
    kept(async () => {
      const load = new Load(await traffic(), 20).start();
      await sleep(1_000);
      for (const instance of cluster.instances) {
        // SIGTERM: readiness turns 503, HAProxy takes it out, in-flight requests finish, the process exits 0.
        expect(await instance.stop('SIGTERM')).toBe(0);
        await instance.start();
        await until(
          `haproxy to route to ${instance.name} again`,
          async () => (await cluster.upServers()).includes(instance.name),
          10_000,
        );
      }
      await sleep(1_000);
      await load.stop();
      expect(load.failures).toEqual([]);
      expect(load.completed).toBeGreaterThan(200);
      report(`rolling restart under load: ${load.completed} requests, none failed`);
    }),
    120_000,
  );

  it(
    'fails only the requests in flight on an instance killed with SIGKILL, and routes around it after',
    kept(async () => {
      const load = new Load(await traffic(), 20).start();
      await sleep(1_000);
      const inFlight = load.pending;
      const killedAt = Date.now();
      expect(await b.stop('SIGKILL')).toBeNull();
      // The process is gone (its exit seen): whatever was sent after this must be answered by the others.
      const goneAt = Date.now();
      await until(
        'haproxy to take the killed instance out',
        async () => !(await cluster.upServers()).includes(b.name),
        10_000,
      );
      const downAt = Date.now();
      expect(downAt - killedAt).toBeLessThan(CHECK_INTERVAL_MS * 2 + 2_000);
      await sleep(2_000);
      await load.stop();
      const completedAfter = load.completed;
      expect(load.failures.length).toBeLessThanOrEqual(inFlight);
      // Only requests sent while it still ran may fail; everything sent once it was gone was answered.
      expect(load.failures.filter((failure) => failure.startedAt >= goneAt)).toEqual([]);
      report(
        `SIGKILL under load: ${inFlight} requests in flight, ${load.failures.length} failed, ` +
          `HAProxy took it out after ${downAt - killedAt} ms, ${completedAfter} requests in all`,
      );
      expect(completedAfter).toBeGreaterThan(100);
      expect(await cluster.upServers()).toEqual([a.name, c.name]);
    }),
    60_000,
  );
});
