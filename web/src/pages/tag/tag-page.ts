/** The tag page's reads, shared with its server loader (ssr/loaders.ts) so both use the same query keys. */
import type { ApiQueries } from '@inkshelf/api-client';
import { LIMITS } from '@inkshelf/contracts';

/** Novels per page: the genre page's twelve. */
export const TAG_PAGE_SIZE = LIMITS.genrePageSize;

/** The published novels carrying the tag (GET /api/novels?tags=), newest first, one page of them. */
export const tagNovelsQuery = (queries: ApiQueries, tag: string, page: number) =>
  queries.listNovels({ query: { tags: [tag], limit: TAG_PAGE_SIZE, offset: (page - 1) * TAG_PAGE_SIZE } });

/** The query string of another page (page 1 has none, so it has one URL). */
export const pageSearch = (page: number): string => (page > 1 ? `?page=${page}` : '');
