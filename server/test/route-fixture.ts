/**
 * What the whole-API tests (fuzz.test.ts, role-matrix*.test.ts) share: the four roles, a set of content owned by
 * one author, paths built from the endpoint table, and the shape every error answer must have.
 */
import { ENDPOINTS, type Endpoint, type EndpointName } from '@inkshelf/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { expect } from 'vitest';
import {
  NovelCover,
  User,
  type Bookmark,
  type Chapter,
  type Comment,
  type Novel,
  type Review,
} from '../src/entities/index.ts';
import { buildBookmark, buildChapter, buildComment, buildNovel, buildReview } from './factories.ts';
import type { TestAgent, TestResponse, TestServer } from './support.ts';

export const ROLES = ['anonymous', 'reader', 'otherAuthor', 'owner'] as const;
export type Role = (typeof ROLES)[number];
export type SignedInRole = Exclude<Role, 'anonymous'>;

/** A signed-in account and the client that acts as it. */
export interface Person {
  user: User;
  agent: TestAgent;
  password: string;
}

export type People = Record<SignedInRole, Person>;

/** Never sent by the fuzz, so no generated body can change these accounts' passwords. */
export const ROLE_PASSWORD = 'route fixture password 7';

/** A reader, an author who owns the content below, and another author, each signed in once. */
export async function signInPeople(server: TestServer): Promise<People> {
  return {
    reader: await server.signedIn({ password: ROLE_PASSWORD }),
    otherAuthor: await server.signedIn({ isAuthor: true, password: ROLE_PASSWORD }),
    owner: await server.signedIn({ isAuthor: true, password: ROLE_PASSWORD }),
  };
}

/** Signs the person in again on a new client (after a call that ended or switched its session). */
export async function signInAgain(server: TestServer, person: Person): Promise<void> {
  const agent = server.agent();
  await agent.signIn(person.user.email, person.password);
  person.agent = agent;
}

/** The client of a role; signed-out visitors get a new one each time, so nothing can sign them in. */
export const agentOf = (server: TestServer, people: People, role: Role): TestAgent =>
  role === 'anonymous' ? server.agent() : people[role].agent;

export interface Content {
  novel: Novel;
  /** Chapter 1, published. */
  chapter: Chapter;
  /** Chapter 2, a draft. */
  draft: Chapter;
  /** The reader's comment on chapter 1. */
  comment: Comment;
  /** The reader's review of the novel. */
  review: Review;
  /** The reader's and the owner's bookmarks of the novel (the other author has none). */
  bookmarks: Bookmark[];
}

/**
 * A published novel of the owner with a cover, a published and a draft chapter, the reader's comment and
 * review, and bookmarks by the reader and the owner.
 */
export async function buildContent(em: EntityManager, people: People): Promise<Content> {
  const person = (role: SignedInRole) => em.getReference(User, people[role].user.id);
  // The counters agree with the review and the two bookmarks below, as the commands would keep them.
  const totals = { reviewCount: 1, ratingSum: 4, averageRating: '4.00', bookmarkCount: 2 };
  const novel = await buildNovel(em, { author: person('owner'), coverVersion: 1, ...totals });
  em.create(NovelCover, { novel, data: Buffer.from('not really a jpeg'), mimeType: 'image/jpeg', etag: 'fixture' });
  const chapter = await buildChapter(em, { novel });
  const draft = await buildChapter(em, { novel, status: 'draft', publishedAt: null });
  return {
    novel,
    chapter,
    draft,
    comment: await buildComment(em, { chapter, user: person('reader') }),
    review: await buildReview(em, { novel, user: person('reader'), rating: 4 }),
    bookmarks: [
      await buildBookmark(em, { novel, user: person('reader') }),
      await buildBookmark(em, { novel, user: person('owner') }),
    ],
  };
}

export const ENDPOINT_NAMES = Object.keys(ENDPOINTS) as EndpointName[];
export const endpointOf = (name: EndpointName): Endpoint => ENDPOINTS[name];
export const isMutating = (name: EndpointName): boolean => endpointOf(name).method !== 'GET';

/** The names of the `{slots}` of a table path, in order. */
export const slotsOf = (path: string): string[] => [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);

/** The path segment before each slot: what an `{id}` refers to ('users', 'novels', 'chapters', ...). */
export function slotOwners(path: string): Record<string, string> {
  const owners: Record<string, string> = {};
  const segments = path.split('/');
  segments.forEach((segment, index) => {
    const slot = /^\{(\w+)\}$/.exec(segment)?.[1];
    if (slot) owners[slot] = segments[index - 1] ?? '';
  });
  return owners;
}

/** The table path of `name` with its slots filled in (values are used as given: encode them first). */
export function pathOf(name: EndpointName, values: Record<string, string | number>): string {
  return endpointOf(name).path.replace(/\{(\w+)\}/g, (_, slot: string) => {
    const value = values[slot];
    if (value === undefined) throw new Error(`no value for {${slot}} of ${name}`);
    return String(value);
  });
}

/** Every answer that is not a success: JSON with a non-empty `message`. */
export function expectErrorBody(response: TestResponse): void {
  expect(response.headers.get('content-type') ?? '', response.text.slice(0, 200)).toMatch(/^application\/json/);
  expect(response.body, response.text.slice(0, 200)).toMatchObject({ message: expect.stringMatching(/\S/) });
}

export const isSuccess = (status: number): boolean => status >= 200 && status < 300;

/** A success answer matches the endpoint's response schema in the table. */
export function expectMatchesContract(name: EndpointName, response: TestResponse): void {
  const endpoint = endpointOf(name);
  if (endpoint.binary) {
    expect(response.headers.get('content-type')).toBe(endpoint.binary);
    return;
  }
  const result = endpoint.response.safeParse(response.body);
  expect(result.error?.issues ?? [], `${name} answered ${response.text.slice(0, 300)}`).toEqual([]);
}

/**
 * The endpoint of the table that answers `method path` (no query): of those whose pattern matches, the one with
 * the fewest slots, as the routers try fixed paths first ('/api/novels/latest' before '/api/novels/{id}').
 */
export function endpointFor(method: string, path: string): EndpointName | undefined {
  const matches = ENDPOINT_NAMES.filter((name) => {
    const endpoint = endpointOf(name);
    const pattern = endpoint.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '[^/]+');
    return endpoint.method === method && new RegExp(`^${pattern}$`).test(path);
  });
  return matches.sort((a, b) => slotsOf(endpointOf(a).path).length - slotsOf(endpointOf(b).path).length)[0];
}
