/**
 * Compatibility: the error rule of SPEC section 8. The original client reads any failure as `{status}: {message}` from
 * a JSON body, so every non-2xx answer of every row of section 7 that can fail must be JSON `{ message }` with a
 * sensible status; plus wire fact 8 (integers are JSON numbers) and the body rules of section 7.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../support.ts';
import {
  Browser,
  createChapter,
  createNovel,
  expectError,
  expectOk,
  pluck,
  registerReader,
  signedInAuthor,
  startServer,
  type Account,
  type Json,
} from './compat-support.ts';

let server: TestServer;
let author: Account;
let reader: Account;
let otherAuthor: Account;
let visitor: Browser;
let novel: Json;
let chapter: Json;
let comment: Json;
let reviewId: number;
beforeAll(async () => {
  server = await startServer();
  author = await signedInAuthor(server);
  otherAuthor = await signedInAuthor(server);
  reader = await registerReader(server);
  visitor = new Browser(server);
  novel = await createNovel(author);
  chapter = await createChapter(author, novel.id, { chapterNumber: 1 });
  const posted = await reader.browser.post(`/api/chapters/${chapter.id}/comments`, { content: 'A comment.' });
  expectOk(posted);
  comment = posted.body;
  expectOk(await reader.browser.post(`/api/novels/${novel.id}/reviews`, { content: 'A review.', rating: 4 }));
  reviewId = (await reader.browser.get(`/api/novels/${novel.id}/reviews/user`)).body.id as number;
});
afterAll(() => server.close());

const MISSING = 987654321;
/** [the SPEC 7 row, the concrete URL, the body]: URLs and bodies are built once the fixtures exist. */
type Call = [row: string, url: () => string, body?: () => unknown];
const methodOf = (row: string): string => row.split(' ')[0]!;

const chapterBody = () => ({ novelId: novel.id, title: 'T', content: 'C', chapterNumber: 5, status: 'published' });
const novelUpdate = () => ({
  title: 'A new title',
  description: novel.description,
  genres: ['Fantasy'],
  status: 'draft',
});

describe('signed-out callers get 401 with a JSON message', () => {
  const calls: Call[] = [
    ['GET /api/user', () => '/api/user'],
    ['PUT /api/users/me/username', () => '/api/users/me/username', () => ({ username: 'Someone123' })],
    [
      'PUT /api/users/me/password',
      () => '/api/users/me/password',
      () => ({ currentPassword: 'x', newPassword: 'long-enough-1' }),
    ],
    [
      'POST /api/novels',
      () => '/api/novels',
      () => ({ title: 'Title', description: novel.description, genres: ['A'] }),
    ],
    ['PUT /api/novels/{id}', () => `/api/novels/${novel.id}`, novelUpdate],
    ['DELETE /api/novels/{id}', () => `/api/novels/${novel.id}`],
    ['POST /api/novels/{novelId}/chapters', () => `/api/novels/${novel.id}/chapters`, chapterBody],
    [
      'PUT /api/novels/{novelId}/chapters/{chapterNumber}',
      () => `/api/novels/${novel.id}/chapters/1`,
      () => ({ ...chapterBody(), chapterNumber: 1 }),
    ],
    ['PUT /api/chapters/{id}/publish', () => `/api/chapters/${chapter.id}/publish`],
    ['DELETE /api/chapters/{id}', () => `/api/chapters/${chapter.id}`],
    ['GET /api/novels/{id}/reviews/user', () => `/api/novels/${novel.id}/reviews/user`],
    ['POST /api/novels/{id}/reviews', () => `/api/novels/${novel.id}/reviews`, () => ({ content: 'x', rating: 5 })],
    ['DELETE /api/reviews/{id}', () => `/api/reviews/${reviewId}`],
    ['POST /api/chapters/{chapterId}/comments', () => `/api/chapters/${chapter.id}/comments`, () => ({ content: 'x' })],
    ['DELETE /api/comments/{commentId}', () => `/api/comments/${comment.id}`],
    ['GET /api/authors/{authorId}/comments', () => `/api/authors/${author.user.id}/comments`],
    ['GET /api/bookmarks', () => '/api/bookmarks'],
    ['GET /api/bookmarks/{novelId}', () => `/api/bookmarks/${novel.id}`],
    ['POST /api/bookmarks', () => '/api/bookmarks', () => ({ novelId: novel.id })],
    ['DELETE /api/bookmarks/{novelId}', () => `/api/bookmarks/${novel.id}`],
    ['GET /api/novels/{id}/reading-history', () => `/api/novels/${novel.id}/reading-history`],
    ['GET /api/reading-progress/latest', () => '/api/reading-progress/latest'],
    ['GET /api/reading-progress/recent?limit=50', () => '/api/reading-progress/recent?limit=50'],
    [
      'POST /api/reading-progress',
      () => '/api/reading-progress',
      () => ({ novelId: novel.id, chapterId: chapter.id, progress: 5 }),
    ],
  ];
  it.each(calls)('%s', async (row, url, body) => {
    expectError(await visitor.request(methodOf(row), url(), body?.()), 401);
  });
});

