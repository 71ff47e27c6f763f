import {
  readingTimeMinutes,
  type Chapter as ChapterWire,
  type ChapterRead,
  type ChapterReadText,
  type ChapterSummary,
  type LatestUpdateItem,
} from '@inkshelf/contracts';
import type { Chapter } from '../entities/index.ts';
import type { ChapterReadFormat, ChapterReadRow } from '../repositories/chapter-read-query.ts';
import type { ChapterFields, Neighbours } from '../repositories/chapter-repository.ts';
import type { LatestUpdate } from '../repositories/latest-updates-query.ts';
import { htmlToText } from '@inkshelf/chapter-text';
import { textOf } from '../services/chapter-content.ts';
import { moderationMarkOf, type HiddenFacts } from './moderation-mark.ts';
import { presentNovel } from './novel.ts';

/** A chapter for lean lists: every field but the text. Reading time comes from the stored text length. */
export function presentChapterSummary(chapter: Chapter): ChapterSummary {
  return presentChapterSummaryRow(chapter, chapter.novel.id);
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

/** The fields every answer about a chapter starts with, in the wire's order. */
function chapterFields(row: ChapterFields, novelId: number, viewCount = row.viewCount) {
  return {
    id: row.id,
    novelId,
    chapterNumber: row.chapterNumber,
    title: row.title,
    authorNote: row.authorNote ?? null,
    viewCount,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    publishedAt: row.publishedAt?.toISOString() ?? null,
    ...scheduleOf(row),
  };
}

/** A scheduled chapter's release (only its author ever reads one); nothing on any other chapter. */
function scheduleOf(row: ChapterFields): { publishAt?: string; notifyFollowers?: boolean } {
  if (row.status !== 'scheduled' || !row.publishAt) return {};
  return { publishAt: row.publishAt.toISOString(), notifyFollowers: row.notifyFollowers ?? true };
}

/** A chapter of the lean list, from a plain row or the entity. */
export function presentChapterSummaryRow(row: ChapterFields & HiddenFacts, novelId: number): ChapterSummary {
  return {
    ...chapterFields(row, novelId),
    readingTimeMinutes: readingTimeMinutes(row.contentLength),
    wordCount: row.wordCount,
    ...moderationMarkOf(row),
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
  const fields = chapterFields(chapter, read.novelId, viewCount);
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
