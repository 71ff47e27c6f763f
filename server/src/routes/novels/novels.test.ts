import { MESSAGES, NovelDetailSchema, NovelListSchema } from '@inkshelf/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildAuthor, buildNovel, buildReview, buildUser } from '../../../test/factories.ts';
import { getTestServer, type TestServer } from '../../../test/support.ts';
import { Novel, User } from '../../entities/index.ts';

let server: TestServer;
beforeAll(async () => {
  server = await getTestServer();
});
afterAll(() => server.close());

const V = MESSAGES.validation;
const em = (): EntityManager => server.db.orm.em.fork();
const novelOf = async (author: User, overrides: Partial<Novel> = {}) => {
  const fork = em();
  return buildNovel(fork, { ...overrides, author: fork.getReference(User, author.id) });
};
const viewsOf = async (id: number) => (await em().findOneOrFail(Novel, id)).viewCount;
/** The novel ids of a list answer, checked against the contract. */
const idsOf = (body: unknown) => NovelListSchema.parse(body).map((novel) => novel.id);
/** The ids of `list` that are in `ids`, in the order the answer gave them. */
const pick = (list: { id: number }[], ids: number[]) => list.map((novel) => novel.id).filter((id) => ids.includes(id));

describe('GET /api/novels', () => {
  let ids: number[];
  beforeAll(async () => {
    const author = await buildAuthor(em());
    const a = await novelOf(author, { viewCount: 30, bookmarkCount: 1, reviewCount: 2, averageRating: '4.50' });
    const b = await novelOf(author, { viewCount: 10, bookmarkCount: 3 });
    const c = await novelOf(author, { viewCount: 20, bookmarkCount: 2, reviewCount: 1, averageRating: '2.00' });
    ids = [a.id, b.id, c.id];
  });

  it('lists published novels, newest first, in the contract shape', async () => {
    const draft = await novelOf(await buildAuthor(em()), { status: 'draft' });
    const response = await server.request('GET', '/api/novels');
    expect(response.status).toBe(200);
    const novels = NovelListSchema.parse(response.body);
    expect(novels.every((novel) => novel.status === 'published')).toBe(true);
    expect(novels.map((novel) => novel.id)).not.toContain(draft.id);
    expect(pick(novels, ids)).toEqual([...ids].reverse());
    const rated = novels.find((novel) => novel.id === ids[0]);
    expect(rated).toMatchObject({ averageRating: '4.5', reviewCount: 2, coverImage: null });
  });

  it.each([
    ['viewCount', 'desc', [0, 2, 1]],
    ['viewCount', 'asc', [1, 2, 0]],
    ['bookmarkCount', 'desc', [1, 2, 0]],
    ['rating', 'desc', [0, 2, 1]],
    ['rating', 'asc', [2, 0, 1]],
  ])('sorts by %s %s (unrated last either way)', async (sortBy, sortOrder, order) => {
    const response = await server.request('GET', `/api/novels?sortBy=${sortBy}&sortOrder=${sortOrder}`);
    expect(response.status).toBe(200);
    expect(pick(NovelListSchema.parse(response.body), ids)).toEqual(order.map((index) => ids[index]));
  });

  it('sorts descending when sortOrder is left out, and pages with limit and offset', async () => {
    const all = NovelListSchema.parse((await server.request('GET', '/api/novels?sortBy=viewCount')).body);
    const page = await server.request('GET', '/api/novels?sortBy=viewCount&limit=2&offset=1');
    expect(idsOf(page.body)).toEqual(all.slice(1, 3).map((novel) => novel.id));
    const counts = all.map((novel) => novel.viewCount);
    expect(counts).toEqual([...counts].sort((x, y) => y - x));
  });

  it.each([
    ['sortBy=title', 'sortBy', V.sortByInvalid],
    ['sortOrder=up', 'sortOrder', V.sortOrderInvalid],
    ['limit=0', 'limit', 'limit must be at least 1'],
    ['limit=101', 'limit', 'limit must be at most 100'],
    ['limit=ten', 'limit', 'limit must be a whole number'],
    ['offset=-1', 'offset', 'offset must be at least 0'],
    ['sortBy=viewCount;drop table novels;--', 'sortBy', V.sortByInvalid],
  ])('answers 400 for ?%s', async (query, field, message) => {
    const response = await server.request('GET', `/api/novels?${query}`);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ field, message });
  });
});

