import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmbeddedTestDatabase, createTestDatabase, type TestDatabase } from '../../test/database.ts';
import { buildAuthor, buildChapter, buildNovel } from '../../test/factories.ts';
import { readNovelStats } from '../routes/novels/stats.ts';
import { forgetReader } from '../repositories/read-rollups.ts';
import { ReadTally } from './read-tally.ts';

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const visitor = (ip: string, userAgent = FIREFOX) => ({ ip, userAgent });
const member = (userId: number) => ({ userId, ip: '198.51.100.1', userAgent: FIREFOX });

describe.each([
  ['the run database', createTestDatabase],
  ['the embedded database', createEmbeddedTestDatabase],
])('counting reads on %s', (_name, open) => {
  let db: TestDatabase;
  let clock = new Date('2026-06-01T10:00:00Z');
  const tallyFor = () =>
    new ReadTally({ orm: db.orm, logger: pino({ level: 'silent' }) }, { secret: 'a-test-secret', now: () => clock });
  beforeAll(async () => {
    db = await open();
  });
  afterAll(() => db.close());

  async function novelWithChapters(count: number) {
    const em = db.orm.em.fork();
    const novel = await buildNovel(em, { author: await buildAuthor(em) });
    const chapters = [];
    for (let i = 0; i < count; i++) chapters.push(await buildChapter(em, { novel }));
    return { novel, chapters };
  }
  const sql = <T>(query: string, values: unknown[] = []) => db.orm.em.fork().execute<T[]>(query, values);
  const at = (iso: string) => {
    clock = new Date(iso);
  };

  it('counts a read once per reader per chapter per day, and skips known bots', async () => {
    const { novel, chapters } = await novelWithChapters(2);
    const [one, two] = chapters.map((chapter) => chapter.id) as [number, number];
    const tally = tallyFor();
    at('2026-06-01T10:00:00Z');
    expect(tally.count(visitor('203.0.113.1'), one)).toBe(true);
    expect(tally.count(visitor('203.0.113.1'), one)).toBe(false);
    expect(tally.count(visitor('203.0.113.1'), two)).toBe(true);
    expect(tally.count(visitor('203.0.113.2'), one)).toBe(true);
    expect(tally.count(member(7_000_001), one)).toBe(true);
    expect(tally.count(visitor('203.0.113.3', GOOGLEBOT), one)).toBe(false);
    expect(await tally.flush()).toBe(4);

    // Another instance of the site (its own memory) agrees on who is who: the database dedupes too.
    const other = tallyFor();
    expect(other.count(visitor('203.0.113.1'), one)).toBe(true);
    expect(await other.flush()).toBe(0);

    at('2026-06-02T08:00:00Z');
    expect(tally.count(visitor('203.0.113.1'), one)).toBe(true);
    expect(tally.count(member(7_000_001), one)).toBe(true);
    expect(await tally.flush()).toBe(2);

    const days = await sql<{ day: string; reads: number; readers: number }>(
      `select day::text as day, reads, readers from novel_read_days where novel_id = ? order by day`,
      [novel.id],
    );
    expect(days).toEqual([
      { day: '2026-06-01', reads: 4, readers: 3 },
      { day: '2026-06-02', reads: 2, readers: 2 },
    ]);
    const perChapter = await sql<{ chapter_id: number; reads: number; readers: number }>(
      `select chapter_id, reads, readers from chapter_read_totals where novel_id = ? order by chapter_id`,
      [novel.id],
    );
    // The visitor of day 1 is a new reader on day 2 (their key changed with the day); the member is not.
    expect(perChapter).toEqual([
      { chapter_id: one, reads: 5, readers: 4 },
      { chapter_id: two, reads: 1, readers: 1 },
    ]);
  });

  it('never stores an address, and a visitor key changes every day', async () => {
    const { chapters } = await novelWithChapters(1);
    const tally = tallyFor();
    at('2026-07-01T12:00:00Z');
    const first = tally.readerKey(visitor('192.0.2.44'));
    at('2026-07-02T12:00:00Z');
    const second = tally.readerKey(visitor('192.0.2.44'));
    expect(first).toMatch(/^a[\w-]{22}$/);
    expect(second).not.toBe(first);
    tally.count(visitor('192.0.2.44'), chapters[0]!.id);
    await tally.flush();
    const stored = await sql<{ reader: string }>(`select reader from chapter_readers where chapter_id = ?`, [
      chapters[0]!.id,
    ]);
    expect(stored).toEqual([{ reader: second }]);
    expect(JSON.stringify(stored)).not.toContain('192.0.2.44');
  });

  it('keeps distinct readers exact over any period that ends today', async () => {
    const { novel, chapters } = await novelWithChapters(1);
    const chapterId = chapters[0]!.id;
    const tally = tallyFor();
    // Member 1 reads on days 1 and 5, member 2 on day 1 only, member 3 on day 5 only.
    at('2026-08-01T09:00:00Z');
    tally.count(member(7_100_001), chapterId);
    tally.count(member(7_100_002), chapterId);
    await tally.flush();
    at('2026-08-05T09:00:00Z');
    tally.count(member(7_100_001), chapterId);
    tally.count(member(7_100_003), chapterId);
    await tally.flush();

    const em = db.orm.em.fork();
    const week = await readNovelStats(em, novel.id, '7', clock);
    expect(week.totals).toMatchObject({ reads: 4, uniqueReaders: 3 });
    expect(week.chapters[0]).toMatchObject({ reads: 4, uniqueReaders: 3 });
    // Over the last 3 days (Aug 3-5 are not a choice of the API; the rollup is checked directly): 2 readers.
    const [recent] = await sql<{ readers: number }>(
      `select sum(last_readers)::int as readers from chapter_read_days where chapter_id = ? and day >= '2026-08-03'`,
      [chapterId],
    );
    expect(recent!.readers).toBe(2);
    expect(week.days.find((day) => day.date === '2026-08-01')).toEqual({
      date: '2026-08-01',
      reads: 2,
      uniqueReaders: 2,
    });
    expect(week.days).toHaveLength(7);
    expect(week.to).toBe('2026-08-05');
  });

  it('forgets a visitor once their day is over, and a deleted member', async () => {
    const { chapters } = await novelWithChapters(1);
    const chapterId = chapters[0]!.id;
    const tally = tallyFor();
    at('2026-09-01T09:00:00Z');
    tally.count(visitor('203.0.113.9'), chapterId);
    tally.count(member(7_200_001), chapterId);
    await tally.flush();
    at('2026-09-03T09:00:00Z');
    tally.count(visitor('203.0.113.10'), chapterId);
    await tally.flush();
    const readers = await sql<{ reader: string }>(
      `select reader from chapter_readers where chapter_id = ? order by reader`,
      [chapterId],
    );
    // The visitor of two days ago is gone (their key cannot come back); the member and today's visitor stay.
    expect(readers.map((row) => row.reader[0])).toEqual(['a', 'u']);
    await forgetReader(db.orm.em.fork(), 7_200_001);
    expect(await sql(`select 1 from chapter_readers where reader = 'u7200001'`)).toEqual([]);
    expect(await sql(`select 1 from novel_readers where reader = 'u7200001'`)).toEqual([]);
  });
});
