import crypto from 'node:crypto';
import type { Context } from 'koa';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database.ts';
import { buildAuthor, buildChapter, buildNovel } from '../../test/factories.ts';
import { Chapter, Novel } from '../entities/index.ts';
import { ViewCounter } from './view-counter.ts';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.close());

const visitor = (ip: string) => ({ state: {}, ip, get: () => 'test-agent' }) as unknown as Context;

async function fixture() {
  const em = db.orm.em.fork();
  const novel = await buildNovel(em, { author: await buildAuthor(em), viewCount: 10 });
  const chapter = await buildChapter(em, { novel, viewCount: 5 });
  return { novel, chapter };
}

const stored = async (novelId: number, chapterId: number) => {
  const em = db.orm.em.fork();
  const [novel, chapter] = await Promise.all([em.findOneOrFail(Novel, novelId), em.findOneOrFail(Chapter, chapterId)]);
  return { novel: novel.viewCount, chapter: chapter.viewCount };
};

describe('ViewCounter', () => {
  it('writes counted views behind, in one round, and reports what is not written yet', async () => {
    const { novel, chapter } = await fixture();
    const views = new ViewCounter({ orm: db.orm, logger: pino({ level: 'silent' }) });
    for (const ip of ['10.0.0.1', '10.0.0.2', '10.0.0.3']) {
      expect(views.countNovelView(visitor(ip), novel.id)).toBe(true);
      expect(views.countChapterView(visitor(ip), chapter.id)).toBe(true);
    }
    expect(views.countChapterView(visitor('10.0.0.1'), chapter.id)).toBe(false);
    expect(views.unwritten('novels', novel.id)).toBe(3);
    expect(views.unwritten('chapters', chapter.id)).toBe(3);
    expect(await stored(novel.id, chapter.id)).toEqual({ novel: 10, chapter: 5 });

    await views.flush();
    expect(views.unwritten('novels', novel.id)).toBe(0);
    expect(await stored(novel.id, chapter.id)).toEqual({ novel: 13, chapter: 8 });
  });

  it('keeps counting while a write is under way, and close() writes the rest', async () => {
    const { novel, chapter } = await fixture();
    const views = new ViewCounter({ orm: db.orm, logger: pino({ level: 'silent' }) }, { flushEveryMs: 5 }).start();
    for (let i = 0; i < 50; i++) {
      views.countChapterView(visitor(`10.1.0.${i}`), chapter.id);
      // No view is ever missing while views move from memory to the database: taken in this order (memory,
      // then the row), a view is counted in one place or both, never in neither. (The read route takes the row
      // first, so its figure can lag by the views of a write that lands in between, until the next read.)
      const unwritten = views.unwritten('chapters', chapter.id);
      const shown = (await stored(novel.id, chapter.id)).chapter + unwritten;
      expect(shown).toBeGreaterThanOrEqual(5 + i + 1);
      if (i % 10 === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await views.close();
    expect(await stored(novel.id, chapter.id)).toEqual({ novel: 10, chapter: 55 });
  });

  it('forgets the oldest visitors first when its memory is full', () => {
    const views = new ViewCounter(null, { maxEntries: 2 });
    expect(views.shouldCount('c1', 'a')).toBe(true);
    expect(views.shouldCount('c1', 'b')).toBe(true);
    expect(views.shouldCount('c1', 'c')).toBe(true);
    expect(views.shouldCount('c1', 'a')).toBe(true);
    expect(views.shouldCount('c1', 'c')).toBe(false);
  });

  it('names a signed-out visitor by a hash of address and user agent, the same for the same pair', () => {
    const hashed = (pair: string) => `a${crypto.hash('sha1', pair, 'base64url')}`;
    const first = ViewCounter.anonymousVisitor('203.0.113.7', 'Firefox');
    expect(first).toBe(hashed('203.0.113.7|Firefox'));
    expect(ViewCounter.anonymousVisitor('203.0.113.7', 'Firefox')).toBe(first);
    expect(ViewCounter.anonymousVisitor('203.0.113.8', 'Firefox')).not.toBe(first);
    expect(ViewCounter.anonymousVisitor('203.0.113.7', 'Chrome')).not.toBe(first);
    const long = 'x'.repeat(2_000);
    expect(ViewCounter.anonymousVisitor('203.0.113.7', long)).toBe(hashed(`203.0.113.7|${long}`));
    expect(ViewCounter.anonymousVisitor('203.0.113.7', long)).toBe(hashed(`203.0.113.7|${long}`));
  });
});
