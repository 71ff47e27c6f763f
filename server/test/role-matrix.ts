/**
 * The role matrix: every mutating route of the endpoint table, called by each role with a valid body; what each gets
 * follows from the route's `access` and from ownership, with the exceptions each entry names. Every case gets new
 * content, so a successful delete never takes away what a later case needs.
 */
import { MESSAGES, needsSignIn, type EndpointName } from '@inkshelf/contracts';
import { describe, expect, it } from 'vitest';
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
  type Content,
  type People,
  type Person,
  type Role,
} from './route-fixture.ts';
import type { TestAgent, TestResponse, TestServer } from './support.ts';

export const E = MESSAGES.errors;
let sequence = 0;
export const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${++sequence}`;
/** The password of the accounts that signed-out callers act on. */
const ACCOUNT_PASSWORD = 'an account password';

export const path = (name: EndpointName, values: Record<string, number | string> = {}) => pathOf(name, values);
export const whoIs = async (agent: TestAgent) =>
  (await agent.request('GET', '/api/user')).body?.id as number | undefined;

/** One call of the matrix: who makes it, and what it acts on. */
export interface Case {
  agent: TestAgent;
  /** New content owned by the owner (built on first use). */
  content(): Promise<Content>;
  /** The caller's own account; for a signed-out caller, an account that exists but is not signed in. */
  account(): Promise<Person>;
}

export interface Call {
  path: string;
  body?: unknown;
}

/** A status, or a status and the exact message. */
export type Outcome = number | readonly [number, string];

export interface Entry {
  /** A valid call for the role. */
  call(c: Case): Call | Promise<Call>;
  /** The status of a success when it is not the table's. */
  success?: number;
  /** Only the novel's author may: readers and other authors get 403 with this message. */
  ownerOnly?: string;
  /** Where the role gets something other than what access and ownership give. */
  except?: Partial<Record<MatrixRole, Outcome>>;
  /** The route acts on the caller's account or session: a new account plays the role. */
  ownAccount?: boolean;
  /** What the answer must have changed, or left alone. */
  effect?(c: Case, response: TestResponse): void | Promise<void>;
}

/** The accounts part of the matrix (sign-in, the account, tokens, two-factor, Google); the rest is content. */
export const ACCOUNT_ROUTES: readonly EndpointName[] = [
  'login',
  'register',
  'logout',
  'resetPassword',
  'confirmResetPassword',
  'changeUsername',
  'changePassword',
  'becomeAuthor',
  'setTimeZone',
  'confirmAdult',
  'deleteAccount',
  'googleSignInCallback',
  'googleLink',
  'createToken',
  'refreshToken',
  'revokeToken',
  'deleteToken',
  'mfaEnroll',
  'mfaVerify',
  'mfaChallenge',
  'mfaRecoveryCodes',
  'mfaUnenroll',
];

/** The moderation part (issue 18): reports, the queue's actions, content ratings, roles, suspensions, takedowns. */
export const MODERATION_ROUTES: readonly EndpointName[] = [
  'createReport',
  'resolveReport',
  'changeContentRating',
  'changeRole',
  'liftSuspension',
  'createTakedown',
  'actOnTakedown',
  'counterNotice',
  'createGenre',
  'renameGenre',
  'deleteGenre',
  'mergeTag',
];

export type MatrixArea = 'accounts' | 'content' | 'moderation';

const areaOf = (name: EndpointName): MatrixArea =>
  ACCOUNT_ROUTES.includes(name) ? 'accounts' : MODERATION_ROUTES.includes(name) ? 'moderation' : 'content';

/** The mutating routes of one area: ACCOUNT_ROUTES, MODERATION_ROUTES, or `content`: every other mutating route. */
export const routesOf = (area: MatrixArea): EndpointName[] =>
  ENDPOINT_NAMES.filter(isMutating).filter((name) => areaOf(name) === area);

/** The staff roles (issue 18), played by a moderator and an admin; the moderation matrix adds them to ROLES. */
export const STAFF_ROLES = ['moderator', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export type MatrixRole = Role | StaffRole;

/** What the running file provides: its server and signed-in people (set in its beforeAll). */
export interface MatrixContext {
  server(): TestServer;
  people(): People;
  /** The signed-in moderator and admin, for a matrix that plays STAFF_ROLES too. */
  staff?(): Record<StaffRole, Person>;
}

/** What the role gets, from the table's access, the entry's ownership rule and its exceptions. */
function expected(name: EndpointName, entry: Entry, role: MatrixRole): Outcome {
  const { access, status } = endpointOf(name);
  const success = entry.success ?? status ?? 200;
  const exception = entry.except?.[role];
  if (exception !== undefined) return exception;
  if (role === 'anonymous') return needsSignIn(access) ? [401, E.authenticationRequired] : success;
  // Staff routes: moderators and admins for 'moderator', admins alone for 'admin'; everyone else 403.
  if (access === 'admin') return role === 'admin' ? success : [403, E.adminRequired];
  if (access === 'moderator') return role === 'admin' || role === 'moderator' ? success : [403, E.moderatorRequired];
  if (role === 'moderator' || role === 'admin') return success;
  if (role === 'reader' && access === 'author') return [403, entry.ownerOnly ?? E.authorRequired];
  if (role === 'otherAuthor' && entry.ownerOnly) return [403, entry.ownerOnly];
  return success;
}

const label = (outcome: Outcome) => (typeof outcome === 'number' ? String(outcome) : outcome[0]);

async function caseFor(context: MatrixContext, role: MatrixRole, entry: Entry): Promise<Case> {
  const server = context.server();
  const people = context.people();
  const em = () => server.db.orm.em.fork();
  let person: Person | undefined;
  if (role === 'moderator' || role === 'admin') {
    const staff = context.staff?.();
    if (!staff) throw new Error('this matrix has no staff: pass `staff` in its context');
    person = staff[role];
  } else if (role !== 'anonymous') {
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

/** Registers the matrix of one area: a completeness check, then a test per route and role. */
export function describeRoleMatrix(
  area: MatrixArea,
  matrix: Partial<Record<EndpointName, Entry>>,
  context: MatrixContext,
): void {
  describe(`role matrix of the mutating routes: ${area}`, () => {
    it(`has an entry for every mutating ${area} endpoint of the table, and only for those`, () => {
      expect(Object.keys(matrix).sort()).toEqual(routesOf(area).sort());
    });

    for (const [name, entry] of Object.entries(matrix) as [EndpointName, Entry][]) {
      const { method } = endpointOf(name);
      describe(`${name}: ${method} ${endpointOf(name).path}`, () => {
        for (const role of [...ROLES, ...(context.staff ? STAFF_ROLES : [])]) {
          const outcome = expected(name, entry, role);
          it(`${role} -> ${label(outcome)}`, async () => {
            const server = context.server();
            const c = await caseFor(context, role, entry);
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
}
