/**
 * Compatibility: novels (the SPEC section 7 novel rows, Novel of section 3 with averageRating a numeric string, the
 * screens of section 2, errors of section 8; wire fact 5).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Novel, User } from '../../src/entities/index.ts';
import { buildNovel } from '../factories.ts';
import type { TestServer } from '../support.ts';
import {
  Browser,
  createNovel,
  expectError,
  expectNovel,
  expectOk,
  expectReview,
  jpegDataUrl,
  novelBody,
  registerReader,
  signedInAuthor,
  pluck,
  startServer,
  unique,
  type Account,
  type Json,
} from './compat-support.ts';

let server: TestServer;
let author: Account;
let visitor: Browser;
beforeAll(async () => {
  server = await startServer();
  author = await signedInAuthor(server);
  visitor = new Browser(server);
});
afterAll(() => server.close());

/** Novels straight into the database (bulk set-up for orderings), owned by the suite's author. */
async function seedNovel(overrides: Partial<Novel>) {
  const em = server.db.orm.em.fork();
  return buildNovel(em, { author: em.getReference(User, author.user.id), ...overrides });
}

const expectNovelList = (body: Json): Json[] => {
  expect(Array.isArray(body), JSON.stringify(body).slice(0, 200)).toBe(true);
  for (const novel of body) expectNovel(novel);
  return body as Json[];
};

const nonIncreasing = (values: number[]) => values.every((value, index) => index === 0 || values[index - 1]! >= value);

describe('GET /api/novels', () => {
  it('answers an array of novels with the SPEC fields (browse; search uses limit=100&offset=0)', async () => {
    const created = await createNovel(author);
    const response = await visitor.get('/api/novels?limit=100&offset=0');
    expect(response.status).toBe(200);
    const list = expectNovelList(response.body);
    expect(pluck(list, 'id')).toContain(created.id);
  });

  it('sorts by viewCount, bookmarkCount or rating, descending, and respects limit and offset', async () => {
    const top = [3, 2, 1].map((rank) => rank * 1_000_000);
    const seeded = [];
    for (const [index, views] of top.entries()) {
      seeded.push(
        await seedNovel({
          viewCount: views,
          bookmarkCount: views + 1,
          reviewCount: 1,
          ratingSum: 5 - index,
          averageRating: `${5 - index}.00`,
        }),
      );
    }
    for (const sortBy of ['viewCount', 'bookmarkCount']) {
      const response = await visitor.get(`/api/novels?sortBy=${sortBy}&sortOrder=desc&limit=100`);
      const list = expectNovelList(response.body);
      expect(nonIncreasing(list.map((novel) => novel[sortBy] as number))).toBe(true);
      expect(pluck(list.slice(0, 3), 'id')).toEqual(pluck(seeded, 'id'));
    }
    const page1 = await visitor.get('/api/novels?sortBy=viewCount&sortOrder=desc&limit=2&offset=0');
    const page2 = await visitor.get('/api/novels?sortBy=viewCount&sortOrder=desc&limit=1&offset=2');
    expect(pluck(expectNovelList(page1.body), 'id')).toEqual([seeded[0]!.id, seeded[1]!.id]);
    expect(pluck(expectNovelList(page2.body), 'id')).toEqual([seeded[2]!.id]);

    const byRating = expectNovelList((await visitor.get('/api/novels?sortBy=rating&sortOrder=desc&limit=100')).body);
    // A novel without reviews (averageRating null, shown as '--') ranks below every rated one.
    expect(
      nonIncreasing(byRating.map((novel) => (novel.averageRating === null ? -1 : Number(novel.averageRating)))),
    ).toBe(true);
  });

  it('answers the top novels for the home page (sortBy=viewCount&sortOrder=desc&limit=10)', async () => {
    const response = await visitor.get('/api/novels?sortBy=viewCount&sortOrder=desc&limit=10');
    expect(response.status).toBe(200);
    const list = expectNovelList(response.body);
    expect(list.length).toBeGreaterThan(0);
    expect(list.length).toBeLessThanOrEqual(10);
    expect(nonIncreasing(list.map((novel) => novel.viewCount as number))).toBe(true);
  });
});

