/** The chapter list's rules: published chapters only, by number, 50 to a page. */
import { LIMITS } from '@inkshelf/contracts';

export interface ChapterPage<T> {
  items: T[];
  /** 1-based, clamped into range. */
  page: number;
  totalPages: number;
}

/** Published chapters sorted by chapterNumber ascending. */
export function publishedInOrder<T extends { status: string; chapterNumber: number }>(chapters: readonly T[]): T[] {
  return chapters.filter((chapter) => chapter.status === 'published').sort((a, b) => a.chapterNumber - b.chapterNumber);
}

/** One page of a list; an out-of-range page gives the nearest one. At least 1 page, even for an empty list. */
export function pageOf<T>(items: readonly T[], page: number, perPage: number = LIMITS.chaptersPerPage): ChapterPage<T> {
  const totalPages = Math.max(1, Math.ceil(items.length / perPage));
  const current = Math.min(totalPages, Math.max(1, Math.floor(page) || 1));
  const start = (current - 1) * perPage;
  return { items: items.slice(start, start + perPage), page: current, totalPages };
}
