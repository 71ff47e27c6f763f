import {
  MESSAGES,
  MessageResponseSchema,
  NotificationPageSchema,
  OwnReviewSchema,
  ReviewListSchema,
  ReviewSchema,
} from '@inkshelf/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAuthor, buildNovel, buildReview } from '../../../test/factories.ts';
import { getTestServer, type TestServer } from '../../../test/support.ts';
import { AuditEntry, Novel, Review, User } from '../../entities/index.ts';

let server: TestServer;
beforeAll(async () => {
  server = await getTestServer();
});
afterAll(() => server.close());

const V = MESSAGES.validation;
const E = MESSAGES.errors;
const em = () => server.db.orm.em.fork();

/** A novel whose author is the given (or a new) user. */
async function novelBy(author?: User, overrides: Parameters<typeof buildNovel>[1] = {}) {
  const fork = em();
  const owner = author ? fork.getReference(User, author.id) : await buildAuthor(fork);
  return buildNovel(fork, { ...overrides, author: owner });
}

/** A review of the novel by a new reader, written through the factory. */
async function seededReview(novelId: number) {
  const fork = em();
  return buildReview(fork, { novel: fork.getReference(Novel, novelId) });
}

/** The novel's stored totals next to what its review rows say. */
async function totals(novelId: number) {
  const [stored] = await em().execute<{ review_count: number; rating_sum: number; average_rating: string | null }[]>(
    'select review_count, rating_sum, average_rating from novels where id = ?',
    [novelId],
  );
  const [actual] = await em().execute<{ count: number; sum: number; avg: string | null }[]>(
    'select count(*)::int as count, coalesce(sum(rating), 0)::int as sum, round(avg(rating), 2)::text as avg from reviews where novel_id = ?',
    [novelId],
  );
  if (!stored || !actual) throw new Error(`novel ${novelId} not found`);
  return { stored, actual };
}

describe('GET /api/novels/:id/reviews', () => {
  it('lists reviews newest first, each with its writer, to anyone', async () => {
    const novel = await novelBy();
    const first = await seededReview(novel.id);
    const second = await seededReview(novel.id);
    const response = await server.request('GET', `/api/novels/${novel.id}/reviews`);
    expect(response.status).toBe(200);
    const reviews = ReviewListSchema.parse(response.body);
    expect(reviews.map((review) => review.id)).toEqual([second.id, first.id]);
    expect(reviews[0]!.user).toEqual({ id: second.user.id, username: second.user.username });
  });

  it('hides a draft novel (404) from everyone but its author', async () => {
    const { user: author, agent: authorAgent } = await server.signedIn({ isAuthor: true });
    const novel = await novelBy(author, { status: 'draft' });
    const { agent: reader } = await server.signedIn();
    expect(await server.request('GET', `/api/novels/${novel.id}/reviews`)).toMatchObject({
      status: 404,
      body: { message: E.novelNotFound },
    });
    expect((await reader.request('GET', `/api/novels/${novel.id}/reviews`)).status).toBe(404);
    expect(await authorAgent.request('GET', `/api/novels/${novel.id}/reviews`)).toMatchObject({
      status: 200,
      body: [],
    });
  });

  it('answers 404 for an unknown novel and 400 for an id that is not one', async () => {
    expect(await server.request('GET', '/api/novels/999999/reviews')).toMatchObject({
      status: 404,
      body: { message: E.novelNotFound },
    });
    expect(await server.request('GET', '/api/novels/abc/reviews')).toMatchObject({
      status: 400,
      body: { message: V.positiveId('id'), field: 'id' },
    });
  });
});

describe('GET /api/novels/:id/reviews/user', () => {
  it('answers a JSON null (200) without a review, the caller’s own review with one; 401 when signed out', async () => {
    const novel = await novelBy();
    await seededReview(novel.id); // someone else's review is not the caller's
    const { user, agent } = await server.signedIn();
    const none = await agent.request('GET', `/api/novels/${novel.id}/reviews/user`);
    expect(none.status).toBe(200);
    expect(none.headers.get('content-type')).toMatch(/^application\/json/);
    expect(none.text).toBe('null');
    expect(OwnReviewSchema.parse(none.body)).toBeNull();
    await agent.request('POST', `/api/novels/${novel.id}/reviews`, { json: { content: 'Mine', rating: 3 } });
    const response = await agent.request('GET', `/api/novels/${novel.id}/reviews/user`);
    expect(response.status).toBe(200);
    expect(OwnReviewSchema.parse(response.body)).toMatchObject({
      userId: user.id,
      content: 'Mine',
      rating: 3,
      user: { id: user.id, username: user.username },
    });
    expect(await server.request('GET', `/api/novels/${novel.id}/reviews/user`)).toMatchObject({
      status: 401,
      body: { message: E.authenticationRequired },
    });
  });
});

