import { describe, expect, it } from 'vitest';
import {
  CACHE_TIMES,
  CONTENT_RATING_LABELS,
  CONTENT_RATINGS,
  COVER,
  DEFAULTS,
  GENERATED_USERNAME,
  LAZY_IMAGE_MARGIN,
  LIMITS,
  MOBILE_BREAKPOINT,
  NOVEL_SORT_FIELDS,
  NOVEL_STATUSES,
  POLICY,
  QUERY_DEFAULTS,
  READER,
  THEME,
  TOAST,
} from './constants.ts';

describe('constants', () => {
  it('lists the enums of the spec', () => {
    expect(NOVEL_STATUSES).toEqual(['draft', 'published']);
    expect(CONTENT_RATINGS).toEqual(['everyone', 'teen', 'mature']);
    expect(CONTENT_RATINGS.map((rating) => CONTENT_RATING_LABELS[rating])).toEqual([
      'Everyone',
      'Teen (13+)',
      'Mature (18+)',
    ]);
    expect(NOVEL_SORT_FIELDS).toEqual(['viewCount', 'bookmarkCount', 'rating']);
    expect(DEFAULTS).toMatchObject({ novelStatus: 'draft', contentRating: 'everyone', reviewRating: 5 });
  });

  it('keeps the cover limits consistent', () => {
    expect(LIMITS.coverMaxBytes).toBe(2_097_152);
    expect(COVER).toMatchObject({ width: 300, height: 450, quality: 0.95 });
    // A base64 string of a cover just under the limit must fit in coverMaxDataLength.
    const base64Length = 4 * Math.ceil((LIMITS.coverMaxBytes - 1) / 3);
    expect(base64Length + 'data:image/jpeg;base64,'.length).toBeLessThanOrEqual(LIMITS.coverMaxDataLength);
  });

  it('gives cache times in milliseconds', () => {
    expect(CACHE_TIMES.currentUser).toMatchObject({ staleTime: 300_000, gcTime: 1_800_000 });
    expect(CACHE_TIMES.latestChapters.staleTime).toBe(0);
    expect(CACHE_TIMES.browse.staleTime).toBe(60_000);
    expect(CACHE_TIMES.bookmarks.staleTime).toBe(60_000);
    expect(CACHE_TIMES.reviews.staleTime).toBe(300_000);
    expect(QUERY_DEFAULTS).toEqual({
      retry: false,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      staleTime: Number.POSITIVE_INFINITY,
    });
  });

  it('holds the reader, toast, theme and layout settings', () => {
    expect(READER.fonts).toHaveLength(10);
    expect(READER.fonts[0]).toBe(READER.defaultFont);
    expect(READER.fontSize).toEqual({ default: 18, min: 12, max: 24, step: 1 });
    expect(TOAST).toMatchObject({
      limit: 1,
      durationMs: 5000,
      swipeThresholdPx: 50,
      removeDelayMs: 1_000_000,
    });
    expect(THEME).toMatchObject({ storageKey: 'vite-ui-theme', darkModeStorageKey: 'darkMode' });
    expect(THEME.darkFilter).toEqual({ brightness: 90, contrast: 95, sepia: 10 });
    expect(MOBILE_BREAKPOINT).toBe(768);
    expect(LAZY_IMAGE_MARGIN).toBe('50px');
    expect(POLICY).toMatchObject({ minimumAge: 13, takedownHours: 24, effectiveDate: 'May 20, 2025' });
    expect(GENERATED_USERNAME).toEqual({ prefix: 'Reader', min: 100, max: 999 });
  });
});
