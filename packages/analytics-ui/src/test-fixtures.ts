/**
 * A novel's analytics as the server answers them, for the tests of this package, the website and the studio: a
 * week of reads over three chapters, with chapter 2 as the drop-off.
 */
import { NovelStatsSchema, type NovelStats } from '@inkshelf/contracts';

const DAYS = ['2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23', '2026-11-24'];
const READS = [12, 30, 7, 0, 18, 25, 9];
const UNIQUE = [10, 21, 6, 0, 15, 19, 8];

export function statsFixture(overrides: Partial<NovelStats> = {}): NovelStats {
  return NovelStatsSchema.parse({
    novelId: 5,
    range: '7',
    from: DAYS[0],
    to: DAYS[DAYS.length - 1],
    generatedAt: '2026-11-24T12:00:00.000Z',
    totals: { reads: 101, uniqueReaders: 64, followers: 9, libraryAdditions: 4, ratings: 3, averageRating: 4.333 },
    days: DAYS.map((date, index) => ({ date, reads: READS[index], uniqueReaders: UNIQUE[index] })),
    chapters: [
      { chapterId: 31, chapterNumber: 1, title: 'The Door', reads: 60, uniqueReaders: 40, comments: 5, retention: 1 },
      {
        chapterId: 32,
        chapterNumber: 2,
        title: 'Lamps, "lit"',
        reads: 30,
        uniqueReaders: 18,
        comments: 2,
        retention: 0.45,
      },
      { chapterId: 33, chapterNumber: 3, title: 'Ash', reads: 11, uniqueReaders: 6, comments: 0, retention: 0.15 },
    ],
    dropOffChapterId: 32,
    followers: DAYS.map((date, index) => ({ date, count: 5 + Math.min(index, 4) })),
    library: DAYS.map((date, index) => ({ date, count: index < 3 ? 3 : 4 })),
    ratings: DAYS.map((date, index) => ({
      date,
      count: index < 2 ? 2 : 3,
      average: index < 2 ? 4.5 : 4.333,
    })),
    ...overrides,
  });
}

/** A period without a single read: nothing moved either. */
export function emptyStatsFixture(): NovelStats {
  const base = statsFixture();
  return {
    ...base,
    totals: { reads: 0, uniqueReaders: 0, followers: 0, libraryAdditions: 0, ratings: 0, averageRating: null },
    days: base.days.map((day) => ({ ...day, reads: 0, uniqueReaders: 0 })),
    chapters: base.chapters.map((chapter) => ({ ...chapter, reads: 0, uniqueReaders: 0, comments: 0, retention: 0 })),
    dropOffChapterId: null,
    followers: base.followers.map((day) => ({ ...day, count: 0 })),
    library: base.library.map((day) => ({ ...day, count: 0 })),
    ratings: base.ratings.map((day) => ({ ...day, count: 0, average: null })),
  };
}
