/**
 * Every route of the endpoint table under generated hostile input, signed out, as a reader and as the owner: never a
 * 5xx, every failure JSON with a message, every success in the table's shape, the table's access rules kept. Each run
 * draws one seed and a failure names it: FUZZ_SEED=<seed> replays it, FUZZ_RUNS=<n> sets the runs (default 15).
 */
import fc from 'fast-check';
import { BODY_LIMITS, MESSAGES, needsSignIn, type EndpointName } from '@inkshelf/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { User } from '../src/entities/index.ts';
import { JsonShapeScanner } from '../src/middlewares/json-shape.ts';
import {
  Ref,
  SITE,
  bodyArbitrary,
  bodyText,
  headersArbitrary,
  queryArbitrary,
  refKindsOf,
  slotArbitrary,
  wellFormed,
  type FuzzRequest,
} from './fuzz-inputs.ts';
import { MALFORMED_BODIES, MALFORMED_HEADS, malformedBody } from './fuzz-malformed.ts';
import {
  ENDPOINT_NAMES,
  agentOf,
  buildContent,
  endpointFor,
  endpointOf,
  expectErrorBody,
  expectMatchesContract,
  isMutating,
  isSuccess,
  pathOf,
  ROLE_PASSWORD,
  signInAgain,
  signInPeople,
  slotOwners,
  slotsOf,
  type Content,
  type People,
} from './route-fixture.ts';
import { rawRequest } from './raw-http.ts';
import { getTestServer, type TestAgent, type TestResponse, type TestServer } from './support.ts';

const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const RUNS = Number(process.env.FUZZ_RUNS ?? 15);
const FUZZ_ROLES = ['anonymous', 'reader', 'owner'] as const;
type FuzzRole = (typeof FUZZ_ROLES)[number];

let server: TestServer;
let people: People;
let shared: Content;
/** An admin: the malformed-body checks of the staff routes (issue 18) must reach the body, past the role check. */
let admin: TestAgent;
beforeAll(async () => {
  server = await getTestServer({ config: { rateLimitScale: 1000 } });
  people = await signInPeople(server);
  admin = (await server.signedIn({ role: 'admin', password: ROLE_PASSWORD })).agent;
  shared = await buildContent(server.db.orm.em.fork(), people);
});
afterAll(() => server.close());

/** The fixture's owner, or for a staff route an admin, so that the request gets as far as its body. */
const bodyCaller = (name: EndpointName): TestAgent =>
  endpointOf(name).access === 'moderator' || endpointOf(name).access === 'admin' ? admin : people.owner.agent;

/** A distinct, reproducible seed per route and role. */
function seedFor(name: string, role: FuzzRole): number {
  let hash = SEED;
  for (const char of `${name}/${role}`) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}

/** Requests for one endpoint: its slots, its query parameters and (unless a GET) a body. */
function requestArbitrary(name: EndpointName): fc.Arbitrary<FuzzRequest> {
  const endpoint = endpointOf(name);
  const owners = slotOwners(endpoint.path);
  const keysOf = (schema: unknown) => Object.keys((schema as { shape?: object } | undefined)?.shape ?? {});
  return fc.record({
    slots: fc.record(
      Object.fromEntries(slotsOf(endpoint.path).map((slot) => [slot, slotArbitrary(refKindsOf(slot, owners[slot]!))])),
    ),
    query: queryArbitrary(keysOf(endpoint.query)),
    body: endpoint.method === 'GET' ? fc.constant({ kind: 'none' as const }) : bodyArbitrary(keysOf(endpoint.body)),
    headers: headersArbitrary,
  });
}

/** The id or name a reference stands for, in `content` and for the caller. */
function resolve(ref: Ref, content: Content, role: FuzzRole): string | number {
  const owner = people.owner.user;
  const values = {
    novel: content.novel.id,
    chapter: content.chapter.id,
    draft: content.draft.id,
    chapterNumber: content.chapter.chapterNumber,
    comment: content.comment.id,
    review: content.review.id,
    owner: owner.id,
    self: role === 'anonymous' ? owner.id : people[role].user.id,
    email: owner.email,
    username: owner.username,
    title: content.novel.title,
    genre: content.novel.genres[0]!,
    tag: content.novel.tags[0] ?? 'Fuzz Tag',
  };
  return values[ref.kind];
}

const hasRef = (value: unknown): boolean =>
  value instanceof Ref ||
  (typeof value === 'object' && value !== null && Object.values(value).some((item) => hasRef(item)));

function fillRefs(value: unknown, fill: (ref: Ref) => unknown): unknown {
  if (value instanceof Ref) return fill(value);
  if (Array.isArray(value)) return value.map((item) => fillRefs(item, fill));
  if (typeof value !== 'object' || value === null) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value))
    Object.defineProperty(copy, key, { value: fillRefs(item, fill), enumerable: true });
  return copy;
}

