import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAuthor, buildChapter, buildNovel, buildUser } from '../../test/factories.ts';
import { getTestServer, type TestServer } from '../../test/support.ts';
import { Novel, User } from '../entities/index.ts';
import { fanOutChapter } from './fan-out.ts';
import { QUEUES } from './queue.ts';

/** The worker dies after its second batch, once: what a killed process leaves behind, mid-fan-out. */
let killAt: number | null = 2;
class WorkerKilled extends Error {}

let server: TestServer;
beforeAll(async () => {
  server = await getTestServer({
    jobs: {
      fanOut: {
        batchSize: 3,
        afterBatch: (batch) => {
          if (batch === killAt) {
            killAt = null;
            throw new WorkerKilled('killed after batch 2');
          }
        },
      },
    },
  });
});
afterAll(() => server.close());

const em = () => server.db.orm.em.fork();

/** A novel whose 12 readers follow it, its author or both (4 both), and the expected set of user ids. */
async function followedNovel(given?: User) {
  const author = given ?? (await buildAuthor(em()));
  const novel = await buildNovel(em(), { author: em().getReference(User, author.id) });
  const readers = [];
  for (let i = 0; i < 12; i++) readers.push(await buildUser(em()));
  for (const [index, reader] of readers.entries()) {
    if (index < 8) {
      await em().execute('insert into novel_follows (user_id, novel_id, created_at) values (?, ?, now())', [
        reader.id,
        novel.id,
      ]);
    }
    if (index >= 4) {
      await em().execute('insert into author_follows (user_id, author_id, created_at) values (?, ?, now())', [
        reader.id,
        author.id,
      ]);
    }
  }
  return { author, novel, expected: readers.map((reader) => reader.id).sort((a, b) => a - b) };
}

const notified = async (chapterId: number) =>
  (
    await em().execute<{ user_id: number }[]>(
      'select user_id from notifications where chapter_id = ? order by user_id',
      [chapterId],
    )
  ).map((row) => row.user_id);

describe('fan-out', () => {
  it('cut short after some batches and run again from the start, notifies everyone exactly once', async () => {
    const { novel, expected } = await followedNovel();
    const chapter = await buildChapter(em(), { novel: em().getReference(Novel, novel.id) });
    const cut = fanOutChapter(em(), chapter.id, {
      batchSize: 5,
      afterBatch: (batch) => {
        if (batch === 1) throw new WorkerKilled('killed');
      },
    });
    await expect(cut).rejects.toBeInstanceOf(WorkerKilled);
    expect(await notified(chapter.id)).toEqual(expected.slice(0, 5));

    expect(await fanOutChapter(em(), chapter.id, { batchSize: 5 })).toBe(expected.length - 5);
    expect(await notified(chapter.id)).toEqual(expected);
    // Once more: nothing to add, nothing repeated.
    expect(await fanOutChapter(em(), chapter.id, { batchSize: 5 })).toBe(0);
    expect(await notified(chapter.id)).toEqual(expected);
  });

  it('through the queue: a worker that dies mid-fan-out fails its job, pg-boss retries it, nobody is lost or repeated', async () => {
    const { user, agent } = await server.signedIn({ isAuthor: true });
    const { novel, expected } = await followedNovel(user);
    const published = await agent.request('POST', `/api/novels/${novel.id}/chapters`, {
      json: { title: 'Retried', content: 'It comes back.', status: 'published' },
    });
    expect(published.status).toBe(201);
    const chapterId = (published.body as { id: number }).id;

    const job = async () =>
      (
        await em().execute<{ state: string; retry_count: number }[]>(
          `select state, retry_count from pgboss.job where name = ? and (data->>'chapterId')::int = ?`,
          [QUEUES.fanOut, chapterId],
        )
      )[0];
    const start = Date.now();
    while ((await job())?.state !== 'completed') {
      if (Date.now() - start > 30_000) throw new Error(`fan-out job never completed: ${JSON.stringify(await job())}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect((await job())!.retry_count).toBe(1);
    expect(killAt).toBeNull();
    expect(await notified(chapterId)).toEqual(expected);
  });
});
