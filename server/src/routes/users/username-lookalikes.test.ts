/**
 * Look-alike usernames (issue 15): registration and the username change refuse invisible and control characters
 * with a message naming the field, refuse look-alike letters (fullwidth, decomposed accents, other scripts) as
 * characters a username cannot hold, and answer 409 for another case of a taken name.
 */
import { MESSAGES } from '@inkshelf/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories.ts';
import { getTestServer, type TestServer } from '../../../test/support.ts';

let server: TestServer;
beforeAll(async () => {
  server = await getTestServer({ config: { rateLimitScale: 100 } });
  await buildUser(server.db.orm.em.fork(), { username: 'NightOwl' });
});
afterAll(() => server.close());

const V = MESSAGES.validation;
let counter = 0;
const register = (username: string) =>
  server.request('POST', '/api/register', {
    json: { email: `lookalike${++counter}@example.test`, password: 'secret1', username },
  });

const invisible: [string, string][] = [
  ['a zero-width space', 'Night\u200BOwl'],
  ['a zero-width joiner', 'Night\u200DOwl'],
  ['a right-to-left override', '\u202ENightOwl'],
  ['a left-to-right isolate', 'Night\u2066Owl\u2069'],
  ['a soft hyphen', 'Night\u00ADOwl'],
  ['a byte order mark inside', 'Night\uFEFFOwl'],
  ['a tab inside', 'Night\tOwl'],
  ['an escape character', 'Night\u001BOwl'],
];
const lookalikeLetters: [string, string][] = [
  ['fullwidth letters', 'ＮｉｇｈｔＯｗｌ'],
  ['a decomposed accent', 'Nighto\u0301wl'],
  ['a Cyrillic o', 'NightОwl'],
];

describe('registration', () => {
  it.each(invisible)('refuses %s with 400 naming the username', async (_trick, username) => {
    expect(await register(username)).toMatchObject({
      status: 400,
      body: { field: 'username', message: V.invisibleCharacters('Username') },
    });
  });

  it.each(lookalikeLetters)('refuses %s as characters a username cannot hold', async (_trick, username) => {
    expect(await register(username)).toMatchObject({
      status: 400,
      body: { field: 'username', message: V.usernameCharacters },
    });
  });

  it('answers 409 for another case of a taken name', async () => {
    expect(await register('nightowl')).toMatchObject({
      status: 409,
      body: { message: MESSAGES.errors.usernameTaken },
    });
  });
});

describe('PUT /api/users/me/username', () => {
  it.each(invisible)('refuses %s with 400 naming the username', async (_trick, username) => {
    const { agent, user } = await server.signedIn();
    const response = await agent.request('PUT', '/api/users/me/username', { json: { username } });
    expect(response).toMatchObject({
      status: 400,
      body: { field: 'username', message: V.invisibleCharacters('Username') },
    });
    expect((await agent.request('GET', '/api/user')).body.username).toBe(user.username);
  });

  it('refuses look-alike letters and another case of a taken name', async () => {
    const { agent } = await server.signedIn();
    for (const [, username] of lookalikeLetters) {
      const response = await agent.request('PUT', '/api/users/me/username', { json: { username } });
      expect(response, username).toMatchObject({ status: 400, body: { message: V.usernameCharacters } });
    }
    expect(await agent.request('PUT', '/api/users/me/username', { json: { username: 'NIGHTOWL' } })).toMatchObject({
      status: 409,
      body: { message: MESSAGES.errors.usernameTaken },
    });
  });
});

describe('GET /api/users/by-username/{username}', () => {
  it('finds the exact stored name and its look-alike spellings', async () => {
    for (const name of ['NightOwl', 'nightowl', 'ＮｉｇｈｔＯｗｌ', 'Night\u200BOwl']) {
      const response = await server.request('GET', `/api/users/by-username/${encodeURIComponent(name)}`);
      expect(response, name).toMatchObject({ status: 200, body: { username: 'NightOwl' } });
    }
  });
});
