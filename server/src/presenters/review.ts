import type { Review as ReviewWire } from '@inkshelf/contracts';
import type { Review } from '../entities/index.ts';
import { presentUserRef } from './user.ts';

/** A review with its writer's public name. The user must be loaded. */
export function presentReview(review: Review): ReviewWire {
  return {
    id: review.id,
    userId: review.user.id,
    novelId: review.novel.id,
    content: review.content,
    rating: review.rating,
    createdAt: review.createdAt.toISOString(),
    updatedAt: review.updatedAt.toISOString(),
    user: presentUserRef(review.user),
  };
}
