import { CurrentUserSchema, MESSAGES } from '@inkshelf/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories.ts';
import { getTestServer, type TestServer } from '../../../test/support.ts';
import { User } from '../../entities/index.ts';

let server: TestServer;
beforeAll(async () => {
  server = await getTestServer();
});
afterAll(() => server.close());

const V = MESSAGES.validation;

describe('POST /api/register', () => {
  it('creates a reader, signs them in and answers 201 with the user', async () => {
    const agent = server.agent();
    const response = await agent.request('POST', '/api/register', {
      json: { email: '  New.Reader@Example.TEST ', password: 'secret1', username: 'newreader' },
    });
    expect(response.status).toBe(201);
    const user = CurrentUserSchema.parse(response.body);
    expect(user).toMatchObject({ email: 'new.reader@example.test', username: 'newreader', isAuthor: false });
    const me = await agent.request('GET', '/api/user');
    expect(me.status).toBe(200);
    expect(me.body.id).toBe(user.id);
  });

  it('generates a free Reader name when none is given', async () => {
    const response = await server.request('POST', '/api/register', {
      json: { email: 'gen@example.test', password: 'secret1' },
    });
    expect(response.status).toBe(201);
    expect(response.body.username).toMatch(/^Reader[1-9]\d{2}$/);
  });

  it('replaces a taken generated-looking name sent by older clients instead of failing', async () => {
    await buildUser(server.db.orm.em.fork(), { username: 'Reader123' });
    const response = await server.request('POST', '/api/register', {
      json: { email: 'clash@example.test', password: 'secret1', username: 'Reader123' },
    });
    expect(response.status).toBe(201);
    expect(response.body.username).toMatch(/^Reader\d{3,}$/);
    expect(response.body.username).not.toBe('Reader123');
  });

  it('refuses any other taken name, whatever its case, with 409', async () => {
    await buildUser(server.db.orm.em.fork(), { username: 'InkFan' });
    const response = await server.request('POST', '/api/register', {
      json: { email: 'dup-name@example.test', password: 'secret1', username: 'inkfan' },
    });
    expect(response).toMatchObject({ status: 409, body: { message: MESSAGES.errors.usernameTaken } });
  });

  it('refuses a taken email, whatever its case, with 409', async () => {
    await buildUser(server.db.orm.em.fork(), { email: 'taken@example.test' });
    const response = await server.request('POST', '/api/register', {
      json: { email: 'TAKEN@example.test', password: 'secret1' },
    });
    expect(response).toMatchObject({ status: 409, body: { message: MESSAGES.errors.emailTaken } });
  });

  it('registers an author when asked', async () => {
    const response = await server.request('POST', '/api/register', {
      json: { email: 'writer@example.test', password: 'secret1', isAuthor: true },
    });
    expect(response.body.isAuthor).toBe(true);
  });

  it.each([
    [{ password: 'secret1' }, 'email', V.invalidEmail],
    [{ email: 'not-an-email', password: 'secret1' }, 'email', V.invalidEmail],
    [{ email: 'a@b.co', password: '12345' }, 'password', V.passwordTooShort],
    [{ email: 'a@b.co', password: 'x'.repeat(1025) }, 'password', V.passwordTooLong],
    [{ email: 'a@b.co', password: 'secret1', username: 'ab' }, 'username', V.usernameTooShort],
    [{ email: 'a@b.co', password: 'secret1', username: '<script>' }, 'username', V.usernameCharacters],
    [{ email: 'a@b.co', password: 'secret1', isAuthor: 'yes' }, 'isAuthor', V.isAuthorInvalid],
  ])('answers 400 for %j', async (json, field, message) => {
    const response = await server.request('POST', '/api/register', { json });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ field, message });
  });
});

