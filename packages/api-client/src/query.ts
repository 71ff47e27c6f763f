/** TanStack Query v5: the spec's client defaults (section 9) and a queryOptions factory per GET endpoint. */
import {
  CACHE_TIMES,
  DEFAULTS,
  LIMITS,
  QUERY_DEFAULTS,
  type CurrentUser,
  type Novel,
  type NovelSortField,
  type SortOrder,
} from '@inkshelf/contracts';
import { ROUTES } from '@inkshelf/contracts/routes';
import { QueryClient, queryOptions, type QueryClientConfig, type QueryFunction } from '@tanstack/react-query';
import type { ApiClient } from './client.ts';
import type { ApiError } from './errors.ts';
import { keyForUrl, type ApiQueryKey } from './keys.ts';
import type { ApiTable } from './table.ts';
import type { CallArgs, EndpointArgs, EndpointResult, On401 } from './types.ts';
import { urlOf } from './url.ts';

type CacheName = keyof typeof CACHE_TIMES;

/**
 * Every GET endpoint that can be a query, with the cache times of section 9 it uses (null: the client
 * defaults, i.e. never stale). Endpoints the spec gives no time keep the defaults, as the spec says.
 */
export const QUERY_CACHE = {
  health: null,
  readiness: null,
  currentUser: 'currentUser',
  userById: 'author',
  userByUsername: 'authorLookup',
  listNovels: 'browse',
  latestNovels: 'latestNovels',
  searchNovels: 'browse',
  novelByName: 'novel',
  novelById: 'novel',
  novelsByAuthor: 'authorProfile',
  novelsByGenre: null,
  listGenres: 'genres',
  listChapters: 'chapter',
  /** The lean list (`?view=summary`) the website and the studio read; same cache times as the full one. */
  listChapterSummaries: 'chapter',
  readChapterText: 'chapter',
  readChapter: 'chapter',
  latestChapters: 'latestChapters',
  listReviews: 'reviews',
  ownReview: 'reviews',
  listComments: 'comments',
  likedComment: 'comments',
  authorComments: 'comments',
  listBookmarks: 'bookmarks',
  getBookmark: 'bookmarks',
  listFollows: 'bookmarks',
  /** Counts change with every reader's follow: the default (kept until a follow of this client invalidates it). */
  novelFollowStatus: null,
  authorFollowStatus: null,
  listLibrary: 'bookmarks',
  getLibraryEntry: 'bookmarks',
  latestProgress: 'readingProgress',
  recentProgress: 'readingProgress',
  novelReadingHistory: 'readingProgress',
  readChapters: 'readingProgress',
  listTokens: null,
  mfaStatus: null,
  authProviders: null,
  accountFootprint: null,
  /** The saved browse default (issue 19): read fresh, it changes what Browse shows. */
  readerPreferences: null,
  /** The website downloads it by a link instead (a file, not a query); here for other clients. */
  exportAccount: null,
  // New-chapter notifications (issue 19): the bell polls its count itself (refetchInterval), read fresh.
  listNotifications: null,
  unreadNotificationCount: null,
  getNotificationSettings: null,
  /** A mail's unsubscribe link, opened by a person in a browser; here for completeness. */
  unsubscribePage: null,
  // Moderation (issue 18): staff screens, read fresh each time.
  reportQueue: null,
  listStaff: null,
  auditLog: null,
  takedownQueue: null,
} as const satisfies Partial<Record<keyof ApiTable, CacheName | null>>;

export type QueryEndpointName = keyof typeof QUERY_CACHE;

/** What a factory returns: options for useQuery / useSuspenseQuery / prefetchQuery, with a typed key. */
export type ApiQueryOptions<T> = ReturnType<typeof queryOptions<T, ApiError, T, ApiQueryKey>>;

/** A factory for one GET endpoint: same arguments as the client function (`on401` included). */
export interface QueryFactory<E> {
  (...args: CallArgs<E, { on401?: 'throw' }>): ApiQueryOptions<EndpointResult<E>>;
  (args: EndpointArgs<E> & { on401: 'returnNull' }): ApiQueryOptions<EndpointResult<E> | null>;
  (args: EndpointArgs<E> & { on401?: On401 }): ApiQueryOptions<EndpointResult<E> | null>;
}

