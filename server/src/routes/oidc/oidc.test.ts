/**
 * Google sign-in against a real OpenID provider (oidc-provider) on loopback: the app discovers it, sends the
 * browser there, and the test drives its login page over HTTP and brings the code back as /auth/callback would.
 */
import { GoogleCallbackResultSchema, OIDC_MESSAGES } from '@inkshelf/contracts';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories.ts';
import { loginAtProvider, startTestOidcProvider, type TestOidcProvider } from '../../../test/oidc-provider.ts';
import { burst, expectRefusals } from '../../../test/parallel.ts';
import { getTestServer, type TestAgent, type TestServer } from '../../../test/support.ts';
import { mappingKey } from '../../commands/google-accounts.ts';
import { AuthMapping, MfaFactor, User } from '../../entities/index.ts';
import { SESSION_COOKIE } from '../../middlewares/session.ts';

let provider: TestOidcProvider;
let server: TestServer;
beforeAll(async () => {
  provider = await startTestOidcProvider();
  server = await getTestServer({
    config: {
      google: { issuer: provider.issuer, clientId: provider.clientId, clientSecret: provider.clientSecret },
      trustProxy: true,
    },
  });
  provider.register([`${server.url}/auth/callback`]);
});
afterAll(async () => {
  await server.close();
  await provider.close();
});

const em = () => server.db.orm.em.fork();
let sequence = 0;
const email = (prefix: string) => `${prefix}-${Date.now().toString(36)}${++sequence}@example.test`;

interface Callback {
  code: string;
  state: string;
  iss: string;
}

/** Starts on the app, signs in at the provider as `login`, and returns what /auth/callback would receive. */
async function throughProvider(agent: TestAgent, login: string, returnTo = '/novels/Somewhere'): Promise<Callback> {
  const start = await agent.request('GET', `/api/auth/google/start?returnTo=${encodeURIComponent(returnTo)}`);
  expect(start.status, start.text).toBe(302);
  const location = new URL(start.headers.get('location')!);
  expect(location.origin).toBe(provider.issuer);
  expect(location.searchParams.get('code_challenge_method')).toBe('S256');
  expect(location.searchParams.get('nonce')).toBeTruthy();
  const back = await loginAtProvider(location.href, login);
  expect(`${back.origin}${back.pathname}`).toBe(`${server.url}/auth/callback`);
  return {
    code: back.searchParams.get('code')!,
    state: back.searchParams.get('state')!,
    iss: back.searchParams.get('iss')!,
  };
}

const finish = (agent: TestAgent, callback: Partial<Callback>) =>
  agent.request('POST', '/api/auth/google/callback', { json: callback });

/** The session row of the agent's cookie. */
async function sessionRow(agent: TestAgent): Promise<Record<string, any>> {
  const rows = await em().execute('select sess from session where sid = ?', [agent.cookies.get(SESSION_COOKIE)]);
  const sess = (rows[0] as { sess: unknown } | undefined)?.sess;
  return (typeof sess === 'string' ? JSON.parse(sess) : sess) as Record<string, any>;
}

async function writeSession(agent: TestAgent, sess: Record<string, unknown>): Promise<void> {
  await em().execute('update session set sess = ? where sid = ?', [
    JSON.stringify(sess),
    agent.cookies.get(SESSION_COOKIE),
  ]);
}

describe('GET /api/auth/providers', () => {
  it('reports Google when it is configured', async () => {
    expect(await server.request('GET', '/api/auth/providers')).toMatchObject({ status: 200, body: { google: true } });
  });
});

