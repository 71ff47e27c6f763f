import { ReadChaptersSchema } from '@inkshelf/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAuthor, buildChapter, buildNovel } from '../../../test/factories.ts';
import { getTestServer, type TestAgent, type TestServer } from '../../../test/support.ts';
import { Chapter, Novel } from '../../entities/index.ts';

let server: TestServer;
beforeAll(async () => {
  server = await getTestServer();
});
afterAll(() => server.close());

const em = () => server.db.orm.em.fork();

async function novelWithChapters(count: number): Promise<{ novel: Novel; chapters: Chapter[] }> {
  const fork = em();
  const novel = await buildNovel(fork, { author: await buildAuthor(fork) });
  const chapters: Chapter[] = [];
  for (let i = 0; i < count; i++) chapters.push(await buildChapter(fork, { novel }));
  return { novel, chapters };
}

const save = (agent: TestAgent, novelId: number, chapter: Chapter, progress = 10) =>
  agent.request('POST', '/api/reading-progress', { json: { novelId, chapterId: chapter.id, progress } });

async function readIds(agent: TestAgent, novelId: number): Promise<number[]> {
  const response = await agent.request('GET', `/api/novels/${novelId}/read-chapters`);
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  return ReadChaptersSchema.parse(response.body).chapterIds;
}

describe('GET /api/novels/:id/read-chapters', () => {
  it("lists every chapter the caller's progress saves reached, in chapter order, for that caller only", async () => {
    const { novel, chapters } = await novelWithChapters(4);
    const other = await novelWithChapters(1);
    const reader = await server.signedIn();
    const someoneElse = await server.signedIn();
    expect(await readIds(reader.agent, novel.id)).toEqual([]);

    // Progress keeps only the last chapter; the reads keep each one, read again or not.
    for (const chapter of [chapters[2]!, chapters[0]!, chapters[2]!]) {
      expect((await save(reader.agent, novel.id, chapter)).status).toBeLessThan(300);
    }
    await save(reader.agent, other.novel.id, other.chapters[0]!);
    await save(someoneElse.agent, novel.id, chapters[1]!);
    expect(await readIds(reader.agent, novel.id)).toEqual([chapters[0]!.id, chapters[2]!.id]);
    expect(await readIds(someoneElse.agent, novel.id)).toEqual([chapters[1]!.id]);
    expect(await readIds(reader.agent, other.novel.id)).toEqual([other.chapters[0]!.id]);

    // A deleted chapter leaves the list.
    await em().nativeDelete(Chapter, { id: chapters[0]!.id });
    expect(await readIds(reader.agent, novel.id)).toEqual([chapters[2]!.id]);
  });

  it('records nothing for a refused save', async () => {
    const { novel } = await novelWithChapters(1);
    const fork = em();
    const draft = await buildChapter(fork, {
      novel: fork.getReference(Novel, novel.id),
      status: 'draft',
      publishedAt: null,
    });
    const reader = await server.signedIn();
    expect((await save(reader.agent, novel.id, draft)).status).toBeGreaterThanOrEqual(400);
    expect(await readIds(reader.agent, novel.id)).toEqual([]);
  });

  it('answers 401 when signed out and 400 for a bad id', async () => {
    expect((await server.request('GET', '/api/novels/1/read-chapters')).status).toBe(401);
    const { agent } = await server.signedIn();
    expect((await agent.request('GET', '/api/novels/one/read-chapters')).status).toBe(400);
    expect(await readIds(agent, 2147483647)).toEqual([]);
  });
});