describe('GET /api/novels/latest', () => {
  it('gives the newest published novels, 10 by default', async () => {
    const author = await buildAuthor(em());
    for (let i = 0; i < 11; i++) await novelOf(author);
    const newest = await novelOf(author);
    await novelOf(author, { status: 'draft' });
    const response = await server.request('GET', '/api/novels/latest');
    expect(response.status).toBe(200);
    const novels = NovelListSchema.parse(response.body);
    expect(novels).toHaveLength(10);
    expect(novels[0]!.id).toBe(newest.id);
    const two = await server.request('GET', '/api/novels/latest?limit=2');
    expect(idsOf(two.body)).toEqual(novels.slice(0, 2).map((novel) => novel.id));
  });

  it('answers every visitor from the last 5 s, and a successful write clears it at once', async () => {
    const latest = async () => idsOf((await server.request('GET', '/api/novels/latest?limit=3')).body);
    const owner = await server.signedIn({ isAuthor: true });
    const first = await latest();
    const behind = await novelOf(owner.user);
    expect(await latest()).toEqual(first);
    const signedIn = await owner.agent.request('GET', '/api/novels/latest?limit=3');
    expect(idsOf(signedIn.body)).toEqual(first);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 5_001 });
    try {
      expect((await latest())[0]).toBe(behind.id);
    } finally {
      vi.useRealTimers();
    }
    const another = await novelOf(owner.user);
    expect((await latest())[0]).toBe(behind.id);
    const write = await owner.agent.request('PUT', `/api/novels/${behind.id}`, { json: { title: 'Renamed Today' } });
    expect(write.status).toBe(200);
    expect((await latest()).slice(0, 2)).toEqual([another.id, behind.id]);
  });

  it('answers 400 for a bad limit', async () => {
    const response = await server.request('GET', '/api/novels/latest?limit=-5');
    expect(response).toMatchObject({ status: 400, body: { field: 'limit' } });
  });
});

describe('GET /api/novels/name/{name}', () => {
  it('finds the novel by its URL-encoded title, whatever the case, with reviews newest first', async () => {
    const novel = await novelOf(await buildAuthor(em()), { title: 'The Lantern & the Sea: Part 1/2?' });
    const fork = em();
    const first = await buildReview(fork, { novel: fork.getReference(Novel, novel.id), content: 'First!' });
    const second = await buildReview(fork, { novel: fork.getReference(Novel, novel.id), rating: 3 });
    const response = await server.request(
      'GET',
      `/api/novels/name/${encodeURIComponent('the LANTERN & the sea: part 1/2?')}`,
    );
    expect(response.status).toBe(200);
    const detail = NovelDetailSchema.parse(response.body);
    expect(detail).toMatchObject({ id: novel.id, title: 'The Lantern & the Sea: Part 1/2?' });
    expect(detail.reviews.map((review) => review.id)).toEqual([second.id, first.id]);
    expect(detail.reviews[1]).toMatchObject({
      content: 'First!',
      user: { id: first.user.id, username: first.user.username },
    });
  });

  it('handles unicode titles', async () => {
    const novel = await novelOf(await buildAuthor(em()), { title: 'Ünïcödé 龍の物語 🐉' });
    const response = await server.request('GET', `/api/novels/name/${encodeURIComponent('ÜNÏCÖDÉ 龍の物語 🐉')}`);
    expect(response.status).toBe(200);
    expect(response.body.id).toBe(novel.id);
  });

  it.each([
    ['an unknown title', 'No Such Novel'],
    ['a LIKE pattern', '%'],
    ['SQL', "x' or '1'='1"],
    ['a NUL character', 'a\u0000b'],
    ['a very long name', 'x'.repeat(5000)],
  ])('answers 404 Novel not found for %s', async (_label, name) => {
    const response = await server.request('GET', `/api/novels/name/${encodeURIComponent(name)}`);
    expect(response).toMatchObject({ status: 404, body: { message: MESSAGES.errors.novelNotFound } });
  });

  it('shows a draft to its author only', async () => {
    const owner = await server.signedIn({ isAuthor: true });
    const novel = await novelOf(owner.user, { status: 'draft', title: 'Secret Draft Novel' });
    const path = `/api/novels/name/${encodeURIComponent('secret draft novel')}`;
    const other = await server.signedIn({ isAuthor: true });
    for (const agent of [server.agent(), other.agent, (await server.signedIn()).agent]) {
      expect(await agent.request('GET', path)).toMatchObject({
        status: 404,
        body: { message: MESSAGES.errors.novelNotFound },
      });
    }
    const own = await owner.agent.request('GET', path);
    expect(own.status).toBe(200);
    expect(NovelDetailSchema.parse(own.body)).toMatchObject({ id: novel.id, status: 'draft', reviews: [] });
  });
});