describe('GET /api/novels/latest', () => {
  it('answers at most `limit` novels, the newest first', async () => {
    for (let index = 0; index < 3; index++) await createNovel(author);
    const newest = await createNovel(author);
    const response = await visitor.get('/api/novels/latest?limit=10');
    expect(response.status).toBe(200);
    const list = expectNovelList(response.body);
    expect(list.length).toBeLessThanOrEqual(10);
    expect(list[0].id).toBe(newest.id);
    expect(expectNovelList((await visitor.get('/api/novels/latest?limit=2')).body)).toHaveLength(2);
  });
});

describe('GET /api/novels/{id} and GET /api/novels/name/{name}', () => {
  it('answer the novel with its reviews, each with user { id, username } (wire fact 5)', async () => {
    const novel = await createNovel(author, { title: unique('The Sword & Rose: Part 1? ') });
    const reader = await registerReader(server);
    expectOk(await reader.browser.post(`/api/novels/${novel.id}/reviews`, { content: 'Great read.', rating: 4 }));
    for (const url of [`/api/novels/${novel.id}`, `/api/novels/name/${encodeURIComponent(novel.title)}`]) {
      const response = await visitor.get(url);
      expect(response.status, url).toBe(200);
      expectNovel(response.body);
      expect(response.body).toMatchObject({
        id: novel.id,
        title: novel.title,
        authorId: author.user.id,
        genres: ['Fantasy', 'Adventure'],
        description: novel.description,
        reviewCount: 1,
      });
      expect(Number(response.body.averageRating)).toBe(4);
      expect(Array.isArray(response.body.reviews)).toBe(true);
      expect(response.body.reviews).toHaveLength(1);
      expectReview(response.body.reviews[0]);
      expect(response.body.reviews[0]).toMatchObject({
        content: 'Great read.',
        rating: 4,
        user: { id: reader.user.id, username: reader.user.username },
      });
    }
  });

  it('answer 404 with a JSON message for an unknown id or title', async () => {
    expectError(await visitor.get('/api/novels/987654321'), 404);
    expectError(await visitor.get(`/api/novels/name/${encodeURIComponent(unique('No such novel '))}`), 404);
  });

  it('answer 400 or 404 (never 5xx) for an id that is not a number', async () => {
    expectError(await visitor.get('/api/novels/not-a-number'), [400, 404]);
  });

  it("do not show someone else's draft novel (403 or 404); its author sees it", async () => {
    const draft = await createNovel(author, { status: 'draft' });
    const reader = await registerReader(server);
    expectError(await reader.browser.get(`/api/novels/${draft.id}`), [403, 404]);
    const own = await author.browser.get(`/api/novels/${draft.id}`);
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ id: draft.id, status: 'draft' });
  });
});

describe('GET /api/novels/author/{authorId}', () => {
  it("answers an array of the author's novels", async () => {
    const other = await signedInAuthor(server);
    const first = await createNovel(other);
    const second = await createNovel(other);
    const response = await visitor.get(`/api/novels/author/${other.user.id}`);
    expect(response.status).toBe(200);
    const list = expectNovelList(response.body);
    expect(pluck(list, 'id').sort()).toEqual([first.id, second.id].sort());
    for (const novel of list) expect(novel.authorId).toBe(other.user.id);
  });
});

