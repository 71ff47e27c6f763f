import type { Review as ReviewWire } from '@inkshelf/contracts';
import type { Review } from '../entities/index.ts';
import { moderationMarkOf, type HiddenFacts } from './moderation-mark.ts';
import { presentUserRef } from './user.ts';

/** What a review answer is made of: an entity with its user loaded, or a row read with its writer's name. */
export type ReviewFacts = Pick<Review, 'id' | 'content' | 'rating' | 'createdAt' | 'updatedAt'> & {
  novel: { id: number };
  user: { id: number; username: string };
} & HiddenFacts;

/** A review with its writer's public name. */
export function presentReview(review: ReviewFacts): ReviewWire {
  return {
    id: review.id,
    userId: review.user.id,
    novelId: review.novel.id,
    content: review.content,
    rating: review.rating,
    createdAt: review.createdAt.toISOString(),
    updatedAt: review.updatedAt.toISOString(),
    user: presentUserRef(review.user),
    ...moderationMarkOf(review),
  };
}