describe('POST /api/novels/:id/reviews', () => {
  it('creates the review (201), then updates the same one (200), keeping the novel totals exact', async () => {
    const novel = await novelBy();
    const { user, agent } = await server.signedIn();
    const created = await agent.request('POST', `/api/novels/${novel.id}/reviews`, {
      json: { content: '  Great start  ', rating: 4 },
    });
    expect(created.status).toBe(201);
    const review = ReviewSchema.parse(created.body);
    expect(review).toMatchObject({ userId: user.id, novelId: novel.id, content: 'Great start', rating: 4 });
    expect(review.user).toEqual({ id: user.id, username: user.username });
    expect((await totals(novel.id)).stored).toEqual({ review_count: 1, rating_sum: 4, average_rating: '4.00' });

    const updated = await agent.request('POST', `/api/novels/${novel.id}/reviews`, {
      json: { content: 'Changed my mind', rating: 2 },
    });
    expect(updated.status).toBe(200);
    expect(ReviewSchema.parse(updated.body)).toMatchObject({ id: review.id, content: 'Changed my mind', rating: 2 });
    expect(await em().count(Review, { novel: novel.id })).toBe(1);
    expect((await totals(novel.id)).stored).toEqual({ review_count: 1, rating_sum: 2, average_rating: '2.00' });
  });

  it('lets any signed-in role but its author review a visible novel; a draft is hidden from others', async () => {
    const { user: owner, agent: ownerAgent } = await server.signedIn({ isAuthor: true });
    const { agent: otherAuthor } = await server.signedIn({ isAuthor: true });
    const { agent: reader } = await server.signedIn();
    const published = await novelBy(owner);
    const draft = await novelBy(owner, { status: 'draft' });
    const body = { json: { content: 'Fine', rating: 5 } };
    expect((await reader.request('POST', `/api/novels/${published.id}/reviews`, body)).status).toBe(201);
    expect((await otherAuthor.request('POST', `/api/novels/${published.id}/reviews`, body)).status).toBe(201);
    // An author never rates their own novel, published or draft (issue 37).
    expect(await ownerAgent.request('POST', `/api/novels/${published.id}/reviews`, body)).toMatchObject({
      status: 403,
      body: { message: E.ownNovelReview },
    });
    expect(await server.request('POST', `/api/novels/${published.id}/reviews`, body)).toMatchObject({
      status: 401,
      body: { message: E.authenticationRequired },
    });
    expect(await reader.request('POST', `/api/novels/${draft.id}/reviews`, body)).toMatchObject({
      status: 404,
      body: { message: E.novelNotFound },
    });
    expect((await otherAuthor.request('POST', `/api/novels/${draft.id}/reviews`, body)).status).toBe(404);
    expect((await ownerAgent.request('POST', `/api/novels/${draft.id}/reviews`, body)).status).toBe(403);
    const totals = await server.db.orm.em.fork().findOneOrFail(Novel, published.id);
    expect(totals.reviewCount).toBe(2);
    expect((await reader.request('POST', '/api/novels/999999/reviews', body)).status).toBe(404);
  });

  it.each([
    ['content that is not text', { content: 42, rating: 3 }, 'content', V.textRequired('Review')],
    ['5001 characters', { content: 'x'.repeat(5001), rating: 3 }, 'content', V.reviewTooLong],
    ['missing rating', { content: 'Hi' }, 'rating', V.ratingInvalid],
    ['rating 0', { content: 'Hi', rating: 0 }, 'rating', V.ratingInvalid],
    ['rating 6', { content: 'Hi', rating: 6 }, 'rating', V.ratingInvalid],
    ['rating 2.5', { content: 'Hi', rating: 2.5 }, 'rating', V.ratingInvalid],
    ['rating as a word', { content: 'Hi', rating: 'five' }, 'rating', V.ratingInvalid],
    ['rating null', { content: 'Hi', rating: null }, 'rating', V.ratingInvalid],
    ['rating as digits in a string', { content: 'Hi', rating: '5' }, 'rating', V.ratingInvalid],
    ['rating as an empty string', { content: 'Hi', rating: '' }, 'rating', V.ratingInvalid],
  ])('answers 400 for %s', async (_label, json, field, message) => {
    const novel = await novelBy();
    const { agent } = await server.signedIn();
    const response = await agent.request('POST', `/api/novels/${novel.id}/reviews`, { json });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ field, message });
  });

  it.each([
    ['missing', { rating: 3 }],
    ['null', { content: null, rating: 3 }],
    ['empty', { content: '', rating: 3 }],
    ['whitespace-only', { content: '   \n ', rating: 3 }],
  ])('takes stars with %s content as a rating-only review, as the original client sends them', async (_label, json) => {
    const novel = await novelBy();
    const { agent } = await server.signedIn();
    const response = await agent.request('POST', `/api/novels/${novel.id}/reviews`, { json });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ content: '', rating: 3 });
    expect((await server.db.orm.em.fork().findOneOrFail(Novel, novel.id)).averageRating).toBe('3.00');
  });

  it('accepts exactly 5000 characters', async () => {
    const novel = await novelBy();
    const { agent } = await server.signedIn();
    const response = await agent.request('POST', `/api/novels/${novel.id}/reviews`, {
      json: { content: 'x'.repeat(5000), rating: 1 },
    });
    expect(response.status).toBe(201);
  });

  it('answers 4xx JSON, never 5xx, to malformed bodies', async () => {
    const novel = await novelBy();
    const { agent } = await server.signedIn();
    for (const body of ['[]', '"text"', 'null', '{"content":{"a":1},"rating":[1]}', '{']) {
      const response = await agent.request('POST', `/api/novels/${novel.id}/reviews`, {
        body,
        headers: { 'content-type': 'application/json' },
      });
      expect(response.status, body).toBeGreaterThanOrEqual(400);
      expect(response.status, body).toBeLessThan(500);
      expect(response.body).toMatchObject({ message: expect.any(String) });
    }
  });
});

