import { MESSAGES, type ChapterCreateBody, type ChapterStatus, type ChapterUpdateBody } from '@inkshelf/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Chapter } from '../entities/index.ts';
import { conflict, notFound } from '../errors.ts';
import { ChapterRepository } from '../repositories/chapter-repository.ts';
import { prepareChapterContent } from '../services/content-pool.ts';
import { lockChapter } from './chapter-lock.ts';
import type { ChapterJobs } from '../jobs/queue.ts';
import { ReleaseScheduleRepository } from '../repositories/release-schedule-repository.ts';
import { applyChapterStatus, chapterStatusChanged, type ReleaseChoice } from './chapter-publisher.ts';

async function ensureNumberFree(chapters: ChapterRepository, novelId: number, chapterNumber: number, exceptId = 0) {
  if (await chapters.numberTaken(novelId, chapterNumber, exceptId)) {
    throw conflict(MESSAGES.errors.chapterNumberTaken, { field: 'chapterNumber' });
  }
}

/**
 * A chapter scheduled without a time of its own (and not scheduled already) takes the next free slot of its novel's
 * release rhythm; without a rhythm it goes on as sent (and is refused for want of a time).
 */
async function withRhythmSlot(
  tx: EntityManager,
  novelId: number,
  status: ChapterStatus,
  release: ReleaseChoice,
  current: ChapterStatus | null,
  now: Date,
): Promise<ReleaseChoice> {
  if (status !== 'scheduled' || release.publishAt || current === 'scheduled') return release;
  const slot = await new ReleaseScheduleRepository(tx).slotForNext(novelId, now);
  return slot ? { ...release, publishAt: slot } : release;
}

/**
 * Adds a chapter to a novel and bumps the novel's updatedAt. Without a chapter number the chapter gets the
 * highest so far plus 1; the novel's row is locked meanwhile, so concurrent creates get distinct numbers.
 * A taken number is a 409. The caller has checked that the user owns the novel.
 */
export async function createChapter(
  em: EntityManager,
  novelId: number,
  body: ChapterCreateBody,
  jobs?: ChapterJobs,
): Promise<Chapter> {
  const prepared = await prepareChapterContent(body.text);
  return em.transactional(async (tx) => {
    const chapters = new ChapterRepository(tx);
    if (!(await chapters.lockNovel(novelId))) throw notFound(MESSAGES.errors.novelNotFound);
    const chapterNumber = body.chapterNumber ?? (await chapters.nextNumber(novelId));
    await ensureNumberFree(chapters, novelId, chapterNumber);
    const now = new Date();
    const release = await withRhythmSlot(tx, novelId, body.status, body, null, now);
    const chapter = tx.create(Chapter, {
      novel: novelId,
      chapterNumber,
      // A draft may start untitled (the original client saves one so): "Chapter N" until the author titles it.
      title: body.title || `Chapter ${chapterNumber}`,
      ...prepared,
      authorNote: body.authorNote,
      status: 'draft',
      viewCount: 0,
      createdAt: now,
      updatedAt: now,
      publishedAt: null,
      notifyFollowers: true,
    });
    applyChapterStatus(chapter, body.status, now, release);
    await tx.flush();
    await chapters.touchNovel(novelId, chapter.updatedAt);
    await chapterStatusChanged(tx, chapter, null, jobs);
    return chapter;
  });
}

/** What an update did: the saved chapter, or the current one when the editor's copy was stale. */
export type ChapterUpdateResult = { ok: true; chapter: Chapter } | { ok: false; current: Chapter };

/**
 * Absent fields stay as they are (a published chapter stays published unless a status is sent; a scheduled one
 * keeps its slot). With
 * `expectedUpdatedAt`, a chapter saved elsewhere since (to the millisecond) is left alone and comes back as `current`.
 * The caller has checked that the user owns the novel.
 */
export async function updateChapter(
  em: EntityManager,
  target: { id: number; novelId: number },
  body: ChapterUpdateBody,
  jobs?: ChapterJobs,
): Promise<ChapterUpdateResult> {
  const prepared = body.text === undefined ? undefined : await prepareChapterContent(body.text);
  return em.transactional(async (tx): Promise<ChapterUpdateResult> => {
    const chapter = await lockChapter(tx, target);
    if (
      body.expectedUpdatedAt !== undefined &&
      new Date(body.expectedUpdatedAt).getTime() !== chapter.updatedAt.getTime()
    ) {
      return { ok: false, current: chapter };
    }
    const chapters = new ChapterRepository(tx);
    if (body.chapterNumber !== undefined && body.chapterNumber !== chapter.chapterNumber) {
      await ensureNumberFree(chapters, target.novelId, body.chapterNumber, chapter.id);
    }
    const now = new Date();
    const before = chapter.status;
    let changed = false;
    const set = <
      K extends 'title' | 'content' | 'contentText' | 'contentLength' | 'wordCount' | 'authorNote' | 'chapterNumber',
    >(
      key: K,
      value: Chapter[K] | undefined,
    ) => {
      if (value === undefined || chapter[key] === value) return;
      chapter[key] = value;
      changed = true;
    };
    set('title', body.title);
    set('content', prepared?.content);
    set('contentText', prepared?.contentText);
    set('contentLength', prepared?.contentLength);
    set('wordCount', prepared?.wordCount);
    set('authorNote', body.authorNote);
    set('chapterNumber', body.chapterNumber);
    // A schedule's time or loudness sent alone applies to the chapter's present status (a reschedule).
    const releaseSent = body.publishAt !== undefined || body.notifyFollowers !== undefined;
    const status = body.status ?? (releaseSent ? chapter.status : undefined);
    if (status !== undefined) {
      const release = await withRhythmSlot(tx, target.novelId, status, body, chapter.status, now);
      if (applyChapterStatus(chapter, status, now, release)) changed = true;
    }
    if (changed) {
      await tx.flush(); // stamps updatedAt
      await chapters.touchNovel(target.novelId, chapter.updatedAt);
      await chapterStatusChanged(tx, chapter, before, jobs);
    }
    return { ok: true, chapter };
  });
}