describe('callers who may not act get 403 with a JSON message', () => {
  const calls: Call[] = [
    ['PUT /api/novels/{id}', () => `/api/novels/${novel.id}`, novelUpdate],
    ['DELETE /api/novels/{id}', () => `/api/novels/${novel.id}`],
    ['POST /api/novels/{novelId}/chapters', () => `/api/novels/${novel.id}/chapters`, chapterBody],
    [
      'PUT /api/novels/{novelId}/chapters/{chapterNumber}',
      () => `/api/novels/${novel.id}/chapters/1`,
      () => ({ ...chapterBody(), chapterNumber: 1 }),
    ],
    ['PUT /api/chapters/{id}/publish', () => `/api/chapters/${chapter.id}/publish`],
    ['DELETE /api/chapters/{id}', () => `/api/chapters/${chapter.id}`],
  ];
  it.each(calls)('%s, as a reader and as another author', async (row, url, body) => {
    expectError(await reader.browser.request(methodOf(row), url(), body?.()), 403);
    expectError(await otherAuthor.browser.request(methodOf(row), url(), body?.()), 403);
  });

  it('POST /api/novels by a reader who is not an author', async () => {
    const body = { title: 'Reader novel', description: novel.description, genres: ['Fantasy'], status: 'draft' };
    expectError(await reader.browser.post('/api/novels', body), 403);
  });

  it("DELETE of someone else's review or comment", async () => {
    expectError(await otherAuthor.browser.delete(`/api/reviews/${reviewId}`), 403);
    expectError(await otherAuthor.browser.delete(`/api/comments/${comment.id}`), 403);
  });
});

describe('missing things get 404 with a JSON message', () => {
  const calls: Call[] = [
    ['GET /api/users/{id}', () => `/api/users/${MISSING}`],
    ['GET /api/users/by-username/{username}', () => '/api/users/by-username/no-such-user-here'],
    ['GET /api/novels/{id}', () => `/api/novels/${MISSING}`],
    ['GET /api/novels/name/{name}', () => '/api/novels/name/No%20such%20novel%20at%20all'],
    ['PUT /api/novels/{id}', () => `/api/novels/${MISSING}`, novelUpdate],
    ['DELETE /api/novels/{id}', () => `/api/novels/${MISSING}`],
    ['GET /api/novels/{id}/chapters', () => `/api/novels/${MISSING}/chapters`],
    [
      'GET /api/novels/{novelId}/chapters/{chapterNumber or chapterId}',
      () => `/api/novels/${novel.id}/chapters/${MISSING}`,
    ],
    [
      'POST /api/novels/{novelId}/chapters',
      () => `/api/novels/${MISSING}/chapters`,
      () => ({ ...chapterBody(), novelId: MISSING }),
    ],
    [
      'PUT /api/novels/{novelId}/chapters/{chapterNumber}',
      () => `/api/novels/${novel.id}/chapters/77`,
      () => ({ ...chapterBody(), chapterNumber: 77 }),
    ],
    ['PUT /api/chapters/{id}/publish', () => `/api/chapters/${MISSING}/publish`],
    ['DELETE /api/chapters/{id}', () => `/api/chapters/${MISSING}`],
    ['GET /api/novels/{id}/reviews', () => `/api/novels/${MISSING}/reviews`],
    ['POST /api/novels/{id}/reviews', () => `/api/novels/${MISSING}/reviews`, () => ({ content: 'x', rating: 5 })],
    ['DELETE /api/reviews/{id}', () => `/api/reviews/${MISSING}`],
    ['GET /api/chapters/{chapterId}/comments', () => `/api/chapters/${MISSING}/comments`],
    ['POST /api/chapters/{chapterId}/comments', () => `/api/chapters/${MISSING}/comments`, () => ({ content: 'x' })],
    ['DELETE /api/comments/{commentId}', () => `/api/comments/${MISSING}`],
    ['GET /api/comments/{id}/liked', () => `/api/comments/${MISSING}/liked`],
    ['POST /api/bookmarks', () => '/api/bookmarks', () => ({ novelId: MISSING })],
  ];
  it.each(calls)('%s', async (row, url, body) => {
    expectError(await author.browser.request(methodOf(row), url(), body?.()), 404);
  });

  it('an unknown /api path is a JSON 404, never the HTML page, even when the caller accepts HTML', async () => {
    expectError(await visitor.get('/api/no-such-endpoint'), 404);
    const html = await visitor.agent.request('GET', '/api/no-such-endpoint', { headers: { accept: 'text/html' } });
    expectError(html, 404);
  });
});

