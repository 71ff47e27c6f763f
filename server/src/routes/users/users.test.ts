import { CurrentUserSchema, MESSAGES, PublicUserSchema } from '@inkshelf/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories.ts';
import { getTestServer, type TestServer } from '../../../test/support.ts';

let server: TestServer;
beforeAll(async () => {
  server = await getTestServer();
});
afterAll(() => server.close());

const V = MESSAGES.validation;

describe('public profiles', () => {
  it('GET /api/users/:id and /api/users/by-username/:username give public fields only', async () => {
    const user = await buildUser(server.db.orm.em.fork(), {
      username: 'Public.Face',
      isAuthor: true,
      password: 'secret12',
    });
    for (const path of [
      `/api/users/${user.id}`,
      '/api/users/by-username/public.face',
      '/api/users/by-username/Public.Face',
    ]) {
      const response = await server.request('GET', path);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ id: user.id, username: 'Public.Face', isAuthor: true });
      PublicUserSchema.parse(response.body);
    }
  });

  it('answer 404 "User not found" for unknown users and 400 for a bad id', async () => {
    expect(await server.request('GET', '/api/users/999999')).toMatchObject({
      status: 404,
      body: { message: MESSAGES.errors.userNotFound },
    });
    expect(await server.request('GET', '/api/users/by-username/nobody%25')).toMatchObject({ status: 404 });
    expect((await server.request('GET', '/api/users/abc')).status).toBe(400);
    expect((await server.request('GET', '/api/users/99999999999999')).status).toBe(400);
  });
});

describe('PUT /api/users/me/username', () => {
  it('changes the name (trimmed) and refuses a taken one with 409', async () => {
    await buildUser(server.db.orm.em.fork(), { username: 'AlreadyHere' });
    const { agent } = await server.signedIn();
    const changed = await agent.request('PUT', '/api/users/me/username', { json: { username: '  Fresh_Name ' } });
    expect(changed.status).toBe(200);
    expect(CurrentUserSchema.parse(changed.body).username).toBe('Fresh_Name');
    const taken = await agent.request('PUT', '/api/users/me/username', { json: { username: 'alreadyhere' } });
    expect(taken).toMatchObject({ status: 409, body: { message: MESSAGES.errors.usernameTaken } });
    const same = await agent.request('PUT', '/api/users/me/username', { json: { username: 'Fresh_Name' } });
    expect(same.status).toBe(200);
  });

  it.each([
    ['', V.usernameEmpty],
    ['   ', V.usernameEmpty],
    ['ab', V.usernameTooShort],
    ['x'.repeat(31), V.usernameTooLong],
    ['has space', V.usernameCharacters],
    ["Robert'); DROP TABLE users;--", V.usernameCharacters],
    ['名前です', V.usernameCharacters],
    ['12345', V.usernameNeedsLetter],
  ])('refuses %j with its message', async (username, message) => {
    const { agent } = await server.signedIn();
    const response = await agent.request('PUT', '/api/users/me/username', { json: { username } });
    expect(response).toMatchObject({ status: 400, body: { field: 'username', message } });
  });

  it('needs a signed-in user', async () => {
    expect((await server.request('PUT', '/api/users/me/username', { json: { username: 'whoever' } })).status).toBe(401);
  });
});

describe('PUT /api/users/me/password', () => {
  it('changes the password, keeps this session and signs out the others', async () => {
    const { user, agent, password } = await server.signedIn();
    const otherDevice = server.agent();
    await otherDevice.signIn(user.username, password);
    const response = await agent.request('PUT', '/api/users/me/password', {
      json: { currentPassword: password, newPassword: 'a-much-better-one' },
    });
    expect(response.status).toBe(200);
    expect((await agent.request('GET', '/api/user')).status).toBe(200);
    expect((await otherDevice.request('GET', '/api/user')).status).toBe(401);
    await server.agent().signIn(user.username, 'a-much-better-one');
  });

  it('refuses a wrong current password', async () => {
    const { agent } = await server.signedIn();
    const response = await agent.request('PUT', '/api/users/me/password', {
      json: { currentPassword: 'wrong', newPassword: 'a-much-better-one' },
    });
    expect(response).toMatchObject({ status: 400, body: { message: MESSAGES.errors.currentPasswordIncorrect } });
  });

  it.each([
    [{ newPassword: 'long-enough' }, 'currentPassword', V.currentPasswordRequired],
    [{ currentPassword: 'x' }, 'newPassword', V.newPasswordRequired],
    [{ currentPassword: 'x', newPassword: 'short' }, 'newPassword', V.newPasswordTooShort],
  ])('refuses %j with the spec message', async (json, field, message) => {
    const { agent } = await server.signedIn();
    const response = await agent.request('PUT', '/api/users/me/password', { json });
    expect(response).toMatchObject({ status: 400, body: { field, message } });
  });
});

describe('PUT /api/users/me/author', () => {
  it('turns a reader into an author', async () => {
    const { agent } = await server.signedIn();
    const response = await agent.request('PUT', '/api/users/me/author', { json: { isAuthor: true } });
    expect(response.status).toBe(200);
    expect(response.body.isAuthor).toBe(true);
    expect((await agent.request('GET', '/api/user')).body.isAuthor).toBe(true);
  });

  it('accepts only isAuthor: true and needs a user', async () => {
    const { agent } = await server.signedIn();
    const response = await agent.request('PUT', '/api/users/me/author', { json: { isAuthor: false } });
    expect(response).toMatchObject({ status: 400, body: { message: V.isAuthorMustBeTrue } });
    expect((await server.request('PUT', '/api/users/me/author', { json: { isAuthor: true } })).status).toBe(401);
  });
});
