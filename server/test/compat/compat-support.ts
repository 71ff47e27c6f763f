/**
 * Shared set-up of the compatibility suite. It speaks HTTP the way the ORIGINAL product's browser client does (SPEC
 * section 7), and its shape checks are written from SPEC sections 3, 7 and 8, never from our contracts package, so a
 * drift of ours shows here.
 */
import sharp from 'sharp';
import { expect } from 'vitest';
import type { User } from '../../src/entities/index.ts';
import { buildUser } from '../factories.ts';
import { getTestServer, type TestAgent, type TestResponse, type TestServer } from '../support.ts';

export type Json = any;

/** The real app; rate-limit budgets raised so that the suite's many sign-ups and posts never meet a 429. */
export const startServer = (): Promise<TestServer> => getTestServer({ config: { rateLimitScale: 100 } });

/** A browser tab on the site: sends its cookies, and `Origin: <site>` on POST, PUT and DELETE. */
export class Browser {
  constructor(
    readonly server: TestServer,
    readonly agent: TestAgent = server.agent(),
  ) {}

  request(method: string, url: string, json?: unknown): Promise<TestResponse<Json>> {
    const headers: Record<string, string> =
      method === 'GET' ? {} : { origin: this.server.url, 'sec-fetch-site': 'same-origin' };
    return this.agent.request(method, url, json === undefined ? { headers } : { headers, json });
  }

  get = (url: string) => this.request('GET', url);
  post = (url: string, json?: unknown) => this.request('POST', url, json);
  put = (url: string, json?: unknown) => this.request('PUT', url, json);
  delete = (url: string) => this.request('DELETE', url);
}

export interface Account {
  browser: Browser;
  /** The user object that POST /api/login or /api/register answered. */
  user: Json;
  email: string;
  password: string;
}

let counter = 0;
/** Unique per process and call: usernames, emails and titles never collide inside one test database. */
export const unique = (prefix: string): string => `${prefix}${process.pid % 1000}x${Date.now() % 100000}x${++counter}`;

/** A reader signed up through POST /api/register, as the register tab does. */
export async function registerReader(server: TestServer): Promise<Account> {
  const browser = new Browser(server);
  const email = `${unique('reader')}@example.test`;
  const password = 'secret-pass-1';
  const response = await browser.post('/api/register', { email, password, username: unique('Reader') });
  expect(response.status, response.text).toBeGreaterThanOrEqual(200);
  expect(response.status, response.text).toBeLessThan(300);
  return { browser, user: response.body, email, password };
}

/**
 * An author (isAuthor true). How an account becomes an author is not shown by the SPEC, so the account row is
 * made by the factory; the sign-in itself goes through POST /api/login.
 */
export async function signedInAuthor(server: TestServer): Promise<Account> {
  const password = 'author-pass-123';
  const user: User = await buildUser(server.db.orm.em.fork(), { isAuthor: true, password });
  const browser = new Browser(server);
  const response = await browser.post('/api/login', { emailOrUsername: user.email, password });
  expect(response.status, response.text).toBe(200);
  return { browser, user: response.body, email: user.email, password };
}

/** The body the create-novel page sends (SPEC 7: title, description, genres, status, contentRating, authorId, coverImage). */
export function novelBody(author: Account, overrides: Record<string, unknown> = {}) {
  return {
    title: unique('Compat Novel '),
    description: 'A synopsis that is comfortably longer than twenty characters.',
    genres: ['Fantasy', 'Adventure'],
    status: 'published',
    contentRating: 'everyone',
    authorId: author.user.id,
    ...overrides,
  };
}

/** POST /api/novels as the author; answers the novel. */
export async function createNovel(author: Account, overrides: Record<string, unknown> = {}): Promise<Json> {
  const response = await author.browser.post('/api/novels', novelBody(author, overrides));
  expect(response.status, response.text).toBeGreaterThanOrEqual(200);
  expect(response.status, response.text).toBeLessThan(300);
  return response.body;
}

/** POST /api/novels/{novelId}/chapters as the add-chapter page sends it; answers the chapter. */
export async function createChapter(
  author: Account,
  novelId: number,
  overrides: Record<string, unknown> = {},
): Promise<Json> {
  const response = await author.browser.post(`/api/novels/${novelId}/chapters`, {
    novelId,
    title: unique('Chapter '),
    content: 'The first paragraph.\n\nThe second paragraph.',
    authorNote: null,
    status: 'published',
    ...overrides,
  });
  expect(response.status, response.text).toBeGreaterThanOrEqual(200);
  expect(response.status, response.text).toBeLessThan(300);
  return response.body;
}

/** A small JPEG as a data string, the way the cover cropper produces it (SPEC 5). */
export async function jpegDataUrl(): Promise<string> {
  const bytes = await sharp({ create: { width: 300, height: 450, channels: 3, background: '#345' } })
    .jpeg({ quality: 95 })
    .toBuffer();
  return `data:image/jpeg;base64,${bytes.toString('base64')}`;
}

// ---------------------------------------------------------------------------------------------------------------
// Wire checks (SPEC 3 fields, SPEC 8 errors)
// ---------------------------------------------------------------------------------------------------------------

export const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:?\d{2})$/;

export function expectOk(response: TestResponse<Json>): void {
  expect(response.status, response.text.slice(0, 300)).toBeGreaterThanOrEqual(200);
  expect(response.status, response.text.slice(0, 300)).toBeLessThan(300);
}

