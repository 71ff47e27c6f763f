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
import { ROUTES, type RouteName } from '@inkshelf/contracts/routes';
import { QueryClient, queryOptions, type QueryClientConfig, type QueryFunction } from '@tanstack/react-query';
import type { ApiClient, ApiClientCore } from './client.ts';
import type { ApiError } from './errors.ts';
import { keyForUrl, type ApiQueryKey } from './keys.ts';
import type { ApiTable } from './table.ts';
import type { CallArgs, EndpointArgs, EndpointResult, On401, Route, RouteNames, RouteTable } from './types.ts';
import { urlOf } from './url.ts';

type CacheName = keyof typeof CACHE_TIMES;

/**
 * Every GET endpoint of ROUTES that can be a query, with the cache times of section 9 it uses (null: the client
 * defaults, i.e. never stale). Endpoints the spec gives no time keep the defaults, as the spec says. The other
 * route tables' GET calls (staff screens, account settings) have no time in the spec: see createRouteQueries.
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
  /** Tag suggestions and a tag's page (issue 37): counts move as slowly as the genres'. */
  listTags: 'genres',
  tagDetail: 'genres',
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
  authProviders: null,
  /** The saved browse default (issue 19): read fresh, it changes what Browse shows. */
  readerPreferences: null,
  // New-chapter notifications (issue 19): the bell polls its count itself (refetchInterval), read fresh.
  listNotifications: null,
  unreadNotificationCount: null,
  /** A novel's release rhythm (issue 33): its author's screens read it fresh. */
  releaseSchedule: null,
  /** A novel's analytics (issue 33): its author's screens read them fresh. */
  novelStats: null,
  /** Search's Authors section (issue 37): as fresh as the novels beside it. */
  searchAuthors: 'browse',
} as const satisfies Partial<Record<RouteName, CacheName | null>>;

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

/** The JSON GET calls of a route table, the ones that can be queries. */
export type QueryNamesOf<T> = {
  [K in keyof T]: T[K] extends { readonly binary: true } ? never : T[K] extends { readonly method: 'GET' } ? K : never;
}[keyof T] &
  RouteNames<T>;

/** A factory per JSON GET call of a route table (createRouteQueries). */
export type RouteQueries<T> = { readonly [K in QueryNamesOf<T>]: QueryFactory<ApiTable[K]> };

interface ArgsShape {
  on401?: On401;
}

function cacheOptions(cache: CacheName | null): Record<string, unknown> {
  return cache === null ? {} : { ...CACHE_TIMES[cache] };
}

/** The options of one query: its key is the request URL, its fetch the client's `request`. */
function queryFor(api: ApiClientCore, path: string, args: unknown, cache: CacheName | null) {
  const on401 = (args as ArgsShape | undefined)?.on401;
  const url = urlOf(path, args);
  return queryOptions<unknown, ApiError, unknown, ApiQueryKey>({
    queryKey: keyForUrl(url, on401),
    queryFn: ({ signal }) => api.request('GET', url, { signal, on401 }),
    ...cacheOptions(cache),
  });
}

/**
 * queryOptions factories for every GET endpoint, carrying the spec's cache times.
 * @example const { data: user } = useQuery(createQueries(api).currentUser()); // CurrentUser | null
 */
export function createQueries(api: ApiClientCore): ApiQueries {
  const build = (name: QueryEndpointName, args: unknown, cache: CacheName | null) =>
    queryFor(api, ROUTES[name].path, args, cache);

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

/**
 * queryOptions factories for the JSON GET calls of another generated route table (MODERATION_ROUTES, ACCOUNT_ROUTES).
 * The spec gives them no cache time: they keep the client defaults, and the screens invalidate them after their writes.
 * @example useQuery(createRouteQueries(api, MODERATION_ROUTES).reportQueue({ query: { status: 'open' } }));
 */
export function createRouteQueries<T extends RouteTable>(api: ApiClientCore, routes: T): RouteQueries<T> {
  const queries: Record<string, unknown> = {};
  for (const [name, route] of Object.entries<Route | undefined>(routes)) {
    if (route?.method === 'GET' && !route.binary)
      queries[name] = (args?: unknown) => queryFor(api, route.path, args, null);
  }
  return queries as RouteQueries<T>;
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