describe('a new Google account', () => {
  it('creates a reader with a generated name and the verified email, maps it, and signs in on a new session', async () => {
    const agent = server.agent();
    const address = email('newcomer');
    const callback = await throughProvider(agent, address);
    const before = agent.cookies.get(SESSION_COOKIE);
    const response = await finish(agent, callback);
    expect(response.status, response.text).toBe(200);
    const result = GoogleCallbackResultSchema.parse(response.body);
    if (result.linkRequired) throw new Error('expected a sign-in');
    expect(result.returnTo).toBe('/novels/Somewhere');
    expect(result.user).toMatchObject({ email: address, isAuthor: false });
    expect(result.user.username).toMatch(/^Reader\d{3,}$/);
    expect(agent.cookies.get(SESSION_COOKIE)).not.toBe(before);
    expect((await agent.request('GET', '/api/user')).body).toMatchObject({ id: result.user.id });

    const user = await em().findOneOrFail(User, { id: result.user.id }, { populate: ['password'] });
    expect(user.password).toBeNull();
    expect(await em().count(AuthMapping, { supabaseUid: mappingKey(address), localUser: user.id })).toBe(1);
  });

  it('goes home when no return path (or another site) was asked for', async () => {
    const agent = server.agent();
    const callback = await throughProvider(agent, email('home'), '//evil.example/x');
    const response = await finish(agent, callback);
    expect(response.body.returnTo).toBe('/');
  });
});

describe('an existing mapping', () => {
  it('signs the mapped user in again, without a new account', async () => {
    const address = email('returning');
    const first = server.agent();
    const created = await finish(first, await throughProvider(first, address));
    const users = await em().count(User, {});

    const again = server.agent();
    const response = await finish(again, await throughProvider(again, address));
    expect(response.status, response.text).toBe(200);
    expect(response.body).toMatchObject({ linkRequired: false, user: { id: created.body.user.id } });
    expect(await em().count(User, {})).toBe(users);
  });
});

describe('a verified email of an existing account', () => {
  it('does not sign in until that account password is confirmed, then links and signs in', async () => {
    const address = email('owner');
    const owner = await buildUser(em(), { email: address, password: 'the owner password' });
    const agent = server.agent();
    const response = await finish(agent, await throughProvider(agent, address, '/bookmarks'));
    expect(response).toMatchObject({
      status: 200,
      body: { linkRequired: true, email: address, returnTo: '/bookmarks' },
    });
    expect((await agent.request('GET', '/api/user')).status).toBe(401);
    expect(await em().count(AuthMapping, { localUser: owner.id })).toBe(0);

    const wrong = await agent.request('POST', '/api/auth/google/link', { json: { password: 'not the password' } });
    expect(wrong).toMatchObject({ status: 401, body: { message: OIDC_MESSAGES.passwordIncorrect } });
    expect((await agent.request('GET', '/api/user')).status).toBe(401);

    const right = await agent.request('POST', '/api/auth/google/link', { json: { password: 'the owner password' } });
    expect(right.status, right.text).toBe(200);
    expect(right.body).toMatchObject({ linkRequired: false, user: { id: owner.id }, returnTo: '/bookmarks' });
    expect((await agent.request('GET', '/api/user')).body).toMatchObject({ id: owner.id });
    expect(await em().count(AuthMapping, { supabaseUid: mappingKey(address), localUser: owner.id })).toBe(1);

    // The link is used up; the next Google sign-in goes straight in.
    const replay = await agent.request('POST', '/api/auth/google/link', { json: { password: 'the owner password' } });
    expect(replay).toMatchObject({ status: 400, body: { message: OIDC_MESSAGES.noLinkPending } });
    const later = server.agent();
    const direct = await finish(later, await throughProvider(later, address));
    expect(direct.body).toMatchObject({ linkRequired: false, user: { id: owner.id } });
  });

  it('limits wrong passwords like sign-in does (429 after 5)', async () => {
    const address = email('guarded');
    await buildUser(em(), { email: address, password: 'the owner password' });
    const agent = server.agent();
    await finish(agent, await throughProvider(agent, address));
    for (let attempt = 0; attempt < 5; attempt++) {
      const wrong = await agent.request('POST', '/api/auth/google/link', { json: { password: `guess ${attempt}` } });
      expect(wrong.status).toBe(401);
    }
    const blocked = await agent.request('POST', '/api/auth/google/link', { json: { password: 'the owner password' } });
    expect(blocked).toMatchObject({ status: 429, body: { message: OIDC_MESSAGES.tooManyAttempts } });
  });

  it('120 wrong passwords at once: 5 are checked, and the account budget is the sign-in one', async () => {
    const address = email('hammered');
    const owner = await buildUser(em(), { email: address, password: 'the owner password' });
    const agent = server.agent();
    await finish(agent, await throughProvider(agent, address));
    // From a client IP of its own, so that the burst leaves the other tests' sign-in budgets alone.
    const headers = { 'x-forwarded-for': '192.0.2.120' };
    const guesses = await burst(120, (i) =>
      agent.request('POST', '/api/auth/google/link', { json: { password: `guess ${i}` }, headers }),
    );
    expect(guesses.count(401)).toBe(5);
    expect(guesses.processed).toBe(5);
    expectRefusals(guesses, OIDC_MESSAGES.tooManyAttempts, 60);
    const right = await agent.request('POST', '/api/auth/google/link', {
      json: { password: 'the owner password' },
      headers,
    });
    expect(right.status).toBe(429);
    // These were failures against the account's budget of password sign-ins (25 an hour): 20 remain.
    const signIns = await burst(40, (i) =>
      server.request('POST', '/api/login', {
        json: { emailOrUsername: owner.username, password: `guess ${i}` },
        headers: { 'x-forwarded-for': `192.0.2.${i + 1}` },
      }),
    );
    expect(signIns.count(401)).toBe(20);
  });

  it('answers 400 to a link with nothing pending', async () => {
    const response = await server.request('POST', '/api/auth/google/link', { json: { password: 'whatever' } });
    expect(response).toMatchObject({ status: 400, body: { message: OIDC_MESSAGES.noLinkPending } });
  });
});

