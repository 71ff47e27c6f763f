/**
 * Generators of requests for fuzz.test.ts: path slots, queries and bodies either plausible, so that a call gets past
 * validation into policies and the database, or hostile (wrong types, huge, NUL, unicode, malformed JSON). Malformed
 * bodies and requests Node's parser refuses are in fuzz-malformed.ts.
 */
import fc from 'fast-check';
import { MALFORMED_BODIES } from './fuzz-malformed.ts';

export type RefKind =
  | 'novel'
  | 'chapter'
  | 'draft'
  | 'chapterNumber'
  | 'comment'
  | 'review'
  | 'owner'
  | 'self'
  | 'email'
  | 'username'
  | 'title'
  | 'genre'
  | 'tag';

/** A slot or body value that stands for a real row (or name) of the fixture, filled in when the call is sent. */
export class Ref {
  constructor(readonly kind: RefKind) {}

  [fc.toStringMethod](): string {
    return `Ref(${this.kind})`;
  }
}

/** A path slot: a real row, a text to percent-encode, or raw text put in the path as it is. */
export type SlotValue = Ref | string | { raw: string };

export type BodyInput =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'text'; contentType: string; text: string }
  /** JSON arrays nested `depth` deep in a field, written out when sent (too deep for JSON.stringify). */
  | { kind: 'nested'; depth: number }
  /** Bytes sent as JSON that the server must refuse, whatever the route: a MALFORMED_BODIES label. */
  | { kind: 'malformed'; label: string };

/** The text of a body that is not a JSON value. */
export const bodyText = (body: Extract<BodyInput, { kind: 'text' | 'nested' }>): string =>
  body.kind === 'text' ? body.text : `{"content":${'['.repeat(body.depth)}${']'.repeat(body.depth)}}`;

export interface FuzzRequest {
  slots: Record<string, SlotValue>;
  query: string;
  body: BodyInput;
  headers: Record<string, string>;
}

/** Stands for the site's own origin in a generated Origin header. */
export const SITE = '<site>';

/** Mostly none; else a cross-site or same-site browser context, or a conditional read. */
export const headersArbitrary: fc.Arbitrary<Record<string, string>> = fc.oneof(
  { weight: 6, arbitrary: fc.constant({}) },
  {
    weight: 1,
    arbitrary: fc.constantFrom<Record<string, string>>(
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
      { origin: SITE },
      { origin: SITE, 'sec-fetch-site': 'same-origin' },
    ),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom<Record<string, string>>(
      { 'if-none-match': '*' },
      { 'if-none-match': 'W/"nope"' },
      { 'if-none-match': '",,' },
      { 'if-modified-since': 'Tue, 01 Jan 2999 00:00:00 GMT' },
    ),
  },
  {
    weight: 1,
    // Dead or malformed bearer tokens: a 401 (or the token routes' own answers), never a 5xx.
    arbitrary: fc.constantFrom<Record<string, string>>(
      { authorization: 'Bearer garbage' },
      { authorization: 'Bearer ' },
      { authorization: `Bearer isa_${'A'.repeat(43)}` },
      { authorization: 'Basic dXNlcjpwYXNz' },
    ),
  },
);

/** What a slot may stand for, from its name or, for `{id}`, the path segment before it. */
export function refKindsOf(slot: string, segmentBefore: string): RefKind[] {
  const bySlot: Record<string, RefKind[]> = {
    novelId: ['novel'],
    chapterId: ['chapter', 'draft'],
    authorId: ['owner', 'self'],
    username: ['username'],
    name: ['title'],
    genre: ['genre'],
    tag: ['tag'],
    slot: ['chapterNumber', 'chapter'],
  };
  const byResource: Record<string, RefKind[]> = {
    users: ['owner', 'self'],
    novels: ['novel'],
    chapters: ['chapter', 'draft'],
    reviews: ['review'],
    comments: ['comment'],
    authors: ['owner', 'self'],
    // No fixture token: some user's id, a token of the caller's now and then (deleting it spoils nothing).
    tokens: ['self'],
    // No fixture report either (issue 18): some id, the caller's own now and then.
    reports: ['self'],
    // Nor a fixture takedown case: some id (a case by that number may or may not exist).
    takedowns: ['self'],
  };
  const kinds = slot === 'id' ? byResource[segmentBefore] : bySlot[slot];
  if (!kinds) throw new Error(`the fuzz does not know what {${slot}} after /${segmentBefore}/ refers to`);
  return kinds;
}

/** Lone surrogates cannot be percent-encoded; they become U+FFFD, as a browser would send them. */
export const wellFormed = (text: string): string =>
  text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');

