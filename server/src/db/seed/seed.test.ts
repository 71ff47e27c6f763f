/**
 * The demo content on a fresh database: a distinct 300x450 JPEG cover per novel, stored as an upload is; chapter
 * dates in order; reviews and comments written for their own novel; counts that agree with the rows; every date
 * after the one it follows and before now.
 */
import crypto from 'node:crypto';
import { progressPercent } from '@inkshelf/contracts';
import { pino } from 'pino';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/database.ts';
import { versionOf } from '../../services/covers.ts';
import { demoNovels } from './novels/index.ts';
import { readNovelStats } from '../../routes/novels/stats.ts';
import { seedDemoContent } from './seed.ts';

let db: TestDatabase;
let seededAt: number;
let doneAt: number;
beforeAll(async () => {
  db = await createTestDatabase();
  seededAt = Date.now();
  expect(await seedDemoContent(db.orm, pino({ level: 'silent' }))).toBe(true);
  doneAt = Date.now();
}, 60_000);
afterAll(() => db.close());

const rows = <T>(query: string): Promise<T[]> => db.orm.em.fork().execute(query);
const time = (value: Date | string) => new Date(value).getTime();

interface NovelRow {
  id: number;
  title: string;
  status: string;
  cover_version: number | null;
  created_at: Date;
  updated_at: Date;
  view_count: number;
  review_count: number;
  rating_sum: number;
  average_rating: string | null;
  bookmark_count: number;
}

const novels = () => rows<NovelRow>('select * from novels order by id');

describe('demo covers', () => {
  it('gives every novel its own 300x450 JPEG, stored with its content hash and URL version', async () => {
    const covers = await rows<{ novel_id: number; data: Buffer; mime_type: string; etag: string }>(
      'select novel_id, data, mime_type, etag from novel_covers',
    );
    const all = await novels();
    expect(all).toHaveLength(demoNovels.length);
    expect(covers).toHaveLength(all.length);
    for (const novel of all) {
      const cover = covers.find((row) => row.novel_id === novel.id);
      expect(cover, novel.title).toBeDefined();
      expect(cover!.mime_type).toBe('image/jpeg');
      expect(cover!.etag).toBe(crypto.createHash('sha256').update(cover!.data).digest('hex'));
      expect(novel.cover_version).toBe(versionOf(cover!.etag));
      const meta = await sharp(cover!.data).metadata();
      expect([meta.format, meta.width, meta.height], novel.title).toEqual(['jpeg', 300, 450]);
    }
    expect(new Set(covers.map((cover) => cover.etag)).size).toBe(covers.length);
  });

  it('draws covers that look different from each other, not just differ in bytes', async () => {
    const covers = await rows<{ data: Buffer }>('select data from novel_covers');
    const thumbnails = await Promise.all(
      covers.map((cover) => sharp(cover.data).resize(30, 45, { fit: 'fill' }).removeAlpha().raw().toBuffer()),
    );
    for (const [i, a] of thumbnails.entries()) {
      for (const b of thumbnails.slice(i + 1)) {
        let difference = 0;
        for (let k = 0; k < a.length; k++) difference += Math.abs(a[k]! - b[k]!);
        expect(difference / a.length).toBeGreaterThan(10);
      }
    }
  });
});

