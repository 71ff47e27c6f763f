import type { EntityManager } from '@mikro-orm/postgresql';
import { mulberry32, type Random } from './random.ts';

const DAY = 24 * 60 * 60 * 1000;
/** How many days of reads the demo gives each novel (issue 33: full charts on first start). */
export const HISTORY_DAYS = 90;

interface PublishedChapter {
  id: number;
  novel_id: number;
  chapter_number: number;
  published_day: string;
}

/** Rollup rows as parallel columns, the way unnest() takes them. */
interface Columns {
  ids: number[];
  days: string[];
  novels: number[];
  reads: number[];
  readers: number[];
  /** Readers whose last read fell on the day (see ChapterReadDay): fewer on older days, as some came back. */
  last: number[];
}

const columns = (): Columns => ({ ids: [], days: [], novels: [], reads: [], readers: [], last: [] });

interface Rows {
  chapterDays: Columns;
  novelDays: Columns;
}

/** A rollup row; `kept` is the share of the day's readers who have not come back since (see Columns.last). */
function push(
  table: Columns,
  row: { id: number; day: string; novel: number; reads: number; readers: number; kept: number },
) {
  table.ids.push(row.id);
  table.days.push(row.day);
  table.novels.push(row.novel);
  table.reads.push(row.reads);
  table.readers.push(row.readers);
  table.last.push(Math.round(row.readers * row.kept));
}

const dayOf = (at: number) => new Date(at).toISOString().slice(0, 10);

/**
 * Readers arriving at a novel on one day: a steady stream that grows over the period, busier at weekends, with a
 * burst in the days after each release.
 */
function arrivals(popularity: number, day: number, releases: Set<string>, at: number, random: Random): number {
  const growth = 0.55 + 0.45 * (day / HISTORY_DAYS);
  const weekday = new Date(at).getUTCDay();
  const weekend = weekday === 0 || weekday === 6 ? 1.25 : 1;
  const release = releases.has(dayOf(at)) ? 1.9 : releases.has(dayOf(at - DAY)) ? 1.35 : 1;
  return Math.max(0, Math.round(popularity * growth * weekend * release * (0.75 + random() * 0.5)));
}

/** One novel's reads per chapter and day: each chapter keeps most readers of the one before, one loses many. */
function novelHistory(novelId: number, chapters: PublishedChapter[], now: number, rows: Rows): void {
  const random = mulberry32(novelId * 7_919);
  const popularity = 18 + Math.floor(random() * 60);
  const steepChapter = 2 + Math.floor(random() * Math.max(1, chapters.length - 2));
  const releases = new Set(chapters.map((chapter) => chapter.published_day));
  for (let day = 0; day < HISTORY_DAYS; day++) {
    const at = now - (HISTORY_DAYS - 1 - day) * DAY;
    const date = dayOf(at);
    let readers = arrivals(popularity, day, releases, at, random);
    // Signed-in readers who came back on a later day moved their mark there: a fifth of the oldest days' readers.
    const kept = 0.8 + 0.2 * (day / (HISTORY_DAYS - 1));
    let total = 0;
    for (const chapter of chapters) {
      if (chapter.published_day > date) break;
      if (readers <= 0) break;
      push(rows.chapterDays, { id: chapter.id, day: date, novel: novelId, reads: readers, readers, kept });
      total += readers;
      const goOn = chapter.chapter_number === steepChapter ? 0.45 + random() * 0.1 : 0.82 + random() * 0.12;
      readers = Math.floor(readers * goOn);
    }
    if (total > 0) {
      const unique = Math.max(1, Math.round(total / (1.4 + random() * 0.5)));
      push(rows.novelDays, { id: novelId, day: date, novel: novelId, reads: total, readers: unique, kept });
    }
  }
}

const ints = (values: number[]) => `{${values.join(',')}}`;
const texts = (values: string[]) => `{${values.join(',')}}`;

/**
 * Gives each published novel of the demo 90 days of plausible reads, written straight into the daily rollups (most
 * as visitors, a distinct reader each day; some as members who come back), and its readers' follows and shelves at dates within
 * that period. Deterministic: the same figures on every fresh demo database.
 */
export async function seedReadHistory(em: EntityManager, now: number): Promise<void> {
  const chapters = await em.execute<PublishedChapter[]>(
    `select c.id, c.novel_id, c.chapter_number, (c.published_at at time zone 'UTC')::date::text as published_day
     from chapters c join novels n on n.id = c.novel_id
     where c.status = 'published' and n.status = 'published' order by c.novel_id, c.chapter_number`,
  );
  const rows: Rows = { chapterDays: columns(), novelDays: columns() };
  const byNovel = new Map<number, PublishedChapter[]>();
  for (const chapter of chapters) byNovel.set(chapter.novel_id, [...(byNovel.get(chapter.novel_id) ?? []), chapter]);
  for (const [novelId, list] of byNovel) novelHistory(novelId, list, now, rows);
  if (rows.chapterDays.ids.length === 0) return;
  const { chapterDays, novelDays } = rows;
  await em.execute(
    `insert into chapter_read_days (chapter_id, day, novel_id, reads, last_readers)
     select c, d, n, r, l from unnest(?::int[], ?::date[], ?::int[], ?::int[], ?::int[]) as v(c, d, n, r, l)`,
    [
      ints(chapterDays.ids),
      texts(chapterDays.days),
      ints(chapterDays.novels),
      ints(chapterDays.reads),
      ints(chapterDays.last),
    ],
  );
  await em.execute(
    `insert into chapter_read_totals (chapter_id, novel_id, reads, readers)
     select chapter_id, novel_id, sum(reads)::int, sum(last_readers)::int from chapter_read_days
     group by chapter_id, novel_id`,
  );
  await em.execute(
    `insert into novel_read_days (novel_id, day, reads, readers, last_readers)
     select n, d, r, u, l from unnest(?::int[], ?::date[], ?::int[], ?::int[], ?::int[]) as v(n, d, r, u, l)`,
    [ints(novelDays.ids), texts(novelDays.days), ints(novelDays.reads), ints(novelDays.readers), ints(novelDays.last)],
  );
  await seedFollows(em, now);
}

/**
 * The demo readers follow and shelve the novels they rated 3 stars or more, on a day within the history (so the
 * followers and library charts rise over the period rather than in one step on the seed's day).
 */
async function seedFollows(em: EntityManager, now: number): Promise<void> {
  const from = now - (HISTORY_DAYS - 5) * DAY;
  await em.execute(
    `with liked as (
       select r.user_id, r.novel_id, r.rating,
              greatest(r.created_at, ?::timestamptz + (r.user_id * 13 + r.novel_id * 7) % 80 * interval '1 day') as at
       from reviews r where r.rating >= 3
     ),
     follows as (insert into novel_follows (user_id, novel_id, created_at) select user_id, novel_id, at from liked)
     insert into library_entries (user_id, novel_id, shelf, updated_at, added_at)
     select user_id, novel_id, case when rating >= 4 then 'reading' else 'plan-to-read' end, at, at from liked`,
    [new Date(from).toISOString()],
  );
}
