/** The browse list's paging: page size, query key, the section 8 error text and merging of loaded pages. */
import { apiUrl, isApiError, type ApiClient } from '@inkshelf/api-client';
import { MESSAGES, type Novel } from '@inkshelf/contracts';
import type { ApiFilterQuery } from '../../components/novel-filters.ts';

/** Novels per request: a multiple of 2, 3, 4 and 5, so full pages fill whole grid rows. */
export const BROWSE_PAGE_SIZE = 60;

/**
 * The list's query key for a set of filters: its first element is the URL of the first page without its offset
 * (so /api/novels invalidation covers it); the page and the server render build it from the same URL.
 */
export const browseKey = (filters: ApiFilterQuery = {}) =>
  [apiUrl('listNovels', { query: { ...filters, limit: BROWSE_PAGE_SIZE } }), 'pages'] as const;

/** The infinite query of a filtered browse list, for the page and the server render. */
export function browseQuery(api: ApiClient, filters: ApiFilterQuery = {}) {
  return {
    queryKey: browseKey(filters),
    queryFn: ({ pageParam, signal }: { pageParam: number; signal?: AbortSignal }) =>
      api.listNovels({ query: { ...filters, limit: BROWSE_PAGE_SIZE, offset: pageParam }, signal }),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
  };
}

/** The next offset, or undefined once a page came back short (the end of the catalogue). */
export function nextOffset(last: readonly Novel[], pages: readonly (readonly Novel[])[]): number | undefined {
  return last.length < BROWSE_PAGE_SIZE ? undefined : pages.length * BROWSE_PAGE_SIZE;
}

/** Loaded pages as one list; a novel that moved between pages while paging shows once. */
export function mergePages(pages: readonly (readonly Novel[])[]): Novel[] {
  const seen = new Set<number>();
  return pages.flat().filter((novel) => {
    if (seen.has(novel.id)) return false;
    seen.add(novel.id);
    return true;
  });
}

/** Section 8's browse fetch error, 'Failed to fetch novels: {status}' (the detail if the server was unreachable). */
export function browseErrorMessage(error: unknown): string {
  if (isApiError(error) && error.status > 0) return MESSAGES.fetchErrors.browse(error.status);
  return error instanceof Error ? error.message : String(error);
}