describe('an account with two-factor', () => {
  it('is only half signed in by Google: the answer and GET /api/user say a code is owed', async () => {
    const address = email('second-factor');
    const agent = server.agent();
    const first = await finish(agent, await throughProvider(agent, address));
    const fork = em();
    fork.create(MfaFactor, { user: first.body.user.id, secretSealed: 'not used here', verifiedAt: new Date() });
    await fork.flush();

    const again = server.agent();
    const response = await finish(again, await throughProvider(again, address));
    expect(response.status, response.text).toBe(200);
    expect(response.body).toMatchObject({ linkRequired: false, mfaRequired: true, user: { mfaRequired: true } });
    const me = await again.request('GET', '/api/user');
    expect(me.body).toMatchObject({ id: first.body.user.id, mfaRequired: true, aal: 'aal1' });
    expect((await again.request('GET', '/api/bookmarks')).status).toBe(401);
  });
});

describe('an unverified email', () => {
  it('never creates an account with it', async () => {
    const address = email('unverified-new');
    const agent = server.agent();
    const response = await finish(agent, await throughProvider(agent, address));
    expect(response).toMatchObject({ status: 403, body: { message: OIDC_MESSAGES.emailNotVerified } });
    expect(await em().count(User, { email: address })).toBe(0);
    expect((await agent.request('GET', '/api/user')).status).toBe(401);
  });

  it('never links to the account that has it', async () => {
    const address = email('unverified-owner');
    const owner = await buildUser(em(), { email: address, password: 'the owner password' });
    const agent = server.agent();
    const response = await finish(agent, await throughProvider(agent, address));
    expect(response).toMatchObject({ status: 403, body: { message: OIDC_MESSAGES.emailNotVerified } });
    const link = await agent.request('POST', '/api/auth/google/link', { json: { password: 'the owner password' } });
    expect(link.status).toBe(400);
    expect(await em().count(AuthMapping, { localUser: owner.id })).toBe(0);
  });
});