/** Sends the request; a write that refers to real rows gets new ones, so it never spoils the shared fixture. */
async function send(
  name: EndpointName,
  role: FuzzRole,
  request: FuzzRequest,
): Promise<{ response: TestResponse; target: EndpointName }> {
  const endpoint = endpointOf(name);
  const fresh =
    isMutating(name) && (hasRef(request.slots) || (request.body.kind === 'json' && hasRef(request.body.value)));
  const content = fresh ? await buildContent(server.db.orm.em.fork(), people) : shared;
  const fill = (ref: Ref) => resolve(ref, content, role);
  const slots = Object.fromEntries(
    Object.entries(request.slots).map(([slot, value]) => [
      slot,
      value instanceof Ref
        ? encodeURIComponent(String(fill(value)))
        : typeof value === 'string'
          ? encodeURIComponent(wellFormed(value))
          : value.raw,
    ]),
  );
  const path = pathOf(name, slots);
  const url = path + (request.query ? `?${request.query}` : '');
  const { body } = request;
  const headers = Object.fromEntries(
    Object.entries(request.headers).map(([header, value]) => [header, value === SITE ? server.url : value]),
  );
  if (body.kind === 'text' || body.kind === 'nested') {
    headers['content-type'] = body.kind === 'text' ? body.contentType : 'application/json';
  }
  if (body.kind === 'malformed') {
    Object.assign(headers, { 'content-type': 'application/json' }, malformedBody(body.label).headers);
  }
  const options =
    body.kind === 'json'
      ? { json: fillRefs(body.value, fill), headers }
      : body.kind === 'none'
        ? { headers }
        : body.kind === 'malformed'
          ? { body: malformedBody(body.label).bytes, headers }
          : { body: bodyText(body), headers };
  const response = await agentOf(server, people, role).request(endpoint.method, url, options);
  // A slot such as 'latest' can make the path another endpoint's ('/api/novels/latest'): that one answers.
  return { response, target: endpointFor(endpoint.method, path) ?? name };
}

/** Whether the JSON parser refuses the value: a `__proto__` key, or a `constructor` with a `prototype`. */
const poisoned = (value: unknown): boolean =>
  typeof value === 'object' &&
  value !== null &&
  Object.entries(value).some(
    ([key, item]) =>
      key === '__proto__' ||
      (key === 'constructor' && typeof item === 'object' && item !== null && 'prototype' in item) ||
      poisoned(item),
  );

/** The methods whose bodies the server reads. */
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);

/** The invariants every answer keeps. */
function checkAnswer(name: EndpointName, role: FuzzRole, request: FuzzRequest, response: TestResponse): void {
  const { access, method } = endpointOf(name);
  const { headers } = request;
  const context = `${response.status} ${response.text.slice(0, 300)}`;
  expect(response.status, context).toBeLessThan(500);
  if (response.status === 304) {
    // Only a conditional read may answer 'not modified', and without a body.
    expect(method === 'GET' && ('if-none-match' in headers || 'if-modified-since' in headers), context).toBe(true);
    expect(response.text).toBe('');
  } else if (isSuccess(response.status)) expectMatchesContract(name, response);
  else expectErrorBody(response);
  // A browser sending the session cookie from another site must be refused before anything else happens.
  const crossSite =
    headers['sec-fetch-site'] === 'cross-site' || (headers.origin !== undefined && headers.origin !== SITE);
  if (role !== 'anonymous' && method !== 'GET' && crossSite) {
    expect(response.status, context).toBe(403);
    expect(response.body.message).toBe(MESSAGES.errors.csrfRejected);
    return;
  }
  // A body that is malformed below the JSON is refused before any route sees it.
  if (request.body.kind === 'malformed' && BODY_METHODS.has(method) && response.status !== 403) {
    const { status, message } = malformedBody(request.body.label);
    expect(response.status, context).toBe(status);
    expect(response.body.message, context).toMatch(message);
  }
  // Only a body the JSON parser takes reaches the routes' sign-in checks: an object or an array within the call's
  // size and shape bounds, without the keys it refuses as prototype poisoning.
  const { body } = request;
  const parsed =
    body.kind === 'none' ||
    (body.kind === 'json' &&
      typeof body.value === 'object' &&
      body.value !== null &&
      !poisoned(body.value) &&
      withinBounds(name, body.value));
  if (role === 'anonymous' && needsSignIn(access) && parsed) {
    expect(response.status, context).toBe(401);
  }
  if (role === 'reader' && (access === 'author' || access === 'moderator' || access === 'admin'))
    expect(isSuccess(response.status), context).toBe(false);
}

/** Whether a signed-out body fits its call's limit and the nesting and value bounds (json-shape.ts). */
function withinBounds(name: EndpointName, value: object): boolean {
  const { bodyLimit } = endpointOf(name);
  const bytes = Buffer.from(JSON.stringify(value));
  if (bytes.length > BODY_LIMITS[bodyLimit ?? 'signedOut']) return false;
  try {
    new JsonShapeScanner().feed(bytes);
    return true;
  } catch {
    return false;
  }
}

