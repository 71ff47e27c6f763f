/**
 * Read replicas on a real streaming replica (server/test/replica-cluster.ts): public reads come from the replica,
 * a client that wrote reads its writes from the primary for a moment (on every instance), and a replica that goes
 * down is skipped, then used again once it is back. The replica is made to lag by pausing its WAL replay.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildChapter, buildNovel } from '../../test/factories.ts';
import { clustersRunnable, freePort, startReplicaCluster, type ReplicaCluster } from '../../test/replica-cluster.ts';
import { getTestServer, type TestServer } from '../../test/support.ts';
import { signInForTokens, withBearer } from '../routes/tokens/token-test-support.ts';
import { latestNovels } from '../repositories/novel-list-query.ts';
import { openDatabase } from './database.ts';
import { readConnection, type ReplicaAwareDriver } from './read-replicas.ts';

describe.runIf(clustersRunnable || Boolean(process.env.CI))('read replicas (DATABASE_READ_URLS)', () => {
  let cluster: ReplicaCluster;
  let dataDir: string;
  let first: TestServer;
  let second: TestServer;
  let author: Awaited<ReturnType<TestServer['signedIn']>>;
  let novelId: number;
  const chapterPath = () => `/api/novels/${novelId}/chapters/1`;
  const driverOf = (server: TestServer) => server.db.orm.driver as ReplicaAwareDriver;

  const instance = (readUrls = [cluster.replicaUrl]) =>
    getTestServer({
      openDatabase: async () => {
        const env = {
          DATABASE_URL: cluster.primaryUrl,
          DATABASE_READ_URLS: readUrls,
          DATA_DIR: dataDir,
          DB_POOL_MAX: 5,
        };
        const database = await openDatabase(env, pino({ level: 'silent' }));
        return { ...database, url: cluster.primaryUrl };
      },
      config: { readYourWritesMs: 3_000 },
    });

  /** The chapter's title on the primary, behind the application's back. */
  const retitle = (title: string) =>
    cluster.query(cluster.primaryUrl, 'update chapters set title = $1, updated_at = now() where novel_id = $2', [
      title,
      novelId,
    ]);

  beforeAll(async () => {
    cluster = await startReplicaCluster();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inkshelf-replicas-'));
    first = await instance();
    second = await instance();
    author = await first.signedIn({ isAuthor: true });
    const em = first.db.orm.em.fork();
    const novel = await buildNovel(em, { author: author.user, title: 'Replicated novel' });
    await buildChapter(em, { novel, title: 'First title' });
    novelId = novel.id;
    await cluster.caughtUp();
  }, 120_000);

  afterAll(async () => {
    await first?.close();
    await second?.close();
    await cluster?.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('routes public reads to the replica, and transactions and the ORM to the primary', async () => {
    const standby = (em = first.db.orm.em.fork()) =>
      readConnection(em, async (connection) => {
        const [row] = await connection.execute<{ standby: boolean }[]>('select pg_is_in_recovery() as standby');
        return row!.standby;
      });
    expect(await standby()).toBe(true);
    expect(await first.db.orm.em.fork().transactional((em) => standby(em))).toBe(false);
    const [orm] = await first.db.orm.em.fork().execute<{ standby: boolean }[]>('select pg_is_in_recovery() as standby');
    expect(orm!.standby).toBe(false);

    await cluster.pauseReplay();
    try {
      await retitle('Only on the primary');
      await cluster.query(cluster.primaryUrl, "update novels set title = 'Renamed on the primary' where id = $1", [
        novelId,
      ]);
      // Signed out, through the fast lane and the full chain (an Origin takes the latter): the replica's rows.
      expect((await first.request('GET', chapterPath())).body.title).toBe('First title');
      const full = await first.request('GET', chapterPath(), { headers: { origin: 'app://studio' } });
      expect(full.body.title).toBe('First title');
      const listed = await latestNovels(first.db.orm.em.fork(), 10);
      expect(listed.map((novel) => novel.title)).toContain('Replicated novel');
      const found = await first.request('GET', '/api/novels/search?q=Renamed');
      expect(found.status).toBe(200);
      expect(found.body.total).toBe(0);
    } finally {
      await cluster.resumeReplay();
    }
    await cluster.caughtUp();
    // The other instance (its own search cache) finds the novel once the replica has it.
    expect((await second.request('GET', '/api/novels/search?q=Renamed')).body.total).toBe(1);
    expect((await first.request('GET', chapterPath())).body.title).toBe('Only on the primary');
  });

  it('lets a client that wrote read its write at once, on every instance, while the replica lags', async () => {
    await cluster.pauseReplay();
    try {
      const written = await author.agent.request('PUT', chapterPath(), { json: { title: 'Written by its author' } });
      expect(written.status).toBe(200);
      expect(written.headers.getSetCookie().join()).toMatch(/inkshelf\.wrote=\d+/);
      expect((await author.agent.request('GET', chapterPath())).body.title).toBe('Written by its author');
      // Another instance, same client: its cookie sends it to the primary there too.
      const elsewhere = second.agent();
      for (const [name, value] of author.agent.cookies) elsewhere.cookies.set(name, value);
      expect((await elsewhere.request('GET', chapterPath())).body.title).toBe('Written by its author');
      // The cookie alone (a signed-out client that wrote) takes it past the short lane to the primary.
      const wrote = { cookie: `inkshelf.wrote=${Date.now() + 3_000}` };
      expect((await second.request('GET', chapterPath(), { headers: wrote })).body.title).toBe('Written by its author');
      // Everyone else still reads the lagging replica.
      expect((await second.request('GET', chapterPath())).body.title).not.toBe('Written by its author');
      // Once the window is over, the author reads from the replica again.
      author.agent.cookies.set('inkshelf.wrote', String(Date.now() - 1));
      expect((await author.agent.request('GET', chapterPath())).body.title).not.toBe('Written by its author');
    } finally {
      await cluster.resumeReplay();
    }
    await cluster.caughtUp();
  });

  it('sends Bearer-token clients, which keep no cookies, to the primary', async () => {
    const { accessToken } = await signInForTokens(second, author.user.username, author.password);
    await cluster.pauseReplay();
    try {
      const written = await withBearer(second, accessToken, 'PUT', chapterPath(), {
        json: { title: 'From the studio' },
      });
      expect(written.status).toBe(200);
      expect((await withBearer(first, accessToken, 'GET', chapterPath())).body.title).toBe('From the studio');
      expect((await first.request('GET', chapterPath())).body.title).not.toBe('From the studio');
    } finally {
      await cluster.resumeReplay();
    }
    await cluster.caughtUp();
  });

  it('skips a replica that is down without failing reads, and uses it again once it is back', async () => {
    const cooldown = 1_000;
    driverOf(first).cooldownMs = cooldown;
    const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    // Readers in parallel (the short lane, the full chain, lists) while the replica stops under them.
    const statuses: number[] = [];
    let reading = true;
    const reader = async (target: string, headers: Record<string, string> = {}) => {
      while (reading) statuses.push((await first.request('GET', target, { headers })).status);
    };
    const readers = [
      reader(chapterPath()),
      reader(chapterPath(), { origin: 'app://studio' }),
      reader('/api/novels?limit=5'),
    ];
    await new Promise((resolve) => setTimeout(resolve, 300));
    await cluster.stopReplica();
    await new Promise((resolve) => setTimeout(resolve, 500));
    reading = false;
    await Promise.all(readers);
    expect(statuses.length).toBeGreaterThan(10);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);

    await retitle('Read while the replica is down');
    // Past the cooldown, the first of these reads tries the replica again, finds it still down and leaves it out
    // for another cooldown (checked right after, well inside it, however slow the machine).
    await sleep(cooldown + 50);
    for (let read = 0; read < 5; read++) {
      const answer = await first.request('GET', chapterPath());
      expect(answer.status).toBe(200);
      expect(answer.body.title).toBe('Read while the replica is down');
    }
    expect(driverOf(first).replicaState().down).toEqual([0]);

    await cluster.startReplica();
    await cluster.caughtUp();
    await sleep(cooldown + 100);
    await cluster.pauseReplay();
    try {
      await retitle('Newer than the replica');
      expect((await first.request('GET', chapterPath())).body.title).toBe('Read while the replica is down');
      expect(driverOf(first).replicaState().down).toEqual([]);
    } finally {
      await cluster.resumeReplay();
    }
  });

  it('moves a read on to the next replica when one cannot be reached, before the primary', async () => {
    const nobody = `postgresql://postgres@127.0.0.1:${await freePort()}/postgres`;
    const third = await instance([nobody, cluster.replicaUrl]);
    try {
      await cluster.caughtUp();
      await cluster.pauseReplay();
      try {
        await retitle('Only the primary has this');
        for (let read = 0; read < 4; read++) {
          const answer = await third.request('GET', chapterPath());
          expect(answer.status).toBe(200);
          expect(answer.body.title).not.toBe('Only the primary has this');
        }
        expect(driverOf(third).replicaState()).toEqual({ replicas: 2, down: [0] });
      } finally {
        await cluster.resumeReplay();
      }
    } finally {
      await third.close();
    }
  });
});
