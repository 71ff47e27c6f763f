/**
 * Hidden content (issue 18) is like a draft: absent from every public read, list, count, search result, sitemap
 * and feed, kept, marked for its author, and back in all of them when restored, with the novel's chapter, word
 * and review counts exact throughout.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildChapter, buildNovel, buildReview } from '../../../test/factories.ts';
import { getTestServer, type TestServer } from '../../../test/support.ts';
import { Novel, User } from '../../entities/index.ts';
import { report, resolve, signInStaff } from './moderation-test-support.ts';

let server: TestServer;
let staff: Awaited<ReturnType<typeof signInStaff>>;
let reader: Awaited<ReturnType<TestServer['signedIn']>>;
let author: Awaited<ReturnType<TestServer['signedIn']>>;

beforeAll(async () => {
  server = await getTestServer({ config: { rateLimitScale: 100, publicUrl: 'https://inkshelf.example' } });
  staff = await signInStaff(server);
  reader = await server.signedIn();
  author = await server.signedIn({ isAuthor: true });
});
afterAll(() => server.close());

const em = () => server.db.orm.em.fork();
let sequence = 0;
/** What the tests read of a listed item: its id and, when hidden, the mark its author sees. */
type Listed = { id: number; moderation?: { note: string } };
/** A word no other test data contains, so its presence in an answer means this content was shown. */
const marker = () => `Zephyrquill${Date.now().toString(36)}x${++sequence}`;

/** A published novel with two published chapters and a review, all carrying `word`. */
async function story(word: string) {
  const fork = em();
  const novel = await buildNovel(fork, {
    author: fork.getReference(User, author.user.id),
    title: `The ${word} saga`,
    genres: [`Genre${word}`],
    genreKeys: [`genre${word}`.toLowerCase()],
  });
  const first = await buildChapter(fork, { novel, title: `Opening ${word}`, wordCount: 100 });
  const second = await buildChapter(fork, { novel, title: `Middle ${word}`, wordCount: 50, publishedAt: new Date() });
  const third = await buildChapter(fork, { novel, title: `Ending ${word}`, wordCount: 25 });
  const review = await buildReview(fork, { novel, rating: 5, content: `A review about ${word}` });
  await fork.execute('update novels set review_count = 1, rating_sum = 5, average_rating = 5 where id = ?', [novel.id]);
  return { novel, chapters: [first, second, third], review };
}

/** Every public read a signed-out visitor can make about the novel, as one text. */
async function publicReads(novel: Novel, word: string): Promise<string> {
  const paths = [
    '/api/novels?limit=100',
    '/api/novels/latest?limit=100',
    `/api/novels/search?q=${word}`,
    `/api/novels/name/${encodeURIComponent(novel.title)}`,
    `/api/novels/${novel.id}`,
    `/api/novels/author/${author.user.id}`,
    `/api/novels/genre/Genre${word}`,
    '/api/genres',
    `/api/novels/${novel.id}/chapters`,
    `/api/novels/${novel.id}/chapters?view=summary`,
    `/api/novels/${novel.id}/chapters/1`,
    `/api/novels/${novel.id}/chapters/2`,
    `/api/novels/${novel.id}/chapters/3`,
    '/api/chapters/latest',
    `/api/novels/${novel.id}/reviews`,
    '/feeds/latest.xml',
    `/feeds/novels/${novel.id}.xml`,
  ];
  const texts: string[] = [];
  for (const path of paths) texts.push((await server.request('GET', path)).text);
  const index = (await server.request('GET', '/sitemap.xml')).text;
  for (const [, loc] of index.matchAll(/<loc>([^<]+)<\/loc>/g)) {
    texts.push((await server.request('GET', new URL(loc!).pathname)).text);
  }
  return texts.join('\n');
}

const facts = async (novelId: number) => {
  const novel = await em().findOneOrFail(Novel, novelId);
  return [novel.chapterCount, novel.wordCount, novel.reviewCount, novel.averageRating];
};

