/** Bookmarks (issue 4). */
import { z } from 'zod';
import { IdSchema, IsoDateTimeSchema, positiveIdBody } from './common.ts';
import { NovelSchema } from './novels.ts';

/** A bookmark with its novel (null when the novel is gone). */
export const BookmarkSchema = z.object({
  id: IdSchema,
  userId: IdSchema,
  novelId: IdSchema,
  createdAt: IsoDateTimeSchema,
  novel: NovelSchema.nullable(),
});
export type Bookmark = z.infer<typeof BookmarkSchema>;

/** `GET /api/bookmarks`. */
export const BookmarkListSchema = z.array(BookmarkSchema);

/** `GET /api/bookmarks/{novelId}`: the bookmark or null. */
export const BookmarkLookupSchema = BookmarkSchema.nullable();

/** `POST /api/bookmarks` (idempotent); novelId is a JSON number. */
export const BookmarkBodySchema = z.object({ novelId: positiveIdBody('novelId') });
export type BookmarkBody = z.output<typeof BookmarkBodySchema>;
