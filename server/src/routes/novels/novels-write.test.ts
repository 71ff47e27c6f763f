import { CONTENT_WARNINGS, MESSAGES, NovelSchema } from '@inkshelf/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAuthor, buildNovel } from '../../../test/factories.ts';
import { getTestServer, type TestAgent, type TestServer } from '../../../test/support.ts';
import { Novel, User } from '../../entities/index.ts';

let server: TestServer;
let author: { user: User; agent: TestAgent };
beforeAll(async () => {
  server = await getTestServer();
  author = await server.signedIn({ isAuthor: true });
});
afterAll(() => server.close());

const V = MESSAGES.validation;
const E = MESSAGES.errors;
const em = (): EntityManager => server.db.orm.em.fork();
const stored = (id: number) => em().findOneOrFail(Novel, id);
let counter = 0;
const valid = (overrides: Record<string, unknown> = {}) => ({
  title: `A Perfectly Good Title ${++counter}`,
  description: 'A description that is long enough to pass.',
  genres: ['Fantasy'],
  ...overrides,
});

describe('POST /api/novels', () => {
  it('creates a novel for the signed-in author (never the authorId sent), with the defaults', async () => {
    const someoneElse = await buildAuthor(em());
    const response = await author.agent.request('POST', '/api/novels', {
      json: valid({
        title: '  The Salt Road  ',
        genres: ' Fantasy, romance ,,fantasy, Slice of Life',
        authorId: someoneElse.id,
      }),
    });
    expect(response.status).toBe(201);
    const novel = NovelSchema.parse(response.body);
    expect(novel).toMatchObject({
      title: 'The Salt Road',
      authorId: author.user.id,
      authorName: author.user.username,
      genres: ['Fantasy', 'Romance', 'Slice of Life'],
      tags: [],
      status: 'draft',
      contentRating: 'everyone',
      contentWarnings: [],
      completionStatus: 'ongoing',
      chapterCount: 0,
      wordCount: 0,
      coverImage: null,
      viewCount: 0,
      averageRating: null,
    });
    expect((await stored(novel.id)).genreKeys).toEqual(['fantasy', 'romance', 'slice of life']);
  });

  it('takes status, contentRating, completionStatus and a list of genres', async () => {
    const response = await author.agent.request('POST', '/api/novels', {
      json: valid({
        status: 'published',
        contentRating: 'mature',
        completionStatus: 'completed',
        genres: ['Horror', 'Mystery'],
        tags: ['Gothic'],
      }),
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      status: 'published',
      contentRating: 'mature',
      completionStatus: 'completed',
      genres: ['Horror', 'Mystery'],
      tags: ['Gothic'],
    });
    expect((await stored(response.body.id)).completionStatus).toBe('completed');
  });

  it('keeps content warnings from the fixed list, once each and in its order, and refuses others', async () => {
    const created = await author.agent.request('POST', '/api/novels', {
      json: valid({ contentRating: 'mature', contentWarnings: ['profanity', 'violence', 'profanity'] }),
    });
    expect(created.status).toBe(201);
    const novel = NovelSchema.parse(created.body);
    expect(novel.contentWarnings).toEqual(['violence', 'profanity']);
    const read = await author.agent.request('GET', `/api/novels/${novel.id}`);
    expect(read.body).toMatchObject({ contentWarnings: ['violence', 'profanity'] });

    const cleared = await author.agent.request('PUT', `/api/novels/${novel.id}`, { json: { contentWarnings: [] } });
    expect(cleared.body).toMatchObject({ contentWarnings: [], contentRating: 'mature' });
    expect((await stored(novel.id)).contentWarnings).toEqual([]);

    for (const contentWarnings of [['gore'], 'violence', [1], null]) {
      const refused = await author.agent.request('PUT', `/api/novels/${novel.id}`, { json: { contentWarnings } });
      expect(refused.status, JSON.stringify(contentWarnings)).toBe(400);
      expect(refused.body.message).toBe(V.contentWarningsInvalid(CONTENT_WARNINGS.join(', ')));
    }
    expect((await stored(novel.id)).contentWarnings).toEqual([]);
  });

  it('refuses signed-out visitors (401) and readers (403)', async () => {
    expect(await server.request('POST', '/api/novels', { json: valid() })).toMatchObject({
      status: 401,
      body: { message: E.authenticationRequired },
    });
    const reader = await server.signedIn();
    expect(await reader.agent.request('POST', '/api/novels', { json: valid() })).toMatchObject({
      status: 403,
      body: { message: E.authorRequired },
    });
  });

  it('answers 409 for a title that exists in any case', async () => {
    await author.agent.request('POST', '/api/novels', { json: valid({ title: 'Ashes of the Court' }) });
    const response = await author.agent.request('POST', '/api/novels', {
      json: valid({ title: 'ASHES OF THE COURT' }),
    });
    expect(response).toMatchObject({ status: 409, body: { message: E.novelTitleTaken } });
  });

  it.each([
    [{ title: undefined }, 'title', V.titleRequired],
    [{ title: 42 }, 'title', V.textRequired('Title')],
    [{ title: 'ab' }, 'title', V.titleTooShort],
    [{ title: '   ab   ' }, 'title', V.titleTooShort],
    [{ title: 'x'.repeat(101) }, 'title', V.titleTooLong],
    [{ title: 'x'.repeat(1_000_000) }, 'title', V.titleTooLong],
    [{ description: undefined }, 'description', V.descriptionRequired],
    [{ description: 'Too short' }, 'description', V.descriptionTooShort],
    [{ description: 'x'.repeat(2001) }, 'description', V.descriptionTooLong],
    [{ genres: undefined }, 'genres', V.genresRequired],
    [{ genres: [] }, 'genres', V.genresRequired],
    [{ genres: ' , ,' }, 'genres', V.genresRequired],
    [{ genres: 7 }, 'genres', V.genresInvalid],
    [{ genres: ['g'.repeat(41)] }, 'genres.0', V.genreTooLong],
    [{ genres: Array.from({ length: 11 }, (_, i) => `Genre ${i}`) }, 'genres', V.tooManyGenres],
    [{ status: 'archived' }, 'status', V.statusInvalid],
    [{ contentRating: 'adult' }, 'contentRating', V.contentRatingInvalid],
    [{ completionStatus: 'finished' }, 'completionStatus', V.completionStatusInvalid],
    [{ completionStatus: 'published' }, 'completionStatus', V.completionStatusInvalid],
    [{ coverImage: 12 }, 'coverImage', V.coverImageInvalid],
    [{ coverImage: 'x'.repeat(3_000_000) }, 'coverImage', V.coverTooLarge],
  ])('answers 400 for %j', async (overrides, field, message) => {
    const response = await author.agent.request('POST', '/api/novels', { json: valid(overrides) });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ field, message });
  });

  it.each([[null], [[]], ['a string'], [123]])('answers 400 JSON, never 500, for the body %j', async (json) => {
    const response = await author.agent.request('POST', '/api/novels', { json });
    expect(response.status).toBe(400);
    expect(response.body.message).toEqual(expect.any(String));
  });

  it('stores unicode and SQL-looking text verbatim, and drops NUL characters', async () => {
    const title = "Robert'); DROP TABLE novels;-- 龍 🐉";
    const response = await author.agent.request('POST', '/api/novels', {
      json: valid({
        title,
        description: 'Ünïcödé description\u0000 with a NUL in it.',
        genres: ['Science Fiction\u0000'],
        tags: ['Sci-Fi\u0000', '%_'],
      }),
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      title,
      description: 'Ünïcödé description with a NUL in it.',
      genres: ['Science Fiction'],
      tags: ['Sci-Fi', '%_'],
    });
    expect((await server.request('GET', '/api/novels?limit=1')).status).toBe(200);
  });
});

