/** The genre page's name display, page from the URL, its list query (filtered or not) and the section 8 error text. */
import { isApiError, type ApiQueries } from '@inkshelf/api-client';
import { LIMITS, MESSAGES, genreFilterKey, type Novel } from '@inkshelf/contracts';
import type { ApiFilterQuery } from '../../components/novel-filters.ts';

/**
 * The genre as the heading shows it. Links lowercase it ('science fiction'), so the spelling a loaded novel
 * carries wins ('Science Fiction'); before that, the slot with a capital first letter.
 */
export function genreTitle(genre: string, novels: readonly Novel[] = []): string {
  const key = genre.trim().toLowerCase();
  const spelled = novels.flatMap((novel) => novel.genres).find((name) => name.toLowerCase() === key);
  if (spelled) return spelled;
  const text = genre.trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A positive whole page number from ?page=, else 1. */
export function readGenrePage(value: string | null): number {
  const page = value !== null && /^\d+$/.test(value) ? Number(value) : 1;
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/** Section 8: 'Error: {status}', or 'An error occurred while loading novels.' when there is no status. */
export function genreErrorMessage(error: unknown): string {
  return isApiError(error) && error.status > 0
    ? MESSAGES.fetchErrors.genre(error.status)
    : MESSAGES.fetchErrors.genreFallback;
}

/**
 * One page of the genre's novels. Unfiltered, the spec's own endpoint; with filters (issue 37: tags and other genres
 * required or left out, status, length...), the novel list narrowed to the genre, which is never left out.
 */
export function genreListQuery(queries: ApiQueries, genre: string, page: number, filters: ApiFilterQuery = {}) {
  const paging = { limit: LIMITS.genrePageSize, offset: (page - 1) * LIMITS.genrePageSize };
  if (Object.keys(filters).length === 0) return queries.novelsByGenre({ params: { genre }, query: paging });
  const other = (name: string) => genreFilterKey(name) !== genreFilterKey(genre);
  const { genres = [], excludeGenres = [], ...rest } = filters;
  const excluded = excludeGenres.filter(other);
  return queries.listNovels({
    query: {
      ...rest,
      genres: [genre, ...genres.filter(other)],
      ...(excluded.length > 0 ? { excludeGenres: excluded } : {}),
      ...paging,
    },
  });
}
