/** Chapters (issue 4): chapter shapes, latest updates and the create/update bodies. */
import { z } from 'zod';
import { CHAPTER_STATUSES, DEFAULTS, LIMITS } from '../constants.ts';
import { MESSAGES } from '../messages.ts';
import { RELEASE_MESSAGES as R } from '../messages-releases.ts';
import {
  CountSchema,
  IdSchema,
  IsoDateTimeSchema,
  ModerationMarkSchema,
  optionalIntegerBody,
  requiredText,
  textOrEmpty,
} from './common.ts';
import { NovelSchema } from './novels.ts';

const V = MESSAGES.validation;

/** Chapter status: 'draft', 'published', or 'scheduled' (released by the server at `publishAt`). */
export const ChapterStatusSchema = z.enum(CHAPTER_STATUSES, { error: R.chapterStatusInvalid });

/**
 * A chapter as read. `content` is the spec's text format (blank-line paragraphs, `**bold**`, `*italic*`,
 * `__underline__`, `## heading`, `> quote`, `* * *`), never HTML; `contentHtml` is the same chapter as sanitised HTML,
 * for the website and the studio. readingTimeMinutes = ceil(text length / 1000).
 */
export const ChapterSchema = z.object({
  id: IdSchema,
  novelId: IdSchema,
  chapterNumber: IdSchema,
  title: z.string(),
  content: z.string(),
  contentHtml: z.string(),
  authorNote: z.string().nullable(),
  viewCount: CountSchema,
  status: ChapterStatusSchema,
  createdAt: IsoDateTimeSchema,
  updatedAt: IsoDateTimeSchema,
  publishedAt: IsoDateTimeSchema.nullable(),
  readingTimeMinutes: CountSchema,
  wordCount: CountSchema,
  /** Issue 33: only on a scheduled chapter (which only its author sees): when it is released, and whether loudly. */
  publishAt: IsoDateTimeSchema.optional(),
  notifyFollowers: z.boolean().optional(),
  /** Issue 18: only on content hidden by moderation, and only in its author's answers. */
  moderation: ModerationMarkSchema.optional(),
});
export type Chapter = z.infer<typeof ChapterSchema>;

/**
 * A chapter in a lean list (`GET /api/novels/{id}/chapters?view=summary`, latest updates): every Chapter field
 * except the text, so a long novel's list stays small. Clients show readingTimeMinutes and wordCount.
 */
export const ChapterSummarySchema = ChapterSchema.omit({ content: true, contentHtml: true });
export type ChapterSummary = z.infer<typeof ChapterSummarySchema>;

/**
 * A chapter in the full list (`GET /api/novels/{id}/chapters`, the original product's form): every field of the
 * spec's chapter, `content` (the text format) included, so a client can measure `content.length`. The HTML form
 * is left out to keep the list half as large; read one chapter for it.
 */
export const ChapterListItemSchema = ChapterSchema.omit({ contentHtml: true });
export type ChapterListItem = z.infer<typeof ChapterListItemSchema>;

/** `GET /api/novels/{id}/chapters`: the full form. */
export const ChapterListSchema = z.array(ChapterListItemSchema);

/** `GET /api/novels/{id}/chapters?view=summary`: the lean form our own clients use. */
export const ChapterSummaryListSchema = z.array(ChapterSummarySchema);

/** `view` of the chapter list: 'full' (the default, with content) or 'summary' (no content). */
export const ChapterListQuerySchema = z.object({
  view: z.enum(['full', 'summary'], { error: V.chapterListViewInvalid }).default('full'),
});
export type ChapterListQuery = z.output<typeof ChapterListQuerySchema>;

/** The query our own clients send for the lean list. */
export const ChapterSummaryQuerySchema = z.object({
  view: z.literal('summary', { error: V.chapterListViewInvalid }),
});

/** The novel embedded in a chapter read. */
export const ChapterNovelRefSchema = z.object({
  id: IdSchema,
  title: z.string(),
  authorId: IdSchema,
  authorName: z.string(),
});
export type ChapterNovelRef = z.infer<typeof ChapterNovelRefSchema>;

