import {
  readingTimeMinutes,
  type Chapter as ChapterWire,
  type ChapterRead,
  type ChapterSummary,
  type LatestUpdateItem,
} from '@inkshelf/contracts';
import type { Chapter, Novel } from '../entities/index.ts';
import type { ChapterReadRow } from '../repositories/chapter-read-query.ts';
import type { Neighbours } from '../repositories/chapter-repository.ts';
import { presentNovel } from './novel.ts';

/** A chapter for lists: every field but the content. Reading time comes from the stored text length. */
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
  };
}

/** A whole chapter, as the editor and write answers want it. The content must be loaded. */
export function presentChapter(chapter: Chapter): ChapterWire {
  const { readingTimeMinutes: minutes, ...summary } = presentChapterSummary(chapter);
  return { ...summary, content: chapter.content, readingTimeMinutes: minutes };
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

/** A latest-updates item: the novel (author loaded) and its most recent published chapters, newest first. */
export function presentLatestUpdate(novel: Novel, chapters: Chapter[]): LatestUpdateItem {
  return { ...presentNovel(novel), chapters: chapters.map(presentChapterSummary) };
}

/** The reading page's answer from a single-query read (see repositories/chapter-read-query.ts). */
export function presentChapterReadRow(
  read: ChapterReadRow,
  chapter: NonNullable<ChapterReadRow['chapter']>,
  neighbours: Neighbours,
  viewCount: number,
): ChapterRead {
  return {
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
    content: chapter.content,
    readingTimeMinutes: readingTimeMinutes(chapter.contentLength),
    novel: { id: read.novelId, title: read.novelTitle, authorId: read.authorId, authorName: read.authorName },
    previousChapterNumber: neighbours.previous,
    nextChapterNumber: neighbours.next,
  };
}
