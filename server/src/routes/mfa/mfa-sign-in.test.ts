import { CurrentUserSchema, MESSAGES, MFA_MESSAGES } from '@inkshelf/contracts';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { burst, expectRefusals } from '../../../test/parallel.ts';
import { getTestServer, type TestAgent, type TestServer } from '../../../test/support.ts';
import { enrolledUser, totpCode, useStepClock, type Enrolled } from './mfa-support.ts';

let server: TestServer;
const clock = useStepClock();

beforeAll(async () => {
  server = await getTestServer();
});
afterAll(() => server.close());
beforeEach(() => clock.start());
afterEach(() => clock.stop());

const REQUIRED = { message: MFA_MESSAGES.required, mfaRequired: true };

/** A new browser that gave the password of `user` (aal1). */
async function halfSignedIn(user: Enrolled): Promise<TestAgent> {
  const agent = server.agent();
  const response = await agent.signIn(user.username, user.password);
  expect(CurrentUserSchema.parse(response.body)).toMatchObject({
    id: user.userId,
    aal: 'aal1',
    mfaEnrolled: true,
    mfaRequired: true,
  });
  return agent;
}

describe('sign-in of an account with two-factor', () => {
  it('a password sign-in is aal1 and can only read itself, sign out or answer the challenge', async () => {
    const user = await enrolledUser(server, () => clock.tick());
    const agent = await halfSignedIn(user);
    const me = await agent.request('GET', '/api/user');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ id: user.userId, aal: 'aal1', mfaEnrolled: true, mfaRequired: true });

    const blocked: [string, string, unknown?][] = [
      ['GET', '/api/bookmarks'],
      ['GET', '/api/reading-progress/latest'],
      ['GET', '/api/mfa'],
      ['POST', '/api/mfa/enroll'],
      ['POST', '/api/mfa/unenroll', { code: totpCode(user.secret) }],
      ['POST', '/api/mfa/recovery-codes', { code: totpCode(user.secret) }],
      ['PUT', '/api/users/me/password', { currentPassword: user.password, newPassword: 'another password 1' }],
      ['PUT', '/api/users/me/username', { username: 'sneaky_name' }],
      ['PUT', '/api/users/me/author', { isAuthor: true }],
      ['POST', '/api/novels', { title: 'Half signed in', description: 'A description long enough to pass.' }],
    ];
    for (const [method, path, json] of blocked) {
      const response = await agent.request(method, path, json === undefined ? {} : { json });
      expect(response.status, `${method} ${path}`).toBe(401);
      expect(response.body, `${method} ${path}`).toEqual(REQUIRED);
    }
    // Public reads answer as for a visitor.
    expect((await agent.request('GET', '/api/novels')).status).toBe(200);

    const response = await agent.request('POST', '/api/mfa/challenge', { json: { code: totpCode(user.secret) } });
    expect(response.status).toBe(200);
    expect(CurrentUserSchema.parse(response.body)).toMatchObject({
      id: user.userId,
      aal: 'aal2',
      mfaEnrolled: true,
      mfaRequired: false,
    });
    expect((await agent.request('GET', '/api/user')).body).toMatchObject({ aal: 'aal2', mfaRequired: false });
    expect((await agent.request('GET', '/api/bookmarks')).status).toBe(200);
    expect((await agent.request('GET', '/api/mfa')).body).toMatchObject({ enrolled: true, recoveryCodesLeft: 10 });
  });

  it('rotates the session id when the second factor is given', async () => {
    const user = await enrolledUser(server, () => clock.tick());
    const agent = await halfSignedIn(user);
    const before = agent.cookieHeader;
    await agent.request('POST', '/api/mfa/challenge', { json: { code: totpCode(user.secret) } });
    expect(agent.cookieHeader).not.toBe(before);
    const stale = server.agent();
    for (const pair of before.split('; ')) {
      const [name, ...value] = pair.split('=');
      stale.cookies.set(name!, value.join('='));
    }
    expect((await stale.request('GET', '/api/user')).status).toBe(401);
  });

  it('signing out at aal1 works, and the challenge then needs a new sign-in', async () => {
    const user = await enrolledUser(server, () => clock.tick());
    const agent = await halfSignedIn(user);
    expect((await agent.request('POST', '/api/logout')).status).toBe(200);
    expect((await agent.request('GET', '/api/user')).status).toBe(401);
    const response = await agent.request('POST', '/api/mfa/challenge', { json: { code: totpCode(user.secret) } });
    expect(response).toMatchObject({ status: 401, body: { message: MESSAGES.errors.authenticationRequired } });
  });

  it('a wrong code keeps the session at aal1; a code used before is refused', async () => {
    const user = await enrolledUser(server, () => clock.tick());
    const agent = await halfSignedIn(user);
    const wrong = await agent.request('POST', '/api/mfa/challenge', { json: { code: totpCode(user.secret, 4) } });
    expect(wrong).toMatchObject({ status: 400, body: { message: MFA_MESSAGES.invalidCode } });
    expect((await agent.request('GET', '/api/user')).body).toMatchObject({ aal: 'aal1', mfaRequired: true });

    const code = totpCode(user.secret);
    expect((await agent.request('POST', '/api/mfa/challenge', { json: { code } })).status).toBe(200);
    // Someone who watched the code and has the password cannot reuse it in the same step.
    const thief = await halfSignedIn(user);
    const replay = await thief.request('POST', '/api/mfa/challenge', { json: { code } });
    expect(replay).toMatchObject({ status: 400, body: { message: MFA_MESSAGES.codeAlreadyUsed } });
    expect((await thief.request('GET', '/api/bookmarks')).body).toEqual(REQUIRED);
  });

  it('a recovery code signs in once, however it is typed', async () => {
    const user = await enrolledUser(server, () => clock.tick());
    const [first, second] = user.recoveryCodes as [string, string];
    const agent = await halfSignedIn(user);
    const typed = ` ${first.toUpperCase().replace('-', ' ')} `;
    const response = await agent.request('POST', '/api/mfa/challenge', { json: { recoveryCode: typed } });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ aal: 'aal2' });
    expect((await agent.request('GET', '/api/mfa')).body).toMatchObject({ recoveryCodesLeft: 9 });

    const again = await halfSignedIn(user);
    const reused = await again.request('POST', '/api/mfa/challenge', { json: { recoveryCode: first } });
    expect(reused).toMatchObject({ status: 400, body: { message: MFA_MESSAGES.invalidRecoveryCode } });
    expect((await again.request('POST', '/api/mfa/challenge', { json: { recoveryCode: second } })).status).toBe(200);
  });

  it('refuses a body with both, neither, or a malformed recovery code', async () => {
    const user = await enrolledUser(server, () => clock.tick());
    const agent = await halfSignedIn(user);
    const cases: [unknown, string][] = [
      [{}, MFA_MESSAGES.codeOrRecoveryCode],
      [{ code: totpCode(user.secret), recoveryCode: user.recoveryCodes[0] }, MFA_MESSAGES.codeOrRecoveryCode],
      [{ recoveryCode: 'short' }, MFA_MESSAGES.recoveryCodeFormat],
      [{ code: 'x'.repeat(100) }, MFA_MESSAGES.codeFormat],
    ];
    for (const [json, message] of cases) {
      const response = await agent.request('POST', '/api/mfa/challenge', { json });
      expect(response.status, JSON.stringify(json)).toBe(400);
      expect(response.body.message, JSON.stringify(json)).toBe(message);
    }
  });

  it('limits wrong codes to 5 per 5 minutes per account (429 with Retry-After), across sessions', async () => {
    const user = await enrolledUser(server, () => clock.tick());
    const agent = await halfSignedIn(user);
    const wrong = totpCode(user.secret, 5);
    for (let i = 0; i < 5; i++) {
      const response = await agent.request('POST', '/api/mfa/challenge', { json: { code: wrong } });
      expect(response.status, `attempt ${i + 1}`).toBe(400);
    }
    const other = await halfSignedIn(user);
    for (const json of [{ code: wrong }, { code: totpCode(user.secret) }, { recoveryCode: user.recoveryCodes[0] }]) {
      const response = await other.request('POST', '/api/mfa/challenge', { json });
      expect(response.status).toBe(429);
      expect(response.body.message).toBe(MFA_MESSAGES.tooManyAttempts);
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(Number(response.headers.get('retry-after'))).toBeLessThanOrEqual(300);
    }
    // Another account is not affected.
    const someoneElse = await enrolledUser(server, () => clock.tick());
    const fine = await halfSignedIn(someoneElse);
    const ok = await fine.request('POST', '/api/mfa/challenge', { json: { code: totpCode(someoneElse.secret) } });
    expect(ok.status).toBe(200);
  });

  it('300 wrong codes at once: 5 are checked, the rest 429, and then the right code is 429 too', async () => {
    const user = await enrolledUser(server, () => clock.tick());
    const agent = await halfSignedIn(user);
    const wrong = totpCode(user.secret, 5);
    const guesses = await burst(300, (i) =>
      agent.request('POST', '/api/mfa/challenge', {
        json:
          i % 3 === 2
            ? { recoveryCode: `guess-${String(i).padStart(5, '0')}` }
            : { code: i % 3 ? wrong : String(100000 + i) },
      }),
    );
    expect(guesses.count(400)).toBe(5);
    expect(guesses.processed).toBe(5);
    expectRefusals(guesses, MFA_MESSAGES.tooManyAttempts, 300);
    const right = await agent.request('POST', '/api/mfa/challenge', { json: { code: totpCode(user.secret) } });
    expect(right.status).toBe(429);
  });

  it('right codes do not count against the budget', async () => {
    const user = await enrolledUser(server, () => clock.tick());
    for (let i = 0; i < 7; i++) {
      const agent = await halfSignedIn(user);
      const response = await agent.request('POST', '/api/mfa/challenge', { json: { code: totpCode(user.secret) } });
      expect(response.status, `sign-in ${i + 1}`).toBe(200);
      clock.tick();
    }
    const agent = await halfSignedIn(user);
    for (let i = 0; i < 5; i++) {
      const wrong = await agent.request('POST', '/api/mfa/challenge', { json: { code: totpCode(user.secret, 5) } });
      expect(wrong.status).toBe(400);
    }
  });

  it('a session signed in before two-factor was turned on elsewhere is held at aal1 too', async () => {
    const { user, agent: laptop, password } = await server.signedIn();
    const phone = server.agent();
    await phone.signIn(user.username, password);
    const { secret } = (await laptop.request('POST', '/api/mfa/enroll')).body as { secret: string };
    expect((await laptop.request('POST', '/api/mfa/verify', { json: { code: totpCode(secret) } })).status).toBe(200);
    expect((await laptop.request('GET', '/api/bookmarks')).status).toBe(200);
    expect((await phone.request('GET', '/api/bookmarks')).body).toEqual(REQUIRED);
    expect((await phone.request('GET', '/api/user')).body).toMatchObject({ mfaRequired: true, aal: 'aal1' });
    clock.tick();
    expect((await phone.request('POST', '/api/mfa/challenge', { json: { code: totpCode(secret) } })).status).toBe(200);
    expect((await phone.request('GET', '/api/bookmarks')).status).toBe(200);
  });
});

describe('GET /api/user without two-factor', () => {
  it('reports aal1 and not enrolled, and everything works as before', async () => {
    const { agent } = await server.signedIn();
    expect((await agent.request('GET', '/api/user')).body).toMatchObject({
      aal: 'aal1',
      mfaEnrolled: false,
      mfaRequired: false,
    });
    expect((await agent.request('GET', '/api/bookmarks')).status).toBe(200);
    const challenge = await agent.request('POST', '/api/mfa/challenge', { json: { code: '123456' } });
    expect(challenge).toMatchObject({ status: 400, body: { message: MFA_MESSAGES.notPending } });
    expect((await server.request('POST', '/api/mfa/challenge', { json: { code: '123456' } })).status).toBe(401);
  });
});
