/**
 * Several instances of the site on one database (issue 20): two apps in this process, each with its own connection
 * pool, sharing state through real Redis or through PostgreSQL. Rate limits hold across them, a write through one
 * clears the other's read caches before it answers, and view counts written behind by both stay exact.
 */
import net from 'node:net';
import { MESSAGES } from '@inkshelf/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_BLOCKED_MESSAGE } from '../src/commands/credential-check.ts';
import { Chapter } from '../src/entities/index.ts';
import { cast, chapterOf } from '../src/routes/chapters/chapter-test-support.ts';
import type { SharedStateKind } from '../src/services/shared-state.ts';
import { buildUser } from './factories.ts';
import { burst, expectRefusals } from './parallel.ts';
import { getTestServer, TEST_REDIS_URL, uniquePrefix, type TestResponse, type TestServer } from './support.ts';

/** The shared stores this machine offers: Redis always; PostgreSQL's when the tests run on a real server. */
const STORES: SharedStateKind[] = process.env.DATABASE_URL ? ['redis', 'postgresql'] : ['redis'];

const revalidate = (tag: string) => ({ headers: { 'if-none-match': tag, 'cache-control': 'max-age=0' } });

/** Two instances of one site: the same database and the same shared store (or memory each, for `memory`). */
async function pair(kind: SharedStateKind): Promise<[TestServer, TestServer]> {
  const prefix = uniquePrefix();
  const config = { trustProxy: true };
  const a = await getTestServer({ config, shared: { kind, prefix } });
  const b = await getTestServer({ config, shared: { kind, prefix }, sameDatabaseAs: a });
  return [a, b];
}

/** Asks again every 20 ms, for up to a second, until the answer passes `done`; returns the last answer. */
async function soon<T>(ask: () => Promise<T>, done: (answer: T) => boolean): Promise<T> {
  const deadline = Date.now() + 1_000;
  let answer = await ask();
  while (!done(answer) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    answer = await ask();
  }
  return answer;
}

