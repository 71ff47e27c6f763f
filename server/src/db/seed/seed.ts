import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from '../../logger.ts';
import { Bookmark, Chapter, Comment, CommentLike, Novel, ReadingProgress, Review, User } from '../../entities/index.ts';
import { contentFromHtml } from '../../services/chapter-content.ts';
import { hashPassword } from '../../services/passwords.ts';
import { DEMO_PASSWORD, demoAuthors, demoComments, demoReaders, demoReplies, demoReviewTexts } from './demo-people.ts';
import { demoNovels } from './novels/index.ts';
import type { DemoNovel } from './novels/types.ts';

const DAY = 24 * 60 * 60 * 1000;

/** A small deterministic random source, so every fresh demo database looks the same. */
function randomSource(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  return { next, int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)) };
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Fills an empty database with demo authors, readers, novels, chapters, reviews, comments and bookmarks.
 * Does nothing when any account exists, so it never touches real data and is safe at every start.
 */
export async function seedDemoContent(orm: MikroORM, logger: Logger): Promise<boolean> {
  const em = orm.em.fork();
  if ((await em.count(User, {})) > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await em.transactional((tx) => {
    const random = randomSource(20_250_520);
    const now = Date.now();
    const authors = Object.fromEntries(
      Object.entries(demoAuthors).map(([key, person]) => [
        key,
        tx.create(User, { ...person, password: passwordHash, isAuthor: true, createdAt: new Date(now - 120 * DAY) }),
      ]),
    );
    const readers = demoReaders.map((person) =>
      tx.create(User, { ...person, password: passwordHash, isAuthor: false, createdAt: new Date(now - 90 * DAY) }),
    );
    const novels = demoNovels.map((demo, index) => {
      const author = authors[demo.author];
      if (!author) throw new Error(`Demo novel "${demo.title}" names an unknown author`);
      return createNovel(tx, demo, author, now - (100 - index * 6) * DAY, random);
    });
    const published = novels.filter((entry) => entry.novel.status === 'published');

    for (const [readerIndex, reader] of readers.entries()) {
      for (const [novelIndex, { novel, chapters }] of published.entries()) {
        if ((novelIndex + readerIndex) % 3 === 2) continue;
        const rating = random.int(3, 5);
        tx.create(Review, {
          user: reader,
          novel,
          rating,
          content: demoReviewTexts[(novelIndex + readerIndex) % demoReviewTexts.length]!,
          createdAt: new Date(now - random.int(1, 30) * DAY),
        });
        novel.reviewCount += 1;
        novel.ratingSum += rating;
        novel.averageRating = (novel.ratingSum / novel.reviewCount).toFixed(2);
        if ((novelIndex + readerIndex) % 2 === 0) {
          tx.create(Bookmark, { user: reader, novel });
          novel.bookmarkCount += 1;
        }
        const reached = chapters[Math.min(chapters.length - 1, readerIndex)];
        if (reached && novelIndex % 2 === readerIndex % 2) {
          tx.create(ReadingProgress, {
            user: reader,
            novel,
            chapter: reached,
            progress: Math.round((reached.chapterNumber / chapters.length) * 100),
            lastReadAt: new Date(now - random.int(1, 72) * 60 * 60 * 1000),
          });
        }
      }
    }

    for (const [novelIndex, { chapters }] of published.slice(0, 6).entries()) {
      const chapter = chapters[0];
      if (!chapter) continue;
      const top = readers.map((reader, i) =>
        tx.create(Comment, {
          user: reader,
          chapter,
          content: demoComments[(novelIndex + i) % demoComments.length]!,
          createdAt: new Date(now - (10 - i) * DAY),
        }),
      );
      let parent = top[0]!;
      for (let depth = 0; depth < 3; depth++) {
        const replier = depth % 2 === 0 ? readers[1]! : readers[0]!;
        parent = tx.create(Comment, {
          user: replier,
          chapter,
          parent,
          content: demoReplies[(novelIndex + depth) % demoReplies.length]!,
          createdAt: new Date(now - (6 - depth) * DAY),
        });
      }
      for (const reader of readers.slice(1)) {
        tx.create(CommentLike, { user: reader, comment: top[0]! });
        top[0]!.likes += 1;
      }
    }
  });
  logger.info(
    {
      authors: Object.values(demoAuthors).map((a) => a.username),
      readers: demoReaders.map((r) => r.username),
      password: DEMO_PASSWORD,
    },
    'seeded demo content: sign in with any of these usernames and the demo password',
  );
  return true;
}

function createNovel(
  em: EntityManager,
  demo: DemoNovel,
  author: User,
  createdAt: number,
  random: ReturnType<typeof randomSource>,
) {
  const publishedNovel = demo.status === 'published';
  const novel = em.create(Novel, {
    title: demo.title,
    description: demo.description,
    author,
    genres: demo.genres,
    genreKeys: demo.genres.map((genre) => genre.toLowerCase()),
    status: demo.status,
    contentRating: demo.contentRating,
    viewCount: publishedNovel ? random.int(40, 5000) : 0,
    createdAt: new Date(createdAt),
    updatedAt: new Date(createdAt),
  });
  const chapters: Chapter[] = [];
  let updatedAt = createdAt;
  for (const [index, demoChapter] of demo.chapters.entries()) {
    const isPublished = publishedNovel && demoChapter.status !== 'draft';
    const written = Math.min(
      createdAt + (index + 1) * random.int(1, 6) * DAY,
      Date.now() - (demo.chapters.length - index) * 60 * 60 * 1000,
    );
    const html = demoChapter.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('');
    const chapter = em.create(Chapter, {
      novel,
      chapterNumber: index + 1,
      title: demoChapter.title,
      ...contentFromHtml(html),
      authorNote: demoChapter.authorNote ?? null,
      status: isPublished ? 'published' : 'draft',
      viewCount: isPublished ? Math.round(novel.viewCount / (index + 2)) : 0,
      createdAt: new Date(written),
      updatedAt: new Date(written),
      publishedAt: isPublished ? new Date(written) : null,
    });
    if (isPublished) chapters.push(chapter);
    updatedAt = Math.max(updatedAt, written);
  }
  novel.updatedAt = new Date(updatedAt);
  return { novel, chapters };
}
