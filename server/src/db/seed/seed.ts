import { labelKey, progressPercent } from '@inkshelf/contracts';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from '../../logger.ts';
import {
  Bookmark,
  Chapter,
  ChapterRead,
  Comment,
  CommentLike,
  Novel,
  NovelReleaseSchedule,
  ReadingProgress,
  Review,
  User,
} from '../../entities/index.ts';
import { TaxonomyRepository } from '../../repositories/taxonomy-repository.ts';
import { contentFromHtml } from '../../services/chapter-content.ts';
import { attachNewCover } from '../../services/covers.ts';
import { hashPassword } from '../../services/passwords.ts';
import { upcomingSlots } from '../../services/release-slots.ts';
import { drawDemoCovers } from './covers.ts';
import { seedReadHistory } from './read-history.ts';
import { DEMO_PASSWORD, demoAdmin, demoAuthors, demoReaders } from './demo-people.ts';
import { demoNovels } from './novels/index.ts';
import type { DemoComment, DemoNovel, DemoReaderKey } from './novels/types.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** A small deterministic random source, so every fresh demo database looks the same. */
function randomSource(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    between: (min: number, max: number) => min + next() * Math.max(0, max - min),
  };
}

type Random = ReturnType<typeof randomSource>;
type Readers = Record<DemoReaderKey, User>;

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** How long before now each account joined: the readers before the first demo novel, the authors before them. */
const JOINED_DAYS_AGO = { author: 120, june: 115, sam: 108, owl: 104 } as const;
/** The first demo novel is this many days old; each next one is a few days younger. */
const FIRST_NOVEL_DAYS_AGO = 100;

/**
 * Fills an empty database with demo content. Does nothing when any account exists, so it never touches real data and is
 * safe at every start. Dates follow the story (accounts, a novel, its chapters, then what readers did), all before now.
 */