/** `GET /api/novels/{novelId}/chapters/{slot}`: the chapter, its novel and its published neighbours. */
const chapterReadFields = {
  novel: ChapterNovelRefSchema,
  previousChapterNumber: IdSchema.nullable(),
  nextChapterNumber: IdSchema.nullable(),
};

/**
 * `GET /api/novels/{id}/chapters/{slot}`: the spec's chapter read, its text as `content` in the text format (no
 * HTML form, so a client of the original product gets what it always got and no more bytes).
 */
export const ChapterReadTextSchema = ChapterSchema.omit({ contentHtml: true }).extend(chapterReadFields);
export type ChapterReadText = z.infer<typeof ChapterReadTextSchema>;

/**
 * The same read with `?format=html`: the text as sanitised HTML in `contentHtml` (no `content`), what the website
 * renders and the editors edit. One form per answer keeps a chapter read half as large as one carrying both.
 */
export const ChapterReadSchema = ChapterSchema.omit({ content: true }).extend(chapterReadFields);
export type ChapterRead = z.infer<typeof ChapterReadSchema>;

/** `format` of a chapter read: 'text' (the default, `content`) or 'html' (`contentHtml`). */
export const ChapterReadQuerySchema = z.object({
  format: z.enum(['text', 'html'], { error: V.chapterFormatInvalid }).default('text'),
});

/** The query of the HTML read (`readChapter` in the endpoint table): `?format=html`. */
export const ChapterReadHtmlQuerySchema = z.object({
  format: z.literal('html', { error: V.chapterFormatInvalid }),
});

/**
 * `GET /api/chapters/latest`: one item per novel, novels ordered by their latest published chapter: the novel,
 * its most recent published chapters (newest first, without their text) and its author's username.
 */
export const LatestUpdateItemSchema = z.object({
  novel: NovelSchema,
  chapters: z.array(ChapterSummarySchema),
  authorUsername: z.string(),
});
export type LatestUpdateItem = z.infer<typeof LatestUpdateItemSchema>;
export const LatestUpdatesSchema = z.array(LatestUpdateItemSchema);

/** Chapter title: trimmed, 1..200 characters. */
export const ChapterTitleSchema = requiredText(V.chapterTitleRequired, V.textRequired('Chapter title'))
  .trim()
  .min(1, { error: V.chapterTitleRequired, abort: true })
  .max(LIMITS.chapterTitleMax, V.chapterTitleTooLong);

/**
 * Chapter text, either form (`content` in the text format, `contentHtml` as HTML that the server sanitises): not
 * blank, at most 500,000 characters. Whether anything visible is left is checked after conversion.
 */
export const ChapterContentSchema = requiredText(V.chapterContentRequired, V.textRequired('Chapter content'))
  .max(LIMITS.chapterContentMax, { error: V.chapterContentTooLong, abort: true })
  .refine((text) => text.trim() !== '', V.chapterContentRequired);

/** Which form of the chapter text a write carries. */
export type ChapterText = { format: 'text'; value: string } | { format: 'html'; value: string };

/**
 * The text of a write from `content` (the text format) or `contentHtml`: exactly one of them, or neither on an
 * update (the text stays as it is).
 */
function chapterText<T extends { content?: string | undefined; contentHtml?: string | undefined }>(
  body: T,
  ctx: z.RefinementCtx,
  required: boolean,
): ChapterText | undefined {
  if (body.content !== undefined && body.contentHtml !== undefined) {
    ctx.addIssue({ code: 'custom', path: ['contentHtml'], message: V.chapterContentBoth });
    return z.NEVER;
  }
  if (body.contentHtml !== undefined) return { format: 'html', value: body.contentHtml };
  if (body.content !== undefined) return { format: 'text', value: body.content };
  if (required) ctx.addIssue({ code: 'custom', path: ['content'], message: V.chapterContentRequired });
  return undefined;
}