describe('DELETE /api/reviews/:id', () => {
  it('lets the writer delete; 401 signed out, 403 for other readers and other authors', async () => {
    const { user: writer, agent: writerAgent } = await server.signedIn();
    const { agent: reader } = await server.signedIn();
    const { agent: otherAuthor } = await server.signedIn({ isAuthor: true });
    const novel = await novelBy();
    const created = await writerAgent.request('POST', `/api/novels/${novel.id}/reviews`, {
      json: { content: 'Bye', rating: 5 },
    });
    const id = (created.body as { id: number }).id;
    expect(await server.request('DELETE', `/api/reviews/${id}`)).toMatchObject({ status: 401 });
    for (const agent of [reader, otherAuthor]) {
      const refused = await agent.request('DELETE', `/api/reviews/${id}`);
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe('You can only delete your own reviews or reviews of your novels.');
    }
    const deleted = await writerAgent.request('DELETE', `/api/reviews/${id}`);
    expect(deleted.status).toBe(200);
    expect(MessageResponseSchema.parse(deleted.body)).toEqual({ message: 'Review deleted' });
    expect(await em().count(Review, { user: writer.id })).toBe(0);
    expect((await totals(novel.id)).stored).toEqual({ review_count: 0, rating_sum: 0, average_rating: null });
    expect(await writerAgent.request('DELETE', `/api/reviews/${id}`)).toMatchObject({
      status: 404,
      body: { message: E.reviewNotFound },
    });
    // Their own deletion is neither audited nor notified.
    expect(await em().count(AuditEntry, { targetType: 'review', targetId: id })).toBe(0);
    expect((await writerAgent.request('GET', '/api/notifications')).body).toMatchObject({ total: 0 });
  });

  it('lets the novel’s author delete a reader’s review and recomputes the average', async () => {
    const { user: owner, agent: ownerAgent } = await server.signedIn({ isAuthor: true });
    const novel = await novelBy(owner);
    const agents = [(await server.signedIn()).agent, (await server.signedIn()).agent];
    const ids: number[] = [];
    for (const [index, agent] of agents.entries()) {
      const response = await agent.request('POST', `/api/novels/${novel.id}/reviews`, {
        json: { content: 'Ok', rating: index === 0 ? 5 : 2 },
      });
      ids.push((response.body as { id: number }).id);
    }
    expect((await totals(novel.id)).stored.average_rating).toBe('3.50');
    expect((await ownerAgent.request('DELETE', `/api/reviews/${ids[0]}`)).status).toBe(200);
    expect((await totals(novel.id)).stored).toEqual({ review_count: 1, rating_sum: 2, average_rating: '2.00' });
  });

  it('audits an author’s deletion of a reader’s review and tells the reader what was removed', async () => {
    const { user: owner, agent: ownerAgent } = await server.signedIn({ isAuthor: true });
    const novel = await novelBy(owner);
    const { user: reader, agent: readerAgent } = await server.signedIn();
    const words = `${'Slow start, '.repeat(30)}but the ending landed.`;
    const created = await readerAgent.request('POST', `/api/novels/${novel.id}/reviews`, {
      json: { content: words, rating: 2 },
    });
    const id = (created.body as { id: number }).id;
    expect((await ownerAgent.request('DELETE', `/api/reviews/${id}`)).status).toBe(200);

    const entries = await em().find(AuditEntry, { targetType: 'review', targetId: id });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'review-delete',
      actorId: owner.id,
      actorName: owner.username,
      details: { novelId: novel.id, reviewerId: reader.id, rating: 2 },
    });

    const listed = await readerAgent.request('GET', '/api/notifications');
    const page = NotificationPageSchema.parse(listed.body);
    expect(page).toMatchObject({ total: 1, unreadCount: 1 });
    const [notice] = page.items;
    expect(notice).toMatchObject({
      kind: 'review-removed',
      novelId: novel.id,
      novelTitle: novel.title,
      authorName: owner.username,
      rating: 2,
      read: false,
    });
    // What it said, cut at a word on one line, so the reader knows which review it was.
    const excerpt = notice?.kind === 'review-removed' ? notice.excerpt : '';
    expect(excerpt.length).toBeLessThanOrEqual(201);
    expect(excerpt.endsWith('…')).toBe(true);
    expect(words.startsWith(excerpt.slice(0, -1))).toBe(true);
    expect(await readerAgent.request('POST', '/api/notifications/read', { json: { all: true } })).toMatchObject({
      status: 200,
      body: { updated: 1, count: 0 },
    });
  });

  it('answers 400 for a bad id and 404 for an unknown one', async () => {
    const { agent } = await server.signedIn();
    expect((await agent.request('DELETE', '/api/reviews/0')).status).toBe(400);
    expect((await agent.request('DELETE', '/api/reviews/999999')).status).toBe(404);
  });
});