export async function seedDemoContent(orm: MikroORM, logger: Logger): Promise<boolean> {
  const em = orm.em.fork();
  if ((await em.count(User, {})) > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  // Image work before the transaction, as for an upload.
  const covers = await drawDemoCovers(
    demoNovels.map((demo) => ({
      title: demo.title,
      authorName: demoAuthors[demo.author].username,
      genres: demo.genres,
      tags: demo.tags,
    })),
  );
  const now = Date.now();
  await em.transactional(async (tx) => {
    const random = randomSource(20_250_520);
    const joined = (daysAgo: number) => new Date(now - daysAgo * DAY);
    const account = (person: { username: string; email: string }, isAuthor: boolean, daysAgo: number) =>
      tx.create(User, { ...person, password: passwordHash, isAuthor, createdAt: joined(daysAgo) });
    const authors = {
      mara: account(demoAuthors.mara, true, JOINED_DAYS_AGO.author),
      theo: account(demoAuthors.theo, true, JOINED_DAYS_AGO.author),
      ines: account(demoAuthors.ines, true, JOINED_DAYS_AGO.author),
    };
    const readers: Readers = {
      june: account(demoReaders.june, false, JOINED_DAYS_AGO.june),
      sam: account(demoReaders.sam, false, JOINED_DAYS_AGO.sam),
      owl: account(demoReaders.owl, false, JOINED_DAYS_AGO.owl),
    };
    tx.create(User, { ...demoAdmin, password: passwordHash, role: 'admin', createdAt: joined(JOINED_DAYS_AGO.author) });
    await seedTags(tx);
    for (const [index, demo] of demoNovels.entries()) {
      const createdAt = now - (FIRST_NOVEL_DAYS_AGO - index * 6) * DAY;
      const { novel, chapters } = createNovel(tx, demo, authors[demo.author], createdAt, now, random);
      attachNewCover(tx, novel, { action: 'replace', cover: covers[index]! });
      if (novel.status === 'published' && chapters.length > 0) {
        addReaderActivity(tx, { demo, novel, chapters, readers, index, now, random });
      }
    }
    // 90 days of reads, follows and shelves for the authors' analytics, once the chapters have their ids.
    await tx.flush();
    await seedReadHistory(tx, now);
  });
  logger.info(
    {
      authors: Object.values(demoAuthors).map((a) => a.username),
      readers: Object.values(demoReaders).map((r) => r.username),
      admin: demoAdmin.username,
      password: DEMO_PASSWORD,
    },
    'seeded demo content: sign in with any of these usernames and the demo password',
  );
  return true;
}

/**
 * When each chapter was written: strictly increasing, the first within a day of the novel's creation, then every
 * 2 to 9 days, squeezed if needed so that the last one is at least 3 hours old.
 */
export function chapterTimes(count: number, createdAt: number, now: number, random: Random): number[] {
  const gaps = Array.from({ length: count }, (_, i) => (i === 0 ? random.between(0.2, 1) : random.between(2, 9)) * DAY);
  const total = gaps.reduce((sum, gap) => sum + gap, 0);
  const room = now - 3 * HOUR - createdAt;
  const scale = total > room ? room / total : 1;
  let time = createdAt;
  return gaps.map((gap) => (time += Math.max(1, Math.round(gap * scale))));
}

/** The demo's scheduled release: its novel's first rhythm slot from a day after the seed runs (else two days on). */
function releaseSlot(demo: DemoNovel, now: number): Date {
  const after = new Date(now + DAY);
  return (demo.releaseRhythm && upcomingSlots(demo.releaseRhythm, after, 1)[0]) ?? new Date(now + 2 * DAY);
}

/** The demo's tags before its novels (their counts follow the novels), and one synonym an administrator merged. */
async function seedTags(em: EntityManager): Promise<void> {
  const taxonomy = new TaxonomyRepository(em);
  await taxonomy.canonicalTags([...demoNovels.flatMap((demo) => demo.tags), 'Cosy']);
  await taxonomy.mergeTag(null, 'Cosy', 'Cozy');
}

function createNovel(em: EntityManager, demo: DemoNovel, author: User, createdAt: number, now: number, random: Random) {
  const publishedNovel = demo.status === 'published';
  const novel = em.create(Novel, {
    title: demo.title,
    description: demo.description,
    author,
    genres: demo.genres,
    genreKeys: demo.genres.map(labelKey),
    tags: demo.tags,
    tagKeys: demo.tags.map(labelKey),
    status: demo.status,
    contentRating: demo.contentRating,
    contentWarnings: demo.contentWarnings ?? [],
    completionStatus: demo.completionStatus ?? 'ongoing',
    viewCount: 0,
    createdAt: new Date(createdAt),
    updatedAt: new Date(createdAt),
  });
  // Older novels have been read more; each chapter keeps 70 to 90 % of the readers of the one before.
  let views = publishedNovel ? Math.round(random.int(250, 900) * (1 + (now - createdAt) / (30 * DAY))) : 0;
  const firstChapterViews = views;
  const chapters: Chapter[] = [];
  const times = chapterTimes(demo.chapters.length, createdAt, now, random);
  for (const [index, demoChapter] of demo.chapters.entries()) {
    const isPublished = publishedNovel && demoChapter.status !== 'draft' && demoChapter.status !== 'scheduled';
    const scheduled = publishedNovel && demoChapter.status === 'scheduled';
    const written = new Date(times[index]!);
    const html = demoChapter.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('');
    const chapter = em.create(Chapter, {
      novel,
      chapterNumber: index + 1,
      title: demoChapter.title,
      ...contentFromHtml(html),
      authorNote: demoChapter.authorNote ?? null,
      status: isPublished ? 'published' : scheduled ? 'scheduled' : 'draft',
      viewCount: isPublished ? views : 0,
      createdAt: written,
      updatedAt: written,
      publishedAt: isPublished ? written : null,
      publishAt: scheduled ? releaseSlot(demo, now) : null,
    });
    if (isPublished) {
      chapters.push(chapter);
      views = Math.round(views * random.between(0.7, 0.9));
    }
  }
  if (demo.releaseRhythm) em.create(NovelReleaseSchedule, { novel, ...demo.releaseRhythm });
  // The novel page is opened more often than its first chapter.
  novel.viewCount = Math.round(firstChapterViews * random.between(1.25, 1.6));
  novel.updatedAt = new Date(times.at(-1) ?? createdAt);
  return { novel, chapters };
}

interface Activity {
  demo: DemoNovel;
  novel: Novel;
  chapters: Chapter[];
  readers: Readers;
  index: number;
  now: number;
  random: Random;
}

/**
 * Reviews (each reviewer has read up to the latest chapter, or half way for a lukewarm one, and each chapter on the
 * way is marked read), bookmarks, comments.
 */
function addReaderActivity(em: EntityManager, { demo, novel, chapters, readers, index, now, random }: Activity) {
  const publishedAt = (chapter: Chapter) => chapter.publishedAt!.getTime();
  const firstChapter = chapters[0]!;
  const keys = Object.keys(readers) as DemoReaderKey[];
  for (const review of demo.reviews) {
    const user = readers[review.by];
    const reached = review.rating >= 4 ? chapters.at(-1)! : chapters[Math.ceil(chapters.length / 2) - 1]!;
    const readAt = random.between(publishedAt(reached) + 2 * HOUR, now - HOUR);
    em.create(ReadingProgress, {
      user,
      novel,
      chapter: reached,
      progress: progressPercent(reached.chapterNumber, chapters.length),
      lastReadAt: new Date(readAt),
    });
    // Every chapter up to the one reached was read, each two hours after it came out (before readAt).
    for (const chapter of chapters.slice(0, chapters.indexOf(reached) + 1)) {
      em.create(ChapterRead, { user, chapter, readAt: new Date(publishedAt(chapter) + 2 * HOUR) });
    }
    em.create(Review, {
      user,
      novel,
      rating: review.rating,
      content: review.content,
      createdAt: new Date(random.between(Math.min(publishedAt(firstChapter) + DAY, readAt), readAt)),
    });
    novel.reviewCount += 1;
    novel.ratingSum += review.rating;
    novel.averageRating = (novel.ratingSum / novel.reviewCount).toFixed(2);
    if (review.rating >= 4 && (index + keys.indexOf(review.by)) % 2 === 0) {
      em.create(Bookmark, { user, novel, createdAt: new Date(readAt) });
      novel.bookmarkCount += 1;
    }
  }

  const addComment = (comment: DemoComment, after: number, parent: Comment | null): Comment => {
    const created = em.create(Comment, {
      user: readers[comment.by],
      chapter: firstChapter,
      parent,
      content: comment.content,
      createdAt: new Date(random.between(after + HOUR, after + 2 * DAY)),
    });
    for (const reply of comment.replies ?? []) addComment(reply, created.createdAt.getTime(), created);
    return created;
  };
  const threads = (demo.comments ?? []).map((comment) => addComment(comment, publishedAt(firstChapter), null));
  const liked = threads[0];
  if (liked) {
    for (const user of Object.values(readers)) {
      if (user === liked.user) continue;
      const likedAt = random.between(
        liked.createdAt.getTime() + HOUR,
        Math.min(now, liked.createdAt.getTime() + 5 * DAY),
      );
      em.create(CommentLike, { user, comment: liked, createdAt: new Date(likedAt) });
      liked.likes += 1;
    }
  }
}
