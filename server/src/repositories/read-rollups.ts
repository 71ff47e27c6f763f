import type { EntityManager } from '@mikro-orm/postgresql';

/** Reads to write: the chapter, the reader's key and the UTC day, in three parallel arrays. */
export interface ReadBatch {
  chapters: number[];
  readers: string[];
  days: string[];
}

/**
 * Writes a batch of reads in one statement (issue 33). A read counts when its reader has not read the chapter yet
 * that day: `chapter_readers` keeps each reader's last day per chapter, and a counted read moves that reader's mark
 * in `last_readers` from the old day to the new one, so that the sum of `last_readers` from a day to today is the
 * number of distinct readers since that day. The novel's readers are kept the same way. Every rollup takes its
 * deltas in one upsert, grouped first, as one statement may not touch a row twice.
 */
const WRITE_READS = `
with batch as (
  select distinct on (v.chapter_id, v.reader) v.chapter_id, c.novel_id, v.reader, v.day
  from unnest(?::int[], ?::text[], ?::date[]) as v(chapter_id, reader, day)
  join chapters c on c.id = v.chapter_id
  order by v.chapter_id, v.reader, v.day desc
),
chapter_seen as (
  select b.*, r.last_day as old_day from batch b
  left join chapter_readers r on r.chapter_id = b.chapter_id and r.reader = b.reader
),
chapter_marks as (
  insert into chapter_readers as r (chapter_id, reader, last_day)
  select chapter_id, reader, day from chapter_seen where old_day is null or old_day < day
  on conflict (chapter_id, reader) do update set last_day = excluded.last_day where r.last_day < excluded.last_day
  returning r.chapter_id, r.reader
),
counted as (select s.* from chapter_seen s join chapter_marks m using (chapter_id, reader)),
novel_batch as (
  select distinct on (novel_id, reader) novel_id, reader, day from counted order by novel_id, reader, day desc
),
novel_seen as (
  select b.*, r.last_day as old_day from novel_batch b
  left join novel_readers r on r.novel_id = b.novel_id and r.reader = b.reader
),
novel_marks as (
  insert into novel_readers as r (novel_id, reader, last_day)
  select novel_id, reader, day from novel_seen where old_day is null or old_day < day
  on conflict (novel_id, reader) do update set last_day = excluded.last_day where r.last_day < excluded.last_day
  returning r.novel_id, r.reader
),
novel_counted as (select s.* from novel_seen s join novel_marks m using (novel_id, reader)),
chapter_days as (
  insert into chapter_read_days as d (chapter_id, day, novel_id, reads, last_readers)
  select chapter_id, day, novel_id, sum(reads)::int, sum(last_readers)::int from (
    select chapter_id, day, novel_id, 1 as reads, 1 as last_readers from counted
    union all
    select chapter_id, old_day, novel_id, 0, -1 from counted where old_day is not null
  ) deltas group by chapter_id, day, novel_id
  on conflict (chapter_id, day) do update
    set reads = d.reads + excluded.reads, last_readers = d.last_readers + excluded.last_readers
),
novel_days as (
  insert into novel_read_days as d (novel_id, day, reads, readers, last_readers)
  select novel_id, day, sum(reads)::int, sum(readers)::int, sum(last_readers)::int from (
    select novel_id, day, 1 as reads, 0 as readers, 0 as last_readers from counted
    union all
    select novel_id, day, 0, 1, 1 from novel_counted
    union all
    select novel_id, old_day, 0, 0, -1 from novel_counted where old_day is not null
  ) deltas group by novel_id, day
  on conflict (novel_id, day) do update
    set reads = d.reads + excluded.reads, readers = d.readers + excluded.readers,
        last_readers = d.last_readers + excluded.last_readers
),
totals as (
  insert into chapter_read_totals as t (chapter_id, novel_id, reads, readers)
  select chapter_id, novel_id, count(*)::int, (count(*) filter (where old_day is null))::int from counted
  group by chapter_id, novel_id
  on conflict (chapter_id) do update set reads = t.reads + excluded.reads, readers = t.readers + excluded.readers
)
select count(*)::int as counted from counted`;

const intArray = (values: number[]) => `{${values.join(',')}}`;
// Reader keys and days are [A-Za-z0-9_-] only: nothing to quote inside the array literal.
const textArray = (values: string[]) => `{${values.join(',')}}`;

/** Writes the reads and returns how many counted (the rest were repeats of the day). */
export async function writeReads(em: EntityManager, batch: ReadBatch): Promise<number> {
  if (batch.chapters.length === 0) return 0;
  const [row] = await em.execute<{ counted: number }[]>(WRITE_READS, [
    intArray(batch.chapters),
    textArray(batch.readers),
    textArray(batch.days),
  ]);
  return row?.counted ?? 0;
}

/**
 * Drops signed-out visitors' marks from before `keepFrom`: their key changes every day, so a mark of an earlier day
 * can never be met again. Signed-in readers' marks stay (they make "distinct readers" hold across days).
 */
export async function pruneVisitorMarks(em: EntityManager, keepFrom: string): Promise<void> {
  for (const table of ['chapter_readers', 'novel_readers']) {
    await em.execute(`delete from ${table} where last_day < ?::date and reader like 'a%'`, [keepFrom]);
  }
}

/** Forgets a deleted account's marks (the counts they made stay, as anonymous figures). */
export async function forgetReader(em: EntityManager, userId: number): Promise<void> {
  for (const table of ['chapter_readers', 'novel_readers']) {
    await em.execute(`delete from ${table} where reader = ?`, [`u${userId}`]);
  }
}
