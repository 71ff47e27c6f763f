import { MESSAGES, type NovelStats } from '@inkshelf/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmbeddedTestDatabase } from '../../../test/database.ts';
import { getTestServer, type TestServer } from '../../../test/support.ts';
import { cast, chapterOf } from '../chapters/chapter-test-support.ts';

const S = MESSAGES.stats;
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
let server: TestServer;

/** A novel of three published chapters, a draft and a scheduled one, with its cast. */
async function novelWithChapters() {
  const roles = await cast(server);
  const chapters = [];
  for (let i = 0; i < 3; i++) chapters.push(await chapterOf(server, roles.novel.id, { title: `Part ${i + 1}` }));
  await chapterOf(server, roles.novel.id, { title: 'Unfinished', status: 'draft', publishedAt: null });
  return { ...roles, chapters };
}

const read = (agent: ReturnType<TestServer['agent']>, novelId: number, n: number, userAgent = FIREFOX) =>
  agent.request('GET', `/api/novels/${novelId}/chapters/${n}`, { headers: { 'user-agent': userAgent } });

describe.each([
  ['the run database', undefined],
  ['the embedded database', createEmbeddedTestDatabase],
])('GET /api/novels/:id/stats on %s', (_name, openDatabase) => {
  beforeAll(async () => {
    server = await getTestServer(openDatabase ? { openDatabase } : {});
  });
  afterAll(() => server.close());

  it('counts what readers read through the API, not the author, and shows it to the author alone', async () => {
    const { novel, owner, reader, otherAuthor, anonymous, chapters } = await novelWithChapters();
    const second = await server.signedIn();
    // Three readers start; two go on to chapter 2 and one to chapter 3. Repeats of the day and bots do not count.
    for (const agent of [reader, second.agent, anonymous]) expect((await read(agent, novel.id, 1)).status).toBe(200);
    await read(reader, novel.id, 1);
    await read(reader, novel.id, 2);
    await read(second.agent, novel.id, 2);
    await read(reader, novel.id, 3);
    await read(server.agent(), novel.id, 1, 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)');
    await read(owner, novel.id, 1);
    await server.deps.views.flush();

    const stats = await owner.request<NovelStats>('GET', `/api/novels/${novel.id}/stats?days=7`);
    expect(stats.status).toBe(200);
    expect(stats.headers.get('cache-control')).toBe('private, no-store');
    expect(stats.body.totals).toMatchObject({ reads: 6, uniqueReaders: 3 });
    expect(stats.body.days).toHaveLength(7);
    expect(stats.body.days.at(-1)).toMatchObject({ reads: 6, uniqueReaders: 3 });
    expect(stats.body.chapters.map((c) => [c.title, c.reads, c.uniqueReaders, c.retention])).toEqual([
      ['Part 1', 3, 3, 1],
      ['Part 2', 2, 2, 0.667],
      ['Part 3', 1, 1, 0.333],
    ]);
    // Both steps lose a third of the readers: the first such chapter is marked.
    expect(stats.body.dropOffChapterId).toBe(chapters[0]!.id);

    const admin = await server.signedIn({ role: 'admin' });
    expect((await admin.agent.request('GET', `/api/novels/${novel.id}/stats`)).status).toBe(200);
    for (const [agent, status] of [
      [otherAuthor, 403],
      [reader, 403],
      [anonymous, 401],
    ] as const) {
      const answer = await agent.request('GET', `/api/novels/${novel.id}/stats`);
      expect(answer.status).toBe(status);
      if (status === 403) expect(answer.body.message).toBe(S.forbidden);
    }
    expect((await owner.request('GET', `/api/novels/999999999/stats`)).status).toBe(404);
  });

  it('refuses a bad period, format or table with a message that says which', async () => {
    const { novel, owner } = await novelWithChapters();
    for (const [query, message] of [
      ['days=14', S.daysInvalid],
      ['days=all&format=xml', S.formatInvalid],
      ['format=csv&table=secrets', S.tableInvalid],
    ]) {
      const answer = await owner.request('GET', `/api/novels/${novel.id}/stats?${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.body.message).toBe(message);
    }
  });

  it('gives followers, library additions, ratings and comments over the period, and each table as CSV', async () => {
    const { novel, owner, reader, chapters } = await novelWithChapters();
    const second = await server.signedIn();
    for (const agent of [reader, second.agent]) {
      expect((await agent.request('POST', '/api/follows', { json: { novelId: novel.id } })).status).toBeLessThan(300);
    }
    expect((await reader.request('PUT', `/api/library/${novel.id}`, { json: { shelf: 'reading' } })).status).toBe(200);
    // Moving it to another shelf keeps the day it was added.
    expect((await reader.request('PUT', `/api/library/${novel.id}`, { json: { shelf: 'completed' } })).status).toBe(
      200,
    );
    for (const [agent, rating] of [
      [reader, 5],
      [second.agent, 2],
    ] as const) {
      const review = await agent.request('POST', `/api/novels/${novel.id}/reviews`, {
        json: { rating, content: 'A review with enough words to pass the rules of the site.' },
      });
      expect(review.status).toBe(201);
    }
    const comment = await reader.request('POST', `/api/chapters/${chapters[1]!.id}/comments`, {
      json: { content: 'Lovely chapter' },
    });
    expect(comment.status).toBe(201);

    const stats = (await owner.request<NovelStats>('GET', `/api/novels/${novel.id}/stats?days=30`)).body;
    expect(stats.days).toHaveLength(30);
    expect(stats.totals).toMatchObject({ followers: 2, libraryAdditions: 1, ratings: 2, averageRating: 3.5 });
    expect(stats.followers.at(-1)).toEqual({ date: stats.to, count: 2 });
    expect(stats.followers[0]!.count).toBe(0);
    expect(stats.ratings.at(-1)).toEqual({ date: stats.to, count: 2, average: 3.5 });
    expect(stats.chapters.map((chapter) => chapter.comments)).toEqual([0, 1, 0]);

    const csv = await owner.request('GET', `/api/novels/${novel.id}/stats?days=all&format=csv&table=chapters`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toContain(`novel-${novel.id}-chapters-all-time-`);
    const lines = String(csv.text).trimEnd().split('\r\n');
    expect(lines).toEqual([
      'chapter_number,title,reads,unique_readers,comments,retention_percent',
      '1,Part 1,0,0,0,0',
      '2,Part 2,0,0,1,0',
      '3,Part 3,0,0,0,0',
    ]);
    const followers = await owner.request('GET', `/api/novels/${novel.id}/stats?days=7&format=csv&table=followers`);
    expect(String(followers.text).split('\r\n')[0]).toBe('date,followers');
    expect(String(followers.text).trimEnd().split('\r\n')).toHaveLength(8);
  });
});