export type EndpointQueries = {
  readonly [K in Exclude<QueryEndpointName, 'currentUser'>]: QueryFactory<ApiTable[K]>;
};

export interface NamedQueries {
  /** The signed-in user; by default a 401 gives null (no user) instead of an error. 5 min fresh, kept 30. */
  currentUser(options?: { on401?: 'returnNull' }): ApiQueryOptions<CurrentUser | null>;
  currentUser(options: { on401: 'throw' }): ApiQueryOptions<CurrentUser>;
  /** Home page 'top novels': most viewed first, 10 of them, 5 min fresh. */
  topNovels(): ApiQueryOptions<Novel[]>;
  /** Ranking page: all novels by one field (default views, descending), 5 min fresh. */
  ranking(sortBy?: NovelSortField, sortOrder?: SortOrder): ApiQueryOptions<Novel[]>;
}

export type ApiQueries = EndpointQueries & NamedQueries;

interface ArgsShape {
  on401?: On401;
}

function cacheOptions(cache: CacheName | null): Record<string, unknown> {
  return cache === null ? {} : { ...CACHE_TIMES[cache] };
}

/**
 * queryOptions factories for every GET endpoint, carrying the spec's cache times.
 *
 * @example
 * const queries = createQueries(api);
 * const { data: user } = useQuery(queries.currentUser()); // CurrentUser | null
 * const { data } = useQuery(queries.readChapter({ params: { novelId, slot: String(chapterNumber) }, query: { format: 'html' } }));
 * useQuery({ ...queries.listNovels({ query: { limit: 100, offset: 0 } }), select: filterBy(text) });
 */
export function createQueries(api: ApiClient): ApiQueries {
  function build(name: QueryEndpointName, args: unknown, cache: CacheName | null) {
    const on401 = (args as ArgsShape | undefined)?.on401;
    const url = urlOf(ROUTES[name].path, args);
    return queryOptions<unknown, ApiError, unknown, ApiQueryKey>({
      queryKey: keyForUrl(url, on401),
      queryFn: ({ signal }) => api.request('GET', url, { signal, on401 }),
      ...cacheOptions(cache),
    });
  }

  const queries: Record<string, unknown> = {};
  for (const name of Object.keys(QUERY_CACHE) as QueryEndpointName[]) {
    queries[name] = (args?: unknown) => build(name, args, QUERY_CACHE[name]);
  }
  queries.currentUser = (options: ArgsShape = {}) =>
    build('currentUser', { on401: options.on401 ?? 'returnNull' }, QUERY_CACHE.currentUser);
  queries.topNovels = () =>
    build('listNovels', { query: { sortBy: 'viewCount', sortOrder: 'desc', limit: LIMITS.homeList } }, 'topNovels');
  queries.ranking = (
    sortBy: NovelSortField = DEFAULTS.rankingSortBy,
    sortOrder: SortOrder = DEFAULTS.rankingSortOrder,
  ) => build('listNovels', { query: { sortBy, sortOrder } }, 'ranking');
  return queries as unknown as ApiQueries;
}

export interface QueryClientOptions extends QueryClientConfig {
  /**
   * With a client, queries without a queryFn fetch their key's first element as a GET URL (the original
   * product's default query). A second key element `{ on401: 'returnNull' }` resolves a 401 to null.
   */
  api?: ApiClient;
}

/**
 * A QueryClient with the spec's defaults: no retries, no refetch on window focus, no polling, never stale
 * (section 9). Mutations do not retry either. Anything in `config` overrides them.
 */
export function createQueryClient(options: QueryClientOptions = {}): QueryClient {
  const { api, ...config } = options;
  const defaultQueryFn: QueryFunction | undefined = api
    ? ({ queryKey, signal }) => {
        const [url, second] = queryKey as readonly [unknown, { on401?: On401 } | undefined];
        if (typeof url !== 'string') throw new TypeError('The first element of an API query key must be its URL');
        return api.request('GET', url, { signal, on401: second?.on401 });
      }
    : undefined;
  return new QueryClient({
    ...config,
    defaultOptions: {
      ...config.defaultOptions,
      queries: {
        ...QUERY_DEFAULTS,
        ...(defaultQueryFn ? { queryFn: defaultQueryFn } : {}),
        ...config.defaultOptions?.queries,
      },
      mutations: { retry: false, ...config.defaultOptions?.mutations },
    },
  });
}
