import { MESSAGES, RELEASE, type ChapterStatus } from '@inkshelf/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Chapter } from '../entities/index.ts';
import { badRequest, forbidden } from '../errors.ts';
import type { ChapterJobs } from '../jobs/queue.ts';
import { ChapterRepository } from '../repositories/chapter-repository.ts';
import { NotificationRepository } from '../repositories/notification-repository.ts';
import { lockChapter } from './chapter-lock.ts';

const R = MESSAGES.releases;

/** A release as a write asks for it (issue 33): when (scheduled only), and whether followers hear of it. */
export interface ReleaseChoice {
  publishAt?: Date | undefined;
  notifyFollowers?: boolean | undefined;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** A release time must lie ahead of `now`, and at most a year ahead. */
function checkPublishAt(publishAt: Date, now: Date): void {
  if (publishAt.getTime() <= now.getTime()) throw badRequest(R.publishAtInPast, { field: 'publishAt' });
  if (publishAt.getTime() > now.getTime() + RELEASE.maxAheadDays * DAY_MS) {
    throw badRequest(R.publishAtTooFar(RELEASE.maxAheadDays), { field: 'publishAt' });
  }
}

/** The release fields `status` implies: a schedule only while scheduled, a loud release unless asked otherwise. */
function applyRelease(chapter: Chapter, status: ChapterStatus, release: ReleaseChoice, now: Date): void {
  if (status === 'scheduled') {
    if (chapter.status === 'published') throw badRequest(R.publishedCannotBeScheduled, { field: 'status' });
    if (release.publishAt) checkPublishAt(release.publishAt, now);
    const publishAt = release.publishAt ?? chapter.publishAt;
    if (!publishAt) throw badRequest(R.publishAtRequired, { field: 'publishAt' });
    chapter.publishAt = publishAt;
  } else {
    if (release.publishAt) throw badRequest(R.publishAtWithoutSchedule, { field: 'publishAt' });
    chapter.publishAt = null;
  }
  // A draft forgets an earlier silent choice; a publish or a schedule keeps the one made with it.
  chapter.notifyFollowers = release.notifyFollowers ?? (status === 'draft' ? true : chapter.notifyFollowers);
}

/**
 * Moves a chapter to `status` (with a scheduled chapter's release time). Publishing stamps publishedAt the first
 * time only, so a chapter taken back to draft and published again keeps its first publication date (and its place
 * in the latest updates). Returns whether anything changed. A chapter hidden by moderation stays a draft until
 * restored (403).
 */
export function applyChapterStatus(
  chapter: Chapter,
  status: ChapterStatus,
  now: Date,
  release: ReleaseChoice = {},
): boolean {
  if (chapter.hiddenAt && status !== 'draft') throw forbidden(MESSAGES.errors.hiddenByModeration);
  const was = { status: chapter.status, publishAt: chapter.publishAt?.getTime(), notify: chapter.notifyFollowers };
  applyRelease(chapter, status, release, now);
  if (status === 'published' && !chapter.publishedAt) chapter.publishedAt = now;
  chapter.status = status;
  return (
    was.status !== status || was.publishAt !== chapter.publishAt?.getTime() || was.notify !== chapter.notifyFollowers
  );
}

/**
 * What follows a change of status or schedule, in its transaction (the chapter flushed): a schedule enqueues its
 * release, a publish the fan-out to the followers (unless silent; when a queue is given), and taking a published
 * chapter back to draft withdraws its unread notifications.
 */
export async function chapterStatusChanged(
  tx: EntityManager,
  chapter: Chapter,
  before: ChapterStatus | null,
  jobs: ChapterJobs | undefined,
): Promise<void> {
  if (chapter.status === 'scheduled' && chapter.publishAt) return jobs?.releaseAt(tx, chapter.publishAt);
  if (chapter.status === before) return;
  if (chapter.status === 'published') {
    if (chapter.notifyFollowers) await jobs?.chapterPublished(tx, chapter.id);
  } else if (before === 'published') await new NotificationRepository(tx).withdrawUnread(chapter.id);
}

/**
 * Publishes a chapter now (the dashboard's Publish action on a draft or a scheduled chapter) and bumps its novel's
 * updatedAt. Publishing a published chapter changes nothing. The caller has checked that the user may.
 */
export async function publishChapter(
  em: EntityManager,
  target: { id: number; novelId: number },
  jobs?: ChapterJobs,
  release: Pick<ReleaseChoice, 'notifyFollowers'> = {},
): Promise<Chapter> {
  return em.transactional(async (tx) => {
    const chapter = await lockChapter(tx, target);
    if (chapter.status === 'published') return chapter;
    const before = chapter.status;
    if (applyChapterStatus(chapter, 'published', new Date(), release)) {
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
