/**
 * Every mutating route of the endpoint table, called by each role with a valid body. What each role gets follows
 * from the route's `access` (signed out: 401 on user and author routes; readers: 403 on author routes) and from
 * ownership (other authors: 403 on the owner's novels and chapters), with the exceptions each entry names.
 * Every case gets new content, so a successful delete never takes away what a later case needs.
 */
import crypto from 'node:crypto';
import { MESSAGES, TokenPairSchema, type EndpointName, type TokenPair } from '@inkshelf/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Bookmark, Chapter, Comment, Novel, PasswordResetToken, Review } from '../src/entities/index.ts';
import { totpCode } from '../src/routes/mfa/mfa-support.ts';
import { buildUser } from './factories.ts';
import {
  ENDPOINT_NAMES,
  ROLES,
  buildContent,
  endpointOf,
  expectErrorBody,
  expectMatchesContract,
  isMutating,
  isSuccess,
  pathOf,
  signInPeople,
  type Content,
  type People,
  type Person,
  type Role,
} from './route-fixture.ts';
import { googleCallbackParams, startTestOidcProvider, type TestOidcProvider } from './oidc-provider.ts';
import { getTestServer, type TestAgent, type TestResponse, type TestServer } from './support.ts';

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

const E = MESSAGES.errors;
const em = () => server.db.orm.em.fork();
let sequence = 0;
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${++sequence}`;
const NEW_PASSWORD = 'a brand new password';
/** The password of the accounts that signed-out callers act on. */
const ACCOUNT_PASSWORD = 'an account password';

/** One call of the matrix: who makes it, and what it acts on. */
interface Case {
  agent: TestAgent;
  /** New content owned by the owner (built on first use). */
  content(): Promise<Content>;
  /** The caller's own account; for a signed-out caller, an account that exists but is not signed in. */
  account(): Promise<Person>;
}

interface Call {
  path: string;
  body?: unknown;
}

/** A status, or a status and the exact message. */
type Outcome = number | readonly [number, string];

interface Entry {
  /** A valid call for the role. */
  call(c: Case): Call | Promise<Call>;
  /** The status of a success when it is not the table's. */
  success?: number;
  /** Only the novel's author may: readers and other authors get 403 with this message. */
  ownerOnly?: string;
  /** Where the role gets something other than what access and ownership give. */
  except?: Partial<Record<Role, Outcome>>;
  /** The route acts on the caller's account or session: a new account plays the role. */
  ownAccount?: boolean;
  /** What the answer must have changed, or left alone. */
  effect?(c: Case, response: TestResponse): void | Promise<void>;
}

const path = (name: EndpointName, values: Record<string, number | string> = {}) => pathOf(name, values);
const novelBody = () => ({ title: unique('Matrix novel '), description: 'A description long enough to pass.' });
const whoIs = async (agent: TestAgent) => (await agent.request('GET', '/api/user')).body?.id as number | undefined;

/** Every mutating endpoint of the table; the exhaustiveness test below fails when one is missing. */
const MATRIX: Record<string, Entry> = {
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

  createNovel: {
    call: () => ({ path: path('createNovel'), body: { ...novelBody(), genres: ['Fantasy'] } }),
  },
  updateNovel: {
    ownerOnly: E.editOwnNovelsOnly,
    call: async (c) => ({ path: path('updateNovel', { id: (await c.content()).novel.id }), body: novelBody() }),
  },
  deleteNovel: {
    ownerOnly: E.editOwnNovelsOnly,
    call: async (c) => ({ path: path('deleteNovel', { id: (await c.content()).novel.id }) }),
    effect: async (c, response) =>
      expect(await em().count(Novel, { id: (await c.content()).novel.id })).toBe(isSuccess(response.status) ? 0 : 1),
  },
  createChapter: {
    ownerOnly: E.editOwnNovelsOnly,
    call: async (c) => ({
      path: path('createChapter', { novelId: (await c.content()).novel.id }),
      body: { title: 'A new chapter', content: '<p>More of the story.</p>' },
    }),
  },
  updateChapter: {
    ownerOnly: E.editOwnNovelsOnly,
    call: async (c) => {
      const { novel, chapter } = await c.content();
      return {
        path: path('updateChapter', { novelId: novel.id, slot: chapter.chapterNumber }),
        body: { title: 'Renamed' },
      };
    },
  },
  publishChapter: {
    ownerOnly: E.editOwnNovelsOnly,
    call: async (c) => ({ path: path('publishChapter', { id: (await c.content()).draft.id }) }),
    effect: async (c, response) => {
      const draft = await em().findOneOrFail(Chapter, (await c.content()).draft.id);
      expect(draft.status).toBe(isSuccess(response.status) ? 'published' : 'draft');
    },
  },
  deleteChapter: {
    ownerOnly: E.editOwnNovelsOnly,
    call: async (c) => ({ path: path('deleteChapter', { id: (await c.content()).chapter.id }) }),
    effect: async (c, response) =>
      expect(await em().count(Chapter, { id: (await c.content()).chapter.id })).toBe(
        isSuccess(response.status) ? 0 : 1,
      ),
  },

  saveReview: {
    success: 201, // a new review; the table documents 200
    except: { reader: 200 }, // the reader's review exists: it is replaced
    call: async (c) => ({
      path: path('saveReview', { id: (await c.content()).novel.id }),
      body: { content: 'A fine read.', rating: 3 },
    }),
  },
  deleteReview: {
    // The reader wrote it; the owner wrote the novel.
    except: { otherAuthor: [403, 'You can only delete your own reviews or reviews of your novels.'] },
    call: async (c) => ({ path: path('deleteReview', { id: (await c.content()).review.id }) }),
    effect: async (c, response) =>
      expect(await em().count(Review, { id: (await c.content()).review.id })).toBe(isSuccess(response.status) ? 0 : 1),
  },
  postComment: {
    call: async (c) => {
      const { chapter, comment } = await c.content();
      return {
        path: path('postComment', { chapterId: chapter.id }),
        body: { content: 'A reply', parentId: comment.id },
      };
    },
  },
  deleteComment: {
    except: { otherAuthor: [403, 'You can only delete your own comments or comments on your novels.'] },
    call: async (c) => ({ path: path('deleteComment', { id: (await c.content()).comment.id }) }),
    effect: async (c, response) =>
      expect(await em().count(Comment, { id: (await c.content()).comment.id })).toBe(
        isSuccess(response.status) ? 0 : 1,
      ),
  },
  toggleLike: {
    call: async (c) => ({ path: path('toggleLike', { id: (await c.content()).comment.id }) }),
    effect: (_, response) => {
      if (isSuccess(response.status)) expect(response.body).toEqual({ liked: true, likes: 1 });
    },
  },
  addBookmark: {
    except: { reader: 200, owner: 200 }, // already bookmarked: nothing changes
    call: async (c) => ({ path: path('addBookmark'), body: { novelId: (await c.content()).novel.id } }),
  },
  removeBookmark: {
    // Bookmarks are per user: the other author has none, and cannot remove the reader's.
    except: { otherAuthor: [404, E.bookmarkNotFound] },
    call: async (c) => ({ path: path('removeBookmark', { novelId: (await c.content()).novel.id }) }),
    effect: async (c, response) => {
      const { novel } = await c.content();
      const left = await em().count(Bookmark, { novel: novel.id });
      expect(left).toBe(isSuccess(response.status) ? 1 : 2);
    },
  },
  saveProgress: {
    success: 201, // new progress; the table documents 200
    call: async (c) => {
      const { novel, chapter } = await c.content();
      return { path: path('saveProgress'), body: { novelId: novel.id, chapterId: chapter.id, progress: 40 } };
    },
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

/** What the role gets, from the table's access, the entry's ownership rule and its exceptions. */
function expected(name: EndpointName, entry: Entry, role: Role): Outcome {
  const { access, status } = endpointOf(name);
  const success = entry.success ?? status ?? 200;
  const exception = entry.except?.[role];
  if (exception !== undefined) return exception;
  const signedInOnly = access === 'user' || access === 'author';
  if (role === 'anonymous') return signedInOnly ? [401, E.authenticationRequired] : success;
  if (role === 'reader' && access === 'author') return [403, entry.ownerOnly ?? E.authorRequired];
  if (role === 'otherAuthor' && entry.ownerOnly) return [403, entry.ownerOnly];
  return success;
}

const label = (outcome: Outcome) => (typeof outcome === 'number' ? String(outcome) : outcome[0]);

async function caseFor(role: Role, entry: Entry): Promise<Case> {
  let person: Person | undefined;
  if (role !== 'anonymous') {
    person = entry.ownAccount ? await server.signedIn({ isAuthor: role !== 'reader' }) : people[role];
  }
  let content: Promise<Content> | undefined;
  let account: Promise<Person> | undefined;
  const agent = person?.agent ?? server.agent();
  return {
    agent,
    content: () => (content ??= buildContent(em(), people)),
    account: () =>
      (account ??= person
        ? Promise.resolve(person)
        : buildUser(em(), { password: ACCOUNT_PASSWORD }).then((user) => ({
            user,
            agent,
            password: ACCOUNT_PASSWORD,
          }))),
  };
}

describe('role matrix of the mutating routes', () => {
  it('has an entry for every mutating endpoint of the table, and only for those', () => {
    expect(Object.keys(MATRIX).sort()).toEqual(ENDPOINT_NAMES.filter(isMutating).sort());
  });

  for (const [name, entry] of Object.entries(MATRIX) as [EndpointName, Entry][]) {
    const { method } = endpointOf(name);
    describe(`${name}: ${method} ${endpointOf(name).path}`, () => {
      for (const role of ROLES) {
        const outcome = expected(name, entry, role);
        it(`${role} -> ${label(outcome)}`, async () => {
          const c = await caseFor(role, entry);
          const call = await entry.call(c);
          const schema = endpointOf(name).body;
          if (schema) expect(schema.safeParse(call.body).error?.issues ?? [], 'the valid body').toEqual([]);
          // As a browser on the site's own pages sends it, so the CSRF guard lets the session cookie through.
          const headers = { origin: server.url, 'sec-fetch-site': 'same-origin' };
          const response = await c.agent.request(method, call.path, { headers, json: call.body });
          const [status, message] = typeof outcome === 'number' ? [outcome] : outcome;
          expect(response.status, response.text.slice(0, 300)).toBe(status);
          if (isSuccess(status)) expectMatchesContract(name, response);
          else expectErrorBody(response);
          if (message !== undefined) expect(response.body.message).toBe(message);
          await entry.effect?.(c, response);
        });
      }
    });
  }
});
