import type { NovelStats, StatsRange } from '@inkshelf/contracts';
import type { ChapterFiguresRow, DayRange, GrowthRows, ReadDayRow } from '../repositories/novel-stats.ts';

const DAY = 24 * 60 * 60 * 1000;

/** Every day of the period, oldest first. */
export function daysOf(range: DayRange): string[] {
  const days: string[] = [];
  for (let at = Date.parse(range.from); at <= Date.parse(range.to); at += DAY) {
    days.push(new Date(at).toISOString().slice(0, 10));
  }
  return days;
}

/** The period that ends `today` (UTC): the last n days, today included. */
export function lastDays(today: string, days: number): DayRange {
  return { from: new Date(Date.parse(today) - (days - 1) * DAY).toISOString().slice(0, 10), to: today };
}

/** Of the readers of the first chapter, the share that read each chapter (at most 1: some start further on). */
export function retentionOf(chapters: ChapterFiguresRow[]): number[] {
  const first = chapters[0]?.uniqueReaders ?? 0;
  return chapters.map((chapter) => (first === 0 ? 0 : Math.min(1, chapter.uniqueReaders / first)));
}

/** The chapter after which the largest share of readers does not go on; null without a drop. */
export function dropOffOf(chapters: ChapterFiguresRow[], retention: number[]): number | null {
  let best: { chapterId: number; drop: number } | null = null;
  for (let k = 0; k + 1 < chapters.length; k++) {
    const drop = retention[k]! - retention[k + 1]!;
    if (drop > 0 && (best === null || drop > best.drop)) best = { chapterId: chapters[k]!.chapterId, drop };
  }
  return best?.chapterId ?? null;
}

/** A running total at the end of each day of the period. */
function running(growth: GrowthRows, days: string[]) {
  const byDay = new Map(growth.days.map((row) => [row.day, row]));
  let count = growth.before.count;
  let sum = growth.before.sum;
  return days.map((date) => {
    const added = byDay.get(date);
    count += added?.count ?? 0;
    sum += added?.sum ?? 0;
    return { date, count, average: count === 0 ? null : Math.round((sum / count) * 100) / 100 };
  });
}

export interface NovelStatsRows {
  novelId: number;
  range: StatsRange;
  period: DayRange;
  readDays: ReadDayRow[];
  chapters: ChapterFiguresRow[];
  followers: GrowthRows;
  library: GrowthRows;
  ratings: GrowthRows;
  generatedAt: Date;
}

/** The analytics answer: every day of the period present (zero when nobody read), running totals, retention. */
export function presentNovelStats(rows: NovelStatsRows): NovelStats {
  const days = daysOf(rows.period);
  const reads = new Map(rows.readDays.map((row) => [row.day, row]));
  const retention = retentionOf(rows.chapters);
  const followers = running(rows.followers, days);
  const library = running(rows.library, days);
  const ratings = running(rows.ratings, days);
  const lastRating = ratings.at(-1);
  return {
    novelId: rows.novelId,
    range: rows.range,
    from: rows.period.from,
    to: rows.period.to,
    generatedAt: rows.generatedAt.toISOString(),
    totals: {
      reads: rows.readDays.reduce((sum, row) => sum + row.reads, 0),
      uniqueReaders: rows.readDays.reduce((sum, row) => sum + row.lastReaders, 0),
      followers: followers.at(-1)?.count ?? 0,
      libraryAdditions: library.at(-1)?.count ?? 0,
      ratings: lastRating?.count ?? 0,
      averageRating: lastRating?.average ?? null,
    },
    days: days.map((date) => ({
      date,
      reads: reads.get(date)?.reads ?? 0,
      uniqueReaders: reads.get(date)?.readers ?? 0,
    })),
    chapters: rows.chapters.map((chapter, k) => ({ ...chapter, retention: Math.round(retention[k]! * 1000) / 1000 })),
    dropOffChapterId: dropOffOf(rows.chapters, retention),
    followers: followers.map(({ date, count }) => ({ date, count })),
    library: library.map(({ date, count }) => ({ date, count })),
    ratings,
  };
}
