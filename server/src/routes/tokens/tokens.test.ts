import { MESSAGES, TokenInfoSchema, TokenPairSchema } from '@inkshelf/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { getTestServer, type TestServer } from '../../../test/support.ts';
import { ApiToken, PasswordResetToken } from '../../entities/index.ts';
import { ACCESS_TOKEN_TTL_MS, REFRESH_TOKEN_TTL_MS } from '../../services/api-tokens.ts';
import { signInForTokens, withBearer } from './token-test-support.ts';
import crypto from 'node:crypto';

let server: TestServer;
beforeAll(async () => {
  server = await getTestServer();
});
afterAll(() => server.close());

const E = MESSAGES.errors;
const em = () => server.db.orm.em.fork();
const near = (iso: string, expected: number) => expect(Math.abs(Date.parse(iso) - expected)).toBeLessThan(10_000);

describe('POST /api/tokens', () => {
  it('signs in by username or email and answers 201 with a token pair, the token and the user', async () => {
    const { user, password } = await server.signedIn();
    const pair = await signInForTokens(server, user.email.toUpperCase(), password, '  Laptop  ');
    expect(pair.accessToken).toMatch(/^isa_[\w-]{43}$/);
    expect(pair.refreshToken).toMatch(/^isr_[\w-]{65}$/);
    near(pair.accessExpiresAt, Date.now() + ACCESS_TOKEN_TTL_MS);
    near(pair.refreshExpiresAt, Date.now() + REFRESH_TOKEN_TTL_MS);
    expect(pair.token).toMatchObject({ deviceName: 'Laptop', lastUsedAt: null, current: true });
    expect(pair.token.expiresAt).toBe(pair.refreshExpiresAt);
    expect(pair.user).toMatchObject({ id: user.id, username: user.username, email: user.email });
    expect(pair.user.lastLoginAt).not.toBeNull();

    const byName = await signInForTokens(server, user.username, password);
    expect(byName.token.deviceName).toBe('Inkshelf Studio');
    expect(byName.token.id).not.toBe(pair.token.id);
  });

  it('stores only SHA-256 hashes, never a token', async () => {
    const { user, password } = await server.signedIn();
    const pair = await signInForTokens(server, user.username, password);
    const rows = await em().getConnection().execute('select * from api_tokens where user_id = ?', [user.id]);
    const dump = JSON.stringify(rows);
    expect(rows).toHaveLength(1);
    expect(dump).not.toContain(pair.accessToken);
    expect(dump).not.toContain(pair.refreshToken);
    expect(dump).not.toContain(pair.accessToken.slice(4));
    expect(dump).not.toContain(pair.refreshToken.slice(4, 26)); // the family key
    const sha = (text: string) => crypto.createHash('sha256').update(text).digest('hex');
    expect(rows[0]).toMatchObject({ access_hash: sha(pair.accessToken), refresh_hash: sha(pair.refreshToken) });
  });

  it('answers a wrong password or unknown account exactly like POST /api/login', async () => {
    const { user } = await server.signedIn();
    for (const emailOrUsername of [user.username, 'nobody-here']) {
      const body = { emailOrUsername, password: 'wrong password' };
      const viaTokens = await server.request('POST', '/api/tokens', { json: body });
      const viaLogin = await server.request('POST', '/api/login', { json: body });
      expect(viaTokens).toMatchObject({ status: 401, body: { message: E.invalidCredentials } });
      expect(viaLogin.body).toEqual(viaTokens.body);
    }
    expect(await em().count(ApiToken, { user: user.id })).toBe(0);
  });

  it('shares the failed sign-in budget with POST /api/login', async () => {
    const { user, password } = await server.signedIn();
    const wrong = { emailOrUsername: user.username, password: 'not it' };
    for (let i = 0; i < 3; i++) expect((await server.request('POST', '/api/login', { json: wrong })).status).toBe(401);
    for (let i = 0; i < 2; i++) expect((await server.request('POST', '/api/tokens', { json: wrong })).status).toBe(401);
    const blocked = await server.request('POST', '/api/tokens', { json: { ...wrong, password } });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe('Too many failed sign-in attempts. Please wait and try again.');
    expect(blocked.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await server.request('POST', '/api/login', { json: { ...wrong, password } })).status).toBe(429);
  });

  it.each([
    [{ emailOrUsername: 'someone', password: 'x', deviceName: '' }, MESSAGES.validation.deviceNameInvalid],
    [{ emailOrUsername: 'someone', password: 'x', deviceName: 'd'.repeat(101) }, MESSAGES.validation.deviceNameInvalid],
    [{ emailOrUsername: 'someone', password: 'x', deviceName: 7 }, MESSAGES.validation.deviceNameInvalid],
    [{ emailOrUsername: 'someone' }, MESSAGES.validation.passwordRequired],
    [{ password: 'x' }, MESSAGES.validation.emailOrUsernameRequired],
  ])('answers 400 for %j', async (json, message) => {
    const response = await server.request('POST', '/api/tokens', { json });
    expect(response).toMatchObject({ status: 400, body: { message } });
  });
});

