// @vitest-environment jsdom
/**
 * The offline copy of the novels and chapter lists: kept per server, user and novel, corrupt, outdated or foreign
 * entries dropped, cleared on sign-in/out; and wired into a real QueryClient: the copy stands in (with its date)
 * when the server cannot be reached, an answer replaces it.
 */
import { statsFixture } from '@inkshelf/analytics-ui/test-fixtures';
import { ApiError, NETWORK_ERROR_DETAIL } from '@inkshelf/api-client';
import type { ChapterSummary, Novel } from '@inkshelf/contracts';
import { QueryClient, QueryObserver, type QueryObserverResult } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  LIST_CACHE_VERSION,
  cachedList,
  chaptersRef,
  clearLists,
  isUnreachable,
  novelsRef,
  readList,
  showsCopy,
  statsRef,
  storageKey,
  writeList,
} from './list-cache.ts';

const SERVER = 'http://127.0.0.1:4100';
const OTHER_SERVER = 'http://127.0.0.1:4200';
const T0 = Date.parse('2026-11-24T12:00:00.000Z');

function novel(id: number, title: string): Novel {
  return {
    id,
    title,
    description: 'A lighthouse.',
    coverImage: null,
    authorId: 7,
    authorName: 'MaraQuill',
    genres: ['Fantasy'],
    tags: [],
    status: 'published',
    contentRating: 'everyone',
    contentWarnings: [],
    completionStatus: 'ongoing',
    chapterCount: 0,
    wordCount: 0,
    viewCount: 3,
    bookmarkCount: 0,
    reviewCount: 0,
    averageRating: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-02T10:00:00.000Z',
  };
}

function chapter(id: number, chapterNumber: number): ChapterSummary {
  return {
    id,
    novelId: 1,
    chapterNumber,
    title: `Chapter ${chapterNumber}`,
    authorNote: null,
    viewCount: 0,
    status: 'draft',
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-02T10:00:00.000Z',
    publishedAt: null,
    readingTimeMinutes: 1,
    wordCount: 250,
  };
}

const unreachable = () => new ApiError(0, NETWORK_ERROR_DETAIL);

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('the kept lists', () => {
  it('keeps a list per server, user and novel', () => {
    writeList(novelsRef(SERVER, 7), [novel(1, 'Tidewater')], T0);
    writeList(chaptersRef(SERVER, 7, 1), [chapter(11, 1), chapter(12, 2)], T0 + 5);

    expect(readList(novelsRef(SERVER, 7))).toEqual({ items: [novel(1, 'Tidewater')], savedAt: T0 });
    expect(readList(chaptersRef(SERVER, 7, 1))?.items.map((c) => c.id)).toEqual([11, 12]);
    expect(readList(chaptersRef(SERVER, 7, 1))?.savedAt).toBe(T0 + 5);
    // Another user, server or novel sees nothing.
    expect(readList(novelsRef(SERVER, 8))).toBeNull();
    expect(readList(novelsRef(OTHER_SERVER, 7))).toBeNull();
    expect(readList(chaptersRef(SERVER, 7, 2))).toBeNull();
    expect(readList(chaptersRef(SERVER, 8, 1))).toBeNull();
  });

  it("keeps a novel's analytics per period, checked against the contract", () => {
    const week = statsFixture({ range: '7' });
    writeList(statsRef(SERVER, 7, 5, '7'), week, T0);
    expect(readList(statsRef(SERVER, 7, 5, '7'))).toEqual({ items: week, savedAt: T0 });
    expect(readList(statsRef(SERVER, 7, 5, '30'))).toBeNull();
    expect(readList(statsRef(SERVER, 7, 6, '7'))).toBeNull();
    expect(readList(chaptersRef(SERVER, 7, 5))).toBeNull();
    // An entry of another shape (an older server's answer) is dropped.
    const ref = statsRef(SERVER, 7, 5, '90');
    localStorage.setItem(
      storageKey(ref),
      JSON.stringify({ version: LIST_CACHE_VERSION, ...ref, savedAt: T0, items: { ...week, totals: null } }),
    );
    expect(readList(ref)).toBeNull();
    clearLists();
    expect(readList(statsRef(SERVER, 7, 5, '7'))).toBeNull();
  });

  it('stores small versioned JSON that names its owner', () => {
    writeList(novelsRef(SERVER, 7), [novel(1, 'Tidewater')], T0);
    const raw = localStorage.getItem(storageKey(novelsRef(SERVER, 7))) ?? '';
    expect(JSON.parse(raw)).toMatchObject({
      version: LIST_CACHE_VERSION,
      kind: 'novels',
      serverUrl: SERVER,
      userId: 7,
      novelId: null,
      savedAt: T0,
    });
  });

  it('keeps nothing without a known user', () => {
    writeList(novelsRef(SERVER, 0), [novel(1, 'Tidewater')], T0);
    expect(localStorage.length).toBe(0);
    expect(readList(novelsRef(SERVER, 0))).toBeNull();
  });

  it.each([
    ['not JSON', '{"version": 1, "items": [', null],
    ['not an object', '42', null],
    ['another version', null, { version: LIST_CACHE_VERSION + 1 }],
    ['another user', null, { userId: 8 }],
    ['another server', null, { serverUrl: OTHER_SERVER }],
    ['another kind', null, { kind: 'chapters' }],
    ['no date', null, { savedAt: 'yesterday' }],
    ['items of another shape', null, { items: [{ id: 'one', title: 3 }] }],
    ['items that are not a list', null, { items: { id: 1 } }],
  ])('drops an entry that is %s, without throwing', (_name, raw, change) => {
    const ref = novelsRef(SERVER, 7);
    const valid = { version: LIST_CACHE_VERSION, ...ref, savedAt: T0, items: [novel(1, 'Tidewater')] };
    localStorage.setItem(storageKey(ref), raw ?? JSON.stringify({ ...valid, ...change }));
    expect(readList(ref)).toBeNull();
    expect(localStorage.getItem(storageKey(ref))).toBeNull();
  });

  it('clears every kept list and nothing else', () => {
    localStorage.setItem('inkshelf-studio:user', '{"id":7}');
    writeList(novelsRef(SERVER, 7), [novel(1, 'Tidewater')], T0);
    writeList(chaptersRef(OTHER_SERVER, 9, 3), [chapter(11, 1)], T0);
    clearLists();
    expect(readList(novelsRef(SERVER, 7))).toBeNull();
    expect(readList(chaptersRef(OTHER_SERVER, 9, 3))).toBeNull();
    expect(localStorage.getItem('inkshelf-studio:user')).toBe('{"id":7}');
  });

  it('survives a storage that refuses to write or read', () => {
    writeList(novelsRef(SERVER, 7), [novel(1, 'Old')], T0);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => writeList(novelsRef(SERVER, 7), [novel(1, 'New')], T0 + 1)).not.toThrow();
    // The older copy is not left to pass for the newer answer.
    expect(readList(novelsRef(SERVER, 7))).toBeNull();
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(readList(novelsRef(SERVER, 7))).toBeNull();
  });

  it('tells an unreachable server from one that answered', () => {
    expect(isUnreachable(unreachable())).toBe(true);
    expect(isUnreachable(new ApiError(503, 'Service Unavailable'))).toBe(true);
    expect(isUnreachable(new ApiError(500, 'Internal Server Error'))).toBe(false);
    expect(isUnreachable(new ApiError(401, 'Authentication required'))).toBe(false);
    expect(isUnreachable(new Error('0: offline'))).toBe(false);
  });
});