describe('POST /api/login', () => {
  it('signs in by username or email, case-insensitively, and records lastLoginAt', async () => {
    await buildUser(server.db.orm.em.fork(), {
      username: 'Loginner',
      email: 'loginner@example.test',
      password: 'pa55word',
    });
    for (const identifier of ['Loginner', 'loginner', 'LOGINNER@example.test']) {
      const agent = server.agent();
      const response = await agent.request('POST', '/api/login', {
        json: { emailOrUsername: identifier, password: 'pa55word' },
      });
      expect(response.status).toBe(200);
      expect(CurrentUserSchema.parse(response.body).username).toBe('Loginner');
      expect(response.body.lastLoginAt).not.toBeNull();
      expect((await agent.request('GET', '/api/user')).status).toBe(200);
    }
  });

  it('gives one message for an unknown account and a wrong password', async () => {
    await buildUser(server.db.orm.em.fork(), { username: 'Wrongpass', password: 'right-one' });
    const wrong = await server.request('POST', '/api/login', {
      json: { emailOrUsername: 'Wrongpass', password: 'nope' },
    });
    const unknown = await server.request('POST', '/api/login', {
      json: { emailOrUsername: 'nobody-here', password: 'nope' },
    });
    expect(wrong).toMatchObject({ status: 401, body: { message: MESSAGES.errors.invalidCredentials } });
    expect(unknown).toMatchObject({ status: 401, body: { message: MESSAGES.errors.invalidCredentials } });
  });

  it('refuses accounts without a password (third-party sign-in only)', async () => {
    await buildUser(server.db.orm.em.fork(), { username: 'GoogleOnly' });
    const response = await server.request('POST', '/api/login', {
      json: { emailOrUsername: 'GoogleOnly', password: 'anything' },
    });
    expect(response.status).toBe(401);
  });

  it('treats LIKE wildcards in the identifier literally', async () => {
    await buildUser(server.db.orm.em.fork(), { username: 'Wild_card', password: 'pa55word' });
    const response = await server.request('POST', '/api/login', {
      json: { emailOrUsername: 'Wild%', password: 'pa55word' },
    });
    expect(response.status).toBe(401);
  });

  it.each([
    [{ password: 'x' }, 'emailOrUsername', V.emailOrUsernameRequired],
    [{ emailOrUsername: '   ', password: 'x' }, 'emailOrUsername', V.emailOrUsernameRequired],
    [{ emailOrUsername: 'someone' }, 'password', V.passwordRequired],
    [{ emailOrUsername: 'someone', password: '' }, 'password', V.passwordRequired],
    [{ emailOrUsername: 'someone', password: 'x'.repeat(2000) }, 'password', V.passwordTooLong],
  ])('answers 400 for %j with the spec message', async (json, field, message) => {
    const response = await server.request('POST', '/api/login', { json });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ field, message });
  });

  it('sets a browser-session cookie by default and a 30-day one with rememberMe', async () => {
    await buildUser(server.db.orm.em.fork(), { username: 'Remember', password: 'pa55word' });
    const plain = await server.request('POST', '/api/login', {
      json: { emailOrUsername: 'Remember', password: 'pa55word' },
    });
    const session = plain.headers.getSetCookie().find((c) => c.startsWith('inkshelf.sid='))!;
    expect(session).toMatch(/httponly/i);
    expect(session).toMatch(/samesite=lax/i);
    expect(session).not.toMatch(/expires=/i);
    const remembered = await server.request('POST', '/api/login', {
      json: { emailOrUsername: 'Remember', password: 'pa55word', rememberMe: true },
    });
    const cookie = remembered.headers.getSetCookie().find((c) => c.startsWith('inkshelf.sid='))!;
    const expires = new Date(/expires=([^;]+)/i.exec(cookie)![1]!).getTime();
    expect(expires - Date.now()).toBeGreaterThan(29 * 24 * 3600 * 1000);
  });
});

describe('GET /api/user and POST /api/logout', () => {
  it('answers 401 with a message when signed out', async () => {
    const response = await server.request('GET', '/api/user');
    expect(response).toMatchObject({ status: 401, body: { message: MESSAGES.errors.authenticationRequired } });
  });

  it('logout ends the session server-side: the old cookie replayed gets 401', async () => {
    const { agent } = await server.signedIn();
    const cookie = agent.cookieHeader;
    expect((await agent.request('POST', '/api/logout')).status).toBe(200);
    expect((await agent.request('GET', '/api/user')).status).toBe(401);
    const replay = await server.request('GET', '/api/user', { headers: { cookie } });
    expect(replay.status).toBe(401);
  });

  it('logout answers 200 when already signed out', async () => {
    expect((await server.request('POST', '/api/logout')).status).toBe(200);
  });

  it('a session whose account was deleted is ended', async () => {
    const { user, agent } = await server.signedIn();
    await server.db.orm.em.fork().nativeDelete(User, { id: user.id });
    expect((await agent.request('GET', '/api/user')).status).toBe(401);
  });

  it('replaces the session id at sign-in (no fixation)', async () => {
    await buildUser(server.db.orm.em.fork(), { username: 'Fixation', password: 'pa55word' });
    const agent = server.agent();
    await agent.request('POST', '/api/login', { json: { emailOrUsername: 'Fixation', password: 'wrong' } });
    await agent.signIn('Fixation', 'pa55word');
    const first = agent.cookies.get('inkshelf.sid');
    await agent.signIn('Fixation', 'pa55word');
    const second = agent.cookies.get('inkshelf.sid');
    expect(first).toBeTruthy();
    expect(second).toBeTruthy();
    expect(second).not.toBe(first);
    const oldCookie = `inkshelf.sid=${first}`;
    const stale = await server.request('GET', '/api/user', { headers: { cookie: oldCookie } });
    expect(stale.status).toBe(401);
  });
});
