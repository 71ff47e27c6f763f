/** The role matrix (test/role-matrix.ts) of sign-in, the account, bearer tokens, two-factor and Google sign-in. */
import crypto from 'node:crypto';
import { TokenPairSchema, type EndpointName, type TokenPair } from '@inkshelf/contracts';
import { afterAll, beforeAll, expect } from 'vitest';
import { PasswordResetToken } from '../src/entities/index.ts';
import { totpCode } from '../src/routes/mfa/mfa-support.ts';
import { googleCallbackParams, startTestOidcProvider, type TestOidcProvider } from './oidc-provider.ts';
import { describeRoleMatrix, E, path, unique, whoIs, type Case, type Entry } from './role-matrix.ts';
import { isSuccess, signInPeople, type People } from './route-fixture.ts';
import { getTestServer, type TestServer } from './support.ts';

let server: TestServer;
let people: People;
/** A real OpenID provider on loopback plays Google (oidc-provider.ts). */
let google: TestOidcProvider;
beforeAll(async () => {
  google = await startTestOidcProvider();
  server = await getTestServer({
    config: {
      rateLimitScale: 100,
      google: { issuer: google.issuer, clientId: google.clientId, clientSecret: google.clientSecret },
    },
  });
  google.register([`${server.url}/auth/callback`]);
  people = await signInPeople(server);
});
afterAll(async () => {
  await server.close();
  await google.close();
});

const em = () => server.db.orm.em.fork();
const NEW_PASSWORD = 'a brand new password';

