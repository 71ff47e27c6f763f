/**
 * `Authorization: Bearer` on ordinary routes: the same policies as a cookie session, 401 for any bad token, the
 * CSRF guard skipped only for Bearer-only requests, and CORS for the studio's origin without credentials.
 */
import { MESSAGES } from '@inkshelf/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildChapter, buildNovel } from '../../../test/factories.ts';
import { getTestServer, type TestServer } from '../../../test/support.ts';
import { ApiToken, User } from '../../entities/index.ts';
import { signInForTokens, withBearer } from './token-test-support.ts';

let server: TestServer;
beforeAll(async () => {
  server = await getTestServer();
});
afterAll(() => server.close());

const E = MESSAGES.errors;
const em = () => server.db.orm.em.fork();
const STUDIO = 'app://studio';

/** A signed-in account with both a cookie client and a bearer token. */
async function person(isAuthor: boolean) {
  const signedIn = await server.signedIn({ isAuthor });
  const pair = await signInForTokens(server, signedIn.user.username, signedIn.password);
  return { ...signedIn, pair };
}

describe('Bearer access tokens on every route', () => {
  it('sign a request in as the token owner, on a read route and a write route', async () => {
    const author = await person(true);
    const me = await withBearer(server, author.pair.accessToken, 'GET', '/api/user');
    expect(me).toMatchObject({ status: 200, body: { id: author.user.id, username: author.user.username } });

    const created = await withBearer(server, author.pair.accessToken, 'POST', '/api/novels', {
      json: {
        title: 'Written from the studio',
        description: 'A description long enough to pass.',
        genres: ['Fantasy'],
      },
    });
    expect(created.status, created.text).toBe(201);
    expect(created.body.authorId).toBe(author.user.id);
  });

  it('get exactly what the same account gets by cookie: readers are refused author routes, only owners edit', async () => {
    const owner = await person(true);
    const reader = await person(false);
    const otherAuthor = await person(true);
    const fork = em();
    const novel = await buildNovel(fork, { author: fork.getReference(User, owner.user.id) });
    const draft = await buildChapter(fork, { novel, status: 'draft', publishedAt: null });
    const update = { title: 'Renamed by its owner', description: 'A description long enough to pass.' };

    const cases = [
      {
        who: reader,
        method: 'POST',
        url: '/api/novels',
        json: { ...update, title: 'Reader novel' },
        status: 403,
        message: E.authorRequired,
      },
      {
        who: otherAuthor,
        method: 'PUT',
        url: `/api/novels/${novel.id}`,
        json: update,
        status: 403,
        message: E.editOwnNovelsOnly,
      },
      { who: reader, method: 'GET', url: `/api/novels/${novel.id}/chapters/${draft.chapterNumber}`, status: 403 },
      { who: owner, method: 'GET', url: `/api/novels/${novel.id}/chapters/${draft.chapterNumber}`, status: 200 },
      { who: owner, method: 'PUT', url: `/api/novels/${novel.id}`, json: update, status: 200 },
    ];
    for (const { who, method, url, json, status, message } of cases) {
      const byToken = await withBearer(server, who.pair.accessToken, method, url, { json });
      const headers = { origin: server.url, 'sec-fetch-site': 'same-origin' };
      const byCookie = await who.agent.request(method, url, { json, headers });
      expect([byToken.status, byCookie.status], `${method} ${url}: ${byToken.text.slice(0, 200)}`).toEqual([
        status,
        status,
      ]);
      if (message) expect([byToken.body.message, byCookie.body.message]).toEqual([message, message]);
    }
  });

  it('answer 401 "Invalid or expired access token" for garbage, expired and revoked tokens, never signed out', async () => {
    const reader = await person(false);
    const second = await signInForTokens(server, reader.user.username, reader.password);
    const third = await signInForTokens(server, reader.user.username, reader.password);
    await em().nativeUpdate(ApiToken, { id: second.token.id }, { accessExpiresAt: new Date(Date.now() - 1000) });
    await server.request('POST', '/api/tokens/revoke', { json: { refreshToken: third.refreshToken } });

    const bad = [
      'garbage',
      '',
      `isa_${'A'.repeat(43)}`,
      second.accessToken, // expired
      third.accessToken, // revoked
      reader.pair.refreshToken, // a refresh token is not an access token
    ];
    for (const token of bad) {
      // A public route too: a client must learn that its token is dead rather than read as a visitor.
      for (const url of ['/api/user', '/api/novels/latest']) {
        const response = await server.request('GET', url, { headers: { authorization: `Bearer ${token}` } });
        expect(response, `${token} on ${url}`).toMatchObject({ status: 401, body: { message: E.invalidAccessToken } });
      }
    }
    const noToken = await server.request('GET', '/api/user', { headers: { authorization: 'Bearer' } });
    expect(noToken).toMatchObject({ status: 401, body: { message: E.invalidAccessToken } });
    // A bad bearer also wins over a good session cookie.
    const mixed = await reader.agent.request('GET', '/api/user', { headers: { authorization: 'Bearer garbage' } });
    expect(mixed.status).toBe(401);
    // Other schemes are not ours: ignored.
    const basic = await server.request('GET', '/api/novels/latest', {
      headers: { authorization: 'Basic dXNlcjpwYXNz' },
    });
    expect(basic.status).toBe(200);
  });
});

