/** Comments and likes (issue 4): a flat list; clients build the tree from parentId. */
import { z } from 'zod';
import { LIMITS } from '../constants.ts';
import { MESSAGES } from '../messages.ts';
import {
  CountSchema,
  IdSchema,
  IsoDateTimeSchema,
  ModerationMarkSchema,
  positiveIdBody,
  requiredText,
} from './common.ts';
import { UserRefSchema } from './users.ts';

const V = MESSAGES.validation;

/** A comment as read. novel and chapter are present on the author dashboard list. */
export const CommentSchema = z.object({
  id: IdSchema,
  userId: IdSchema,
  chapterId: IdSchema,
  content: z.string(),
  likes: CountSchema,
  parentId: IdSchema.nullable(),
  createdAt: IsoDateTimeSchema,
  user: UserRefSchema,
  novel: z.object({ id: IdSchema, title: z.string() }).optional(),
  chapter: z.object({ id: IdSchema, chapterNumber: IdSchema, novelId: IdSchema }).optional(),
  /** Issue 18: only on content hidden by moderation, and only in its author's answers. */
  moderation: ModerationMarkSchema.optional(),
});
export type Comment = z.infer<typeof CommentSchema>;

/** `GET /api/chapters/{chapterId}/comments` and `GET /api/authors/{authorId}/comments`. */
export const CommentListSchema = z.array(CommentSchema);

/**
 * `POST /api/chapters/{chapterId}/comments`: content trimmed, 1..5000 characters ('Comment cannot be
 * empty'); parentId optional (a JSON number; null or absent = top-level comment).
 */
export const CommentBodySchema = z.object({
  content: requiredText(V.commentEmpty, V.textRequired('Comment'))
    .trim()
    .min(1, { error: V.commentEmpty, abort: true })
    .max(LIMITS.commentMax, V.commentTooLong),
  parentId: positiveIdBody('parentId')
    .nullish()
    .transform((id) => id ?? null),
});
export type CommentBody = z.output<typeof CommentBodySchema>;

/** `POST /api/comments/{id}/like`: the new state and count. */
export const LikeToggleResultSchema = z.object({ liked: z.boolean(), likes: CountSchema });
export type LikeToggleResult = z.infer<typeof LikeToggleResultSchema>;

/** `GET /api/comments/{id}/liked`. */
export const LikedResultSchema = z.object({ liked: z.boolean() });
export type LikedResult = z.infer<typeof LikedResultSchema>;