describe('demo dates and counts', () => {
  it('publishes chapters in order, after the novel was created and before now', async () => {
    const chapters = await rows<{
      novel_id: number;
      chapter_number: number;
      status: string;
      created_at: Date;
      published_at: Date | null;
      view_count: number;
    }>('select novel_id, chapter_number, status, created_at, published_at, view_count from chapters');
    for (const novel of await novels()) {
      const own = chapters.filter((c) => c.novel_id === novel.id).sort((a, b) => a.chapter_number - b.chapter_number);
      expect(own.length, novel.title).toBeGreaterThan(0);
      let previous = time(novel.created_at);
      let previousViews = Infinity;
      for (const chapter of own) {
        expect(time(chapter.created_at), `${novel.title} ${chapter.chapter_number}`).toBeGreaterThan(previous);
        previous = time(chapter.created_at);
        if (chapter.status === 'published') {
          expect(time(chapter.published_at!)).toBe(previous);
          expect(chapter.view_count).toBeGreaterThan(0);
          expect(chapter.view_count).toBeLessThanOrEqual(previousViews);
          previousViews = chapter.view_count;
        } else {
          expect(chapter.published_at).toBeNull();
          expect(chapter.view_count).toBe(0);
        }
      }
      expect(previous).toBeLessThan(doneAt);
      expect(time(novel.updated_at)).toBe(previous);
      const firstViews = own[0]!.view_count;
      if (novel.status === 'published') expect(novel.view_count).toBeGreaterThan(firstViews);
      else expect(novel.view_count).toBe(0);
    }
  });

  it('writes each review for its own novel, after its first chapter, with counts that agree', async () => {
    const reviews = await rows<{ novel_id: number; content: string; rating: number; created_at: Date }>(
      'select novel_id, content, rating, created_at from reviews',
    );
    const firstChapters = await rows<{ novel_id: number; published_at: Date }>(
      'select novel_id, published_at from chapters where chapter_number = 1',
    );
    const novelsOf = new Map<string, Set<number>>();
    for (const review of reviews)
      novelsOf.set(review.content, (novelsOf.get(review.content) ?? new Set()).add(review.novel_id));
    expect([...novelsOf].filter(([, ids]) => ids.size > 1).map(([content]) => content)).toEqual([]);
    expect(novelsOf.size).toBe(reviews.length);

    const bookmarks = await rows<{ novel_id: number }>('select novel_id from bookmarks');
    for (const novel of await novels()) {
      const own = reviews.filter((review) => review.novel_id === novel.id);
      if (novel.status !== 'published') {
        expect(own).toEqual([]);
        continue;
      }
      expect(own.length, novel.title).toBeGreaterThanOrEqual(2);
      const first = time(firstChapters.find((c) => c.novel_id === novel.id)!.published_at);
      for (const review of own) {
        expect(time(review.created_at)).toBeGreaterThan(first);
        expect(time(review.created_at)).toBeLessThan(doneAt);
      }
      const sum = own.reduce((total, review) => total + review.rating, 0);
      expect([novel.review_count, novel.rating_sum]).toEqual([own.length, sum]);
      expect(Number(novel.average_rating)).toBeCloseTo(sum / own.length, 2);
      expect(novel.bookmark_count).toBe(bookmarks.filter((b) => b.novel_id === novel.id).length);
    }
  });

  it('writes comments for their own novel, after the chapter, each reply after its parent', async () => {
    const comments = await rows<{
      id: number;
      parent_id: number | null;
      content: string;
      created_at: Date;
      novel_id: number;
      published_at: Date;
    }>(
      `select c.id, c.parent_id, c.content, c.created_at, ch.novel_id, ch.published_at
         from comments c join chapters ch on ch.id = c.chapter_id`,
    );
    expect(comments.length).toBeGreaterThan(0);
    expect(new Set(comments.map((c) => c.content)).size).toBe(comments.length);
    for (const comment of comments) {
      const parent = comments.find((c) => c.id === comment.parent_id);
      const after = parent ? time(parent.created_at) : time(comment.published_at);
      expect(time(comment.created_at)).toBeGreaterThan(after);
      expect(time(comment.created_at)).toBeLessThan(doneAt);
      if (parent) expect(parent.novel_id).toBe(comment.novel_id);
    }
  });

  it('records reading after the chapter was published, with the progress the website would save', async () => {
    const progress = await rows<{
      novel_id: number;
      progress: number;
      last_read_at: Date;
      chapter_number: number;
      published_at: Date;
      published_count: number;
    }>(
      `select rp.novel_id, rp.progress, rp.last_read_at, ch.chapter_number, ch.published_at,
              (select count(*)::int from chapters p where p.novel_id = rp.novel_id and p.status = 'published')
                as published_count
         from reading_progress rp join chapters ch on ch.id = rp.chapter_id`,
    );
    expect(progress.length).toBeGreaterThan(0);
    for (const row of progress) {
      expect(row.progress).toBe(progressPercent(row.chapter_number, row.published_count));
      expect(time(row.last_read_at)).toBeGreaterThan(time(row.published_at));
      expect(time(row.last_read_at)).toBeLessThan(doneAt);
    }
  });

  it("keeps each novel's facts equal to its published chapters, with some stories completed or on hiatus", async () => {
    const facts = await rows<{
      chapter_count: number;
      word_count: number;
      chapters: number;
      words: number;
      completion_status: string;
    }>(
      `select n.chapter_count, n.word_count, n.completion_status,
              (select count(*)::int from chapters c where c.novel_id = n.id and c.status = 'published') as chapters,
              (select coalesce(sum(word_count), 0)::int from chapters c where c.novel_id = n.id and c.status = 'published') as words
         from novels n`,
    );
    for (const row of facts) expect([row.chapter_count, row.word_count]).toEqual([row.chapters, row.words]);
    expect(facts.some((row) => row.word_count > 1000)).toBe(true);
    expect(new Set(facts.map((row) => row.completion_status))).toEqual(new Set(['ongoing', 'completed', 'hiatus']));
  });

  it('marks read every published chapter up to where each reader stopped, after it came out', async () => {
    const reads = await rows<{ read_at: Date; published_at: Date; status: string; beyond: boolean }>(
      `select r.read_at, c.published_at, c.status,
              c.chapter_number > (select pc.chapter_number from reading_progress rp join chapters pc on pc.id = rp.chapter_id
                                  where rp.user_id = r.user_id and rp.novel_id = c.novel_id) as beyond
         from chapter_reads r join chapters c on c.id = r.chapter_id`,
    );
    expect(reads.length).toBeGreaterThan(0);
    for (const read of reads) {
      expect([read.status, read.beyond]).toEqual(['published', false]);
      expect(time(read.read_at)).toBeGreaterThan(time(read.published_at));
      expect(time(read.read_at)).toBeLessThan(doneAt);
    }
  });

  it('schedules one finished chapter on its novel’s release rhythm, a day or more ahead, after the published ones', async () => {
    const scheduled = await rows<{ title: string; publish_at: Date; chapter_number: number; last: number }>(
      `select c.title, c.publish_at, c.chapter_number,
              (select max(p.chapter_number) from chapters p where p.novel_id = c.novel_id and p.status = 'published') as last
         from chapters c where c.status = 'scheduled'`,
    );
    expect(scheduled).toHaveLength(1);
    const [chapter] = scheduled;
    expect(chapter!.title).toBe('The Concert on the Landings');
    expect(chapter!.chapter_number).toBeGreaterThan(chapter!.last);
    const at = new Date(chapter!.publish_at);
    // Tuesdays and Fridays at 18:00 in London.
    const london = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/London',
      weekday: 'long',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(at);
    expect(['Tuesday 18:00', 'Friday 18:00']).toContain(london);
    expect(time(at)).toBeGreaterThan(doneAt + 24 * 60 * 60 * 1000);
    expect(time(at)).toBeLessThan(seededAt + 5 * 24 * 60 * 60 * 1000);
    const rhythms = await rows<{ time_zone: string; slots: unknown }>(
      'select time_zone, slots from novel_release_schedules',
    );
    expect(rhythms).toEqual([
      {
        time_zone: 'Europe/London',
        slots: [
          { weekday: 'tuesday', time: '18:00' },
          { weekday: 'friday', time: '18:00' },
        ],
      },
    ]);
  });

  it('adds the demo administrator SiteAdmin; everyone else is a member', async () => {
    const staff = await rows<{ username: string; role: string }>(
      "select username, role from users where role <> 'member'",
    );
    expect(staff).toEqual([{ username: 'SiteAdmin', role: 'admin' }]);
  });

  it('has every account join before anything it wrote, and seeds only an empty database', async () => {
    const late = await rows<{ username: string }>(
      `select distinct u.username from users u
         left join novels n on n.author_id = u.id
         left join reviews r on r.user_id = u.id
         left join comments c on c.user_id = u.id
        where n.created_at < u.created_at or r.created_at < u.created_at or c.created_at < u.created_at`,
    );
    expect(late).toEqual([]);
    const users = await rows<{ created_at: Date }>('select created_at from users');
    for (const user of users) expect(time(user.created_at)).toBeLessThan(seededAt);
    expect(await seedDemoContent(db.orm, pino({ level: 'silent' }))).toBe(false);
  });
});

describe('the demo analytics (issue 33)', () => {
  it('gives every published novel 90 days of reads, a drop-off, and followers that rise over the period', async () => {
    const published = await rows<{ id: number }>(`select id from novels where status = 'published' order by id`);
    expect(published.length).toBeGreaterThan(3);
    for (const { id } of published) {
      const stats = await readNovelStats(db.orm.em.fork(), id, '90');
      const busyDays = stats.days.filter((day) => day.reads > 0).length;
      expect(busyDays, `novel ${id}`).toBeGreaterThan(30);
      for (const day of stats.days) expect(day.uniqueReaders).toBeLessThanOrEqual(day.reads);
      if (stats.chapters.length > 2) expect(stats.dropOffChapterId, `novel ${id}`).not.toBeNull();
      expect(stats.chapters[0]!.retention).toBe(stats.chapters[0]!.uniqueReaders > 0 ? 1 : 0);
    }
    const followed = await readNovelStats(db.orm.em.fork(), published[0]!.id, '90');
    expect(followed.followers[0]!.count).toBeLessThan(followed.followers.at(-1)!.count);
    expect(followed.library.at(-1)!.count).toBe(followed.totals.libraryAdditions);
  });
});
