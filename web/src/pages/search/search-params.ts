/** The search page's URL state: q and a 1-based page (?page=, absent on page 1), so back and forward work. */
import { LIMITS } from '@inkshelf/contracts';

/** A positive whole page number from the URL; anything else is page 1. */
export function readPage(value: string | null): number {
  if (value === null || !/^\d+$/.test(value)) return 1;
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/** Number of pages for a total (at least 1, so 'Page 1 of 1' reads right for a short list). */
export function pageCount(total: number, pageSize: number = LIMITS.searchPageSize): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The offset of a page's first item. */
export function pageOffset(page: number, pageSize: number = LIMITS.searchPageSize): number {
  return (page - 1) * pageSize;
}

/** Search params for a query and page: a new q always starts at page 1 (no page parameter). */
export function searchParamsFor(q: string, page = 1): URLSearchParams {
  const params = new URLSearchParams({ q });
  if (page > 1) params.set('page', String(page));
  return params;
}

/** The same search params (q and filters) on another page (page 1 leaves the parameter out). */
export function withPage(params: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(params);
  if (page > 1) next.set('page', String(page));
  else next.delete('page');
  return next;
}