describe.each(STORES)('two instances sharing state through %s', (kind) => {
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    [a, b] = await pair(kind);
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  it('keeps its counters in the shared store', () => {
    expect(a.deps.shared?.kind).toBe(kind);
    expect(b.deps.shared?.kind).toBe(kind);
  });

  it('holds the sign-in budget across instances: 40 parallel guesses spread over both, 5 checked', async () => {
    const user = await buildUser(a.db.orm.em.fork(), { username: `Spread${kind}`, password: 'the real password' });
    const headers = { 'x-forwarded-for': '198.51.100.7' };
    const guesses = await burst(40, (i) =>
      (i % 2 ? a : b).request('POST', '/api/login', {
        json: { emailOrUsername: user.username, password: `guess ${i}` },
        headers,
      }),
    );
    expect(guesses.count(401)).toBe(5);
    expect(guesses.processed).toBe(5);
    expectRefusals(guesses, LOGIN_BLOCKED_MESSAGE, 60);
    // Neither instance has a budget of its own left: the right password waits too.
    for (const instance of [a, b]) {
      const right = await instance.request('POST', '/api/login', {
        json: { emailOrUsername: user.username, password: 'the real password' },
        headers,
      });
      expect(right.status).toBe(429);
    }
  });

  it('holds a per-user budget across instances: 30 comments spread over both, 20 posted', async () => {
    const { novel } = await cast(a);
    const chapter = await chapterOf(a, novel.id, { chapterNumber: 1 });
    const writer = await a.signedIn();
    // The session lives in the database: the same cookie is signed in on the other instance too.
    const onB = b.agent();
    for (const [name, value] of writer.agent.cookies) onB.cookies.set(name, value);
    const posts = await burst(30, (i) =>
      (i % 2 ? writer.agent : onB).request('POST', `/api/chapters/${chapter.id}/comments`, {
        json: { content: `Comment ${i}` },
      }),
    );
    expect(posts.count(201)).toBe(20);
    expectRefusals(posts, MESSAGES.errors.commentRateLimited, 60);
  });

  it('counts keys of any length (an IPv6 address and a 254-character email)', async () => {
    const email = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(56)}.test`;
    expect(email).toHaveLength(254);
    const headers = { 'x-forwarded-for': '2001:0db8:85a3:0000:0000:8a2e:0370:7334' };
    const guesses = await burst(7, () =>
      a.request('POST', '/api/login', { json: { emailOrUsername: email, password: 'wrong' }, headers }),
    );
    expect(guesses.count(401)).toBe(5);
    expect(guesses.count(429)).toBe(2);
  });

  // The writer's own caches are cleared before it answers; the other instance clears its own when the message it
  // was sent arrives, a moment later (Redis's PUBLISH returns once delivered to the socket, not once handled).
  it("clears the other instance's chapter validators within moments of the write", async () => {
    const { novel, owner } = await cast(a);
    await chapterOf(a, novel.id, { chapterNumber: 1 });
    const url = `/api/novels/${novel.id}/chapters/1`;
    const tag = (await b.request('GET', url)).headers.get('etag')!;
    // B remembers the validator: a revalidation is answered 304 before Koa.
    expect((await b.request('GET', url, revalidate(tag))).status).toBe(304);
    const edit = await owner.request('PUT', url, { json: { title: 'Edited on A', content: '<p>New words.</p>' } });
    expect(edit.status).toBe(200);
    const after = await soon(
      () => b.request('GET', url, revalidate(tag)),
      (response) => response.status === 200,
    );
    expect(after.status).toBe(200);
    expect(after.body.title).toBe('Edited on A');
  });

  it("clears the other instance's search answers within moments of the write", async () => {
    const { novel, owner } = await cast(a, { title: `Quietharbor ${kind}` });
    const url = `/api/novels/search?q=Quietharbor`;
    const titles = (response: TestResponse<{ items: { title: string }[] }>) => response.body.items.map((i) => i.title);
    const before = await b.request<{ items: { title: string }[] }>('GET', url);
    expect(before.status).toBe(200);
    expect(titles(before)).toEqual([`Quietharbor ${kind}`]);
    const edit = await owner.request('PUT', `/api/novels/${novel.id}`, { json: { title: `Quietharbor ${kind} II` } });
    expect(edit.status).toBe(200);
    const after = await soon(
      () => b.request<{ items: { title: string }[] }>('GET', url),
      (response) => titles(response)[0] === `Quietharbor ${kind} II`,
    );
    expect(titles(after)).toEqual([`Quietharbor ${kind} II`]);
  });

  it('adds the views counted by both instances exactly', async () => {
    const { novel } = await cast(a);
    const chapter = await chapterOf(a, novel.id, { chapterNumber: 1 });
    const url = `/api/novels/${novel.id}/chapters/1`;
    const reads = await burst(60, (i) =>
      (i % 2 ? a : b).request('GET', url, { headers: { 'x-forwarded-for': `192.0.2.${i + 1}` } }),
    );
    expect(reads.count(200)).toBe(60);
    await Promise.all([a.deps.views.flush(), b.deps.views.flush()]);
    const stored = await a.db.orm.em.fork().findOneOrFail(Chapter, chapter.id);
    expect(stored.viewCount).toBe(chapter.viewCount + 60);
  });
});

describe('two instances without a shared store', () => {
  it('leave the other instance stale: what the shared store fixes', async () => {
    const [a, b] = await pair('memory');
    try {
      const { novel, owner } = await cast(a);
      await chapterOf(a, novel.id, { chapterNumber: 1 });
      const url = `/api/novels/${novel.id}/chapters/1`;
      const tag = (await b.request('GET', url)).headers.get('etag')!;
      expect((await owner.request('PUT', url, { json: { title: 'Edited', content: '<p>x</p>' } })).status).toBe(200);
      expect((await b.request('GET', url, revalidate(tag))).status).toBe(304);
    } finally {
      await b.close();
      await a.close();
    }
  });
});

describe('a shared store that is down', () => {
  let healthy: TestServer;
  let cut: TestServer;
  beforeAll(async () => {
    healthy = await getTestServer({ config: { trustProxy: true } });
    // Nothing listens on port 1: every Redis command fails at once.
    cut = await getTestServer({
      config: { trustProxy: true },
      shared: { kind: 'redis', redisUrl: 'redis://127.0.0.1:1' },
      sameDatabaseAs: healthy,
    });
  });
  afterAll(async () => {
    await cut.close();
    await healthy.close();
  });

  it('answers sign-ins 503 at once (no guess goes uncounted) and never hangs', async () => {
    const user = await buildUser(cut.db.orm.em.fork(), { username: 'Closed', password: 'the real password' });
    const started = performance.now();
    const attempts = await burst(10, (i) =>
      cut.request('POST', '/api/login', { json: { emailOrUsername: user.username, password: `guess ${i}` } }),
    );
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(attempts.count(503)).toBe(10);
    expect(attempts.responses[0]!.body).toEqual({ message: 'Service temporarily unavailable' });
    expect(attempts.responses[0]!.headers.get('retry-after')).toBeTruthy();
  });

  it('counts the other budgets in memory meanwhile: comments still post, and still stop at 20', async () => {
    const { novel } = await cast(healthy);
    const chapter = await chapterOf(healthy, novel.id, { chapterNumber: 1 });
    const writer = await healthy.signedIn();
    const onCut = cut.agent();
    for (const [name, value] of writer.agent.cookies) onCut.cookies.set(name, value);
    const posts = await burst(25, (i) =>
      onCut.request('POST', `/api/chapters/${chapter.id}/comments`, { json: { content: `Comment ${i}` } }),
    );
    expect(posts.count(201)).toBe(20);
    expect(posts.count(429)).toBe(5);
  });

  it('reports Redis down on readiness, while liveness stays up', async () => {
    const ready = await cut.request('GET', '/api/health/ready');
    expect(ready.status).toBe(503);
    expect(ready.body).toEqual({
      message: 'Service temporarily unavailable',
      status: 'unavailable',
      database: 'up',
      redis: 'down',
    });
    expect((await cut.request('GET', '/api/health')).status).toBe(200);
  });
});

describe('a Redis that accepts connections but never answers', () => {
  it('answers sign-ins 503 within the store timeout, and readiness names Redis', async () => {
    const silent = net.createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as net.AddressInfo;
    const server = await getTestServer({ shared: { kind: 'redis', redisUrl: `redis://127.0.0.1:${port}` } });
    try {
      const user = await buildUser(server.db.orm.em.fork(), { username: 'Silent', password: 'the real password' });
      const started = performance.now();
      const login = await server.request('POST', '/api/login', {
        json: { emailOrUsername: user.username, password: 'the real password' },
      });
      expect(login.status).toBe(503);
      expect(performance.now() - started).toBeLessThan(3_000);
      const ready = await server.request('GET', '/api/health/ready');
      expect(ready.status).toBe(503);
      expect(ready.body).toMatchObject({ database: 'up', redis: 'down' });
    } finally {
      await server.close();
      silent.close();
    }
  });
});

describe('readiness with Redis up', () => {
  it('names the parts it checked', async () => {
    const server = await getTestServer({ shared: { kind: 'redis', redisUrl: TEST_REDIS_URL } });
    try {
      const ready = await server.request('GET', '/api/health/ready');
      expect(ready.status).toBe(200);
      expect(ready.body).toEqual({ status: 'ready', database: 'up', redis: 'up' });
      expect(ready.headers.get('cache-control')).toBe('no-store');
    } finally {
      await server.close();
    }
  });
});
