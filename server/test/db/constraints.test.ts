import {
  CheckConstraintViolationException,
  UniqueConstraintViolationException,
  type EntityManager,
} from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../database.ts';
import {
  buildAuthor,
  buildBookmark,
  buildChapter,
  buildComment,
  buildCommentLike,
  buildNovel,
  buildReadingProgress,
  buildReview,
  buildUser,
} from '../factories.ts';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.close());

const em = (): EntityManager => db.orm.em.fork();
const sql = (query: string, params: unknown[] = []) => em().execute(query, params);

async function expectViolation(run: () => Promise<unknown>, kind: new (...args: never[]) => Error, constraint: string) {
  const error = await run().then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(kind);
  expect((error as { constraint?: string }).constraint).toBe(constraint);
}

describe('unique constraints', () => {
  it('make email unique regardless of case', async () => {
    await buildUser(em(), { email: 'Alice@Example.test' });
    await expectViolation(
      () => buildUser(em(), { email: 'alice@example.TEST' }),
      UniqueConstraintViolationException,
      'users_email_lower_unique',
    );
  });

  it('make username unique regardless of case', async () => {
    await buildUser(em(), { username: 'NightOwl' });
    await expectViolation(
      () => buildUser(em(), { username: 'nightowl' }),
      UniqueConstraintViolationException,
      'users_username_lower_unique',
    );
  });

  it('make novel titles unique by their key: case, fullwidth and accent forms aside', async () => {
    await buildNovel(em(), { title: 'The Salt Road' });
    for (const title of ['the salt ROAD', 'Ｔｈｅ Ｓａｌｔ Ｒｏａｄ', 'The  Salt\u00A0Road']) {
      await expectViolation(
        () => buildNovel(em(), { title }),
        UniqueConstraintViolationException,
        'novels_title_key_unique',
      );
    }
    await buildNovel(em(), { title: 'Cafe\u0301 Nights' });
    await expectViolation(
      () => buildNovel(em(), { title: 'CAFÉ NIGHTS' }),
      UniqueConstraintViolationException,
      'novels_title_key_unique',
    );
  });

  it('allow one chapter per number in a novel, the same number in another novel', async () => {
    const chapter = await buildChapter(em());
    await expectViolation(
      () => buildChapter(em(), { novel: chapter.novel, chapterNumber: chapter.chapterNumber }),
      UniqueConstraintViolationException,
      'chapters_novel_number_unique',
    );
    await expect(buildChapter(em(), { chapterNumber: chapter.chapterNumber })).resolves.toBeDefined();
  });

  it('allow one bookmark, review and reading progress per user and novel', async () => {
    const bookmark = await buildBookmark(em());
    await expectViolation(
      () => buildBookmark(em(), { user: bookmark.user, novel: bookmark.novel }),
      UniqueConstraintViolationException,
      'bookmarks_user_novel_unique',
    );
    const review = await buildReview(em());
    await expectViolation(
      () => buildReview(em(), { user: review.user, novel: review.novel }),
      UniqueConstraintViolationException,
      'reviews_user_novel_unique',
    );
    const progress = await buildReadingProgress(em());
    await expectViolation(
      () => buildReadingProgress(em(), { user: progress.user, chapter: progress.chapter! }),
      UniqueConstraintViolationException,
      'reading_progress_user_novel_unique',
    );
  });

  it('allow one like per user and comment', async () => {
    const like = await buildCommentLike(em());
    await expectViolation(
      () => buildCommentLike(em(), { user: like.user, comment: like.comment }),
      UniqueConstraintViolationException,
      'comment_likes_user_comment_unique',
    );
  });
});

describe('check constraints', () => {
  it('limit novel status and content rating to the spec values', async () => {
    const novel = await buildNovel(em());
    await expectViolation(
      () => sql('update novels set status = ? where id = ?', ['archived', novel.id]),
      CheckConstraintViolationException,
      'novels_status_check',
    );
    await expectViolation(
      () => sql('update novels set content_rating = ? where id = ?', ['adult', novel.id]),
      CheckConstraintViolationException,
      'novels_content_rating_check',
    );
  });

  it('keep ratings within 1 to 5 and progress within 0 to 100', async () => {
    const review = await buildReview(em());
    for (const rating of [0, 6]) {
      await expectViolation(
        () => sql('update reviews set rating = ? where id = ?', [rating, review.id]),
        CheckConstraintViolationException,
        'reviews_rating_check',
      );
    }
    const progress = await buildReadingProgress(em());
    for (const value of [-1, 101]) {
      await expectViolation(
        () => sql('update reading_progress set progress = ? where id = ?', [value, progress.id]),
        CheckConstraintViolationException,
        'reading_progress_progress_check',
      );
    }
  });

  it('keep chapter numbers positive and chapter status within the spec values', async () => {
    const chapter = await buildChapter(em());
    await expectViolation(
      () => sql('update chapters set chapter_number = 0 where id = ?', [chapter.id]),
      CheckConstraintViolationException,
      'chapters_number_check',
    );
    await expectViolation(
      () => sql('update chapters set status = ? where id = ?', ['hidden', chapter.id]),
      CheckConstraintViolationException,
      'chapters_status_check',
    );
  });
});

