import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database.ts';
import { buildAuthor, buildChapter, buildNovel } from '../../test/factories.ts';
import { readChapterSlot, type ChapterReadMode } from './chapter-read-query.ts';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.close());

const modes: ChapterReadMode[] = ['orm', 'prepared'];

async function novelWithChapters(em: EntityManager) {
  const author = await buildAuthor(em, { username: `Reader_Query_${Date.now() % 100_000}` });
  const novel = await buildNovel(em, { author, title: `The Query Novel ${Date.now()}` });
  const one = await buildChapter(em, { novel, chapterNumber: 1, title: 'One' });
  await buildChapter(em, { novel, chapterNumber: 2, title: 'Two', status: 'draft', publishedAt: null });
  const three = await buildChapter(em, { novel, chapterNumber: 3, title: 'Three' });
  return { author, novel, one, three };
}

describe('readChapterSlot', () => {
  it.each(modes)('reads a slot by number, then by id, with published neighbours (%s)', async (mode) => {
    const em = db.orm.em.fork();
    const { author, novel, one, three } = await novelWithChapters(em);

    const byNumber = await readChapterSlot(em, novel.id, 3, mode);
    expect(byNumber).toMatchObject({
      novelId: novel.id,
      novelTitle: novel.title,
      novelStatus: 'published',
      authorId: author.id,
      authorName: author.username,
      chapter: { id: three.id, chapterNumber: 3, title: 'Three', previous: 1, next: null, status: 'published' },
    });
    expect(byNumber!.chapter!.createdAt).toBeInstanceOf(Date);
    expect(byNumber!.chapter!.content).toBe(three.content);
    expect(byNumber!.version).toMatch(new RegExp(`^${three.id}\\.\\d+\\.\\d+\\.\\d+$`));

    // A slot that is no chapter number is tried as the id of one of the novel's chapters.
    const byId = await readChapterSlot(em, novel.id, one.id, mode);
    expect(byId!.chapter).toMatchObject({ id: one.id, chapterNumber: 1, previous: null, next: 3 });

    const empty = await readChapterSlot(em, novel.id, 99_999_999, mode);
    expect(empty).toMatchObject({ novelId: novel.id, chapter: null });
    expect(await readChapterSlot(em, 99_999_999, 1, mode)).toBeNull();
  });

  it('gives the same answer on both paths, and again once the statement is prepared on every connection', async () => {
    const em = db.orm.em.fork();
    const { novel } = await novelWithChapters(em);
    const viaOrm = await readChapterSlot(em, novel.id, 1, 'orm');
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => readChapterSlot(db.orm.em.fork(), novel.id, 1, 'prepared')),
    );
    for (const answer of answers) expect(answer).toEqual(viaOrm);
  });
});