describe('refused callbacks', () => {
  it('refuses a state that does not match, and the sign-in cannot be finished afterwards', async () => {
    const agent = server.agent();
    const callback = await throughProvider(agent, email('state'));
    const mismatch = await finish(agent, { ...callback, state: 'not-the-state' });
    expect(mismatch).toMatchObject({ status: 400, body: { message: OIDC_MESSAGES.stateMismatch } });
    const after = await finish(agent, callback);
    expect(after).toMatchObject({ status: 400, body: { message: OIDC_MESSAGES.noSignInInProgress } });
  });

  it('refuses a callback from another browser (no sign-in started there)', async () => {
    const callback = await throughProvider(server.agent(), email('elsewhere'));
    const response = await finish(server.agent(), callback);
    expect(response).toMatchObject({ status: 400, body: { message: OIDC_MESSAGES.noSignInInProgress } });
  });

  it('refuses a replayed code even with the pending sign-in put back', async () => {
    const address = email('replay');
    const agent = server.agent();
    const callback = await throughProvider(agent, address);
    const pending = (await sessionRow(agent)).googleSignIn as Record<string, unknown>;
    expect((await finish(agent, callback)).status).toBe(200);
    // The session id changed at sign-in: put the used flow into the new session and send the same code again.
    await writeSession(agent, { ...(await sessionRow(agent)), googleSignIn: pending });
    const replay = await finish(agent, callback);
    expect(replay).toMatchObject({ status: 400, body: { message: OIDC_MESSAGES.rejected } });
  });

  it('refuses an ID token whose nonce is not the one sent', async () => {
    const address = email('nonce');
    const agent = server.agent();
    const callback = await throughProvider(agent, address);
    const sess = await sessionRow(agent);
    await writeSession(agent, { ...sess, googleSignIn: { ...sess.googleSignIn, nonce: 'a-different-nonce' } });
    const response = await finish(agent, callback);
    expect(response).toMatchObject({ status: 400, body: { message: OIDC_MESSAGES.rejected } });
    expect(await em().count(User, { email: address })).toBe(0);
  });

  it('refuses a sign-in started more than 10 minutes ago', async () => {
    const agent = server.agent();
    const callback = await throughProvider(agent, email('late'));
    const sess = await sessionRow(agent);
    await writeSession(agent, { ...sess, googleSignIn: { ...sess.googleSignIn, expiresAt: Date.now() - 1 } });
    const response = await finish(agent, callback);
    expect(response).toMatchObject({ status: 400, body: { message: OIDC_MESSAGES.noSignInInProgress } });
  });

  it('answers any made-up code or issuer with the right state by 400, never a server error', async () => {
    const text = fc.oneof(
      fc.string({ maxLength: 60 }),
      fc.webUrl(),
      fc.constantFrom('', ' ', '%00', '../', provider.issuer),
    );
    await fc.assert(
      fc.asyncProperty(
        text.filter((value) => value.length > 0),
        fc.option(text, { nil: undefined }),
        async (code, iss) => {
          const agent = server.agent();
          await agent.request('GET', '/api/auth/google/start');
          const { state } = (await sessionRow(agent)).googleSignIn as { state: string };
          const response = await finish(agent, { code, state, ...(iss === undefined ? {} : { iss }) });
          expect(response.status, response.text).toBe(400);
          expect(response.body.message).toMatch(/\S/);
        },
      ),
      { numRuns: 25 },
    );
  });

  it('answers 400 with the field for a callback without a code', async () => {
    const response = await finish(server.agent(), { state: 'x' });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(OIDC_MESSAGES.codeRequired);
  });
});

describe('an unreachable provider', () => {
  it('answers the start with 502 and a clear message (and the server keeps running)', async () => {
    const closed = await startTestOidcProvider();
    const issuer = closed.issuer;
    await closed.close();
    const down = await getTestServer({ config: { google: { issuer, clientId: 'c', clientSecret: 's' } } });
    try {
      const response = await down.request('GET', '/api/auth/google/start');
      expect(response).toMatchObject({ status: 502, body: { message: OIDC_MESSAGES.unavailable } });
      expect((await down.request('GET', '/api/auth/providers')).body).toEqual({ google: true });
    } finally {
      await down.close();
    }
  });
});

describe('without GOOGLE_CLIENT_ID', () => {
  let plain: TestServer;
  beforeAll(async () => {
    plain = await getTestServer();
  });
  afterAll(() => plain.close());

  it('reports Google off, and every Google endpoint answers 404 with a clear message', async () => {
    expect((await plain.request('GET', '/api/auth/providers')).body).toEqual({ google: false });
    for (const [method, path, json] of [
      ['GET', '/api/auth/google/start', undefined],
      ['POST', '/api/auth/google/callback', { code: 'c', state: 's' }],
      ['POST', '/api/auth/google/link', { password: 'p' }],
    ] as const) {
      const response = await plain.request(method, path, { json });
      expect(response, `${method} ${path}`).toMatchObject({
        status: 404,
        body: { message: OIDC_MESSAGES.notConfigured },
      });
    }
  });
});
