import type { EntityManager } from '@mikro-orm/postgresql';
import { NotificationRepository } from '../repositories/notification-repository.ts';

/** Followers notified per statement: short statements, no long lock on the notifications table. */
export const FAN_OUT_BATCH_SIZE = 2_000;

export interface FanOutOptions {
  batchSize?: number;
  /** Called after each batch has committed (tests stop a fan-out there, as a killed worker would). */
  afterBatch?: (batch: number) => void | Promise<void>;
}

/**
 * Notifies every follower of the chapter's novel and of its author once (never the author), a batch per statement. Safe
 * to rerun from the start after a crash: the (user, chapter) key makes a repeat a no-op. Returns how many notifications
 * this run wrote.
 */
export async function fanOutChapter(
  em: EntityManager,
  chapterId: number,
  options: FanOutOptions = {},
): Promise<number> {
  const notifications = new NotificationRepository(em);
  const chapter = await notifications.publishedChapter(chapterId);
  if (!chapter) return 0;
  const size = options.batchSize ?? FAN_OUT_BATCH_SIZE;
  let after = 0;
  let written = 0;
  for (let batch = 1; ; batch++) {
    const result = await notifications.fanOutBatch({ chapterId, ...chapter }, after, size);
    written += result.inserted;
    await options.afterBatch?.(batch);
    if (result.seen < size || result.lastUserId === null) return written;
    after = result.lastUserId;
  }
}