describe('GET /api/novels/genre/{genre}', () => {
  it('answers an array of novels of the genre, matched from the lowercased link, 12 a page by limit/offset', async () => {
    const genre = `Slice of ${unique('Life')}`;
    const ids: number[] = [];
    for (let index = 0; index < 3; index++) ids.push((await seedNovel({ genres: [genre, 'Drama'] })).id);
    const slug = encodeURIComponent(genre.toLowerCase());
    const all = await visitor.get(`/api/novels/genre/${slug}?limit=12&offset=0`);
    expect(all.status).toBe(200);
    const list = expectNovelList(all.body);
    expect(pluck(list, 'id').sort()).toEqual([...ids].sort());
    for (const novel of list) expect(novel.genres).toContain(genre);
    const first = expectNovelList((await visitor.get(`/api/novels/genre/${slug}?limit=2&offset=0`)).body);
    const second = expectNovelList((await visitor.get(`/api/novels/genre/${slug}?limit=2&offset=2`)).body);
    expect(first).toHaveLength(2);
    expect(second).toHaveLength(1);
    expect(pluck([...first, ...second], 'id').sort()).toEqual([...ids].sort());
  });

  it('answers an empty array for a genre nobody uses', async () => {
    const response = await visitor.get(`/api/novels/genre/${unique('nogenre')}?limit=12&offset=0`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual([]);
  });
});

describe('POST /api/novels', () => {
  it('creates the novel from the create page body and answers it', async () => {
    const body = novelBody(author, { contentRating: 'teen', coverImage: await jpegDataUrl() });
    const response = await author.browser.post('/api/novels', body);
    expectOk(response);
    expectNovel(response.body);
    expect(response.body).toMatchObject({
      title: body.title,
      description: body.description,
      genres: body.genres,
      status: 'published',
      contentRating: 'teen',
      authorId: author.user.id,
      viewCount: 0,
      bookmarkCount: 0,
    });
    // coverImage is used as an <img src>: a data string, or a URL that serves the image.
    const cover = response.body.coverImage as string;
    expect(typeof cover).toBe('string');
    if (!cover.startsWith('data:image/')) {
      const image = await fetch(new URL(cover, server.url));
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toMatch(/^image\//);
    }
  });

  it('defaults status to draft and contentRating to everyone', async () => {
    const { status: _status, contentRating: _rating, ...body } = novelBody(author);
    const response = await author.browser.post('/api/novels', body);
    expectOk(response);
    expect(response.body).toMatchObject({ status: 'draft', contentRating: 'everyone' });
  });

  it('never creates a novel in the name of another account', async () => {
    const other = await signedInAuthor(server);
    const response = await author.browser.post('/api/novels', novelBody(author, { authorId: other.user.id }));
    if (response.status < 300) expect(response.body.authorId).toBe(author.user.id);
    else expectError(response, [400, 403]);
  });

  it('answers 401 signed out and 403 for a reader who is not an author', async () => {
    expectError(await visitor.post('/api/novels', novelBody(author)), 401);
    const reader = await registerReader(server);
    expectError(await reader.browser.post('/api/novels', novelBody(reader)), 403);
  });

  it('answers 400 with a message for a missing title, an unknown status or content rating', async () => {
    const { title: _title, ...untitled } = novelBody(author);
    expectError(await author.browser.post('/api/novels', untitled), 400);
    expectError(await author.browser.post('/api/novels', novelBody(author, { status: 'archived' })), 400);
    expectError(await author.browser.post('/api/novels', novelBody(author, { contentRating: 'adult' })), 400);
  });
});

describe('PUT /api/novels/{id}', () => {
  it('updates title, description, genres and status from the edit page body', async () => {
    const novel = await createNovel(author, { status: 'draft' });
    const update = {
      title: unique('Edited Title '),
      description: 'An edited synopsis that is long enough for the rules.',
      genres: ['Mystery'],
      status: 'published',
    };
    const response = await author.browser.put(`/api/novels/${novel.id}`, update);
    expectOk(response);
    const read = await visitor.get(`/api/novels/${novel.id}`);
    expect(read.body).toMatchObject({ id: novel.id, ...update });
  });

  it('answers 401 signed out, 403 for another author, 404 for an unknown novel, 400 for a too-short title', async () => {
    const novel = await createNovel(author);
    const other = await signedInAuthor(server);
    const update = { title: 'Stolen title', description: novel.description, genres: ['Fantasy'], status: 'published' };
    expectError(await visitor.put(`/api/novels/${novel.id}`, update), 401);
    expectError(await other.browser.put(`/api/novels/${novel.id}`, update), 403);
    expectError(await author.browser.put('/api/novels/987654321', update), 404);
    expectError(await author.browser.put(`/api/novels/${novel.id}`, { ...update, title: 'ab' }), 400);
    expect((await visitor.get(`/api/novels/${novel.id}`)).body.title).toBe(novel.title);
  });
});

describe('DELETE /api/novels/{id}', () => {
  it('deletes the novel for its author: it reads 404 afterwards', async () => {
    const novel = await createNovel(author);
    expectOk(await author.browser.delete(`/api/novels/${novel.id}`));
    expectError(await visitor.get(`/api/novels/${novel.id}`), 404);
    expectError(await author.browser.delete(`/api/novels/${novel.id}`), 404);
  });

  it('answers 401 signed out and 403 for another author, and keeps the novel', async () => {
    const novel = await createNovel(author);
    const other = await signedInAuthor(server);
    expectError(await visitor.delete(`/api/novels/${novel.id}`), 401);
    expectError(await other.browser.delete(`/api/novels/${novel.id}`), 403);
    expect((await visitor.get(`/api/novels/${novel.id}`)).status).toBe(200);
  });
});