async function countRows(table: string, column: string, id: number): Promise<number> {
  const rows = await sql(`select count(*)::int as n from "${table}" where "${column}" = ?`, [id]);
  return (rows[0] as { n: number }).n;
}

describe('cascades', () => {
  it('deleting a novel removes its chapters, comments, likes, reviews, bookmarks, progress and cover', async () => {
    const novel = await buildNovel(em());
    const chapter = await buildChapter(em(), { novel });
    const comment = await buildComment(em(), { chapter });
    await buildComment(em(), { chapter, parent: comment });
    await buildCommentLike(em(), { comment });
    await buildReview(em(), { novel });
    await buildBookmark(em(), { novel });
    await buildReadingProgress(em(), { chapter });
    await sql(
      "insert into novel_covers (novel_id, data, mime_type, etag, updated_at) values (?, '\\x00', 'image/jpeg', 'e', now())",
      [novel.id],
    );

    await sql('delete from novels where id = ?', [novel.id]);

    expect(await countRows('chapters', 'novel_id', novel.id)).toBe(0);
    expect(await countRows('comments', 'chapter_id', chapter.id)).toBe(0);
    expect(await countRows('comment_likes', 'comment_id', comment.id)).toBe(0);
    expect(await countRows('reviews', 'novel_id', novel.id)).toBe(0);
    expect(await countRows('bookmarks', 'novel_id', novel.id)).toBe(0);
    expect(await countRows('reading_progress', 'novel_id', novel.id)).toBe(0);
    expect(await countRows('novel_covers', 'novel_id', novel.id)).toBe(0);
  });

  it('deleting a comment removes its replies and likes', async () => {
    const parent = await buildComment(em());
    const reply = await buildComment(em(), { chapter: parent.chapter, parent });
    const nested = await buildComment(em(), { chapter: parent.chapter, parent: reply });
    await buildCommentLike(em(), { comment: nested });
    await sql('delete from comments where id = ?', [parent.id]);
    expect(await countRows('comments', 'id', reply.id)).toBe(0);
    expect(await countRows('comments', 'id', nested.id)).toBe(0);
    expect(await countRows('comment_likes', 'comment_id', nested.id)).toBe(0);
  });

  it('deleting a chapter keeps reading progress but forgets the chapter', async () => {
    const progress = await buildReadingProgress(em());
    await sql('delete from chapters where id = ?', [progress.chapter!.id]);
    const rows = await sql('select chapter_id from reading_progress where id = ?', [progress.id]);
    expect(rows).toEqual([{ chapter_id: null }]);
  });

  it('deleting a user removes their novels, comments, reviews, bookmarks, likes and progress', async () => {
    const author = await buildAuthor(em());
    const novel = await buildNovel(em(), { author });
    const reader = await buildUser(em());
    const chapter = await buildChapter(em(), { novel });
    const otherChapter = await buildChapter(em());
    const comment = await buildComment(em(), { user: reader, chapter: otherChapter });
    await buildCommentLike(em(), { user: reader });
    await buildReview(em(), { user: reader });
    await buildBookmark(em(), { user: reader });
    await buildReadingProgress(em(), { user: reader, chapter });
    await sql("insert into auth_mapping (supabase_uid, local_user_id, created_at) values ('google|1', ?, now())", [
      reader.id,
    ]);

    await sql('delete from users where id = ?', [reader.id]);
    await sql('delete from users where id = ?', [author.id]);

    for (const table of ['comments', 'comment_likes', 'reviews', 'bookmarks', 'reading_progress']) {
      expect(await countRows(table, 'user_id', reader.id)).toBe(0);
    }
    expect(await countRows('auth_mapping', 'local_user_id', reader.id)).toBe(0);
    expect(await countRows('novels', 'author_id', author.id)).toBe(0);
    expect(await countRows('comments', 'id', comment.id)).toBe(0);
  });
});