describe('GET /api/novels/{id}', () => {
  it('answers the novel', async () => {
    const author = await buildAuthor(em());
    const novel = await novelOf(author, { genres: ['Fantasy', 'Slice of Life'], contentRating: 'teen' });
    const response = await server.request('GET', `/api/novels/${novel.id}`);
    expect(response.status).toBe(200);
    expect(NovelDetailSchema.parse(response.body)).toMatchObject({
      id: novel.id,
      authorId: author.id,
      authorName: author.username,
      genres: ['Fantasy', 'Slice of Life'],
      contentRating: 'teen',
      averageRating: null,
      reviews: [],
    });
  });

  it('carries the reviews newest first, each with user { id, username }, as the by-name read does', async () => {
    const novel = await novelOf(await buildAuthor(em()));
    const fork = em();
    const first = await buildReview(fork, { novel: fork.getReference(Novel, novel.id), content: 'First!' });
    const second = await buildReview(fork, { novel: fork.getReference(Novel, novel.id), rating: 3 });
    const byId = await server.request('GET', `/api/novels/${novel.id}`);
    expect(byId.status).toBe(200);
    const detail = NovelDetailSchema.parse(byId.body);
    expect(detail.reviews.map((review) => review.id)).toEqual([second.id, first.id]);
    // Exactly the public pair on the wire, nothing more about the writer.
    const rawReviews = (byId.body as { reviews: { user: unknown }[] }).reviews;
    expect(rawReviews.map((review) => review.user)).toEqual([
      { id: second.user.id, username: second.user.username },
      { id: first.user.id, username: first.user.username },
    ]);
    expect(rawReviews[1]).toMatchObject({ content: 'First!', rating: first.rating, novelId: novel.id });
    const byName = await server.request('GET', `/api/novels/name/${encodeURIComponent(novel.title)}`);
    expect((byName.body as { reviews: unknown }).reviews).toEqual(rawReviews);
  });

  it.each(['abc', '0', '-1', '1.5', '99999999999', '1e3'])('answers 400 for the id %s', async (id) => {
    const response = await server.request('GET', `/api/novels/${id}`);
    expect(response).toMatchObject({ status: 400, body: { message: V.positiveId('id'), field: 'id' } });
  });

  it('answers 404 for a missing novel and for someone else’s draft', async () => {
    const owner = await server.signedIn({ isAuthor: true });
    const draft = await novelOf(owner.user, { status: 'draft' });
    expect(await server.request('GET', '/api/novels/2147483647')).toMatchObject({ status: 404 });
    const other = await server.signedIn({ isAuthor: true });
    expect(await other.agent.request('GET', `/api/novels/${draft.id}`)).toMatchObject({
      status: 404,
      body: { message: MESSAGES.errors.novelNotFound },
    });
    expect((await owner.agent.request('GET', `/api/novels/${draft.id}`)).status).toBe(200);
  });
});

