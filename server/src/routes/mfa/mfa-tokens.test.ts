import { MFA_MESSAGES, TokenPairSchema } from '@inkshelf/contracts';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { burst } from '../../../test/parallel.ts';
import { getTestServer, type TestServer } from '../../../test/support.ts';
import { enrolledUser, totpCode, useStepClock } from './mfa-support.ts';

let server: TestServer;
const clock = useStepClock();

beforeAll(async () => {
  server = await getTestServer({ config: { trustProxy: true } });
});
afterAll(() => server.close());
beforeEach(() => clock.start());
afterEach(() => clock.stop());

const signIn = (body: Record<string, unknown>) => server.request('POST', '/api/tokens', { json: body });
const asBearer = (accessToken: string) => ({ headers: { authorization: `Bearer ${accessToken}` } });

describe('POST /api/tokens for an account with two-factor', () => {
  it('needs a code: none -> 401 mfaRequired, wrong -> 401, right -> tokens that work everywhere', async () => {
    const user = await enrolledUser(server, () => clock.tick());
    const credentials = { emailOrUsername: user.username, password: user.password };

    const none = await signIn(credentials);
    expect(none).toMatchObject({
      status: 401,
      body: { message: MFA_MESSAGES.codeRequiredForToken, mfaRequired: true },
    });
    const wrong = await signIn({ ...credentials, code: totpCode(user.secret, 5) });
    expect(wrong).toMatchObject({ status: 401, body: { message: MFA_MESSAGES.invalidCode, mfaRequired: true } });
    // A wrong password is still the password's answer, whatever the code.
    const badPassword = await signIn({ ...credentials, password: 'not it', code: totpCode(user.secret) });
    expect(badPassword.status).toBe(401);
    expect(badPassword.body.mfaRequired).toBeUndefined();

    const code = totpCode(user.secret);
    const ok = await signIn({ ...credentials, code });
    expect(ok.status).toBe(201);
    const pair = TokenPairSchema.parse(ok.body);
    expect((await server.request('GET', '/api/bookmarks', asBearer(pair.accessToken))).status).toBe(200);
    const me = await server.request('GET', '/api/user', asBearer(pair.accessToken));
    expect(me.body).toMatchObject({ aal: 'aal2', mfaEnrolled: true, mfaRequired: false });

    const replay = await signIn({ ...credentials, code });
    expect(replay).toMatchObject({ status: 401, body: { message: MFA_MESSAGES.codeAlreadyUsed } });
    const recovery = await signIn({ ...credentials, code: user.recoveryCodes[0] });
    expect(recovery.status).toBe(201);
  });

  it('150 sign-ins with the right password and wrong codes at once: at most 5 codes are checked', async () => {
    const user = await enrolledUser(server, () => clock.tick());
    const credentials = { emailOrUsername: user.username, password: user.password };
    // From a client IP of its own, so that the burst leaves the other tests' sign-in budgets alone.
    const headers = { 'x-forwarded-for': '192.0.2.150' };
    const guesses = await burst(150, (i) =>
      server.request('POST', '/api/tokens', { json: { ...credentials, code: String(100000 + i) }, headers }),
    );
    const codesChecked = guesses.responses.filter(
      (response) => response.status === 401 && response.body.message === MFA_MESSAGES.invalidCode,
    );
    expect(codesChecked.length).toBeGreaterThan(0);
    expect(codesChecked.length).toBeLessThanOrEqual(5);
    expect(guesses.count(201)).toBe(0);
    expect(guesses.count(401) + guesses.count(429)).toBe(150);
    // The code budget is spent (the right code is refused too), whoever asks.
    const right = await signIn({ ...credentials, code: totpCode(user.secret) });
    expect(right).toMatchObject({ status: 429, body: { message: MFA_MESSAGES.tooManyAttempts } });
  });

  it('accounts without two-factor sign in as before; turning it on ends the tokens issued without a code', async () => {
    const { user, agent, password } = await server.signedIn();
    const before = await signIn({ emailOrUsername: user.username, password });
    expect(before.status).toBe(201);
    const { accessToken } = TokenPairSchema.parse(before.body);
    expect((await server.request('GET', '/api/bookmarks', asBearer(accessToken))).status).toBe(200);

    const { secret } = (await agent.request('POST', '/api/mfa/enroll')).body as { secret: string };
    expect((await agent.request('POST', '/api/mfa/verify', { json: { code: totpCode(secret) } })).status).toBe(200);
    expect((await server.request('GET', '/api/bookmarks', asBearer(accessToken))).status).toBe(401);
  });
});
