import type { LatestProgress, NovelReadingHistory, ReadingProgressItem } from '@inkshelf/contracts';
import type { Chapter, Novel, ReadingProgress, User } from '../entities/index.ts';
import { canReadChapter, canSeeNovel } from '../repositories/readable-content.ts';
import { presentChapterSummary } from './chapter.ts';
import { coverUrl, presentNovel } from './novel.ts';

/*
 * Every presenter here needs the row's novel (with its author) and chapter loaded. A novel the viewer may no
 * longer see, and a chapter that was deleted or that they may not read, are shown as null.
 */

/** What a history item shows of the novel and the chapter (entities, or the plain rows a save read). */
type ProgressNovel = Pick<Novel, 'id' | 'title' | 'status' | 'coverVersion'> & {
  author: { id: number; username: string };
};
type ProgressChapter = Pick<Chapter, 'id' | 'chapterNumber' | 'title' | 'status'>;

/** What the item presenter reads of a progress row: the row's fields, its novel and its chapter. */
type ProgressView = Pick<ReadingProgress, 'id' | 'progress' | 'lastReadAt'> & {
  novel: ProgressNovel;
  chapter?: ProgressChapter | null;
};

/** The row's chapter when it still exists and the viewer may read it. */
function readableChapter<C extends ProgressChapter>(
  progress: { novel: ProgressNovel; chapter?: C | null },
  viewer: User,
): C | null {
  const chapter = progress.chapter;
  return chapter && canReadChapter(viewer, { status: chapter.status, novel: progress.novel }) ? chapter : null;
}

/** One reading-history item. */
export function presentProgressItem(progress: ProgressView, viewer: User): ReadingProgressItem {
  const { novel } = progress;
  const chapter = readableChapter(progress, viewer);
  return {
    id: progress.id,
    // A history item is always the viewer's own row.
    userId: viewer.id,
    novelId: novel.id,
    chapterId: progress.chapter?.id ?? null,
    progress: progress.progress,
    lastReadAt: progress.lastReadAt.toISOString(),
    novel: canSeeNovel(viewer, novel)
      ? { id: novel.id, title: novel.title, coverImage: coverUrl(novel), authorName: novel.author.username }
      : null,
    chapter: chapter ? { id: chapter.id, chapterNumber: chapter.chapterNumber, title: chapter.title } : null,
  };
}

/** The Continue Reading panel: the whole novel and chapter. The novel must be visible to the viewer. */
export function presentLatestProgress(progress: ReadingProgress, viewer: User): LatestProgress {
  const chapter = readableChapter(progress, viewer);
  return {
    novel: presentNovel(progress.novel),
    chapter: chapter ? presentChapterSummary(chapter) : null,
    progress: progress.progress,
    lastReadAt: progress.lastReadAt.toISOString(),
  };
}

/** Where the viewer stopped in one novel, or null when that chapter is gone or no longer readable. */
export function presentNovelHistory(progress: ReadingProgress, viewer: User): NovelReadingHistory | null {
  if (!canSeeNovel(viewer, progress.novel)) return null;
  const chapter = readableChapter(progress, viewer);
  return chapter ? { chapterId: chapter.id, chapterNumber: chapter.chapterNumber } : null;
}