describe('POST /api/tokens/refresh', () => {
  it('rotates both tokens and pushes the refresh expiry back; the old refresh and access tokens stop working', async () => {
    const { user, password } = await server.signedIn();
    const first = await signInForTokens(server, user.username, password);
    await em().nativeUpdate(ApiToken, { id: first.token.id }, { refreshExpiresAt: new Date(Date.now() + 60_000) });

    const response = await server.request('POST', '/api/tokens/refresh', {
      json: { refreshToken: first.refreshToken },
    });
    expect(response.status, response.text).toBe(200);
    const second = TokenPairSchema.parse(response.body);
    expect(second.accessToken).not.toBe(first.accessToken);
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect(second.refreshToken.slice(0, 26)).toBe(first.refreshToken.slice(0, 26));
    expect(second.token).toMatchObject({ id: first.token.id, current: true });
    expect(second.token.lastUsedAt).not.toBeNull();
    expect(second.user.id).toBe(user.id);
    near(second.refreshExpiresAt, Date.now() + REFRESH_TOKEN_TTL_MS);

    expect((await withBearer(server, first.accessToken, 'GET', '/api/user')).status).toBe(401);
    expect((await withBearer(server, second.accessToken, 'GET', '/api/user')).body.id).toBe(user.id);
  });

  it('revokes the whole family when a rotated refresh token comes back (theft detection)', async () => {
    const { user, password } = await server.signedIn();
    const other = await signInForTokens(server, user.username, password, 'Other device');
    const first = await signInForTokens(server, user.username, password);
    const second = (await server.request('POST', '/api/tokens/refresh', { json: { refreshToken: first.refreshToken } }))
      .body;

    const replay = await server.request('POST', '/api/tokens/refresh', { json: { refreshToken: first.refreshToken } });
    expect(replay).toMatchObject({ status: 401, body: { message: E.invalidRefreshToken } });
    // The thief's replay also ended the legitimate holder's newer tokens...
    expect((await withBearer(server, second.accessToken, 'GET', '/api/user')).status).toBe(401);
    const again = await server.request('POST', '/api/tokens/refresh', { json: { refreshToken: second.refreshToken } });
    expect(again.status).toBe(401);
    // ...but not the user's other apps.
    expect((await withBearer(server, other.accessToken, 'GET', '/api/user')).status).toBe(200);
  });

  it('refuses unknown, malformed, access and expired tokens with 401', async () => {
    const { user, password } = await server.signedIn();
    const pair = await signInForTokens(server, user.username, password);
    const forged = `isr_${'A'.repeat(65)}`;
    for (const refreshToken of ['garbage', forged, pair.accessToken]) {
      const response = await server.request('POST', '/api/tokens/refresh', { json: { refreshToken } });
      expect(response).toMatchObject({ status: 401, body: { message: E.invalidRefreshToken } });
    }
    await em().nativeUpdate(ApiToken, { id: pair.token.id }, { refreshExpiresAt: new Date(Date.now() - 1000) });
    const expired = await server.request('POST', '/api/tokens/refresh', { json: { refreshToken: pair.refreshToken } });
    expect(expired.status).toBe(401);
    expect(await em().count(ApiToken, { id: pair.token.id })).toBe(0); // swept
    expect((await server.request('POST', '/api/tokens/refresh', { json: {} })).status).toBe(400);
  });

  it('ignores a stale Authorization header (clients refresh because their access token expired)', async () => {
    const { user, password } = await server.signedIn();
    const pair = await signInForTokens(server, user.username, password);
    const response = await withBearer(server, 'isa_expired', 'POST', '/api/tokens/refresh', {
      json: { refreshToken: pair.refreshToken },
    });
    expect(response.status).toBe(200);
  });
});

