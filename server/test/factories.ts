import type { EntityManager } from '@mikro-orm/postgresql';
import {
  Bookmark,
  Chapter,
  Comment,
  CommentLike,
  Novel,
  ReadingProgress,
  Review,
  User,
} from '../src/entities/index.ts';
import { hashPassword } from '../src/services/passwords.ts';

let sequence = 0;
const next = () => `${process.pid}${Date.now().toString(36)}${sequence++}`;

/**
 * Factories persist what they build, creating any missing parent with defaults; overrides win. A `password`
 * override is the plain text: it is hashed as the app would.
 */
export async function buildUser(em: EntityManager, overrides: Partial<User> = {}): Promise<User> {
  const id = next();
  const password = overrides.password ? await hashPassword(overrides.password) : null;
  const user = em.create(User, {
    email: `user${id}@example.test`,
    username: `user${id}`,
    isAuthor: false,
    ...overrides,
    password,
  });
  await em.flush();
  return user;
}

export async function buildAuthor(em: EntityManager, overrides: Partial<User> = {}): Promise<User> {
  return buildUser(em, { isAuthor: true, ...overrides });
}

export async function buildNovel(em: EntityManager, overrides: Partial<Novel> = {}): Promise<Novel> {
  const author = overrides.author ?? (await buildAuthor(em));
  const genres = overrides.genres ?? ['Fantasy'];
  const novel = em.create(Novel, {
    title: `Novel ${next()}`,
    description: 'A description long enough for the rules.',
    genres,
    genreKeys: genres.map((genre) => genre.toLowerCase()),
    tagKeys: (overrides.tags ?? []).map((tag) => tag.toLowerCase()),
    status: 'published',
    ...overrides,
    author,
  });
  await em.flush();
  return novel;
}

export async function buildChapter(em: EntityManager, overrides: Partial<Chapter> = {}): Promise<Chapter> {
  const novel = overrides.novel ?? (await buildNovel(em));
  const count = await em.count(Chapter, { novel });
  const chapter = em.create(Chapter, {
    chapterNumber: count + 1,
    title: `Chapter ${count + 1}`,
    content: '<p>Once upon a time.</p>',
    contentText: 'Once upon a time.',
    contentLength: 17,
    wordCount: 4,
    status: 'published',
    publishedAt: new Date(),
    ...overrides,
    novel,
  });
  await em.flush();
  return chapter;
}

export async function buildComment(em: EntityManager, overrides: Partial<Comment> = {}): Promise<Comment> {
  const chapter = overrides.chapter ?? (await buildChapter(em));
  const user = overrides.user ?? (await buildUser(em));
  const comment = em.create(Comment, { content: 'Nice chapter!', ...overrides, chapter, user });
  await em.flush();
  return comment;
}

export async function buildReview(em: EntityManager, overrides: Partial<Review> = {}): Promise<Review> {
  const novel = overrides.novel ?? (await buildNovel(em));
  const user = overrides.user ?? (await buildUser(em));
  const review = em.create(Review, { content: 'Loved it.', rating: 5, ...overrides, novel, user });
  await em.flush();
  return review;
}

export async function buildBookmark(em: EntityManager, overrides: Partial<Bookmark> = {}): Promise<Bookmark> {
  const novel = overrides.novel ?? (await buildNovel(em));
  const user = overrides.user ?? (await buildUser(em));
  const bookmark = em.create(Bookmark, { ...overrides, novel, user });
  await em.flush();
  return bookmark;
}

export async function buildReadingProgress(
  em: EntityManager,
  overrides: Partial<ReadingProgress> = {},
): Promise<ReadingProgress> {
  const chapter = overrides.chapter ?? (await buildChapter(em));
  const user = overrides.user ?? (await buildUser(em));
  const progress = em.create(ReadingProgress, { progress: 50, ...overrides, chapter, novel: chapter.novel, user });
  await em.flush();
  return progress;
}

export async function buildCommentLike(em: EntityManager, overrides: Partial<CommentLike> = {}): Promise<CommentLike> {
  const comment = overrides.comment ?? (await buildComment(em));
  const user = overrides.user ?? (await buildUser(em));
  const like = em.create(CommentLike, { ...overrides, comment, user });
  await em.flush();
  return like;
}
