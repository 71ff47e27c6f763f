/**
 * The author's last novel and chapter lists, and each novel's last analytics per period, kept in localStorage per
 * server and user so the studio still shows them when it starts with the server away. An entry that fails to parse, names someone else or fails the API's schema is
 * ignored; signing in or out clears them all. `cachedList` serves a copy as always-stale initial data.
 */
import { isApiError } from '@inkshelf/api-client';
import {
  ChapterSummaryListSchema,
  NovelListSchema,
  NovelStatsSchema,
  type ChapterSummary,
  type Novel,
  type NovelStats,
  type StatsRange,
} from '@inkshelf/contracts';
import type { QueryState } from '@tanstack/react-query';
import type { z } from 'zod';

export const LIST_CACHE_VERSION = 1;
export const LIST_CACHE_PREFIX = 'inkshelf-studio:lists:';
/** How long a list read from the server counts as fresh (the query client's default). */
export const FRESH_MS = 30_000;

export interface ListItems {
  novels: Novel[];
  chapters: ChapterSummary[];
  /** A novel's analytics over one period (issue 33). */
  stats: NovelStats;
}
export type ListKind = keyof ListItems;

export interface ListRef<K extends ListKind = ListKind> {
  kind: K;
  serverUrl: string;
  userId: number;
  /** The novel of a chapter list or of analytics; null for the novels list. */
  novelId: number | null;
  /** The period of kept analytics; absent for the lists. */
  range?: StatsRange;
}

export interface CachedList<T> {
  items: T;
  /** When the server gave it (ms since epoch). */
  savedAt: number;
}

const SCHEMAS: { [K in ListKind]: z.ZodType<ListItems[K]> } = {
  novels: NovelListSchema,
  chapters: ChapterSummaryListSchema,
  stats: NovelStatsSchema,
};

export const novelsRef = (serverUrl: string, userId: number): ListRef<'novels'> => ({
  kind: 'novels',
  serverUrl,
  userId,
  novelId: null,
});

export const chaptersRef = (serverUrl: string, userId: number, novelId: number): ListRef<'chapters'> => ({
  kind: 'chapters',
  serverUrl,
  userId,
  novelId,
});

export const statsRef = (serverUrl: string, userId: number, novelId: number, range: StatsRange): ListRef<'stats'> => ({
  kind: 'stats',
  serverUrl,
  userId,
  novelId,
  range,
});

export function storageKey(ref: ListRef): string {
  const parts: unknown[] = [ref.kind, ref.serverUrl, ref.userId, ref.novelId];
  if (ref.range !== undefined) parts.push(ref.range);
  return `${LIST_CACHE_PREFIX}${JSON.stringify(parts)}`;
}

/** localStorage, or null where there is none or it refuses access. */
function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** A user id the server could have given (the signed-out placeholder 0 keeps nothing). */
const known = (ref: ListRef) => Number.isInteger(ref.userId) && ref.userId > 0;

function parseEntry<K extends ListKind>(raw: string, ref: ListRef<K>): CachedList<ListItems[K]> | null {
  let entry: unknown;
  try {
    entry = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof entry !== 'object' || entry === null) return null;
  const { version, kind, serverUrl, userId, novelId, range, savedAt, items } = entry as Record<string, unknown>;
  if (version !== LIST_CACHE_VERSION) return null;
  if (kind !== ref.kind || serverUrl !== ref.serverUrl || userId !== ref.userId || novelId !== ref.novelId) return null;
  if (range !== ref.range) return null;
  if (typeof savedAt !== 'number' || !Number.isFinite(savedAt) || savedAt <= 0) return null;
  const parsed = SCHEMAS[ref.kind].safeParse(items);
  return parsed.success ? { items: parsed.data, savedAt } : null;
}

/** The saved copy of a list, or null; an unreadable or foreign entry under its key is removed. */
export function readList<K extends ListKind>(ref: ListRef<K>): CachedList<ListItems[K]> | null {
  const store = storage();
  if (!store || !known(ref)) return null;
  const key = storageKey(ref);
  try {
    const raw = store.getItem(key);
    if (raw === null) return null;
    const cached = parseEntry(raw, ref);
    if (!cached) store.removeItem(key);
    return cached;
  } catch {
    return null;
  }
}

/** Keeps the list as the copy of `ref` (best effort: a full or refused storage just keeps no copy). */
export function writeList<K extends ListKind>(ref: ListRef<K>, items: ListItems[K], now = Date.now()): void {
  const store = storage();
  if (!store || !known(ref)) return;
  const entry = { version: LIST_CACHE_VERSION, ...ref, savedAt: now, items };
  try {
    store.setItem(storageKey(ref), JSON.stringify(entry));
  } catch {
    try {
      store.removeItem(storageKey(ref));
    } catch {
      // Nothing more to do: the list is simply not kept.
    }
  }
}

export function removeList(ref: ListRef): void {
  try {
    storage()?.removeItem(storageKey(ref));
  } catch {
    // As above.
  }
}

/** Forgets every kept list (sign-in, sign-out). */
export function clearLists(): void {
  const store = storage();
  if (!store) return;
  try {
    const keys: string[] = [];
    for (let index = 0; index < store.length; index++) {
      const key = store.key(index);
      if (key?.startsWith(LIST_CACHE_PREFIX)) keys.push(key);
    }
    for (const key of keys) store.removeItem(key);
  } catch {
    // As above.
  }
}

/** The request never reached the server (network failure, or a proxy in front of it answering for it). */
export function isUnreachable(error: unknown): boolean {
  return isApiError(error, 0) || isApiError(error, 502) || isApiError(error, 503) || isApiError(error, 504);
}

/**
 * Query options of a list kept for offline use: the copy as initial data (stale until the server answers,
 * so it is asked at once), and a query function that keeps every answer. A 404 (the novel is gone) drops the copy.
 */
export function cachedList<K extends ListKind>(ref: ListRef<K>, fetchList: () => Promise<ListItems[K]>) {
  let copy: CachedList<ListItems[K]> | null | undefined;
  const load = () => (copy === undefined ? (copy = readList(ref)) : copy);
  return {
    queryFn: async (): Promise<ListItems[K]> => {
      try {
        const items = await fetchList();
        writeList(ref, items);
        return items;
      } catch (error) {
        if (isApiError(error, 404)) removeList(ref);
        throw error;
      }
    },
    initialData: () => load()?.items,
    initialDataUpdatedAt: () => load()?.savedAt,
    // Data from the copy (never updated by a fetch yet) is stale at once; answers stay fresh FRESH_MS.
    staleTime: (query: { state: Pick<QueryState, 'dataUpdateCount'> }) =>
      query.state.dataUpdateCount === 0 ? 0 : FRESH_MS,
  };
}

/** What a list query's screen needs to know: the list shown is an older copy because the server is away. */
export function showsCopy(query: { data: unknown; error: unknown; isError: boolean }): boolean {
  return query.isError && query.data !== undefined && isUnreachable(query.error);
}
