import { MESSAGES } from '@inkshelf/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Chapter } from '../entities/index.ts';
import { notFound } from '../errors.ts';
import { ChapterRepository } from '../repositories/chapter-repository.ts';

/**
 * Inside a write transaction: takes the novel's lock (every chapter write to a novel takes it first, so they run
 * one at a time and never deadlock), then reads the chapter afresh with its content. 404 when either is gone.
 */
export async function lockChapter(tx: EntityManager, target: { id: number; novelId: number }): Promise<Chapter> {
  const chapters = new ChapterRepository(tx);
  if (!(await chapters.lockNovel(target.novelId))) throw notFound(MESSAGES.errors.novelNotFound);
  const chapter = await chapters.findFresh(target.id);
  if (!chapter || chapter.novel.id !== target.novelId) throw notFound(MESSAGES.errors.chapterNotFound);
  return chapter;
}
