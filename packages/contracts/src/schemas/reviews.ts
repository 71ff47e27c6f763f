/** Reviews (issue 4): one per user and novel, content and a 1-5 star rating. */
import { z } from 'zod';
import { LIMITS } from '../constants.ts';
import { MESSAGES } from '../messages.ts';
import {
  CountSchema,
  IdSchema,
  integerBody,
  IsoDateTimeSchema,
  ModerationMarkSchema,
  requiredText,
  textOrEmpty,
} from './common.ts';
import { UserRefSchema } from './users.ts';

const V = MESSAGES.validation;

/** A review as read, with its writer. */
export const ReviewSchema = z.object({
  id: IdSchema,
  userId: IdSchema,
  novelId: IdSchema,
  content: z.string(),
  rating: CountSchema.min(LIMITS.ratingMin).max(LIMITS.ratingMax),
  createdAt: IsoDateTimeSchema,
  updatedAt: IsoDateTimeSchema,
  user: UserRefSchema,
  /** Issue 18: only on content hidden by moderation, and only in its author's answers. */
  moderation: ModerationMarkSchema.optional(),
});
export type Review = z.infer<typeof ReviewSchema>;

/** `GET /api/novels/{id}/reviews`. */
export const ReviewListSchema = z.array(ReviewSchema);

/** `GET /api/novels/{id}/reviews/user`: the caller's review, or null when they have not written one. */
export const OwnReviewSchema = ReviewSchema.nullable();

/** Review text: trimmed, 1..5000 characters. */
export const ReviewContentSchema = requiredText(V.reviewEmpty, V.textRequired('Review'))
  .trim()
  .min(LIMITS.reviewMin, { error: V.reviewEmpty, abort: true })
  .max(LIMITS.reviewMax, V.reviewTooLong);

/** Star rating: a whole number from 1 to 5, as a JSON number. */
export const RatingSchema = integerBody('rating', {
  min: LIMITS.ratingMin,
  max: LIMITS.ratingMax,
  message: V.ratingInvalid,
});

/**
 * `POST /api/novels/{id}/reviews`: creates or replaces the caller's review. The original client may send stars
 * without words: an absent, null or blank content is a rating-only review (''); the website's form still asks for
 * text (forms.ts).
 */
export const ReviewBodySchema = z.object({
  content: textOrEmpty('Review', LIMITS.reviewMax, V.reviewTooLong),
  rating: RatingSchema,
});
export type ReviewBody = z.output<typeof ReviewBodySchema>;