describe('review totals under concurrency', () => {
  it('stay exact when 10 users review, re-rate and delete at the same time', async () => {
    const novel = await novelBy();
    const users = await Promise.all(Array.from({ length: 10 }, () => server.signedIn()));
    const ratings = [1, 2, 3, 4, 5, 5, 4, 3, 2, 1];
    const created = await Promise.all(
      users.map(({ agent }, i) =>
        agent.request('POST', `/api/novels/${novel.id}/reviews`, { json: { content: `r${i}`, rating: ratings[i] } }),
      ),
    );
    expect(created.map((response) => response.status)).toEqual(Array(10).fill(201));
    let { stored, actual } = await totals(novel.id);
    expect(stored).toEqual({ review_count: 10, rating_sum: 30, average_rating: '3.00' });
    expect(actual).toEqual({ count: 10, sum: 30, avg: '3.00' });

    // Half re-rate (some twice at once), the other half delete, all concurrently.
    await Promise.all(
      users.flatMap(({ agent }, i) => {
        if (i % 2 === 0) {
          return [5, 4].map((rating) =>
            agent.request('POST', `/api/novels/${novel.id}/reviews`, { json: { content: 'again', rating } }),
          );
        }
        const id = (created[i]!.body as { id: number }).id;
        return [agent.request('DELETE', `/api/reviews/${id}`)];
      }),
    );
    ({ stored, actual } = await totals(novel.id));
    expect(actual.count).toBe(5);
    expect(stored).toEqual({ review_count: actual.count, rating_sum: actual.sum, average_rating: actual.avg });
  });

  it('keeps one review per user when the same user submits twice at once', async () => {
    const novel = await novelBy();
    const { user, agent } = await server.signedIn();
    const responses = await Promise.all(
      [3, 5].map((rating) =>
        agent.request('POST', `/api/novels/${novel.id}/reviews`, { json: { content: 'x', rating } }),
      ),
    );
    expect(responses.map((response) => response.status).sort()).toEqual([200, 201]);
    expect(await em().count(Review, { user: user.id, novel: novel.id })).toBe(1);
    const { stored, actual } = await totals(novel.id);
    expect(stored).toEqual({ review_count: 1, rating_sum: actual.sum, average_rating: actual.avg });
  });
});
