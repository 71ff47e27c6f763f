/**
 * `pnpm test:cluster` (issues 20, 32): two web instances, a worker, a PostgreSQL primary and replica, Redis and HAProxy
 * act as one site: a write is seen at once by its writer and within 2 s by signed-out readers, limits and sessions hold
 * everywhere, and restarts, kills and a stopped replica fail no request but a killed instance's in flight.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Cluster, CHECK_INTERVAL_MS, sleep, until, type Instance } from './cluster.ts';
import { call, converges, revalidate, slowestConvergenceMs, withCookies } from './client.ts';
import { Load } from './load.ts';

/** A figure of the run, printed with the results. */
const report = (line: string) => process.stdout.write(`${line}\n`);

const cluster = new Cluster();
let failed = false;
let a: Instance, b: Instance, worker: Instance;
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
    await cluster.start({ instances: 2, workers: 1 });
  } catch (error) {
    failed = true;
    throw error;
  }
  [a, b] = cluster.instances as [Instance, Instance];
  [worker] = cluster.workers as [Instance];
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

describe('two web instances behind HAProxy and a worker', () => {
  it(
    'shows a write through one instance at once to the writing session through the others, and soon to everyone',
    kept(async () => {
      // B and C have answered (and cached) the list before A writes.
      for (const other of [b]) expect((await call(other.url, 'GET', '/api/novels')).status).toBe(200);
      let authorCookie = author.cookie;
      /** A write by the author through A; its answer's cookies (inkshelf.wrote among them) are kept. */
      const write = async (method: string, path: string, json: unknown, status: number) => {
        const answer = await call(a.url, method, path, { cookie: authorCookie, json });
        expect(answer.status, JSON.stringify(answer.body)).toBe(status);
        authorCookie = withCookies(authorCookie, answer.cookie);
        return answer;
      };
      const created = await write(
        'POST',
        '/api/novels',
        {
          title: 'The Lighthouse Keeper',
          description: 'A keeper counts ships that never arrive, until one does.',
          genres: ['Fantasy'],
          status: 'published',
        },
        201,
      );
      novelId = created.body.id;
      await write(
        'POST',
        `/api/novels/${novelId}/chapters`,
        { title: 'First Light', content: 'The lamp was lit at dusk.', status: 'published' },
        201,
      );
      expect(authorCookie).toMatch(/inkshelf\.wrote=\d+/);
      const chapterUrl = `/api/novels/${novelId}/chapters/1`;
      const titles = async (base: string, cookie?: string) =>
        ((await call(base, 'GET', '/api/novels', { cookie })).body as { title: string }[]).map((n) => n.title);

      const tags = new Map<Instance, string>();
      for (const other of [b]) {
        // The writing session reads the primary everywhere: no waiting.
        expect(await titles(other.url, authorCookie)).toContain('The Lighthouse Keeper');
        expect((await call(other.url, 'GET', chapterUrl, { cookie: authorCookie })).body.title).toBe('First Light');
        // A signed-out reader reads the replica: it has the novel as soon as the replica replayed it.
        await converges(`${other.name}'s anonymous list`, async () =>
          (await titles(other.url)).includes('The Lighthouse Keeper'),
        );
        const read = await call(other.url, 'GET', chapterUrl);
        expect(read.status).toBe(200);
        expect(read.body.title).toBe('First Light');
        tags.set(other, read.headers.get('etag')!);
        // The instance remembers the validator: a revalidation is answered 304.
        const again = await call(other.url, 'GET', chapterUrl, revalidate(tags.get(other)!));
        expect(again.status).toBe(304);
      }

      await write('PUT', chapterUrl, { title: 'First Light, Revised', content: 'The lamp was lit at dawn.' }, 200);
      await write('PUT', `/api/novels/${novelId}`, { title: 'The Lighthouse Keeper Returns' }, 200);

      for (const other of [b]) {
        // At once for the author: the invalidation reached B and C before A answered, the primary has the rows.
        const own = await call(other.url, 'GET', chapterUrl, { cookie: authorCookie, ...revalidate(tags.get(other)!) });
        expect(own.status).toBe(200);
        expect(own.body.title).toBe('First Light, Revised');
        expect(await titles(other.url, authorCookie)).toContain('The Lighthouse Keeper Returns');
        // Signed out, revalidating the old version (cached validators included): the new one within the lag.
        await converges(`${other.name}'s anonymous chapter`, async () => {
          const read = await call(other.url, 'GET', chapterUrl, revalidate(tags.get(other)!));
          return read.status === 200 && read.body.title === 'First Light, Revised';
        });
        await converges(`${other.name}'s anonymous list`, async () =>
          (await titles(other.url)).includes('The Lighthouse Keeper Returns'),
        );
      }
    }),
  );

  it(
    'reads signed out from the replica while it lags, and the writing session from the primary on every instance',
    kept(async () => {
      const chapterUrl = `/api/novels/${novelId}/chapters/1`;
      const lagging = 'First Light, While The Replica Waits';
      let authorCookie = author.cookie;
      await cluster.postgres.pauseReplay();
      try {
        const edit = await call(a.url, 'PUT', chapterUrl, { cookie: authorCookie, json: { title: lagging } });
        expect(edit.status, JSON.stringify(edit.body)).toBe(200);
        authorCookie = withCookies(authorCookie, edit.cookie);
        for (const base of [b.url, cluster.site]) {
          expect((await call(base, 'GET', chapterUrl, { cookie: authorCookie })).body.title).toBe(lagging);
          // Signed out: the replica's row, a step behind (so these reads do come from the replica).
          const anonymous = await call(base, 'GET', chapterUrl);
          expect(anonymous.status).toBe(200);
          expect(anonymous.body.title).toBe('First Light, Revised');
        }
      } finally {
        await cluster.postgres.resumeReplay();
      }
      for (const other of [b]) {
        await converges(`${other.name}'s anonymous chapter once the replica replays`, async () => {
          const read = await call(other.url, 'GET', chapterUrl);
          return read.status === 200 && read.body.title === lagging;
        });
      }
      report(`signed-out reads on the replica caught up within ${slowestConvergenceMs} ms at most`);
    }),
  );

  it(
    'holds the sign-in budget across instances: 60 parallel guesses spread over the two, 5 checked',
    kept(async () => {
      const target = await register(b, 'GuessTarget');
      const ip = newIp();
      const instances = [a, b];
      const guesses = await Promise.all(
        Array.from({ length: 60 }, (_, i) =>
          call(instances[i % 2]!.url, 'POST', '/api/login', {
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
      const second = await register(b, 'GuessTargetTwo');
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
      const reader = await register(b, 'ClusterReader');
      const ip = newIp();
      const login = await call(a.url, 'POST', '/api/login', {
        json: { emailOrUsername: reader.username, password: PASSWORD },
        ip,
      });
      expect(login.status).toBe(200);
      const cookie = login.cookie!;
      for (const base of [b.url, cluster.site, cluster.site, cluster.site]) {
        const me = await call(base, 'GET', '/api/user', { cookie });
        expect(me.status).toBe(200);
        expect(me.body.username).toBe(reader.username);
      }

      const pair = await call(b.url, 'POST', '/api/tokens', {
        json: { emailOrUsername: reader.username, password: PASSWORD, deviceName: 'Cluster test' },
        ip,
      });
      expect(pair.status).toBe(201);
      for (const base of [a.url, cluster.site, cluster.site, cluster.site]) {
        const me = await call(base, 'GET', '/api/user', { token: pair.body.accessToken });
        expect(me.status).toBe(200);
        expect(me.body.username).toBe(reader.username);
      }
      // A refresh on one instance retires the old refresh token on all of them.
      const refreshed = await call(b.url, 'POST', '/api/tokens/refresh', {
        json: { refreshToken: pair.body.refreshToken },
      });
      expect(refreshed.status).toBe(200);
      const reused = await call(a.url, 'POST', '/api/tokens/refresh', {
        json: { refreshToken: pair.body.refreshToken },
      });
      expect(reused.status).toBe(401);

      // Signing out through C ends the session everywhere.
      expect((await call(b.url, 'POST', '/api/logout', { cookie })).status).toBe(200);
      for (const instance of [a]) expect((await call(instance.url, 'GET', '/api/user', { cookie })).status).toBe(401);
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
    'loses no job and fails no request when the worker is killed with SIGKILL while fan-out jobs are queued',
    kept(async () => {
      const FOLLOWERS = 400;
      const database = new pg.Client({ connectionString: cluster.databaseUrl });
      await database.connect();
      const rows = async <T>(text: string, values: unknown[] = []) => (await database.query(text, values)).rows as T[];
      try {
        // Readers of the novel written straight into the database, half of them mailed at once for each chapter.
        await rows(
          `insert into users (email, username, chapter_emails, created_at, updated_at)
           select 'kill' || g || '@example.test', 'KillReader' || g,
                  case when g % 2 = 0 then 'immediate' else 'digest' end, now(), now()
             from generate_series(1, $1::int) g`,
          [FOLLOWERS],
        );
        await rows(
          `insert into novel_follows (user_id, novel_id, created_at)
           select id, $1::int, now() from users where username like 'KillReader%'`,
          [novelId],
        );
        const load = new Load(await traffic(), 20).start();
        const chapterIds: number[] = [];
        /** Publishes through HAProxy: a web instance writes the chapter and its fan-out job in one transaction. */
        const publish = async (n: number) => {
          const answer = await call(cluster.site, 'POST', `/api/novels/${novelId}/chapters`, {
            cookie: author.cookie,
            json: { title: `Storm Warning ${n}`, content: `The glass fell ${n} times.`, status: 'published' },
          });
          expect(answer.status, JSON.stringify(answer.body)).toBe(201);
          chapterIds.push(answer.body.id as number);
        };
        for (let n = 1; n <= 6; n++) await publish(n);
        const states = async () =>
          rows<{ state: string; count: number }>(
            `select state, count(*)::int as count from pgboss.job
              where name in ('chapter-fan-out', 'chapter-mails') and (data->>'chapterId')::int = any($1::int[])
              group by state`,
            [chapterIds],
          );
        await until(
          'the worker to take a job',
          async () => (await states()).some((row) => row.state === 'active'),
          15_000,
        );
        const atKill = await states();
        expect(await worker.stop('SIGKILL')).toBeNull();
        // With no worker: the site goes on, and publishing queues more jobs.
        for (let n = 7; n <= 8; n++) await publish(n);
        await sleep(1_000);
        const restartedAt = Date.now();
        await worker.start();
        const pending = async () =>
          (await states()).filter((row) => row.state !== 'completed').reduce((sum, row) => sum + row.count, 0);
        await until('every job to complete', async () => (await pending()) === 0, 90_000);
        const doneAfter = Date.now() - restartedAt;
        await load.stop();
        expect(load.failures).toEqual([]);

        // Every follower notified of every chapter, exactly once (the fan-out of a killed worker ran again).
        const notified = await rows<{ chapter_id: number; count: number; readers: number }>(
          `select chapter_id, count(*)::int as count, count(distinct user_id)::int as readers from notifications
            where chapter_id = any($1::int[]) group by chapter_id order by chapter_id`,
          [chapterIds],
        );
        expect(notified).toEqual(chapterIds.map((id) => ({ chapter_id: id, count: FOLLOWERS, readers: FOLLOWERS })));
        // And every immediate reader's mail sent: nothing left unmailed.
        const unmailed = await rows<{ count: number }>(
          `select count(*)::int as count from notifications n join users u on u.id = n.user_id
            where n.chapter_id = any($1::int[]) and u.chapter_emails = 'immediate' and n.emailed_at is null`,
          [chapterIds],
        );
        expect(unmailed[0]!.count).toBe(0);
        report(
          `worker SIGKILL with jobs ${JSON.stringify(atKill)}: ${load.completed} requests, none failed; ` +
            `every job done ${doneAfter} ms after the new worker's start`,
        );
      } finally {
        await database.end();
      }
    }),
    180_000,
  );

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
      // The worker too: SIGTERM, its jobs in flight finish or are handed back, it exits 0.
      expect(await worker.stop('SIGTERM')).toBe(0);
      await worker.start();
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
      expect(await cluster.upServers()).toEqual([a.name]);
      // Back for the tests after this one.
      await b.start();
      await until('haproxy to route to b again', async () => (await cluster.upServers()).includes(b.name), 10_000);
    }),
    90_000,
  );

  it(
    'fails no request when the replica stops under load: reads fall back to the primary',
    kept(async () => {
      const load = new Load(await traffic(), 20).start();
      await sleep(1_000);
      const before = load.completed;
      await cluster.postgres.stopReplica();
      const stoppedAt = Date.now();
      // A write now is read back by signed-out readers at once: only the primary can answer them.
      const renamed = await call(a.url, 'PUT', `/api/novels/${novelId}/chapters/1`, {
        cookie: author.cookie,
        json: { title: 'Read Without The Replica' },
      });
      expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
      for (const base of [a.url, b.url, cluster.site]) {
        const read = await call(base, 'GET', `/api/novels/${novelId}/chapters/1`);
        expect(read.status).toBe(200);
        expect(read.body.title).toBe('Read Without The Replica');
      }
      await sleep(1_500);
      await load.stop();
      expect(load.failures).toEqual([]);
      expect(load.completed - before).toBeGreaterThan(50);
      // The replica is no part of readiness: HAProxy keeps routing to both instances left.
      expect(await cluster.upServers()).toEqual([a.name, b.name]);
      report(
        `replica stopped under load: ${load.completed - before} requests from then on ` +
          `(${Date.now() - stoppedAt} ms), none failed`,
      );
    }),
    60_000,
  );
});