const SPECIAL_STRINGS = [
  ...['', ' ', '\t\n', '\u0000', 'a\u0000b', '\uD800', '\uDFFF', '\u202Eevil', '\uFEFF', '𝕏', '👩‍👩‍👧', 'ǅ'],
  ...["' OR 1=1 --", '"; drop table users; --', '<script>alert(1)</script>', '<img src=x onerror=alert(1)>'],
  ...['%', '%_\\', '\\', '"', 'NaN', 'Infinity', '-1', '0', '1.5', '1e3', '0x10', '2147483648', '1e400'],
  ...['99999999999999999999', 'null', 'true', 'undefined', '__proto__', 'constructor', 'toString'],
  ...['draft', 'published', 'mature', 'asc', 'DESC', 'rating', 'viewCount', '2025-01-01T00:00:00Z'],
  ...['data:image/png;base64,AAAA', 'data:image/jpeg;base64,', 'data:text/html,<b>', 'http://example.com/x.png'],
  ...['a@b.co', '"quoted" -minus or', '&|!:*', '<p>'.repeat(3000), '&amp;'.repeat(2000)],
];

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  { weight: 4, arbitrary: fc.constantFrom(...SPECIAL_STRINGS) },
  { weight: 1, arbitrary: fc.constantFrom(5_001, 70_000, 600_000).map((length) => 'x'.repeat(length)) },
);

const hostileNumber = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -0, -1, 1, 5, 101, 2 ** 31 - 1, 2 ** 31, 2 ** 53, 1e308, -1e308, 0.5),
);

/** Any JSON value, with a bias to the values that break parsers and validators. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  hostileNumber,
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileString, { maxLength: 4 }),
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom(JSON.parse('{"__proto__":{"isAuthor":true}}'), { $gt: '' }, { $ne: null }, [[[[[[[]]]]]]]),
);

const PNG_1X1 =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

const integer = (min: number, max: number) => fc.integer({ min, max });
const unique = (prefix: string) => fc.uuid().map((uuid) => `${prefix}${uuid.slice(0, 13)}`);

/** Values that pass each field's validation (ids are filled with real rows when sent). */
const VALID: Record<string, fc.Arbitrary<unknown>> = {
  title: fc.oneof(unique('Fuzzed '), fc.string({ unit: 'grapheme', minLength: 3, maxLength: 60 })),
  description: fc.constant('A description that is long enough for the rules.'),
  genres: fc.constantFrom(['Fantasy'], 'Horror, Mystery, ,horror', ['science fiction', 'Romance']),
  tags: fc.constantFrom(['LitRPG'], 'Found Family, , found family', [], ['Sci-Fi', 'Slow Burn']),
  name: unique('Fuzz Genre '),
  into: fc.constantFrom('Fuzz Canonical', 'found family'),
  status: fc.constantFrom('draft', 'published'),
  contentRating: fc.constantFrom('everyone', 'teen', 'mature'),
  coverImage: fc.constantFrom(null, '', PNG_1X1),
  content: fc.constantFrom('<p>Chapter text</p>', '<img src=x onerror=alert(1)>Text', 'Plain text'),
  chapterNumber: fc.oneof(fc.constant(null), integer(3, 100_000)),
  authorNote: fc.constantFrom('Thanks for reading', null),
  rating: integer(1, 5),
  novelId: fc.constant(new Ref('novel')),
  authorId: fc.constantFrom(new Ref('owner'), new Ref('self')),
  shelf: fc.constantFrom('reading', 'plan-to-read', 'completed', 'dropped'),
  chapterId: fc.constantFrom(new Ref('chapter'), new Ref('draft')),
  parentId: fc.constantFrom(new Ref('comment'), null),
  progress: integer(0, 100),
  email: unique('fuzz').map((name) => `${name}@example.test`),
  emailOrUsername: fc.constantFrom(new Ref('email'), new Ref('username')),
  password: fc.constant('password123'),
  currentPassword: fc.constant('password123'),
  newPassword: fc.constant('new password 123'),
  username: fc.stringMatching(/^[a-z][a-z0-9_.-]{2,28}$/),
  token: fc.string({ minLength: 1, maxLength: 60 }),
  isAuthor: fc.boolean(),
  rememberMe: fc.boolean(),
  deviceName: fc.constantFrom('Inkshelf Studio', 'Laptop'),
  refreshToken: fc.constantFrom(`isr_${'A'.repeat(65)}`, 'isr_', 'garbage'),
  code: fc.constantFrom('123456', '000000'),
  q: fc.constantFrom('dragon', '"a phrase" -not or', 'novel', 'fantasy', 'Fuzzed'),
  limit: integer(1, 100),
  offset: integer(0, 1_000),
  sortBy: fc.constantFrom('viewCount', 'bookmarkCount', 'rating'),
  sortOrder: fc.constantFrom('asc', 'DESC'),
};

