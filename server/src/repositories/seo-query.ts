import type { ContentRating } from '@inkshelf/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { publicChapterSql, publicNovelSql } from './readable-content.ts';

/**
 * The reads behind robots, sitemaps and feeds: public content only, as plain rows. Sitemap part p holds the ids ((p -
 * 1) * size, p * size], so a URL never changes part and a part never outgrows `size`; it is read in keyset batches, so
 * its memory is one batch whatever the catalogue's size.
 */

export type SitemapKind = 'novels' | 'chapters';

/** A part of a sitemap that holds at least one URL, and the newest change among its URLs. */
export interface SitemapPart {
  part: number;
  lastmod: Date;
}

/** One URL of a sitemap part: a novel page (`chapterNumber` null) or a chapter page, and when it last changed. */
export interface SitemapRow {
  id: number;
  novelTitle: string;
  chapterNumber: number | null;
  updatedAt: Date;
}

/** A published chapter as a feed item: where it is, its opening (the start of its text form) and its date. */
export interface FeedChapterRow {
  id: number;
  novelId: number;
  novelTitle: string;
  authorName: string;
  chapterNumber: number;
  title: string;
  opening: string | null;
  publishedAt: Date;
  contentRating: ContentRating;
}

/** A published novel as a feed's channel. */
export interface FeedNovelRow {
  id: number;
  title: string;
  description: string;
  authorName: string;
  updatedAt: Date;
}

/** Ids are PostgreSQL `integer`s: no part starts past the largest one. */
export const MAX_ID = 2_147_483_647;

/** How much of a chapter's text form is read for its summary: enough for the opening words, never the chapter. */
export const OPENING_CHARS = 1_000;

const toDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

const PUBLIC_CHAPTERS = `chapters c join novels n on n.id = c.novel_id where ${publicChapterSql('c', 'n')}`;

/**
 * The parts of a sitemap that hold at least one URL, in order, each with its newest change. A chapter part also
 * changes when a novel of its chapters changes (a renamed novel moves its chapters' URLs; a deleted or unpublished
 * chapter bumps its novel), so its lastmod takes the novels' times too.
 */
export async function sitemapParts(em: EntityManager, kind: SitemapKind, size: number): Promise<SitemapPart[]> {
  const sql =
    kind === 'novels'
      ? `select (n.id - 1) / ?::int + 1 as part, max(n.updated_at) as lastmod
         from novels n where ${publicNovelSql('n')} group by 1 order by 1`
      : `select (c.id - 1) / ?::int + 1 as part, max(greatest(c.updated_at, n.updated_at)) as lastmod
         from ${PUBLIC_CHAPTERS} group by 1 order by 1`;
  const rows = await em.execute<{ part: number | string; lastmod: Date | string }[]>(sql, [size]);
  return rows.map((row) => ({ part: Number(row.part), lastmod: toDate(row.lastmod) }));
}

interface RawUrlRow {
  id: number;
  novel_title: string;
  chapter_number: number | null;
  updated_at: Date | string;
}

const URL_BATCH_SQL: Record<SitemapKind, string> = {
  novels: `select n.id, n.title as novel_title, null as chapter_number, n.updated_at from novels n
           where n.id > ? and n.id <= ? and ${publicNovelSql('n')} order by n.id limit ?`,
  chapters: `select c.id, n.title as novel_title, c.chapter_number, c.updated_at from ${PUBLIC_CHAPTERS}
             and c.id > ? and c.id <= ? order by c.id limit ?`,
};

/**
 * The URLs of one sitemap part, in batches of at most `batchSize` rows: each batch is one query that starts after
 * the last id of the one before (keyset), so no connection is held while the answer is being sent.
 */
export async function* sitemapRows(
  em: EntityManager,
  kind: SitemapKind,
  range: { part: number; size: number },
  batchSize: number,
): AsyncGenerator<SitemapRow[]> {
  let after = (range.part - 1) * range.size;
  const last = Math.min(range.part * range.size, MAX_ID);
  while (after < last) {
    const rows = await em.execute<RawUrlRow[]>(URL_BATCH_SQL[kind], [after, last, batchSize]);
    if (rows.length > 0) {
      yield rows.map((row) => ({
        id: row.id,
        novelTitle: row.novel_title,
        chapterNumber: row.chapter_number,
        updatedAt: toDate(row.updated_at),
      }));
    }
    if (rows.length < batchSize) return;
    after = rows[rows.length - 1]!.id;
  }
}