describe('bad input gets 400 with a JSON message', () => {
  /** A field named as written ('chapterNumber') or in words ('Chapter number'). */
  const naming = (field: string) => new RegExp(field.replace(/([a-z])([A-Z])/g, '$1 ?$2'), 'i');
  const fieldCases: [field: string, row: string, url: () => string, body: () => Record<string, unknown>][] = [
    [
      'rating',
      'POST /api/novels/{id}/reviews',
      () => `/api/novels/${novel.id}/reviews`,
      () => ({ content: 'x', rating: '5' }),
    ],
    [
      'progress',
      'POST /api/reading-progress',
      () => '/api/reading-progress',
      () => ({ novelId: novel.id, chapterId: chapter.id, progress: '50' }),
    ],
    [
      'chapterId',
      'POST /api/reading-progress',
      () => '/api/reading-progress',
      () => ({ novelId: novel.id, chapterId: String(chapter.id), progress: 5 }),
    ],
    [
      'novelId',
      'POST /api/reading-progress',
      () => '/api/reading-progress',
      () => ({ novelId: String(novel.id), chapterId: chapter.id, progress: 5 }),
    ],
    ['novelId', 'POST /api/bookmarks', () => '/api/bookmarks', () => ({ novelId: String(novel.id) })],
    [
      'chapterNumber',
      'POST /api/novels/{novelId}/chapters',
      () => `/api/novels/${novel.id}/chapters`,
      () => ({ ...chapterBody(), chapterNumber: '3' }),
    ],
    [
      'chapterNumber',
      'PUT /api/novels/{novelId}/chapters/{chapterNumber}',
      () => `/api/novels/${novel.id}/chapters/1`,
      () => ({ ...chapterBody(), chapterNumber: '1' }),
    ],
    [
      'parentId',
      'POST /api/chapters/{chapterId}/comments',
      () => `/api/chapters/${chapter.id}/comments`,
      () => ({ content: 'x', parentId: String(comment.id) }),
    ],
  ];
  it.each(fieldCases)(
    '%s sent as a string to %s is refused, and the message names the field (wire fact 8)',
    async (field, row, url, body) => {
      const response = await author.browser.request(methodOf(row), url(), body());
      expectError(response, 400);
      expect(response.body.message).toMatch(naming(field));
    },
  );

  it('refused bodies changed nothing', async () => {
    expect((await author.browser.get(`/api/novels/${novel.id}/reviews/user`)).body).toBeNull();
    expect((await author.browser.get('/api/bookmarks')).body).toEqual([]);
    expect(pluck((await visitor.get(`/api/novels/${novel.id}/chapters`)).body as Json[], 'chapterNumber')).toEqual([1]);
  });

  it('a malformed JSON body is a 400 JSON answer', async () => {
    const response = await reader.browser.agent.request('POST', '/api/bookmarks', {
      headers: { origin: server.url, 'content-type': 'application/json' },
      body: '{"novelId": ',
    });
    expectError(response, 400);
  });

  it('a login body that is not JSON is refused with a JSON message (400 or 415)', async () => {
    const response = await server.request('POST', '/api/login', {
      headers: { 'content-type': 'text/plain', origin: server.url },
      body: 'emailOrUsername=a&password=b',
    });
    expectError(response, [400, 415]);
  });

  it('an id in the path that is not a number is 400 or 404, never 5xx', async () => {
    expectError(await visitor.get('/api/novels/abc/chapters'), [400, 404]);
    expectError(await author.browser.delete('/api/chapters/abc'), [400, 404]);
    expectError(await visitor.get('/api/users/abc'), [400, 404]);
  });
});