/** Undoes what a successful call did to the role's own account, so later runs still act as that role. */
async function restoreRole(name: EndpointName, role: FuzzRole, response: TestResponse): Promise<void> {
  if (role === 'anonymous' || !isSuccess(response.status)) return;
  const person = people[role];
  if (['login', 'register', 'logout', 'confirmResetPassword'].includes(name)) await signInAgain(server, person);
  if (name === 'becomeAuthor' && role === 'reader') {
    await server.db.orm.em.fork().nativeUpdate(User, { id: person.user.id }, { isAuthor: false });
  }
}

async function fuzz(name: EndpointName): Promise<void> {
  for (const role of FUZZ_ROLES) {
    const property = fc.asyncProperty(requestArbitrary(name), async (request) => {
      const { response, target } = await send(name, role, request);
      try {
        checkAnswer(target, role, request, response);
      } finally {
        await restoreRole(name, role, response);
      }
    });
    try {
      await fc.assert(property, { numRuns: RUNS, seed: seedFor(name, role) });
    } catch (error) {
      if (error instanceof Error) error.message += `\nReplay the whole file: FUZZ_SEED=${SEED} (failed as ${role})`;
      throw error;
    }
  }
  // The roles are still who they were, and the server still answers.
  for (const role of ['reader', 'owner'] as const) {
    const me = await people[role].agent.request('GET', '/api/user');
    expect(me.body).toMatchObject({ id: people[role].user.id, isAuthor: role === 'owner' });
  }
}

// Reads first: writes pick ids at random and may change or delete any row, the shared fixture's too.
describe('read routes under hostile input', () => {
  it.each(ENDPOINT_NAMES.filter((name) => !isMutating(name)))('%s', fuzz);
});

/** The path of `name` with its slots filled with the shared fixture's rows, as the owner sees them. */
function fixturePath(name: EndpointName): string {
  const { path } = endpointOf(name);
  const owners = slotOwners(path);
  const slots = Object.fromEntries(
    slotsOf(path).map((slot) => [
      slot,
      encodeURIComponent(String(resolve(new Ref(refKindsOf(slot, owners[slot]!)[0]!), shared, 'owner'))),
    ]),
  );
  return pathOf(name, slots);
}

/**
 * Requests malformed below the JSON, on every route: a body that is not what its Content-Encoding says, cut off,
 * inflating past the limit, not UTF-8 or holding a raw NUL is a 4xx with its own message; what Node's HTTP parser
 * refuses gets the same JSON `{ message }`.
 */
describe('malformed requests on every route', () => {
  it.each(ENDPOINT_NAMES.filter((name) => BODY_METHODS.has(endpointOf(name).method)))(
    '%s refuses every malformed body with a 4xx and its message',
    async (name) => {
      const { method } = endpointOf(name);
      for (const body of MALFORMED_BODIES) {
        const response = await bodyCaller(name).request(method, fixturePath(name), {
          body: body.bytes,
          headers: { 'content-type': 'application/json', ...body.headers },
        });
        const context = `${body.label}: ${response.status} ${response.text.slice(0, 200)}`;
        expect(response.status, context).toBe(body.status);
        expectErrorBody(response);
        expect(response.body.message, context).toMatch(body.message);
      }
    },
  );

  it.each(ENDPOINT_NAMES)('%s answers requests the HTTP parser refuses with JSON', async (name) => {
    const { method } = endpointOf(name);
    for (const head of MALFORMED_HEADS) {
      const response = await rawRequest(server.url, head.request(method, fixturePath(name), new URL(server.url).host));
      const context = `${head.label}: ${response.status} ${response.text.slice(0, 200)}`;
      expect(response.status, context).toBe(head.status);
      expect(response.headers['content-type'], context).toMatch(/^application\/json/);
      expect(response.body, context).toEqual({ message: head.message });
    }
  });
});

/** What the fuzz once found, kept as plain tests that do not depend on the seed. */
describe('found by the fuzz', () => {
  it.each(ENDPOINT_NAMES.filter((name) => endpointOf(name).body))(
    '%s refuses a body nested 5,000 deep with 400 (it overflowed the stack: 500)',
    async (name) => {
      const { method } = endpointOf(name);
      const response = await bodyCaller(name).request(method, fixturePath(name), {
        body: bodyText({ kind: 'nested', depth: 5_000 }),
        headers: { 'content-type': 'application/json' },
      });
      expect(response).toMatchObject({
        status: 400,
        body: { message: 'Request body is nested more than 32 levels deep' },
      });
    },
  );

  it('refuses a reader the author route of comments, for their own id too (it answered 200)', async () => {
    const { agent, user } = people.reader;
    expect(await agent.request('GET', pathOf('authorComments', { authorId: user.id }))).toMatchObject({
      status: 403,
      body: { message: 'You can only see comments on your own novels.' },
    });
  });
});

describe('write routes under hostile input', () => {
  it.each(ENDPOINT_NAMES.filter(isMutating))('%s', fuzz);

  it('leave the server healthy', async () => {
    expect(await server.request('GET', '/api/health')).toMatchObject({ status: 200, body: { status: 'ok' } });
  });
});