describe('GET /api/novels/author/{authorId}', () => {
  it('lists the published novels to everyone, and drafts too to the author', async () => {
    const owner = await server.signedIn({ isAuthor: true });
    const published = await novelOf(owner.user);
    const draft = await novelOf(owner.user, { status: 'draft' });
    await novelOf(await buildAuthor(em()));
    const path = `/api/novels/author/${owner.user.id}`;
    const anonymous = await server.request('GET', path);
    expect(anonymous.status).toBe(200);
    expect(idsOf(anonymous.body)).toEqual([published.id]);
    const other = await server.signedIn({ isAuthor: true });
    expect(idsOf((await other.agent.request('GET', path)).body)).toEqual([published.id]);
    const own = await owner.agent.request('GET', path);
    expect(idsOf(own.body)).toEqual([draft.id, published.id]);
  });

  it('gives an empty list for an author without novels, and 400 for a bad id', async () => {
    const reader = await buildUser(em());
    expect(await server.request('GET', `/api/novels/author/${reader.id}`)).toMatchObject({ status: 200, body: [] });
    expect(await server.request('GET', '/api/novels/author/someone')).toMatchObject({
      status: 400,
      body: { message: V.positiveId('authorId') },
    });
  });
});

describe('GET /api/novels/genre/{genre}', () => {
  let ids: number[];
  beforeAll(async () => {
    const author = await buildAuthor(em());
    const a = await novelOf(author, { genres: ['Cozy Mystery', 'Romance'] });
    const b = await novelOf(author, { genres: ['cozy mystery'] });
    await novelOf(author, { genres: ['Cozy Mystery'], status: 'draft' });
    await novelOf(author, { genres: ['Mystery'] });
    ids = [b.id, a.id];
  });

  it.each(['cozy%20mystery', 'COZY%20MYSTERY', 'Cozy%20Mystery', '%20cozy%20mystery%20'])(
    'matches the genre case-insensitively (%s), published only, newest first',
    async (genre) => {
      const response = await server.request('GET', `/api/novels/genre/${genre}`);
      expect(response.status).toBe(200);
      expect(idsOf(response.body)).toEqual(ids);
    },
  );

  it('pages with limit and offset', async () => {
    const response = await server.request('GET', '/api/novels/genre/cozy%20mystery?limit=1&offset=1');
    expect(idsOf(response.body)).toEqual([ids[1]]);
  });

  it('gives an empty list for an unknown genre and 400 for a genre that cannot exist', async () => {
    expect(await server.request('GET', `/api/novels/genre/${encodeURIComponent("x' or 1=1 --")}`)).toMatchObject({
      status: 200,
      body: [],
    });
    expect(await server.request('GET', `/api/novels/genre/${'g'.repeat(41)}`)).toMatchObject({
      status: 400,
      body: { message: V.genreTooLong },
    });
    expect(await server.request('GET', '/api/novels/genre/fantasy?limit=1000')).toMatchObject({ status: 400 });
  });
});

describe('views', () => {
  it('count one view per visitor per hour on a novel page read, by id or by name', async () => {
    const novel = await novelOf(await buildAuthor(em()));
    const visitor = { headers: { 'user-agent': 'visitor-one' } };
    const first = await server.request('GET', `/api/novels/${novel.id}`, visitor);
    expect(first.body.viewCount).toBe(1);
    const again = await server.request('GET', `/api/novels/name/${encodeURIComponent(novel.title)}`, visitor);
    expect(again.body.viewCount).toBe(1);
    await server.deps.views.flush();
    expect(await viewsOf(novel.id)).toBe(1);

    await server.request('GET', `/api/novels/${novel.id}`, { headers: { 'user-agent': 'visitor-two' } });
    const reader = await server.signedIn();
    await reader.agent.request('GET', `/api/novels/${novel.id}`, visitor);
    await reader.agent.request('GET', `/api/novels/${novel.id}`, visitor);
    await server.deps.views.flush();
    expect(await viewsOf(novel.id)).toBe(3);

    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61 * 60 * 1000 });
    try {
      const later = await server.request('GET', `/api/novels/${novel.id}`, visitor);
      expect(later.body.viewCount).toBe(4);
    } finally {
      vi.useRealTimers();
    }
  });

  it('are not counted by lists, nor on drafts', async () => {
    const owner = await server.signedIn({ isAuthor: true });
    const draft = await novelOf(owner.user, { status: 'draft' });
    await owner.agent.request('GET', `/api/novels/${draft.id}`);
    const published = await novelOf(owner.user);
    await server.request('GET', '/api/novels');
    await server.request('GET', `/api/novels/author/${owner.user.id}`);
    expect(await viewsOf(draft.id)).toBe(0);
    expect(await viewsOf(published.id)).toBe(0);
  });
});
