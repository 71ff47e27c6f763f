import { clipAtWord, type ReviewBody } from '@inkshelf/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { conflict } from '../errors.ts';
import type { User } from '../entities/index.ts';
import { AuditRepository } from '../repositories/audit-repository.ts';
import { NotificationRepository } from '../repositories/notification-repository.ts';
import { ReviewRepository } from '../repositories/review-repository.ts';

/** How often to retry when a concurrent request deletes the review between our insert and our update. */
const ATTEMPTS = 3;

/**
 * Creates the user's review of the novel, or replaces its content and rating when one exists, and keeps the
 * novel's review count, rating sum and average exact, all in one transaction.
 */
export async function writeReview(
  em: EntityManager,
  userId: number,
  novelId: number,
  body: ReviewBody,
): Promise<{ reviewId: number; created: boolean }> {
  return em.transactional(async (tx) => {
    const reviews = new ReviewRepository(tx);
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      const createdId = await reviews.insertIfAbsent(userId, novelId, body);
      if (createdId !== null) {
        await reviews.adjustNovelTotals(novelId, 1, body.rating);
        return { reviewId: createdId, created: true };
      }
      const existing = await reviews.lockOwn(userId, novelId);
      if (existing) {
        await reviews.update(existing.id, body);
        // A review hidden by moderation is out of the totals until it is restored (with its rating then).
        if (!existing.hidden) await reviews.adjustNovelTotals(novelId, 0, body.rating - existing.rating);
        return { reviewId: existing.id, created: false };
      }
    }
    throw conflict('Your review changed while saving it. Please try again.');
  });
}

/** How much of a deleted review its writer is shown, so they know which one it was. */
const EXCERPT_CHARS = 200;

/**
 * Deletes a review and takes it out of its novel's totals; false when it was already gone. When the deleter is not
 * the writer (the novel's author), the deletion is audited and the writer told, in the same transaction; moderation
 * passes no deleter, as it audits and tells the writer its own way.
 */
export async function deleteReview(
  em: EntityManager,
  reviewId: number,
  deleter?: Pick<User, 'id' | 'username'>,
): Promise<boolean> {
  return em.transactional(async (tx) => {
    const reviews = new ReviewRepository(tx);
    const deleted = await reviews.delete(reviewId);
    if (!deleted) return false;
    if (!deleted.hidden) await reviews.adjustNovelTotals(deleted.novelId, -1, -deleted.rating);
    if (deleter && deleted.userId !== deleter.id) {
      const { userId, novelId, rating } = deleted;
      await new AuditRepository(tx).append(deleter, 'review-delete', { type: 'review', id: reviewId }, null, {
        novelId,
        reviewerId: userId,
        rating,
      });
      const excerpt = clipAtWord(deleted.content, EXCERPT_CHARS);
      await new NotificationRepository(tx).noteReviewRemoved(userId, novelId, { rating, excerpt });
    }
    return true;
  });
}
