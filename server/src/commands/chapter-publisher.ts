import { MESSAGES, type ChapterStatus } from '@inkshelf/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Chapter } from '../entities/index.ts';
import { forbidden } from '../errors.ts';
import type { ChapterJobs } from '../jobs/queue.ts';
import { ChapterRepository } from '../repositories/chapter-repository.ts';
import { NotificationRepository } from '../repositories/notification-repository.ts';
import { lockChapter } from './chapter-lock.ts';

/**
 * Moves a chapter to `status`. Publishing stamps publishedAt the first time only, so a chapter taken back to
 * draft and published again keeps its first publication date (and its place in the latest updates).
 * Returns whether the status changed. A chapter hidden by moderation stays a draft until restored (403).
 */
export function applyChapterStatus(chapter: Chapter, status: ChapterStatus, now: Date): boolean {
  if (chapter.hiddenAt && status === 'published') throw forbidden(MESSAGES.errors.hiddenByModeration);
  if (status === 'published' && !chapter.publishedAt) chapter.publishedAt = now;
  if (chapter.status === status) return false;
  chapter.status = status;
  return true;
}

/**
 * What follows a status change, in its transaction (the chapter flushed): a publish enqueues the fan-out to the
 * followers (when a queue is given), taking it back to draft withdraws the unread notifications.
 */
export async function chapterStatusChanged(
  tx: EntityManager,
  chapter: Chapter,
  before: ChapterStatus | null,
  jobs: ChapterJobs | undefined,
): Promise<void> {
  if (chapter.status === before) return;
  if (chapter.status === 'published') await jobs?.chapterPublished(tx, chapter.id);
  else if (before === 'published') await new NotificationRepository(tx).withdrawUnread(chapter.id);
}

/**
 * Publishes a chapter (the dashboard's Publish action on a draft) and bumps its novel's updatedAt. Publishing a
 * published chapter changes nothing. The caller has checked that the user may.
 */
export async function publishChapter(
  em: EntityManager,
  target: { id: number; novelId: number },
  jobs?: ChapterJobs,
): Promise<Chapter> {
  return em.transactional(async (tx) => {
    const chapter = await lockChapter(tx, target);
    const before = chapter.status;
    if (applyChapterStatus(chapter, 'published', new Date())) {
      await tx.flush(); // stamps updatedAt
      await new ChapterRepository(tx).touchNovel(target.novelId, chapter.updatedAt);
      await chapterStatusChanged(tx, chapter, before, jobs);
    }
    return chapter;
  });
}

/** Deletes a chapter (its comments and notifications go with it; reading progress forgets it) and bumps its novel's updatedAt. */
export async function deleteChapter(em: EntityManager, target: { id: number; novelId: number }): Promise<void> {
  await em.transactional(async (tx) => {
    const chapter = await lockChapter(tx, target);
    const chapters = new ChapterRepository(tx);
    await chapters.delete(chapter.id);
    await chapters.touchNovel(target.novelId, new Date());
  });
}
