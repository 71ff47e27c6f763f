/** What a ranking row shows for the chosen order, the sort read from the URL, and the section 8 error text. */
import { isApiError } from '@inkshelf/api-client';
import {
  DEFAULTS,
  MESSAGES,
  NOVEL_SORT_FIELDS,
  NOVEL_SORT_LABELS,
  formatAverageRating,
  type Novel,
  type NovelSortField,
} from '@inkshelf/contracts';
import { RANKING_TEXTS as T } from './texts.ts';

export interface RankingMetric {
  /** The number shown large: '1,234', '12', '4.5' or '--'. */
  value: string;
  /** What it counts ('Views', 'Bookmarks', 'Rating'). */
  label: string;
  /** Rating only: '({n} Reviews)'. */
  extra?: string;
}

const count = (n: number) => n.toLocaleString('en-US');

/** The metric of a novel for the chosen order: views, bookmarks, or the average rating to one decimal. */
export function rankingMetric(novel: Novel, sortBy: NovelSortField): RankingMetric {
  const label = NOVEL_SORT_LABELS[sortBy];
  switch (sortBy) {
    case 'viewCount':
      return { value: count(novel.viewCount), label };
    case 'bookmarkCount':
      return { value: count(novel.bookmarkCount), label };
    case 'rating':
      return { value: formatAverageRating(novel.averageRating), label, extra: T.reviews(novel.reviewCount) };
  }
}

/** The order in the URL (?sortBy=), or the default (views) for anything else. */
export function readSortBy(value: string | null): NovelSortField {
  return NOVEL_SORT_FIELDS.find((field) => field === value) ?? DEFAULTS.rankingSortBy;
}

/** Only published novels are ranked (the server lists only those; a stale cache might not). */
export function rankedNovels(novels: readonly Novel[]): Novel[] {
  return novels.filter((novel) => novel.status === 'published');
}

/** Section 8's ranking fetch error, 'Failed to fetch ranked novels: {status}' (the detail when unreachable). */
export function rankingErrorMessage(error: unknown): string {
  if (isApiError(error) && error.status > 0) return MESSAGES.fetchErrors.ranking(error.status);
  return error instanceof Error ? error.message : String(error);
}
