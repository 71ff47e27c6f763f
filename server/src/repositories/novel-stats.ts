import type { EntityManager } from '@mikro-orm/postgresql';
import type { StatsRange } from '@inkshelf/contracts';

/** A period of whole UTC days, `from` to `to` included, as YYYY-MM-DD. */
export interface DayRange {
  from: string;
  to: string;
}

export interface ReadDayRow {
  day: string;
  reads: number;
  readers: number;
  lastReaders: number;
}

export interface ChapterFiguresRow {
  chapterId: number;
  chapterNumber: number;
  title: string;
  reads: number;
  uniqueReaders: number;
  comments: number;
}

/** Additions per day and the running total before the period (followers, library entries, ratings). */
export interface GrowthRows {
  before: { count: number; sum: number };
  days: { day: string; count: number; sum: number }[];
}

const utcDate = (column: string) => `(${column} at time zone 'UTC')::date`;

/**
 * The analytics reads of one novel (issue 33): every figure comes from the daily rollups (read-rollups.ts) or from
 * indexed rows of the novel (follows, library entries, reviews, comments), never from a scan of reads.
 */
export class NovelStatsRepository {
  constructor(private readonly em: EntityManager) {}

  /** The first day the novel existed or was read, for the "all" period. */
  async firstDay(novelId: number): Promise<string> {
    const [row] = await this.em.execute<{ day: string }[]>(
      `select least(${utcDate('n.created_at')}, (select min(day) from novel_read_days where novel_id = n.id))::text as day
       from novels n where n.id = ?`,
      [novelId],
    );
    return row!.day;
  }

  /** The novel's days with reads in the period. */
  async readDays(novelId: number, range: DayRange): Promise<ReadDayRow[]> {
    return this.em.execute<ReadDayRow[]>(
      `select day::text as day, reads, readers, last_readers as "lastReaders" from novel_read_days
       where novel_id = ? and day between ?::date and ?::date order by day`,
      [novelId, range.from, range.to],
    );
  }

  /**
   * Each published chapter in reading order with its reads, distinct readers and comments in the period: the sum of
   * the daily rollup from `from` on (or the all-time totals), which is exact as the period ends today.
   */
  async chapters(novelId: number, range: DayRange, period: StatsRange): Promise<ChapterFiguresRow[]> {
    const reads =
      period === 'all'
        ? `select chapter_id, reads, readers from chapter_read_totals where novel_id = ?`
        : `select chapter_id, sum(reads)::int as reads, sum(last_readers)::int as readers from chapter_read_days
           where novel_id = ? and day >= ?::date group by chapter_id`;
    const readArgs = period === 'all' ? [novelId] : [novelId, range.from];
    return this.em.execute<ChapterFiguresRow[]>(
      `with reads as (${reads}),
       comments as (
         select m.chapter_id, count(*)::int as n from comments m join chapters c on c.id = m.chapter_id
         where c.novel_id = ? and c.status = 'published' and m.created_at >= ?::date group by m.chapter_id
       )
       select c.id as "chapterId", c.chapter_number as "chapterNumber", c.title,
              coalesce(r.reads, 0) as reads, coalesce(r.readers, 0) as "uniqueReaders", coalesce(m.n, 0) as comments
       from chapters c left join reads r on r.chapter_id = c.id left join comments m on m.chapter_id = c.id
       where c.novel_id = ? and c.status = 'published' order by c.chapter_number, c.id`,
      [...readArgs, novelId, range.from, novelId],
    );
  }

  /** New followers per day in the period, and how many followed before it. */
  followers(novelId: number, range: DayRange): Promise<GrowthRows> {
    return this.growth('novel_follows', 'created_at', '0', novelId, range);
  }

  /** Library additions per day (any shelf), and how many before. */
  libraryAdditions(novelId: number, range: DayRange): Promise<GrowthRows> {
    return this.growth('library_entries', 'added_at', '0', novelId, range);
  }

  /** Ratings per day with the sum of their stars, and the same before the period. */
  ratings(novelId: number, range: DayRange): Promise<GrowthRows> {
    return this.growth('reviews', 'created_at', 'rating', novelId, range);
  }

  private async growth(
    table: string,
    column: string,
    value: string,
    novelId: number,
    range: DayRange,
  ): Promise<GrowthRows> {
    const rows = await this.em.execute<{ day: string | null; count: number; sum: number }[]>(
      `select case when ${utcDate(column)} < ?::date then null else ${utcDate(column)}::text end as day,
              count(*)::int as count, coalesce(sum(${value}), 0)::int as sum
       from ${table} where novel_id = ? group by 1 order by 1 nulls first`,
      [range.from, novelId],
    );
    const before = rows[0]?.day === null ? rows.shift()! : { count: 0, sum: 0 };
    const days = rows.filter((row): row is GrowthRows['days'][number] => row.day !== null && row.day <= range.to);
    return { before: { count: before.count, sum: before.sum }, days };
  }
}