describe('CSRF guard and Bearer requests', () => {
  const hostile = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };

  it('does not apply to a Bearer-only request, whatever its Origin', async () => {
    const author = await person(true);
    const response = await withBearer(server, author.pair.accessToken, 'PUT', '/api/users/me/username', {
      json: { username: `bearer_${Date.now().toString(36)}` },
      headers: hostile,
    });
    expect(response.status, response.text).toBe(200);
  });

  it('still applies when the session cookie comes along with the Bearer header', async () => {
    const author = await person(true);
    const response = await author.agent.request('PUT', '/api/users/me/username', {
      json: { username: 'hijacked_name' },
      headers: { ...hostile, authorization: `Bearer ${author.pair.accessToken}` },
    });
    expect(response).toMatchObject({ status: 403, body: { message: E.csrfRejected } });
    const cookieOnly = await author.agent.request('PUT', '/api/users/me/username', {
      json: { username: 'hijacked_name' },
      headers: hostile,
    });
    expect(cookieOnly).toMatchObject({ status: 403, body: { message: E.csrfRejected } });
  });
});

describe('CORS for the studio', () => {
  const preflight = (origin: string, url = '/api/novels') =>
    server.request('OPTIONS', url, {
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type',
      },
    });

  it("answers the studio origin's preflight, without credentials", async () => {
    const response = await preflight(STUDIO);
    expect(response.status).toBe(204);
    expect(Object.fromEntries(response.headers)).toMatchObject({
      'access-control-allow-origin': STUDIO,
      'access-control-allow-methods': 'GET, POST, PUT, DELETE',
      'access-control-allow-headers': 'Authorization, Content-Type, If-None-Match',
      'access-control-max-age': '600',
    });
    expect(response.headers.get('vary')).toMatch(/Origin/);
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
    expect((await preflight(STUDIO, '/api/tokens/42')).status).toBe(204);
  });

  it('names the studio origin on answers, errors included, and exposes ETag', async () => {
    const author = await person(true);
    for (const response of [
      await withBearer(server, author.pair.accessToken, 'GET', '/api/user', { headers: { origin: STUDIO } }),
      await withBearer(server, 'garbage', 'GET', '/api/user', { headers: { origin: STUDIO } }),
      await server.request('POST', '/api/tokens', {
        json: { emailOrUsername: 'x', password: 'y' },
        headers: { origin: STUDIO },
      }),
    ]) {
      expect(response.headers.get('access-control-allow-origin')).toBe(STUDIO);
      expect(response.headers.get('access-control-expose-headers')).toBe('ETag');
      expect(response.headers.get('vary')).toMatch(/Origin/);
      expect(response.headers.get('access-control-allow-credentials')).toBeNull();
    }
  });

  it('gives any other origin no CORS headers at all', async () => {
    for (const origin of ['https://evil.example', 'null', 'app://studio.evil', server.url]) {
      const answers = [
        await preflight(origin),
        await server.request('GET', '/api/novels/latest', { headers: { origin } }),
      ];
      for (const response of answers) {
        const cors = [...response.headers.keys()].filter((name) => name.startsWith('access-control-'));
        expect(cors, origin).toEqual([]);
      }
    }
  });

  it('follows STUDIO_ORIGINS', async () => {
    const custom = await getTestServer({ config: { studioOrigins: ['https://studio.example'] } });
    try {
      const allowed = await custom.request('GET', '/api/health', { headers: { origin: 'https://studio.example' } });
      expect(allowed.headers.get('access-control-allow-origin')).toBe('https://studio.example');
      const old = await custom.request('GET', '/api/health', { headers: { origin: STUDIO } });
      expect(old.headers.get('access-control-allow-origin')).toBeNull();
    } finally {
      await custom.close();
    }
  });
});
