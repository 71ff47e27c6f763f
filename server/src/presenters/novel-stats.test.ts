import { describe, expect, it } from 'vitest';
import type { ChapterFiguresRow } from '../repositories/novel-stats.ts';
import { daysOf, dropOffOf, lastDays, presentNovelStats, retentionOf } from './novel-stats.ts';

const chapter = (chapterId: number, uniqueReaders: number): ChapterFiguresRow => ({
  chapterId,
  chapterNumber: chapterId,
  title: `Chapter ${chapterId}`,
  reads: uniqueReaders,
  uniqueReaders,
  comments: 0,
});

describe('the analytics answer', () => {
  it('spans whole UTC days, across a month end and a leap day', () => {
    expect(lastDays('2028-03-01', 3)).toEqual({ from: '2028-02-28', to: '2028-03-01' });
    expect(daysOf({ from: '2028-02-28', to: '2028-03-01' })).toEqual(['2028-02-28', '2028-02-29', '2028-03-01']);
    expect(daysOf(lastDays('2026-12-03', 90))).toHaveLength(90);
  });

  it('measures retention against the first chapter and marks the steepest fall', () => {
    const chapters = [chapter(1, 200), chapter(2, 180), chapter(3, 80), chapter(4, 70), chapter(5, 90)];
    const retention = retentionOf(chapters);
    expect(retention).toEqual([1, 0.9, 0.4, 0.35, 0.45]);
    expect(dropOffOf(chapters, retention)).toBe(2);
    // Nobody read chapter 1 (readers who came from a link to a later one): no shares, no drop.
    const noFirst = [chapter(1, 0), chapter(2, 5)];
    expect(retentionOf(noFirst)).toEqual([0, 0]);
    expect(dropOffOf(noFirst, retentionOf(noFirst))).toBeNull();
    // More readers of a later chapter than of the first: capped at 1.
    expect(retentionOf([chapter(1, 10), chapter(2, 12)])).toEqual([1, 1]);
  });

  it('fills the days nobody read and keeps running totals with the average rating', () => {
    const stats = presentNovelStats({
      novelId: 9,
      range: '7',
      period: { from: '2026-11-27', to: '2026-12-03' },
      readDays: [{ day: '2026-11-29', reads: 10, readers: 6, lastReaders: 4 }],
      chapters: [],
      followers: { before: { count: 3, sum: 0 }, days: [{ day: '2026-12-01', count: 2, sum: 0 }] },
      library: { before: { count: 0, sum: 0 }, days: [] },
      ratings: { before: { count: 1, sum: 5 }, days: [{ day: '2026-11-30', count: 2, sum: 4 }] },
      generatedAt: new Date('2026-12-03T12:00:00Z'),
    });
    expect(stats.days.map((day) => day.reads)).toEqual([0, 0, 10, 0, 0, 0, 0]);
    expect(stats.totals).toEqual({
      reads: 10,
      uniqueReaders: 4,
      followers: 5,
      libraryAdditions: 0,
      ratings: 3,
      averageRating: 3,
    });
    expect(stats.followers.map((day) => day.count)).toEqual([3, 3, 3, 3, 5, 5, 5]);
    expect(stats.ratings[0]).toEqual({ date: '2026-11-27', count: 1, average: 5 });
    expect(stats.ratings.at(-1)).toEqual({ date: '2026-12-03', count: 3, average: 3 });
    expect(stats.dropOffChapterId).toBeNull();
  });
});