describe('PUT /api/novels/{id}', () => {
  const create = async (owner: User, overrides: Partial<Novel> = {}) => {
    const fork = em();
    return buildNovel(fork, { ...overrides, author: fork.getReference(User, owner.id) });
  };

  it('lets the owner change any field; absent fields stay as they are', async () => {
    const novel = await create(author.user, { status: 'draft', genres: ['Fantasy'] });
    const response = await author.agent.request('PUT', `/api/novels/${novel.id}`, {
      json: {
        title: 'A Whole New Title',
        genres: 'Horror, COMEDY',
        status: 'published',
        contentRating: 'teen',
        completionStatus: 'hiatus',
      },
    });
    expect(response.status).toBe(200);
    expect(NovelSchema.parse(response.body)).toMatchObject({
      id: novel.id,
      title: 'A Whole New Title',
      description: novel.description,
      genres: ['Horror', 'Comedy'],
      status: 'published',
      contentRating: 'teen',
      completionStatus: 'hiatus',
    });
    const after = await stored(novel.id);
    expect(after.completionStatus).toBe('hiatus');
    expect(after.genreKeys).toEqual(['horror', 'comedy']);
    expect(after.updatedAt.getTime()).toBeGreaterThan(novel.updatedAt.getTime());
  });

  it('accepts an empty body and a change of case in its own title', async () => {
    const novel = await create(author.user, { title: 'Quiet Harbour' });
    expect(await author.agent.request('PUT', `/api/novels/${novel.id}`, { json: {} })).toMatchObject({
      status: 200,
      body: { title: 'Quiet Harbour' },
    });
    expect(
      await author.agent.request('PUT', `/api/novels/${novel.id}`, { json: { title: 'QUIET HARBOUR' } }),
    ).toMatchObject({ status: 200, body: { title: 'QUIET HARBOUR' } });
  });

  it('answers 409 when the new title belongs to another novel', async () => {
    await create(author.user, { title: 'Taken Title' });
    const novel = await create(author.user);
    const response = await author.agent.request('PUT', `/api/novels/${novel.id}`, { json: { title: 'taken title' } });
    expect(response).toMatchObject({ status: 409, body: { message: E.novelTitleTaken } });
    expect((await stored(novel.id)).title).toBe(novel.title);
  });

  it('refuses everyone but the owner', async () => {
    const novel = await create(author.user);
    const path = `/api/novels/${novel.id}`;
    const json = { title: 'Hijacked Title' };
    expect(await server.request('PUT', path, { json })).toMatchObject({
      status: 401,
      body: { message: E.authenticationRequired },
    });
    for (const other of [await server.signedIn(), await server.signedIn({ isAuthor: true })]) {
      expect(await other.agent.request('PUT', path, { json })).toMatchObject({
        status: 403,
        body: { message: E.editOwnNovelsOnly },
      });
    }
    expect((await stored(novel.id)).title).toBe(novel.title);
  });

  it.each([
    [{ title: 'ab' }, 'title', V.titleTooShort],
    [{ title: 'x'.repeat(101) }, 'title', V.titleTooLong],
    [{ description: 'short' }, 'description', V.descriptionTooShort],
    [{ description: 'x'.repeat(2001) }, 'description', V.descriptionTooLong],
    [{ genres: [] }, 'genres', V.genresRequired],
    [{ genres: null }, 'genres', V.genresRequired],
    [{ status: 'deleted' }, 'status', V.statusInvalid],
    [{ contentRating: 'R' }, 'contentRating', V.contentRatingInvalid],
    [{ completionStatus: 'Completed' }, 'completionStatus', V.completionStatusInvalid],
    [{ completionStatus: null }, 'completionStatus', V.completionStatusInvalid],
    [{ coverImage: 'https://elsewhere.example/cover.png' }, 'coverImage', E.coverInvalid],
  ])('answers 400 for %j', async (json, field, message) => {
    const novel = await create(author.user);
    const response = await author.agent.request('PUT', `/api/novels/${novel.id}`, { json });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ field, message });
  });

  it('answers 404 for a missing novel and 400 for an id that is not a number', async () => {
    expect(await author.agent.request('PUT', '/api/novels/2147483647', { json: {} })).toMatchObject({
      status: 404,
      body: { message: E.novelNotFound },
    });
    expect(await author.agent.request('PUT', '/api/novels/latest', { json: {} })).toMatchObject({
      status: 400,
      body: { message: V.positiveId('id') },
    });
  });
});