describe('POST /api/tokens/revoke', () => {
  it('ends the family of a refresh token, and answers 200 for unknown tokens too', async () => {
    const { user, password } = await server.signedIn();
    const pair = await signInForTokens(server, user.username, password);
    const response = await server.request('POST', '/api/tokens/revoke', { json: { refreshToken: pair.refreshToken } });
    expect(response).toMatchObject({ status: 200, body: { message: E.tokenRevoked } });
    expect((await withBearer(server, pair.accessToken, 'GET', '/api/user')).status).toBe(401);
    expect((await server.request('POST', '/api/tokens/refresh', { json: pair }))?.status).toBe(401);
    for (const refreshToken of [pair.refreshToken, 'never issued']) {
      const again = await server.request('POST', '/api/tokens/revoke', { json: { refreshToken } });
      expect(again).toMatchObject({ status: 200, body: { message: E.tokenRevoked } });
    }
  });
});

describe('GET /api/tokens and DELETE /api/tokens/{id}', () => {
  it("lists the caller's live tokens newest first, by cookie or bearer, marking the current one", async () => {
    const { user, password, agent } = await server.signedIn();
    const older = await signInForTokens(server, user.username, password, 'Old laptop');
    const newer = await signInForTokens(server, user.username, password, 'Studio');
    const expired = await signInForTokens(server, user.username, password, 'Expired');
    await em().nativeUpdate(ApiToken, { id: expired.token.id }, { refreshExpiresAt: new Date(Date.now() - 1) });
    await signInForTokens(server, (await server.signedIn()).user.username, 'correct horse battery');

    const byCookie = await agent.request('GET', '/api/tokens');
    expect(byCookie.status).toBe(200);
    const list = z.array(TokenInfoSchema).parse(byCookie.body);
    expect(list.map((token) => [token.id, token.deviceName, token.current])).toEqual([
      [newer.token.id, 'Studio', false],
      [older.token.id, 'Old laptop', false],
    ]);
    expect(byCookie.headers.get('cache-control')).toBe('no-store');

    const byBearer = z
      .array(TokenInfoSchema)
      .parse((await withBearer(server, older.accessToken, 'GET', '/api/tokens')).body);
    expect(byBearer.map((token) => token.current)).toEqual([false, true]);
    expect(byBearer[1]!.lastUsedAt).not.toBeNull();
    expect((await server.request('GET', '/api/tokens')).status).toBe(401);
  });

  it('writes lastUsedAt at most once a minute', async () => {
    const { user, password } = await server.signedIn();
    const pair = await signInForTokens(server, user.username, password);
    await withBearer(server, pair.accessToken, 'GET', '/api/user');
    const first = (await em().findOneOrFail(ApiToken, pair.token.id)).lastUsedAt;
    expect(first).not.toBeNull();
    await withBearer(server, pair.accessToken, 'GET', '/api/user');
    expect((await em().findOneOrFail(ApiToken, pair.token.id)).lastUsedAt).toEqual(first);
    const aMinuteAgo = new Date(Date.now() - 61_000);
    await em().nativeUpdate(ApiToken, { id: pair.token.id }, { lastUsedAt: aMinuteAgo });
    await withBearer(server, pair.accessToken, 'GET', '/api/user');
    const later = (await em().findOneOrFail(ApiToken, pair.token.id)).lastUsedAt!;
    expect(later.getTime()).toBeGreaterThan(aMinuteAgo.getTime() + 30_000);
  });

  it('lets the owner revoke a token; anyone else gets 404', async () => {
    const owner = await server.signedIn();
    const pair = await signInForTokens(server, owner.user.username, owner.password);
    const stranger = await server.signedIn({ isAuthor: true });
    const strangerPair = await signInForTokens(server, stranger.user.username, stranger.password);
    for (const response of [
      await stranger.agent.request('DELETE', `/api/tokens/${pair.token.id}`),
      await withBearer(server, strangerPair.accessToken, 'DELETE', `/api/tokens/${pair.token.id}`),
      await owner.agent.request('DELETE', '/api/tokens/2147483647'),
    ]) {
      expect(response).toMatchObject({ status: 404, body: { message: E.tokenNotFound } });
    }
    expect((await server.request('DELETE', `/api/tokens/${pair.token.id}`)).status).toBe(401);
    expect((await withBearer(server, pair.accessToken, 'GET', '/api/user')).status).toBe(200);

    const deleted = await owner.agent.request('DELETE', `/api/tokens/${pair.token.id}`);
    expect(deleted).toMatchObject({ status: 200, body: { message: E.tokenRevoked } });
    expect((await withBearer(server, pair.accessToken, 'GET', '/api/user')).status).toBe(401);
    expect((await owner.agent.request('DELETE', `/api/tokens/${pair.token.id}`)).status).toBe(404);
  });
});

