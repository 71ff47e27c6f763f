import type { Novel, Review } from '../entities/index.ts';
import { idOf, rule } from './policy.ts';
import { ownsNovel } from './novel.ts';

type ReviewOfNovel = Pick<Review, 'user'> & { novel: Pick<Novel, 'author'> };

/** A review is deleted by its writer or by the novel's author. */
export const reviewPolicy = {
  delete: rule<ReviewOfNovel>(
    (user, review) => idOf(review.user) === user.id || ownsNovel(user, review.novel),
    'You can only delete your own reviews or reviews of your novels.',
  ),
};
