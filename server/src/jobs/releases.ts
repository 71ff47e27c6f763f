import type { EntityManager } from '@mikro-orm/postgresql';
import { tags } from '../cache/index.ts';
import { ReleaseRepository } from '../repositories/release-repository.ts';

/** Novels released per transaction: short locks on a minute where thousands of chapters fall due. */
export const RELEASE_BATCH_NOVELS = 200;

export interface ReleaseOptions {
  /** The instant to release up to; the database's clock when absent (tests inject one). */
  now?: Date;
  /** Where the fan-out of each loud release is queued. */
  jobs?: { chaptersPublished(tx: EntityManager, chapterIds: number[]): Promise<void> };
  /** Drops the released novels from every instance's caches, once each batch has committed. */
  announce?: (tags: string[]) => Promise<void>;
  batchNovels?: number;
}

/**
 * Publishes every scheduled chapter due by `now`, those due first first, a batch of novels per transaction; safe to
 * run in several workers at once (a novel another holds is left to it). Returns the ids released, in order.
 */
export async function releaseDueChapters(em: EntityManager, options: ReleaseOptions = {}): Promise<number[]> {
  const now = options.now ?? null;
  const released: number[] = [];
  for (;;) {
    const batch = await em.fork().transactional(async (tx) => {
      const releases = new ReleaseRepository(tx);
      const novelIds = await releases.novelsDue(now, options.batchNovels ?? RELEASE_BATCH_NOVELS);
      if (novelIds.length === 0) return null;
      const due = await releases.lockDue(novelIds, now);
      if (due.length === 0) return [];
      await releases.release(due);
      const loud = due.filter((chapter) => chapter.notifyFollowers).map((chapter) => chapter.id);
      if (loud.length > 0) await options.jobs?.chaptersPublished(tx, loud);
      return due;
    });
    if (batch === null) return released;
    // Every due novel is held by another sweep: it releases them.
    if (batch.length === 0) return released;
    released.push(...batch.map((chapter) => chapter.id));
    const novels = [...new Set(batch.map((chapter) => chapter.novelId))];
    await options.announce?.([tags.public, ...novels.map((id) => tags.novel(id))]);
  }
}
