import { describe, expect, it } from 'vitest';
import { statsCsv, statsCsvName, type NovelStats } from './stats.ts';

const stats: NovelStats = {
  novelId: 4,
  range: '30',
  from: '2026-11-04',
  to: '2026-12-03',
  generatedAt: '2026-12-03T10:00:00.000Z',
  totals: { reads: 3, uniqueReaders: 2, followers: 1, libraryAdditions: 0, ratings: 0, averageRating: null },
  days: [{ date: '2026-12-03', reads: 3, uniqueReaders: 2 }],
  chapters: [
    {
      chapterId: 1,
      chapterNumber: 1,
      title: 'Storm, "at last"',
      reads: 2,
      uniqueReaders: 2,
      comments: 1,
      retention: 1,
    },
    {
      chapterId: 2,
      chapterNumber: 2,
      title: '=HYPERLINK("x")',
      reads: 1,
      uniqueReaders: 1,
      comments: 0,
      retention: 0.5,
    },
  ],
  dropOffChapterId: 1,
  followers: [{ date: '2026-12-03', count: 1 }],
  library: [{ date: '2026-12-03', count: 0 }],
  ratings: [{ date: '2026-12-03', count: 0, average: null }],
};

describe('stats as CSV', () => {
  it('quotes what needs it and keeps a spreadsheet from running a title as a formula', () => {
    expect(statsCsv(stats, 'chapters')).toBe(
      'chapter_number,title,reads,unique_readers,comments,retention_percent\r\n' +
        '1,"Storm, ""at last""",2,2,1,100\r\n' +
        `2,"'=HYPERLINK(""x"")",1,1,0,50\r\n`,
    );
    expect(statsCsv(stats, 'ratings')).toBe('date,ratings,average\r\n2026-12-03,0,\r\n');
    expect(statsCsvName(stats, 'days')).toBe('novel-4-days-30-days-2026-12-03.csv');
    expect(statsCsvName({ ...stats, range: 'all' }, 'followers')).toBe('novel-4-followers-all-time-2026-12-03.csv');
  });
});