/** Author's note: trimmed, at most 5000 characters, null or absent allowed. */
export const AuthorNoteSchema = z
  .string({ error: V.authorNoteInvalid })
  .trim()
  .max(LIMITS.authorNoteMax, V.authorNoteTooLong)
  .nullish();

/**
 * Issue 33: `publishAt` (with status 'scheduled') and `notifyFollowers` (false: released without notifying anyone).
 * Whether publishAt lies between now and a year ahead is the server's check, against its own clock.
 */
const releaseFields = {
  publishAt: z.iso
    .datetime({ offset: true, error: R.publishAtInvalid })
    .nullish()
    .transform((value) => (value ? new Date(value) : undefined)),
  notifyFollowers: z.boolean({ error: R.notifyFollowersInvalid }).optional(),
};

/** `PUT /api/chapters/{id}/publish`: an optional body; `notifyFollowers: false` publishes quietly. */
export const ChapterPublishBodySchema = z
  .object({ notifyFollowers: releaseFields.notifyFollowers })
  .nullish()
  .transform((body) => ({ notifyFollowers: body?.notifyFollowers }));
export type ChapterPublishBody = z.output<typeof ChapterPublishBodySchema>;

const chapterNumberOptions = { min: 0, max: LIMITS.maxId, message: V.chapterNumberInvalid };

/**
 * `POST /api/novels/{novelId}/chapters`. chapterNumber (a JSON number) missing, null or 0 -> undefined (the server
 * assigns highest + 1). A blank authorNote becomes null. novelId in the body is dropped (the path decides).
 */
export const ChapterCreateBodySchema = z
  .object({
    // Only a draft may come without a title (the server names it "Chapter N"); see the check below.
    title: textOrEmpty('Chapter title', LIMITS.chapterTitleMax, V.chapterTitleTooLong),
    content: ChapterContentSchema.optional(),
    contentHtml: ChapterContentSchema.optional(),
    chapterNumber: optionalIntegerBody('chapterNumber', chapterNumberOptions).transform((n) =>
      n === 0 ? undefined : n,
    ),
    authorNote: AuthorNoteSchema.transform((note) => note || null),
    status: ChapterStatusSchema.default(DEFAULTS.chapterStatus),
    ...releaseFields,
  })
  .transform(({ content, contentHtml, title, ...rest }, ctx) => {
    if (!title && rest.status !== 'draft') {
      ctx.addIssue({ code: 'custom', path: ['title'], message: V.chapterTitleRequired });
    }
    return { ...rest, title: title ?? '', text: chapterText({ content, contentHtml }, ctx, true) as ChapterText };
  });
export type ChapterCreateBody = z.output<typeof ChapterCreateBodySchema>;

/**
 * `PUT /api/novels/{novelId}/chapters/{chapterNumber}`. No defaults (absent = unchanged), so an edit never unpublishes
 * a chapter; a blank authorNote clears it. A stale expectedUpdatedAt is a 409 with the current chapter, so two editors
 * never overwrite each other unseen.
 */
export const ChapterUpdateBodySchema = z
  .object({
    title: ChapterTitleSchema.optional(),
    content: ChapterContentSchema.optional(),
    contentHtml: ChapterContentSchema.optional(),
    chapterNumber: optionalIntegerBody('chapterNumber', { ...chapterNumberOptions, min: 1 }),
    authorNote: AuthorNoteSchema.transform((note) => (note === undefined ? undefined : note || null)),
    status: ChapterStatusSchema.optional(),
    ...releaseFields,
    expectedUpdatedAt: z.iso
      .datetime({ offset: true, error: V.expectedUpdatedAtInvalid })
      .nullish()
      .transform((value) => value ?? undefined),
  })
  .transform(({ content, contentHtml, ...rest }, ctx) => ({
    ...rest,
    text: chapterText({ content, contentHtml }, ctx, false),
  }));
export type ChapterUpdateBody = z.output<typeof ChapterUpdateBodySchema>;