/** SPEC 8: a non-2xx answer is JSON with a string `message` (the client shows `{status}: {message}`). */
export function expectError(response: TestResponse<Json>, status: number | number[], message?: string | RegExp): void {
  const statuses = Array.isArray(status) ? status : [status];
  expect(statuses, `status ${response.status}: ${response.text.slice(0, 300)}`).toContain(response.status);
  expect(response.headers.get('content-type') ?? '', response.text.slice(0, 200)).toMatch(/^application\/json/);
  expect(response.body, response.text.slice(0, 200)).toEqual(expect.objectContaining({ message: expect.any(String) }));
  expect((response.body as { message: string }).message.trim()).not.toBe('');
  if (typeof message === 'string') expect(response.body.message).toContain(message);
  else if (message) expect(response.body.message).toMatch(message);
}

export const expectId = (value: unknown): void => {
  expect(Number.isInteger(value), `id ${JSON.stringify(value)}`).toBe(true);
  expect(value as number).toBeGreaterThan(0);
};
export const expectCount = (value: unknown): void => {
  expect(Number.isInteger(value), `count ${JSON.stringify(value)}`).toBe(true);
  expect(value as number).toBeGreaterThanOrEqual(0);
};
export const expectDate = (value: unknown): void => {
  expect(value).toEqual(expect.stringMatching(ISO_DATE));
  expect(Number.isNaN(Date.parse(value as string))).toBe(false);
};
export const expectOptionalDate = (value: unknown): void => {
  if (value !== null) expectDate(value);
};
/** Optional text: absent, null or a string. */
export const expectOptionalText = (value: unknown): void => {
  if (value !== undefined && value !== null) expect(typeof value).toBe('string');
};

/** averageRating: a numeric string such as '4.5' (the ranking shows it to 1 decimal), or null without reviews. */
export function expectAverageRating(value: unknown): void {
  if (value === null) return;
  expect(value).toEqual(expect.stringMatching(/^\d+(\.\d+)?$/));
}

/** The user object of GET /api/user, login and register (SPEC 3, wire fact 11). */
export function expectCurrentUser(user: Json): void {
  expectId(user.id);
  expect(typeof user.username).toBe('string');
  expect(typeof user.email).toBe('string');
  expect(typeof user.isAuthor).toBe('boolean');
}

/** A novel as lists and details carry it (SPEC 3). */
export function expectNovel(novel: Json): void {
  expectId(novel.id);
  expect(typeof novel.title).toBe('string');
  expect(typeof novel.description).toBe('string');
  expectId(novel.authorId);
  expectOptionalText(novel.coverImage);
  expect(Array.isArray(novel.genres)).toBe(true);
  for (const genre of novel.genres) expect(typeof genre).toBe('string');
  expect(['draft', 'published']).toContain(novel.status);
  expect(['everyone', 'teen', 'mature']).toContain(novel.contentRating);
  expectCount(novel.viewCount);
  expectCount(novel.bookmarkCount);
  expectCount(novel.reviewCount);
  expectAverageRating(novel.averageRating);
  expectDate(novel.createdAt);
  expectDate(novel.updatedAt);
}

/** A chapter read (SPEC 3, wire facts 1 and 3): content is TEXT. */
export function expectChapter(chapter: Json): void {
  expectId(chapter.id);
  expectId(chapter.novelId);
  expectId(chapter.chapterNumber);
  expect(typeof chapter.title).toBe('string');
  expect(typeof chapter.content).toBe('string');
  expectOptionalText(chapter.authorNote);
  expectCount(chapter.viewCount);
  expect(['draft', 'published']).toContain(chapter.status);
  expectDate(chapter.createdAt);
  expectDate(chapter.updatedAt);
  expectOptionalDate(chapter.publishedAt ?? null);
}

/** `user: { id, username }` embedded in reviews and comments. */
export function expectUserRef(user: Json): void {
  expect(user).toEqual(expect.objectContaining({ username: expect.any(String) }));
  expectId(user.id);
}

export function expectReview(review: Json): void {
  expectId(review.id);
  expectId(review.userId);
  expectId(review.novelId);
  expect(typeof review.content).toBe('string');
  expect(Number.isInteger(review.rating)).toBe(true);
  expect(review.rating).toBeGreaterThanOrEqual(1);
  expect(review.rating).toBeLessThanOrEqual(5);
  expectDate(review.createdAt);
  expectUserRef(review.user);
}

export function expectComment(comment: Json): void {
  expectId(comment.id);
  expectId(comment.userId);
  expectId(comment.chapterId);
  expect(typeof comment.content).toBe('string');
  expectCount(comment.likes);
  if (comment.parentId !== undefined && comment.parentId !== null) expectId(comment.parentId);
  expectDate(comment.createdAt);
}

/** Comments as a flat list: top-level items plus, depth first, any nested `replies`. */
export function flattenComments(items: Json[]): Json[] {
  const flat: Json[] = [];
  for (const item of items) {
    flat.push(item);
    if (Array.isArray(item.replies)) flat.push(...flattenComments(item.replies as Json[]));
  }
  return flat;
}

/** The values of one field of every item (ids, numbers) in order. */
export const pluck = (items: Json[], key: string): unknown[] => items.map((item: Json) => item[key] as unknown);
