import {
  readingTimeMinutes,
  type Chapter as ChapterWire,
  type ChapterRead,
  type ChapterReadText,
  type ChapterSummary,
  type LatestUpdateItem,
} from '@inkshelf/contracts';
import type { Chapter, Novel } from '../entities/index.ts';
import type { ChapterReadFormat, ChapterReadRow } from '../repositories/chapter-read-query.ts';
import type { ChapterListRow, Neighbours } from '../repositories/chapter-repository.ts';
import type { LatestUpdate } from '../repositories/latest-updates-query.ts';
import { htmlToText } from '@inkshelf/chapter-text';
import { textOf } from '../services/chapter-content.ts';
import { moderationMarkOf } from './moderation-mark.ts';
import { presentNovel } from './novel.ts';

/** A chapter for lean lists: every field but the text. Reading time comes from the stored text length. */
export function presentChapterSummary(chapter: Chapter): ChapterSummary {
  return {
    id: chapter.id,
    novelId: chapter.novel.id,
    chapterNumber: chapter.chapterNumber,
    title: chapter.title,
    authorNote: chapter.authorNote ?? null,
    viewCount: chapter.viewCount,
    status: chapter.status,
    createdAt: chapter.createdAt.toISOString(),
    updatedAt: chapter.updatedAt.toISOString(),
    publishedAt: chapter.publishedAt?.toISOString() ?? null,
    readingTimeMinutes: readingTimeMinutes(chapter.contentLength),
    wordCount: chapter.wordCount,
    ...moderationMarkOf(chapter),
  };
}

/** A whole chapter, as the editor and write answers want it: both forms of its text. The content must be loaded. */
export function presentChapter(chapter: Chapter): ChapterWire {
  const { readingTimeMinutes: minutes, wordCount, ...summary } = presentChapterSummary(chapter);
  return {
    ...summary,
    content: textOf(chapter),
    contentHtml: chapter.content,
    readingTimeMinutes: minutes,
    wordCount,
  };
}

/** A chapter of the lean list from a plain row. */
export function presentChapterSummaryRow(row: ChapterListRow, novelId: number): ChapterSummary {
  return {
    id: row.id,
    novelId,
    chapterNumber: row.chapterNumber,
    title: row.title,
    authorNote: row.authorNote,
    viewCount: row.viewCount,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    publishedAt: row.publishedAt?.toISOString() ?? null,
    readingTimeMinutes: readingTimeMinutes(row.contentLength),
    wordCount: row.wordCount,
    ...moderationMarkOf(row),
  };
}

/**
 * A chapter on the reading page: the chapter, its novel's title and author, and the neighbouring chapter numbers.
 * `viewCount` overrides the loaded count when this read was just counted. The novel's author must be loaded.
 */
export function presentChapterRead(
  chapter: Chapter,
  novel: Novel,
  neighbours: Neighbours,
  viewCount = chapter.viewCount,
): ChapterRead {
  return {
    ...presentChapter(chapter),
    viewCount,
    novel: { id: novel.id, title: novel.title, authorId: novel.author.id, authorName: novel.author.username },
    previousChapterNumber: neighbours.previous,
    nextChapterNumber: neighbours.next,
  };
}

/** A latest-updates item: the novel, its most recent published chapters (newest first) and its author's name. */
export function presentLatestUpdate({ novel, chapters }: LatestUpdate): LatestUpdateItem {
  return {
    novel: presentNovel(novel),
    chapters: chapters.map((chapter) => presentChapterSummaryRow(chapter, novel.id)),
    authorUsername: novel.author.username,
  };
}

/** The reading page's answer from a single-query read (see repositories/chapter-read-query.ts). */
export function presentChapterReadRow(
  read: ChapterReadRow,
  chapter: NonNullable<ChapterReadRow['chapter']>,
  neighbours: Neighbours,
  viewCount: number,
  format: ChapterReadFormat,
): ChapterRead | ChapterReadText {
  const fields = {
    id: chapter.id,
    novelId: read.novelId,
    chapterNumber: chapter.chapterNumber,
    title: chapter.title,
    authorNote: chapter.authorNote,
    viewCount,
    status: chapter.status,
    createdAt: chapter.createdAt.toISOString(),
    updatedAt: chapter.updatedAt.toISOString(),
    publishedAt: chapter.publishedAt?.toISOString() ?? null,
  };
  const rest = {
    readingTimeMinutes: readingTimeMinutes(chapter.contentLength),
    wordCount: chapter.wordCount,
    novel: { id: read.novelId, title: read.novelTitle, authorId: read.authorId, authorName: read.authorName },
    previousChapterNumber: neighbours.previous,
    nextChapterNumber: neighbours.next,
  };
  return format === 'html'
    ? { ...fields, contentHtml: chapter.content ?? '', ...rest }
    : { ...fields, content: chapter.contentText ?? htmlToText(chapter.content ?? ''), ...rest };
}