describe('a list query with the kept copy', () => {
  let client: QueryClient;
  beforeEach(() => {
    client = new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: 30_000, networkMode: 'always' } },
    });
  });
  afterEach(() => client.clear());

  /** Mounts an observer of the novels query and waits until its fetch is over. */
  async function observe(fetchList: () => Promise<Novel[]>): Promise<QueryObserverResult<Novel[]>> {
    const ref = novelsRef(SERVER, 7);
    const observer = new QueryObserver(client, { queryKey: ['novels', SERVER, 7], ...cachedList(ref, fetchList) });
    const results: QueryObserverResult<Novel[]>[] = [];
    const unsubscribe = observer.subscribe((result) => results.push(result));
    await vi.waitFor(() => expect(observer.getCurrentResult().fetchStatus).toBe('idle'));
    unsubscribe();
    return observer.getCurrentResult();
  }

  it('shows the copy, with its date, while the server cannot be reached', async () => {
    writeList(novelsRef(SERVER, 7), [novel(1, 'Tidewater')], T0);
    const fetchList = vi.fn(() => Promise.reject(unreachable()));
    const result = await observe(fetchList);
    expect(fetchList).toHaveBeenCalledTimes(1);
    expect(result.isError).toBe(true);
    expect(result.data?.map((n) => n.title)).toEqual(['Tidewater']);
    expect(result.dataUpdatedAt).toBe(T0);
    expect(showsCopy(result)).toBe(true);
    // The copy stays for the next start.
    expect(readList(novelsRef(SERVER, 7))?.savedAt).toBe(T0);
  });

  it('asks the server even when the copy is only seconds old', async () => {
    writeList(novelsRef(SERVER, 7), [novel(1, 'Tidewater')], Date.now() - 1_000);
    const fetchList = vi.fn(() => Promise.resolve([novel(1, 'Tidewater'), novel(2, 'Saltmarsh')]));
    const result = await observe(fetchList);
    expect(fetchList).toHaveBeenCalledTimes(1);
    expect(result.data?.map((n) => n.title)).toEqual(['Tidewater', 'Saltmarsh']);
  });

  it('replaces the copy with the answer when the server is back', async () => {
    writeList(novelsRef(SERVER, 7), [novel(1, 'Tidewater')], T0);
    const before = Date.now();
    const result = await observe(() => Promise.resolve([novel(1, 'Tidewater, revised'), novel(2, 'Saltmarsh')]));
    expect(result.isSuccess).toBe(true);
    expect(showsCopy(result)).toBe(false);
    const kept = readList(novelsRef(SERVER, 7));
    expect(kept?.items.map((n) => n.title)).toEqual(['Tidewater, revised', 'Saltmarsh']);
    expect(kept?.savedAt).toBeGreaterThanOrEqual(before);
  });

  it('without a copy, the error stands alone', async () => {
    const result = await observe(() => Promise.reject(unreachable()));
    expect(result.isError).toBe(true);
    expect(result.data).toBeUndefined();
    expect(showsCopy(result)).toBe(false);
  });

  it('a refusal is not shown as offline, and a gone list drops its copy', async () => {
    writeList(novelsRef(SERVER, 7), [novel(1, 'Tidewater')], T0);
    const refused = await observe(() => Promise.reject(new ApiError(500, 'Internal Server Error')));
    expect(refused.data).toBeDefined();
    expect(showsCopy(refused)).toBe(false);
    client.clear();
    await observe(() => Promise.reject(new ApiError(404, 'Not Found')));
    expect(readList(novelsRef(SERVER, 7))).toBeNull();
  });
});
