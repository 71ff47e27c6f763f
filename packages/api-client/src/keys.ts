/** Query keys (their first element is the request URL, spec section 7) and invalidation by URL prefix. */
import type { RouteName } from '@inkshelf/contracts/routes';
import type { QueryClient } from '@tanstack/react-query';
import type { ApiTable } from './table.ts';
import type { CallArgs, On401 } from './types.ts';
import { apiUrl } from './url.ts';

/**
 * `[url]`, or `[url, { on401: 'returnNull' }]` for a query that resolves a 401 to null (its data differs, so
 * its cache entry does too). `url` is relative to the API origin, query keys sorted: '/api/novels?limit=10'.
 */
export type ApiQueryKey = readonly [url: string] | readonly [url: string, options: { readonly on401: 'returnNull' }];

/** The key for a URL; `on401: 'returnNull'` adds the second element. */
export function keyForUrl(url: string, on401?: On401): ApiQueryKey {
  return on401 === 'returnNull' ? [url, { on401 }] : [url];
}

/**
 * The query key of a call of the ROUTES table, equal to the `queryKey` of the matching factory in createQueries.
 * @example apiKey('novelById', { params: { id: 3 } }); // ['/api/novels/3']
 */
export function apiKey<K extends RouteName>(name: K, ...rest: CallArgs<ApiTable[K], { on401?: On401 }>): ApiQueryKey {
  const [args] = rest;
  const on401 = args?.on401;
  return keyForUrl(apiUrl(name, ...(rest as CallArgs<ApiTable[K], object>)), on401);
}

/** URL prefixes per resource, for invalidating everything a mutation may have changed. */
export const API_PREFIXES = {
  /** Everything the API serves (after sign-in, sign-out or a username change). */
  all: '/api',
  currentUser: '/api/user',
  users: '/api/users',
  /** Novel lists, a novel (by id or name), its chapters, reviews and the caller's reading history in it. */
  novels: '/api/novels',
  /** The genres index with its counts (a novel's publication or genres change it). */
  genres: '/api/genres',
  /** Tag suggestions and tag details (issue 37): a novel's tags or an administrator's merge change them. */
  tags: '/api/tags',
  /** Latest updates, a chapter's comments. */
  chapters: '/api/chapters',
  latestChapters: '/api/chapters/latest',
  comments: '/api/comments',
  /** Author dashboard comments. */
  authors: '/api/authors',
  bookmarks: '/api/bookmarks',
  /** Follows and follower counts (issue 19). */
  follows: '/api/follows',
  /** Library shelves (issue 19). */
  library: '/api/library',
  /** New-chapter notifications and the bell's unread count (issue 19). */
  notifications: '/api/notifications',
  readingProgress: '/api/reading-progress',
} as const;

/**
 * True when `url` is `prefix` itself, with a query string, or below it: '/api/novels' covers
 * '/api/novels?limit=10' and '/api/novels/3/chapters' but not '/api/novelsX'.
 */
export function isUnderPrefix(url: string, prefix: string): boolean {
  if (!url.startsWith(prefix)) return false;
  const next = url.charAt(prefix.length);
  return next === '' || next === '/' || next === '?' || prefix.endsWith('/') || prefix.endsWith('?');
}

/** A TanStack Query filter matching queries whose URL (first key element) is under any of the prefixes. */
export function urlPrefixFilter(...prefixes: string[]): {
  predicate: (query: { queryKey: readonly unknown[] }) => boolean;
} {
  return {
    predicate: ({ queryKey }) => {
      const url = queryKey[0];
      return typeof url === 'string' && prefixes.some((prefix) => isUnderPrefix(url, prefix));
    },
  };
}

/**
 * Marks every query under the given URL prefixes stale and refetches the active ones.
 * @example await invalidateApi(queryClient, apiPath('listComments', { params: { chapterId } }));
 */
export function invalidateApi(queryClient: QueryClient, ...prefixes: string[]): Promise<void> {
  return queryClient.invalidateQueries(urlPrefixFilter(...prefixes));
}
