/** Chapters (issue 4): chapter shapes, latest updates and the create/update bodies. */
import { z } from 'zod';
import { CHAPTER_STATUSES, DEFAULTS, LIMITS } from '../constants.ts';
import { hasVisibleText } from '../format.ts';
import { MESSAGES } from '../messages.ts';
import { CountSchema, IdSchema, IsoDateTimeSchema, optionalIntegerInput, requiredText } from './common.ts';
import { NovelSchema } from './novels.ts';

const V = MESSAGES.validation;

/** Chapter status: 'draft' or 'published'. */
export const ChapterStatusSchema = z.enum(CHAPTER_STATUSES, { error: V.statusInvalid });

/** A chapter as read. content is sanitised HTML; readingTimeMinutes = ceil(content length / 1000). */
export const ChapterSchema = z.object({
  id: IdSchema,
  novelId: IdSchema,
  chapterNumber: IdSchema,
  title: z.string(),
  content: z.string(),
  authorNote: z.string().nullable(),
  viewCount: CountSchema,
  status: ChapterStatusSchema,
  createdAt: IsoDateTimeSchema,
  updatedAt: IsoDateTimeSchema,
  publishedAt: IsoDateTimeSchema.nullable(),
  readingTimeMinutes: CountSchema,
});
export type Chapter = z.infer<typeof ChapterSchema>;

/**
 * A chapter in a list (`GET /api/novels/{id}/chapters`, latest updates): every Chapter field except
 * content, so a long novel's list stays small. Clients show readingTimeMinutes instead of measuring content.
 */
export const ChapterSummarySchema = ChapterSchema.omit({ content: true });
export type ChapterSummary = z.infer<typeof ChapterSummarySchema>;

/** `GET /api/novels/{id}/chapters`. */
export const ChapterSummaryListSchema = z.array(ChapterSummarySchema);

/** The novel embedded in a chapter read. */
export const ChapterNovelRefSchema = z.object({
  id: IdSchema,
  title: z.string(),
  authorId: IdSchema,
  authorName: z.string(),
});
export type ChapterNovelRef = z.infer<typeof ChapterNovelRefSchema>;

/** `GET /api/novels/{novelId}/chapters/{slot}`: the chapter, its novel and its published neighbours. */
export const ChapterReadSchema = ChapterSchema.extend({
  novel: ChapterNovelRefSchema,
  previousChapterNumber: IdSchema.nullable(),
  nextChapterNumber: IdSchema.nullable(),
});
export type ChapterRead = z.infer<typeof ChapterReadSchema>;

/**
 * `GET /api/chapters/latest`: every Novel field plus `chapters`, its most recent published chapters
 * ('a novel plus a chapters list', so a client reading item.title keeps working).
 */
export const LatestUpdateItemSchema = NovelSchema.extend({ chapters: z.array(ChapterSummarySchema) });
export type LatestUpdateItem = z.infer<typeof LatestUpdateItemSchema>;
export const LatestUpdatesSchema = z.array(LatestUpdateItemSchema);

/** Chapter title: trimmed, 1..200 characters. */
export const ChapterTitleSchema = requiredText(V.chapterTitleRequired, V.textRequired('Chapter title'))
  .trim()
  .min(1, { error: V.chapterTitleRequired, abort: true })
  .max(LIMITS.chapterTitleMax, V.chapterTitleTooLong);

/** Chapter content (HTML or plain text, sanitised by the server): visible text, at most 500,000 characters. */
export const ChapterContentSchema = requiredText(V.chapterContentRequired, V.textRequired('Chapter content'))
  .max(LIMITS.chapterContentMax, { error: V.chapterContentTooLong, abort: true })
  .refine(hasVisibleText, V.chapterContentRequired);

/** Author's note: trimmed, at most 5000 characters, null or absent allowed. */
export const AuthorNoteSchema = z
  .string({ error: V.authorNoteInvalid })
  .trim()
  .max(LIMITS.authorNoteMax, V.authorNoteTooLong)
  .nullish();

const chapterNumberOptions = { min: 0, max: LIMITS.maxId, message: V.chapterNumberInvalid };

/**
 * `POST /api/novels/{novelId}/chapters`. chapterNumber missing, null, '' or 0 -> undefined (the server
 * assigns highest + 1). A blank authorNote becomes null. novelId in the body is dropped (the path decides).
 */
export const ChapterCreateBodySchema = z.object({
  title: ChapterTitleSchema,
  content: ChapterContentSchema,
  chapterNumber: optionalIntegerInput('chapterNumber', chapterNumberOptions).transform((n) =>
    n === 0 ? undefined : n,
  ),
  authorNote: AuthorNoteSchema.transform((note) => note || null),
  status: ChapterStatusSchema.default(DEFAULTS.chapterStatus),
});
export type ChapterCreateBody = z.output<typeof ChapterCreateBodySchema>;

/**
 * `PUT /api/novels/{novelId}/chapters/{chapterNumber}`. Every field optional (absent = unchanged, no
 * defaults, so a published chapter stays published). chapterNumber, when given, must be above 0; a blank
 * authorNote clears it. expectedUpdatedAt, when given, must equal the stored updatedAt or the server answers
 * 409 with the current chapter.
 */
export const ChapterUpdateBodySchema = z.object({
  title: ChapterTitleSchema.optional(),
  content: ChapterContentSchema.optional(),
  chapterNumber: optionalIntegerInput('chapterNumber', { ...chapterNumberOptions, min: 1 }),
  authorNote: AuthorNoteSchema.transform((note) => (note === undefined ? undefined : note || null)),
  status: ChapterStatusSchema.optional(),
  expectedUpdatedAt: z.iso
    .datetime({ offset: true, error: V.expectedUpdatedAtInvalid })
    .nullish()
    .transform((value) => value ?? undefined),
});
export type ChapterUpdateBody = z.output<typeof ChapterUpdateBodySchema>;