const MATRIX: Partial<Record<EndpointName, Entry>> = {
  login: {
    ownAccount: true,
    call: async (c) => {
      const { user, password } = await c.account();
      return { path: path('login'), body: { emailOrUsername: user.email, password } };
    },
    effect: async (c) => expect(await whoIs(c.agent)).toBe((await c.account()).user.id),
  },
  register: {
    ownAccount: true,
    call: () => ({ path: path('register'), body: { email: `${unique('m')}@example.test`, password: 'secret1' } }),
    effect: async (c, response) => expect(await whoIs(c.agent)).toBe(response.body.id),
  },
  logout: {
    ownAccount: true,
    call: () => ({ path: path('logout') }),
    effect: async (c) => expect(await whoIs(c.agent)).toBeUndefined(),
  },
  resetPassword: {
    ownAccount: true,
    call: async (c) => ({ path: path('resetPassword'), body: { email: (await c.account()).user.email } }),
    effect: (_, response) => expect(response.body).toEqual({ message: E.resetPasswordAck }),
  },
  confirmResetPassword: {
    ownAccount: true,
    call: async (c) => {
      const token = crypto.randomBytes(16).toString('base64url');
      const fork = em();
      fork.create(PasswordResetToken, {
        user: (await c.account()).user.id,
        tokenHash: crypto.createHash('sha256').update(token).digest('hex'),
        expiresAt: new Date(Date.now() + 60_000),
      });
      await fork.flush();
      return { path: path('confirmResetPassword'), body: { token, newPassword: NEW_PASSWORD } };
    },
    effect: async (c) => {
      await server.agent().signIn((await c.account()).user.email, NEW_PASSWORD);
      expect(await whoIs(c.agent)).toBeUndefined();
    },
  },
  changeUsername: {
    ownAccount: true,
    call: () => ({ path: path('changeUsername'), body: { username: unique('matrix_') } }),
    effect: (_, response) => {
      if (isSuccess(response.status)) expect(response.body.username).toMatch(/^matrix_/);
    },
  },
  changePassword: {
    ownAccount: true,
    call: async (c) => ({
      path: path('changePassword'),
      body: { currentPassword: (await c.account()).password, newPassword: NEW_PASSWORD },
    }),
    effect: async (c, response) => {
      if (isSuccess(response.status)) await server.agent().signIn((await c.account()).user.email, NEW_PASSWORD);
    },
  },
  becomeAuthor: {
    ownAccount: true,
    call: () => ({ path: path('becomeAuthor'), body: { isAuthor: true } }),
    effect: (_, response) => {
      if (isSuccess(response.status)) expect(response.body.isAuthor).toBe(true);
    },
  },
  setTimeZone: {
    ownAccount: true,
    call: () => ({ path: path('setTimeZone'), body: { timeZone: 'Asia/Tokyo' } }),
    effect: (_, response) => {
      if (isSuccess(response.status)) expect(response.body.timeZone).toBe('Asia/Tokyo');
    },
  },
  confirmAdult: {
    ownAccount: true,
    call: () => ({ path: path('confirmAdult') }),
    effect: (_, response) => {
      if (isSuccess(response.status)) expect(response.body.adultConfirmed).toBe(true);
    },
  },
  deleteAccount: {
    ownAccount: true,
    call: async (c) => ({ path: path('deleteAccount'), body: { password: (await c.account()).password } }),
    effect: async (c, response) => {
      if (!isSuccess(response.status)) return;
      expect(await whoIs(c.agent)).toBeUndefined();
      const signIn = await server.request('POST', path('login'), {
        json: { emailOrUsername: (await c.account()).user.email, password: (await c.account()).password },
      });
      expect(signIn.status).toBe(401);
    },
  },
  googleSignInCallback: {
    // Anyone may finish a Google sign-in they started: a new Google account, so a new reader, signed in.
    ownAccount: true,
    call: async (c) => ({
      path: path('googleSignInCallback'),
      body: await googleCallbackParams(c.agent, `${unique('g')}@example.test`),
    }),
    effect: async (c, response) => expect(await whoIs(c.agent)).toBe(response.body.user.id),
  },
  googleLink: {
    // The Google email is the caller's (or, signed out, an existing account's): its password links and signs in.
    ownAccount: true,
    call: async (c) => {
      const { user, password } = await c.account();
      const callback = await c.agent.request('POST', path('googleSignInCallback'), {
        json: await googleCallbackParams(c.agent, user.email),
        headers: { origin: server.url, 'sec-fetch-site': 'same-origin' },
      });
      expect(callback.body).toMatchObject({ linkRequired: true, email: user.email });
      return { path: path('googleLink'), body: { password } };
    },
    effect: async (c, response) => expect(await whoIs(c.agent)).toBe(response.body.user.id),
  },

  // Bearer tokens: the body authenticates sign-in, refresh and revoke; a token is deleted by its owner.
  createToken: {
    ownAccount: true,
    call: async (c) => {
      const { user, password } = await c.account();
      return { path: path('createToken'), body: { emailOrUsername: user.username, password, deviceName: 'Matrix' } };
    },
    effect: async (c, response) => expect(response.body.user.id).toBe((await c.account()).user.id),
  },
  refreshToken: {
    ownAccount: true,
    call: async (c) => ({ path: path('refreshToken'), body: { refreshToken: (await tokensOf(c)).refreshToken } }),
    effect: async (c, response) => {
      const bearer = { authorization: `Bearer ${response.body.accessToken}` };
      expect((await server.request('GET', path('currentUser'), { headers: bearer })).body.id).toBe(
        (await c.account()).user.id,
      );
    },
  },
  revokeToken: {
    ownAccount: true,
    call: async (c) => ({ path: path('revokeToken'), body: { refreshToken: (await tokensOf(c)).refreshToken } }),
    effect: async (c) => {
      const bearer = { authorization: `Bearer ${(await tokensOf(c)).accessToken}` };
      expect((await server.request('GET', path('currentUser'), { headers: bearer })).status).toBe(401);
    },
  },
  deleteToken: {
    // The caller's own token (another's is a 404, see routes/tokens/tokens.test.ts).
    ownAccount: true,
    call: async (c) => ({ path: path('deleteToken', { id: (await tokensOf(c)).token.id }) }),
    effect: async (c, response) => {
      const bearer = { authorization: `Bearer ${(await tokensOf(c)).accessToken}` };
      const status = (await server.request('GET', path('currentUser'), { headers: bearer })).status;
      expect(status).toBe(isSuccess(response.status) ? 401 : 200);
    },
  },

  // Two-factor: each signed-in case turns it on for its own new account first (see twoFactorOf).
  mfaEnroll: {
    ownAccount: true,
    call: () => ({ path: path('mfaEnroll') }),
    effect: (_, response) => {
      if (isSuccess(response.status)) expect(response.body.qrCode).toMatch(/^data:image\/png;base64,/);
    },
  },
  mfaVerify: {
    ownAccount: true,
    call: async (c) => {
      const secret = await enrollmentOf(c);
      return { path: path('mfaVerify'), body: { code: secret ? totpCode(secret) : '123456' } };
    },
    effect: (_, response) => {
      if (isSuccess(response.status)) expect(response.body.recoveryCodes).toHaveLength(10);
    },
  },
  mfaChallenge: {
    ownAccount: true,
    // Open to anyone in the table, but only a session waiting for its second factor has something to finish.
    except: { anonymous: [401, E.authenticationRequired] },
    call: async (c) => {
      const secret = await twoFactorOf(c);
      if (secret) await c.agent.signIn((await c.account()).user.username, (await c.account()).password);
      return { path: path('mfaChallenge'), body: { code: secret ? totpCode(secret, 1) : '123456' } };
    },
    effect: async (c, response) => {
      if (isSuccess(response.status)) expect((await c.agent.request('GET', path('currentUser'))).body.aal).toBe('aal2');
    },
  },
  mfaRecoveryCodes: {
    ownAccount: true,
    call: async (c) => {
      const secret = await twoFactorOf(c);
      return { path: path('mfaRecoveryCodes'), body: { code: secret ? totpCode(secret, 1) : '123456' } };
    },
  },
  mfaUnenroll: {
    ownAccount: true,
    call: async (c) => {
      const secret = await twoFactorOf(c);
      return { path: path('mfaUnenroll'), body: { code: secret ? totpCode(secret, 1) : '123456' } };
    },
    effect: async (c, response) => {
      if (isSuccess(response.status))
        expect((await c.agent.request('GET', path('mfaStatus'))).body.enrolled).toBe(false);
    },
  },
};

/** A started two-factor setup of the case's signed-in account: its secret (undefined when signed out). */
async function enrollmentOf(c: Case): Promise<string | undefined> {
  const response = await c.agent.request('POST', path('mfaEnroll'));
  return response.status === 200 ? (response.body.secret as string) : undefined;
}

/** Two-factor turned on for the case's signed-in account with the current code: its secret. */
async function twoFactorOf(c: Case): Promise<string | undefined> {
  const secret = await enrollmentOf(c);
  if (secret) {
    const response = await c.agent.request('POST', path('mfaVerify'), { json: { code: totpCode(secret) } });
    expect(response.status, response.text).toBe(200);
  }
  return secret;
}

/** A token pair of the case's account, made once per case. */
const pairs = new WeakMap<Case, Promise<TokenPair>>();
function tokensOf(c: Case) {
  let pair = pairs.get(c);
  if (!pair) {
    pair = c.account().then(async ({ user, password }) => {
      const response = await server.request('POST', path('createToken'), {
        json: { emailOrUsername: user.username, password },
      });
      expect(response.status, response.text).toBe(201);
      return TokenPairSchema.parse(response.body);
    });
    pairs.set(c, pair);
  }
  return pair;
}

describeRoleMatrix('accounts', MATRIX, { server: () => server, people: () => people });