describe('password changes end tokens', () => {
  it('changing the password by cookie revokes every token of the user', async () => {
    const { user, password, agent } = await server.signedIn();
    const pairs = [
      await signInForTokens(server, user.username, password),
      await signInForTokens(server, user.username, password),
    ];
    const response = await agent.request('PUT', '/api/users/me/password', {
      json: { currentPassword: password, newPassword: 'a brand new password' },
    });
    expect(response.status).toBe(200);
    for (const pair of pairs) expect((await withBearer(server, pair.accessToken, 'GET', '/api/user')).status).toBe(401);
    expect(await em().count(ApiToken, { user: user.id })).toBe(0);
  });

  it('changing it through a token keeps that token (as the session making the change is kept) and ends the rest', async () => {
    const { user, password, agent } = await server.signedIn();
    const other = await signInForTokens(server, user.username, password);
    const pair = await signInForTokens(server, user.username, password);
    const response = await withBearer(server, pair.accessToken, 'PUT', '/api/users/me/password', {
      json: { currentPassword: password, newPassword: 'a brand new password' },
    });
    expect(response.status).toBe(200);
    expect((await withBearer(server, pair.accessToken, 'GET', '/api/user')).status).toBe(200);
    expect((await withBearer(server, other.accessToken, 'GET', '/api/user')).status).toBe(401);
    expect((await agent.request('GET', '/api/user')).status).toBe(401);
  });

  it('resetting the password revokes every token of the user', async () => {
    const { user, password } = await server.signedIn();
    const pair = await signInForTokens(server, user.username, password);
    const token = crypto.randomBytes(16).toString('base64url');
    const fork = em();
    fork.create(PasswordResetToken, {
      user: user.id,
      tokenHash: crypto.createHash('sha256').update(token).digest('hex'),
      expiresAt: new Date(Date.now() + 60_000),
    });
    await fork.flush();
    const response = await server.request('POST', '/api/reset-password/confirm', {
      json: { token, newPassword: 'a brand new password' },
    });
    expect(response.status).toBe(200);
    expect((await withBearer(server, pair.accessToken, 'GET', '/api/user')).status).toBe(401);
    expect((await server.request('POST', '/api/tokens/refresh', { json: pair })).status).toBe(401);
  });
});
