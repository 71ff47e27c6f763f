/**
 * Body limits per call (issue 38): a few KB for the small calls, megabytes only where a chapter's text, a cover or a
 * notice goes, through the real app.
 */
import { BODY_LIMITS, ENDPOINTS } from '@inkshelf/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { User } from '../entities/index.ts';
import { buildNovel } from '../../test/factories.ts';
import { getTestServer, type TestServer } from '../../test/support.ts';
import { bodyLimitOf } from './body-limits.ts';

let server: TestServer;
beforeAll(async () => {
  server = await getTestServer();
});
afterAll(() => server.close());

const over = (kb: number) => ({ message: `Request body is larger than the ${kb} KB this call takes` });
/** A JSON object of about `bytes` bytes. */
const sized = (bytes: number, fields: Record<string, unknown> = {}) =>
  JSON.stringify({ ...fields, pad: 'x'.repeat(bytes) });

describe('bodyLimitOf', () => {
  const limitOf = bodyLimitOf();
  const ctx = (method: string, path: string, headers: Record<string, string> = {}) =>
    ({
      method,
      path,
      cookies: { get: (name: string) => headers[`cookie:${name}`] },
      get: (name: string) => headers[name] ?? '',
    }) as never;

  it('gives the calls that carry a document 4 MB, whatever the case of the path', () => {
    expect(limitOf(ctx('PUT', '/api/novels/12/chapters/3'))).toBe(BODY_LIMITS.document);
    expect(limitOf(ctx('POST', '/API/Novels/12/Chapters/'))).toBe(BODY_LIMITS.document);
    expect(limitOf(ctx('PUT', '/api/novels/12'))).toBe(BODY_LIMITS.document);
    expect(limitOf(ctx('POST', '/api/takedowns'))).toBe(BODY_LIMITS.notice);
  });

  it('gives any other call 64 KB signed in (cookie or token) and 16 KB signed out', () => {
    expect(limitOf(ctx('POST', '/api/login'))).toBe(BODY_LIMITS.signedOut);
    expect(limitOf(ctx('POST', '/api/novels/12/reviews', { 'cookie:inkshelf.sid': 'x' }))).toBe(BODY_LIMITS.signedIn);
    expect(limitOf(ctx('POST', '/api/chapters/4/comments', { authorization: 'Bearer abc' }))).toBe(
      BODY_LIMITS.signedIn,
    );
    // Another method on a document path is a small call.
    expect(limitOf(ctx('POST', '/api/novels/12'))).toBe(BODY_LIMITS.signedOut);
  });

  it('names only calls that take a body', () => {
    for (const endpoint of Object.values(ENDPOINTS) as { body?: unknown; bodyLimit?: string }[]) {
      if (endpoint.bodyLimit) expect(endpoint.body).toBeDefined();
    }
  });
});

describe('the limits in the app', () => {
  it('refuses a sign-in over 16 KB with 413, and four million brackets before reading them all', async () => {
    const big = await server.request('POST', '/api/login', {
      json: JSON.parse(sized(17 * 1024, { emailOrUsername: 'x', password: 'y' })) as object,
    });
    expect(big).toMatchObject({ status: 413, body: over(16) });
    const brackets = await server.request('POST', '/api/login', {
      body: '['.repeat(4_000_000),
      headers: { 'content-type': 'application/json' },
    });
    expect(brackets).toMatchObject({ status: 413, body: over(16) });
    const small = await server.request('POST', '/api/login', {
      json: { emailOrUsername: 'nobody', password: 'wrong-password' },
    });
    expect(small.status).toBe(401);
  });

  it('takes a long comment signed in, and refuses 65 KB', async () => {
    const { agent } = await server.signedIn();
    const tooBig = await agent.request('POST', '/api/chapters/1/comments', {
      json: JSON.parse(sized(65 * 1024, { content: 'hi' })) as object,
    });
    expect(tooBig).toMatchObject({ status: 413, body: over(64) });
    // 5,000 characters written as \u escapes: 30 KB of JSON, under the limit (the chapter is missing: 404).
    const escaped = `{"content":"${'\\u00e9'.repeat(5_000)}"}`;
    const long = await agent.request('POST', '/api/chapters/999999/comments', {
      body: escaped,
      headers: { 'content-type': 'application/json' },
    });
    expect(long.status).toBe(404);
  });

  it('takes a chapter of a megabyte from its author', async () => {
    const { user, agent } = await server.signedIn({ isAuthor: true });
    const em = server.db.orm.em.fork();
    const novel = await buildNovel(em, { author: em.getReference(User, user.id) });
    const content = 'The tide came in over the causeway. '.repeat(13_000);
    const created = await agent.request('POST', `/api/novels/${novel.id}/chapters`, {
      json: { title: 'A Long Tide', content, status: 'published' },
    });
    expect(created.status, created.text).toBe(201);
    expect(created.body).toMatchObject({ title: 'A Long Tide' });
  });

  it('takes a notice of 100 KB and refuses 130 KB', async () => {
    const notice = await server.request('POST', '/api/takedowns', { json: JSON.parse(sized(100 * 1024)) as object });
    expect(notice.status).toBe(400);
    const tooBig = await server.request('POST', '/api/takedowns', { json: JSON.parse(sized(130 * 1024)) as object });
    expect(tooBig).toMatchObject({ status: 413, body: over(128) });
  });
});