/** Values at or just past each field's bounds, or of a lenient type (a number as text). */
const EDGE: Record<string, fc.Arbitrary<unknown>> = {
  title: fc.constantFrom('ab', '  ab  ', 'x'.repeat(101), 'A Plausible Title'),
  description: fc.constantFrom(' '.repeat(30) + 'short', 'x'.repeat(2001)),
  genres: fc.constantFrom(
    [],
    ' , ,',
    Array.from({ length: 11 }, (_, i) => `g${i}`),
    ['x'.repeat(41)],
    ['Gothic'],
  ),
  tags: fc.constantFrom(
    Array.from({ length: 21 }, (_, i) => `t${i}`),
    ['x'.repeat(41)],
    7,
    ['Zero\u200Bwidth'],
  ),
  name: fc.constantFrom('', ' ', 'x'.repeat(41), 'A, B', 'Fantasy'),
  into: fc.constantFrom('', 'x'.repeat(41), 'a,b'),
  status: fc.constantFrom('archived', 'DRAFT'),
  contentRating: fc.constantFrom('adult', ''),
  coverImage: fc.constantFrom(
    'data:image/png;base64,bm90IGFuIGltYWdl',
    '/api/novels/1/cover?v=1',
    'x'.repeat(3_000_000),
  ),
  content: fc.constantFrom('<p> </p>', '<script>alert(1)</script>', 'c'.repeat(500_001)),
  chapterNumber: fc.constantFrom(0, -1, '2', 1, 2, 2_147_483_648),
  authorNote: fc.constantFrom('   ', 'n'.repeat(5_001)),
  expectedUpdatedAt: fc.oneof(
    fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
    fc.constantFrom('yesterday', null),
  ),
  rating: fc.constantFrom(0, 6, '3', 2.5),
  progress: fc.constantFrom(-1, 101, '50', 99.5),
  parentId: fc.constantFrom(0, 2_147_483_647),
  email: fc.oneof(fc.emailAddress(), fc.constantFrom(' A@B.CO ', 'not-an-email', `${'a'.repeat(250)}@b.co`)),
  password: fc.constantFrom('short', 'p'.repeat(1_025)),
  currentPassword: fc.constantFrom('x', ''),
  newPassword: fc.constantFrom('short', 'p'.repeat(1_025)),
  username: fc.constantFrom('ab', '1234', 'has space', 'Reader123', 'x'.repeat(31)),
  deviceName: fc.constantFrom('', '   ', 'd'.repeat(101)),
  refreshToken: fc.constantFrom('', 'r'.repeat(201)),
  code: fc.constantFrom('', 'c'.repeat(65)),
  limit: fc.constantFrom(0, 101, '-5', '1e2'),
  offset: fc.constantFrom(-1, 3_000_000_000),
  sortBy: fc.constantFrom('title', ''),
  sortOrder: fc.constantFrom('up', ''),
};

/** Mostly valid, sometimes at the edge; unknown fields get hostile values. */
function plausible(key: string): fc.Arbitrary<unknown> {
  const choices = [
    ...(VALID[key] ? [{ weight: 3, arbitrary: VALID[key] }] : []),
    ...(EDGE[key] ? [{ weight: 1, arbitrary: EDGE[key] }] : []),
  ];
  return choices.length > 0 ? fc.oneof(...choices) : hostileValue;
}

const fieldValue = (key: string) =>
  fc.oneof({ weight: 3, arbitrary: plausible(key) }, { weight: 1, arbitrary: hostileValue });

const hostileKey = fc.oneof(fc.string({ maxLength: 10 }), fc.constantFrom('__proto__', 'constructor', 'id', 'userId'));

const MALFORMED_JSON = ['{', '{"a":', "{'a':1}", '[1,]', 'undefined', 'NaN', '{"a":1}}', '\u0000', '{"a":"\\x"}'];

/** Content types other than JSON, and JSON with a charset the server does not read. */
const OTHER_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'text/html',
  'application/jsonp',
  'application/json; charset=utf-16',
  'application/json; charset=nope',
  'application/vnd.api+json',
  'application/csp-report',
];

