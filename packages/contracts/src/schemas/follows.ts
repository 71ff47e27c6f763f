/** Follows and library shelves (issue 19). */
import { z } from 'zod';
import { LIBRARY_SHELVES } from '../constants.ts';
import { FOLLOW_MESSAGES } from '../messages-follows.ts';
import { CountSchema, IdSchema, IsoDateTimeSchema, positiveIdBody } from './common.ts';
import { NovelSchema } from './novels.ts';

/** `POST /api/follows`: a novel or an author, exactly one of the two (JSON numbers). */
export const FollowBodySchema = z
  .object({ novelId: positiveIdBody('novelId').optional(), authorId: positiveIdBody('authorId').optional() })
  .refine((body) => (body.novelId === undefined) !== (body.authorId === undefined), {
    message: FOLLOW_MESSAGES.followTargetRequired,
  });
export type FollowBody = z.output<typeof FollowBodySchema>;

/** A followed author as the follows list shows it. */
export const FollowedAuthorSchema = z.object({ id: IdSchema, username: z.string() });

/**
 * One follow: of a novel (`novelId` and the novel, with `newChapters`, its published chapters the caller has not
 * read) or of an author (`authorId` and the author). `followerCount` is the target's count after this write.
 */
export const FollowSchema = z.object({
  kind: z.enum(['novel', 'author']),
  novelId: IdSchema.nullable(),
  authorId: IdSchema.nullable(),
  createdAt: IsoDateTimeSchema,
  followerCount: CountSchema,
  novel: NovelSchema.nullable(),
  author: FollowedAuthorSchema.nullable(),
  newChapters: CountSchema.nullable(),
});
export type Follow = z.infer<typeof FollowSchema>;

/** `GET /api/follows`: novels first, then authors, newest first in each. */
export const FollowListSchema = z.array(FollowSchema);

/** `GET /api/follows/novels/{id}` and `/authors/{id}`: the count, and whether the caller follows (false signed out). */
export const FollowStatusSchema = z.object({ followerCount: CountSchema, following: z.boolean() });
export type FollowStatus = z.infer<typeof FollowStatusSchema>;

export const LibraryShelfSchema = z.enum(LIBRARY_SHELVES, { error: FOLLOW_MESSAGES.shelfInvalid });

/** `PUT /api/library/{novelId}`. */
export const LibraryBodySchema = z.object({ shelf: LibraryShelfSchema });
export type LibraryBody = z.output<typeof LibraryBodySchema>;

/** `GET /api/library?shelf=`: one shelf, or every shelf when absent. */
export const LibraryQuerySchema = z.object({ shelf: LibraryShelfSchema.optional() });

/** A novel on a shelf, with its published chapters the caller has not read. */
export const LibraryItemSchema = z.object({
  novelId: IdSchema,
  shelf: LibraryShelfSchema,
  updatedAt: IsoDateTimeSchema,
  newChapters: CountSchema,
  novel: NovelSchema,
});
export type LibraryItem = z.infer<typeof LibraryItemSchema>;
export const LibraryListSchema = z.array(LibraryItemSchema);

/** `GET /api/library/{novelId}`: the caller's shelf of the novel, or null. */
export const LibraryLookupSchema = LibraryItemSchema.nullable();
