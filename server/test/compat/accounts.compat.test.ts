/**
 * Compatibility: accounts (the SPEC section 7 rows of users, sign-in, registration, reset and name and password
 * changes; User of section 3, validation of section 5, errors of section 8; wire facts 9, 10 and 11).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../support.ts';
import {
  Browser,
  expectCurrentUser,
  expectError,
  expectId,
  expectOk,
  registerReader,
  signedInAuthor,
  startServer,
  unique,
} from './compat-support.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

describe('GET /api/user', () => {
  it('answers 401 with a JSON message when signed out (the client reads it as "no user")', async () => {
    expectError(await new Browser(server).get('/api/user'), 401);
  });

  it('answers the signed-in user: id, username, email, isAuthor', async () => {
    const reader = await registerReader(server);
    const response = await reader.browser.get('/api/user');
    expect(response.status).toBe(200);
    expectCurrentUser(response.body);
    expect(response.body).toMatchObject({ id: reader.user.id, email: reader.email, isAuthor: false });
  });

  it('reports isAuthor true for an author', async () => {
    const author = await signedInAuthor(server);
    const response = await author.browser.get('/api/user');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: author.user.id, isAuthor: true });
  });
});

describe('POST /api/register', () => {
  it('answers the new user and signs them in', async () => {
    const browser = new Browser(server);
    const email = `${unique('new')}@example.test`;
    const username = `Reader${100 + (Date.now() % 900)}${unique('')}`;
    const response = await browser.post('/api/register', { email, password: 'sixsix', username });
    expectOk(response);
    expectCurrentUser(response.body);
    expect(response.body).toMatchObject({ email, username, isAuthor: false });
    const me = await browser.get('/api/user');
    expect(me.status).toBe(200);
    expect(me.body.id).toBe(response.body.id);
  });

  it('tolerates the rest of the register form (confirmPassword, terms) in the body', async () => {
    const email = `${unique('form')}@example.test`;
    const response = await new Browser(server).post('/api/register', {
      email,
      password: 'secret1',
      confirmPassword: 'secret1',
      terms: true,
      username: unique('Reader'),
    });
    expectOk(response);
    expectCurrentUser(response.body);
  });

  it('refuses an invalid email or a password under 6 characters with 400', async () => {
    const browser = new Browser(server);
    expectError(await browser.post('/api/register', { email: 'not-an-email', password: 'secret1' }), 400);
    expectError(
      await browser.post('/api/register', { email: `${unique('short')}@example.test`, password: '12345' }),
      400,
    );
  });

  it('answers 409 for an email that already has an account', async () => {
    const reader = await registerReader(server);
    const again = await new Browser(server).post('/api/register', {
      email: reader.email,
      password: 'another-password',
      username: unique('Reader'),
    });
    expectError(again, 409);
  });
});

describe('POST /api/login', () => {
  it('takes { emailOrUsername, password } by email or by username and answers the user', async () => {
    const reader = await registerReader(server);
    for (const emailOrUsername of [reader.email, reader.user.username]) {
      const browser = new Browser(server);
      const response = await browser.post('/api/login', { emailOrUsername, password: reader.password });
      expect(response.status).toBe(200);
      expectCurrentUser(response.body);
      expect(response.body.id).toBe(reader.user.id);
      expect((await browser.get('/api/user')).body.id).toBe(reader.user.id);
    }
  });

  it('accepts the optional rememberMe flag', async () => {
    const reader = await registerReader(server);
    const response = await new Browser(server).post('/api/login', {
      emailOrUsername: reader.email,
      password: reader.password,
      rememberMe: true,
    });
    expect(response.status).toBe(200);
  });

  it('answers 401 with a JSON message for a wrong password or an unknown account', async () => {
    const reader = await registerReader(server);
    const browser = new Browser(server);
    expectError(await browser.post('/api/login', { emailOrUsername: reader.email, password: 'wrong-one' }), 401);
    expectError(await browser.post('/api/login', { emailOrUsername: 'nobody-here', password: 'whatever' }), 401);
    expectError(await browser.get('/api/user'), 401);
  });

  it('answers 400 when emailOrUsername or password is missing', async () => {
    const browser = new Browser(server);
    expectError(await browser.post('/api/login', { password: 'whatever' }), 400);
    expectError(await browser.post('/api/login', { emailOrUsername: 'someone' }), 400);
  });
});

describe('POST /api/logout', () => {
  it('ends the session: GET /api/user is 401 afterwards', async () => {
    const reader = await registerReader(server);
    expectOk(await reader.browser.post('/api/logout'));
    expectError(await reader.browser.get('/api/user'), 401);
  });
});

describe('POST /api/reset-password', () => {
  it('answers { message } for an account email (wire fact 10)', async () => {
    const reader = await registerReader(server);
    const response = await new Browser(server).post('/api/reset-password', { email: reader.email });
    expectOk(response);
    expect(response.body).toEqual(expect.objectContaining({ message: expect.any(String) }));
  });

  it('answers 400 for an invalid email', async () => {
    expectError(await new Browser(server).post('/api/reset-password', { email: 'nope' }), 400);
  });
});

describe('GET /api/users/{id}', () => {
  it('answers the user with id and username (used for author names)', async () => {
    const author = await signedInAuthor(server);
    const response = await new Browser(server).get(`/api/users/${author.user.id}`);
    expect(response.status).toBe(200);
    expectId(response.body.id);
    expect(response.body).toMatchObject({ id: author.user.id, username: author.user.username });
  });

  it('answers 404 with a JSON message for an unknown id', async () => {
    expectError(await new Browser(server).get('/api/users/987654321'), 404);
  });
});

describe('GET /api/users/by-username/{username}', () => {
  it('answers id, username and isAuthor', async () => {
    const author = await signedInAuthor(server);
    const response = await new Browser(server).get(
      `/api/users/by-username/${encodeURIComponent(author.user.username)}`,
    );
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: author.user.id, username: author.user.username, isAuthor: true });
  });

  it('answers 404 with a JSON message for an unknown username', async () => {
    expectError(await new Browser(server).get(`/api/users/by-username/${unique('ghost')}`), 404);
  });
});

describe('PUT /api/users/me/username', () => {
  it('changes the username: GET /api/user and the public lookup show the new one', async () => {
    const reader = await registerReader(server);
    const username = unique('Renamed');
    expectOk(await reader.browser.put('/api/users/me/username', { username }));
    expect((await reader.browser.get('/api/user')).body.username).toBe(username);
    const lookup = await new Browser(server).get(`/api/users/by-username/${username}`);
    expect(lookup.body).toMatchObject({ id: reader.user.id, username });
  });

  it("answers 409 (or 'Username already taken') for a name another account has (wire fact 9)", async () => {
    const first = await registerReader(server);
    const second = await registerReader(server);
    const response = await second.browser.put('/api/users/me/username', { username: first.user.username });
    expectError(response, [409, 400, 422]);
    if (response.status !== 409) expect(response.body.message).toContain('Username already taken');
  });

  it('answers 400 for an empty username and 401 when signed out', async () => {
    const reader = await registerReader(server);
    expectError(await reader.browser.put('/api/users/me/username', { username: '' }), 400);
    expectError(await new Browser(server).put('/api/users/me/username', { username: unique('Anon') }), 401);
  });
});

describe('PUT /api/users/me/password', () => {
  it('changes the password: the new one signs in, the old one no longer does', async () => {
    const reader = await registerReader(server);
    const newPassword = 'a-brand-new-password';
    expectOk(await reader.browser.put('/api/users/me/password', { currentPassword: reader.password, newPassword }));
    const browser = new Browser(server);
    expectError(await browser.post('/api/login', { emailOrUsername: reader.email, password: reader.password }), 401);
    expect((await browser.post('/api/login', { emailOrUsername: reader.email, password: newPassword })).status).toBe(
      200,
    );
  });

  it('refuses a wrong current password with a JSON message and keeps the old password', async () => {
    const reader = await registerReader(server);
    const response = await reader.browser.put('/api/users/me/password', {
      currentPassword: 'not-the-password',
      newPassword: 'another-long-password',
    });
    expectError(response, [400, 401, 403]);
    const login = await new Browser(server).post('/api/login', {
      emailOrUsername: reader.email,
      password: reader.password,
    });
    expect(login.status).toBe(200);
  });

  it('answers 400 for a new password under 8 characters or a missing current password', async () => {
    const reader = await registerReader(server);
    expectError(
      await reader.browser.put('/api/users/me/password', { currentPassword: reader.password, newPassword: 'short' }),
      400,
    );
    expectError(await reader.browser.put('/api/users/me/password', { newPassword: 'long-enough-pass' }), 400);
  });

  it('answers 401 when signed out', async () => {
    expectError(
      await new Browser(server).put('/api/users/me/password', {
        currentPassword: 'whatever1',
        newPassword: 'whatever-else',
      }),
      401,
    );
  });
});
