/** Reading progress and history (issue 4). All signed-in only. */
import { z } from 'zod';
import { LIMITS } from '../constants.ts';
import { MESSAGES } from '../messages.ts';
import { IdSchema, integerBody, IsoDateTimeSchema, limitQuery, positiveIdBody } from './common.ts';
import { ChapterSummarySchema } from './chapters.ts';
import { NovelSchema } from './novels.ts';

/** A progress percent in a response. */
const PercentSchema = z.number().int().min(0).max(100);

/** One item of `GET /api/reading-progress/recent`. novel or chapter is null when it was deleted. */
export const ReadingProgressItemSchema = z.object({
  id: IdSchema,
  /** The reader's own id (SPEC section 3's Reading progress entity). */
  userId: IdSchema,
  novelId: IdSchema,
  chapterId: IdSchema.nullable(),
  progress: PercentSchema,
  lastReadAt: IsoDateTimeSchema,
  novel: z
    .object({
      id: IdSchema,
      title: z.string(),
      coverImage: z.string().nullable(),
      authorName: z.string(),
    })
    .nullable(),
  chapter: z.object({ id: IdSchema, chapterNumber: IdSchema, title: z.string() }).nullable(),
});
export type ReadingProgressItem = z.infer<typeof ReadingProgressItemSchema>;
export const ReadingProgressListSchema = z.array(ReadingProgressItemSchema);

/** `GET /api/reading-progress/latest` (the Continue Reading panel); the whole answer may be null. */
export const LatestProgressSchema = z.object({
  novel: NovelSchema,
  chapter: ChapterSummarySchema.nullable(),
  progress: PercentSchema,
  lastReadAt: IsoDateTimeSchema,
});
export type LatestProgress = z.infer<typeof LatestProgressSchema>;
export const LatestProgressResponseSchema = LatestProgressSchema.nullable();

/** `GET /api/novels/{id}/reading-history`: where the user stopped in this novel; the answer may be null. */
export const NovelReadingHistorySchema = z.object({ chapterId: IdSchema, chapterNumber: IdSchema });
export type NovelReadingHistory = z.infer<typeof NovelReadingHistorySchema>;
export const NovelReadingHistoryResponseSchema = NovelReadingHistorySchema.nullable();

/**
 * `GET /api/novels/{id}/read-chapters` (issue 19): the ids of the novel's chapters the caller has read (each
 * reading-progress save of a chapter marks it), in chapter order.
 */
export const ReadChaptersSchema = z.object({ chapterIds: z.array(IdSchema) });
export type ReadChapters = z.infer<typeof ReadChaptersSchema>;

/** `POST /api/reading-progress`: upserts per user and novel. Every field is a JSON number. */
export const ReadingProgressBodySchema = z.object({
  novelId: positiveIdBody('novelId'),
  chapterId: positiveIdBody('chapterId'),
  // Above 100 is the original client's own arithmetic after a chapter was deleted: kept as 100, the place not lost.
  progress: integerBody('progress', {
    min: 0,
    max: Number.MAX_SAFE_INTEGER,
    message: MESSAGES.validation.progressInvalid,
  }).transform((progress) => Math.min(progress, 100)),
});
export type ReadingProgressBody = z.output<typeof ReadingProgressBodySchema>;

/** `GET /api/reading-progress/recent?limit=`: default 50. */
export const ReadingHistoryQuerySchema = z.object({ limit: limitQuery(LIMITS.readingHistory) });
export type ReadingHistoryQuery = z.output<typeof ReadingHistoryQuerySchema>;