/** A body for a schema with these fields: mostly JSON, sometimes none, malformed or of another type. */
export function bodyArbitrary(keys: string[]): fc.Arbitrary<BodyInput> {
  const fields = fc.record(Object.fromEntries(keys.map((key) => [key, fieldValue(key)])), { requiredKeys: [] });
  const withExtras = fc
    .tuple(fields, fc.dictionary(hostileKey, hostileValue, { maxKeys: 3 }))
    .map(([known, extra]) => ({ ...extra, ...known }));
  // Every field, each plausible: the call often succeeds, so the fuzz reaches the writes themselves.
  const complete = fc.record(Object.fromEntries(keys.flatMap((key) => (VALID[key] ? [[key, VALID[key]]] : []))));
  const json = fc.oneof({ weight: 3, arbitrary: complete }, { weight: 4, arbitrary: fields }, withExtras, {
    weight: 2,
    arbitrary: hostileValue,
  });
  const malformed = fc.oneof(fc.constantFrom(...MALFORMED_JSON), fc.string({ maxLength: 30 }));
  const otherType = fc.record({
    contentType: fc.constantFrom(...OTHER_TYPES),
    text: fc.oneof(fc.constantFrom('{"a":1}', 'a=1&b=2', '<x/>'), fc.string({ maxLength: 30 })),
  });
  return fc.oneof(
    { weight: 8, arbitrary: json.map((value): BodyInput => ({ kind: 'json', value })) },
    { weight: 1, arbitrary: fc.constant<BodyInput>({ kind: 'none' }) },
    {
      weight: 2,
      arbitrary: malformed.map((text): BodyInput => ({ kind: 'text', contentType: 'application/json', text })),
    },
    { weight: 2, arbitrary: otherType.map((other): BodyInput => ({ kind: 'text', ...other })) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(40, 5_000, 500_000).map((depth): BodyInput => ({ kind: 'nested', depth })),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(...MALFORMED_BODIES.map((body) => body.label))
        .map((label): BodyInput => ({ kind: 'malformed', label })),
    },
  );
}

const encode = (text: string) => encodeURIComponent(wellFormed(text));

const JUNK_QUERY = [
  '%',
  '%zz',
  '&&',
  '=',
  '==x',
  'limit',
  'limit[]=1',
  'a[b]=c',
  '__proto__=1',
  '%00=%00',
  'limit=%FF',
];

/**
 * A generated value as query text, as String() gives it; as JSON for the objects String() throws on, those whose
 * `toString` is not a function (fc.jsonValue makes `{ "toString": 1 }` now and then, in arrays too).
 */
function asText(value: unknown): string {
  try {
    return String(value);
  } catch {
    return JSON.stringify(value);
  }
}

/** A query string: the endpoint's own parameters (plausible, hostile or repeated) plus junk. */
export function queryArbitrary(keys: string[]): fc.Arbitrary<string> {
  const pair = (key: string) =>
    fc
      .oneof(
        { weight: 3, arbitrary: plausible(key).map((value) => [asText(value)]) },
        { weight: 2, arbitrary: hostileString.map((value) => [value]) },
        { weight: 1, arbitrary: fc.array(fc.string({ maxLength: 5 }), { minLength: 2, maxLength: 3 }) },
      )
      .map((values) => values.map((value) => `${key}=${encode(value)}`).join('&'))
      // Node refuses request lines over 16 KB before the app sees them.
      .filter((text) => text.length < 8_000);
  const known = fc.subarray(keys).chain((chosen) => fc.tuple(...chosen.map(pair)));
  const junk = fc.option(fc.constantFrom(...JUNK_QUERY), { nil: undefined });
  return fc.tuple(known, junk).map(([pairs, extra]) => [...pairs, ...(extra ? [extra] : [])].join('&'));
}

const RAW_SLOTS = ['%', '%zz', '%E0%A4%A', '%00', '%2F', '%252F', '%C0%AE', '%FF', '%u0041', '%%', '%0D%0A', '%3Cb%3E'];

/** A path slot: a real row half of the time, else a weird value (numbers, names, long, unicode, raw escapes). */
export function slotArbitrary(kinds: RefKind[]): fc.Arbitrary<SlotValue> {
  const hostile = fc
    .oneof(
      fc.integer().map(String),
      fc.nat({ max: 50 }).map(String),
      fc.constantFrom('0', '-1', '2147483647', '2147483648', '99999999999999999999', '1.5', '1e3', '0x10', ' 1'),
      fc.constantFrom('+1', '01', 'NaN', 'Infinity', 'null', 'latest', 'me', 'search', 'author', '\u0000', '1\u0000'),
      fc.string({ unit: 'grapheme', minLength: 1, maxLength: 30 }),
      fc.integer({ min: 100, max: 4_000 }).map((length) => '9'.repeat(length)),
      fc.integer({ min: 100, max: 1_000 }).map((length) => 'é'.repeat(length)),
    )
    .filter((text) => !['', '.', '..'].includes(text));
  return fc.oneof(
    { weight: 5, arbitrary: fc.constantFrom(...kinds).map((kind) => new Ref(kind)) },
    { weight: 4, arbitrary: hostile },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_SLOTS).map((raw) => ({ raw })) },
  );
}