describe('hidden content is like a draft', () => {
  it('a hidden novel is in no public read, is kept and marked for its author, and comes back when restored', async () => {
    const word = marker();
    const { novel } = await story(word);
    expect(await publicReads(novel, word)).toContain(word);
    const id = await report(reader.agent, { targetType: 'novel', targetId: novel.id, reason: 'copyright' });
    await resolve(staff.moderator.agent, id, { action: 'hide', note: 'Copied from elsewhere' });

    expect(await publicReads(novel, word)).not.toContain(word);
    expect((await reader.agent.request('GET', `/api/novels/${novel.id}`)).status).toBe(404);
    const own = await author.agent.request('GET', `/api/novels/${novel.id}`);
    expect(own.status).toBe(200);
    expect(own.body.moderation).toMatchObject({ note: 'Copied from elsewhere' });
    const dashboard = await author.agent.request<Listed[]>('GET', `/api/novels/author/${author.user.id}`);
    expect(dashboard.body.find((item) => item.id === novel.id)?.moderation?.note).toBe('Copied from elsewhere');
    // The author cannot publish it again while it is hidden.
    const publish = await author.agent.request('PUT', `/api/novels/${novel.id}`, { json: { status: 'published' } });
    expect(publish.status).toBe(403);
    expect(publish.body.message).toBe('Hidden by moderation');

    await resolve(staff.moderator.agent, id, { action: 'restore' });
    expect(await publicReads(novel, word)).toContain(word);
    expect((await em().findOneOrFail(Novel, novel.id)).status).toBe('published');
  });

  it('a hidden chapter leaves reads, neighbours, feeds and the novel counts; restored, it is back', async () => {
    const word = marker();
    const { novel, chapters } = await story(word);
    const middle = chapters[1]!;
    expect(await facts(novel.id)).toEqual([3, 175, 1, '5.00']);
    const id = await report(reader.agent, { targetType: 'chapter', targetId: middle.id, reason: 'inappropriate' });
    await resolve(staff.moderator.agent, id, { action: 'hide', note: 'Needs a warning' });

    const reads = await publicReads(novel, word);
    expect(reads).not.toContain(`Middle ${word}`);
    expect(reads).toContain(`Opening ${word}`);
    expect(await facts(novel.id)).toEqual([2, 125, 1, '5.00']);
    const first = (await server.request('GET', `/api/novels/${novel.id}/chapters/1`)).body;
    expect(first.nextChapterNumber).toBe(3);
    expect((await reader.agent.request('GET', `/api/novels/${novel.id}/chapters/2`)).status).toBe(403);
    const list = (await author.agent.request<Listed[]>('GET', `/api/novels/${novel.id}/chapters?view=summary`)).body;
    expect(list.find((chapter) => chapter.id === middle.id)?.moderation?.note).toBe('Needs a warning');
    const publish = await author.agent.request('PUT', `/api/chapters/${middle.id}/publish`);
    expect(publish.status).toBe(403);

    await resolve(staff.moderator.agent, id, { action: 'restore' });
    expect(await publicReads(novel, word)).toContain(`Middle ${word}`);
    expect(await facts(novel.id)).toEqual([3, 175, 1, '5.00']);
  });

  it('a hidden review leaves the lists and the novel totals; its writer sees it marked; restored, it counts again', async () => {
    const word = marker();
    const { novel, review } = await story(word);
    const fork = em();
    const second = await buildReview(fork, { novel: fork.getReference(Novel, novel.id), rating: 3 });
    await fork.execute('update novels set review_count = 2, rating_sum = 8, average_rating = 4 where id = ?', [
      novel.id,
    ]);
    const id = await report(reader.agent, { targetType: 'review', targetId: review.id, reason: 'spam' });
    await resolve(staff.moderator.agent, id, { action: 'hide', note: 'Off topic' });

    expect(await publicReads(novel, word)).not.toContain(`A review about ${word}`);
    expect(await facts(novel.id)).toEqual([3, 175, 1, '3.00']);
    expect(
      (await server.request<{ reviews: Listed[] }>('GET', `/api/novels/${novel.id}`)).body.reviews.map((r) => r.id),
    ).toEqual([second.id]);

    await resolve(staff.moderator.agent, id, { action: 'restore' });
    expect(await facts(novel.id)).toEqual([3, 175, 2, '4.00']);
    expect(await publicReads(novel, word)).toContain(`A review about ${word}`);
  });

  it("a writer's edit or deletion of a hidden review keeps the totals exact", async () => {
    const word = marker();
    const { novel } = await story(word);
    const writer = await server.signedIn();
    const saved = await writer.agent.request('POST', `/api/novels/${novel.id}/reviews`, {
      json: { content: `Mine ${word}`, rating: 1 },
    });
    expect(saved.status).toBe(201);
    const id = await report(reader.agent, { targetType: 'review', targetId: saved.body.id, reason: 'spam' });
    await resolve(staff.moderator.agent, id, { action: 'hide', note: 'Spam' });
    expect(await facts(novel.id)).toEqual([3, 175, 1, '5.00']);
    const own = await writer.agent.request('GET', `/api/novels/${novel.id}/reviews/user`);
    expect(own.body.moderation.note).toBe('Spam');
    await writer.agent.request('POST', `/api/novels/${novel.id}/reviews`, {
      json: { content: `Edited ${word}`, rating: 2 },
    });
    expect(await facts(novel.id)).toEqual([3, 175, 1, '5.00']);
    await resolve(staff.moderator.agent, id, { action: 'restore' });
    expect(await facts(novel.id)).toEqual([3, 175, 2, '3.50']);
    await resolve(staff.moderator.agent, id, { action: 'hide', note: 'Spam again' });
    expect((await writer.agent.request('DELETE', `/api/reviews/${saved.body.id}`)).status).toBe(200);
    expect(await facts(novel.id)).toEqual([3, 175, 1, '5.00']);
  });

  it('removing a chapter deletes it as its author would, keeping the counts exact', async () => {
    const word = marker();
    const { novel, chapters } = await story(word);
    const id = await report(reader.agent, { targetType: 'chapter', targetId: chapters[2]!.id, reason: 'copyright' });
    await resolve(staff.moderator.agent, id, { action: 'remove', note: 'Copied' });
    expect(await facts(novel.id)).toEqual([2, 150, 1, '5.00']);
    expect(await publicReads(novel, word)).not.toContain(`Ending ${word}`);
  });
});