interface RawFeedChapter {
  id: number;
  novel_id: number;
  novel_title: string;
  author_name: string;
  chapter_number: number;
  title: string;
  opening: string | null;
  published_at: Date | string;
  content_rating: ContentRating;
}

const FEED_CHAPTER_COLUMNS = `
  select c.id, n.id as novel_id, n.title as novel_title, u.username as author_name, c.chapter_number, c.title,
         left(c.content_text, ${OPENING_CHARS}) as opening, c.published_at, n.content_rating
  from chapters c
  join novels n on n.id = c.novel_id
  join users u on u.id = n.author_id`;

const toFeedChapter = (row: RawFeedChapter): FeedChapterRow => ({
  id: row.id,
  novelId: row.novel_id,
  novelTitle: row.novel_title,
  authorName: row.author_name,
  chapterNumber: row.chapter_number,
  title: row.title,
  opening: row.opening,
  publishedAt: toDate(row.published_at),
  contentRating: row.content_rating,
});

/** The site's newest published chapters, newest first (chapters_latest_published_index). */
export async function latestPublicChapters(em: EntityManager, limit: number): Promise<FeedChapterRow[]> {
  const rows = await em.execute<RawFeedChapter[]>(
    `${FEED_CHAPTER_COLUMNS}
     where ${publicChapterSql('c', 'n')} and c.published_at is not null
     order by c.published_at desc, c.id desc limit ?`,
    [limit],
  );
  return rows.map(toFeedChapter);
}

/** A novel's newest published chapters, newest first; nothing when the novel is not public. */
export async function novelPublicChapters(
  em: EntityManager,
  novelId: number,
  limit: number,
): Promise<FeedChapterRow[]> {
  const rows = await em.execute<RawFeedChapter[]>(
    `${FEED_CHAPTER_COLUMNS}
     where n.id = ? and ${publicChapterSql('c', 'n')} and c.published_at is not null
     order by c.published_at desc, c.chapter_number desc limit ?`,
    [novelId, limit],
  );
  return rows.map(toFeedChapter);
}

/** The novel when it is public, else null (missing and draft novels look the same). */
export async function publicNovel(em: EntityManager, novelId: number): Promise<FeedNovelRow | null> {
  const [row] = await em.execute<
    { id: number; title: string; description: string; author_name: string; updated_at: Date | string }[]
  >(
    `select n.id, n.title, n.description, u.username as author_name, n.updated_at
     from novels n join users u on u.id = n.author_id
     where n.id = ? and ${publicNovelSql('n')}`,
    [novelId],
  );
  if (!row) return null;
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    authorName: row.author_name,
    updatedAt: toDate(row.updated_at),
  };
}

/** A tag feed's entry: a public novel carrying the tag. */
export interface TagFeedNovelRow extends FeedNovelRow {
  contentRating: ContentRating;
  createdAt: Date;
}

/** The newest public novels carrying a (canonical) tag key, through `novels_tag_keys_index`. */
export async function tagPublicNovels(em: EntityManager, tagKey: string, limit: number): Promise<TagFeedNovelRow[]> {
  const rows = await em.execute<
    {
      id: number;
      title: string;
      description: string;
      author_name: string;
      content_rating: ContentRating;
      created_at: Date | string;
      updated_at: Date | string;
    }[]
  >(
    `select n.id, n.title, n.description, u.username as author_name, n.content_rating, n.created_at, n.updated_at
     from novels n join users u on u.id = n.author_id
     where n.tag_keys @> array[?]::text[] and ${publicNovelSql('n')}
     order by n.created_at desc, n.id desc limit ?`,
    [tagKey, limit],
  );
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    description: row.description,
    authorName: row.author_name,
    contentRating: row.content_rating,
    createdAt: toDate(row.created_at),
    updatedAt: toDate(row.updated_at),
  }));
}
