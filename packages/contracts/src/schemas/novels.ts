/** Novels (issue 4): the novel shape, create/update bodies, list, genre and search queries. */
import { z } from 'zod';
import {
  COMPLETION_STATUSES,
  CONTENT_RATINGS,
  CONTENT_WARNINGS,
  DEFAULTS,
  LIMITS,
  NOVEL_LIST_SORT_FIELDS,
  NOVEL_STATUSES,
  SORT_ORDERS,
} from '../constants.ts';
import { splitGenres } from '../format.ts';
import { MESSAGES } from '../messages.ts';
import { hasInvisibleCharacters, nameKey } from '../names.ts';
import { checkWordsRange, NOVEL_FILTER_FIELDS } from './novel-filters.ts';
import {
  CountSchema,
  IdSchema,
  IsoDateTimeSchema,
  limitQuery,
  ModerationMarkSchema,
  OffsetQuerySchema,
  requiredText,
} from './common.ts';
import { ReviewSchema } from './reviews.ts';
import { TagsSchema } from './tags.ts';

const V = MESSAGES.validation;

/** Novel status: 'draft' or 'published'. */
export const NovelStatusSchema = z.enum(NOVEL_STATUSES, { error: V.statusInvalid });

/** Completion status (issue 19): 'ongoing', 'completed', 'hiatus' or 'dropped'; not the publication status. */
export const CompletionStatusSchema = z.enum(COMPLETION_STATUSES, { error: V.completionStatusInvalid });

/** Content rating: 'everyone', 'teen' or 'mature'. */
export const ContentRatingSchema = z.enum(CONTENT_RATINGS, { error: V.contentRatingInvalid });

/**
 * Content warnings (issue 37): a list from CONTENT_WARNINGS; repeats are dropped and the list kept in that order, so
 * pages and stored rows never differ by how an author ticked them.
 */
const warningsInvalid = V.contentWarningsInvalid(CONTENT_WARNINGS.join(', '));
const ContentWarningListSchema = z.array(z.enum(CONTENT_WARNINGS, { error: warningsInvalid }), {
  error: warningsInvalid,
});
export const ContentWarningsSchema = ContentWarningListSchema.max(CONTENT_WARNINGS.length * 2, warningsInvalid)
  .transform((picked) => CONTENT_WARNINGS.filter((warning) => picked.includes(warning)))
  .pipe(ContentWarningListSchema);

/**
 * A novel as read. coverImage is a URL (or null); averageRating has one decimal ('4.5') or is null.
 * chapterCount and wordCount cover the published chapters only (kept by the database, see the chapters trigger).
 */
export const NovelSchema = z.object({
  id: IdSchema,
  title: z.string(),
  description: z.string(),
  coverImage: z.string().nullable(),
  authorId: IdSchema,
  authorName: z.string(),
  genres: z.array(z.string()),
  /** Issue 37: free tags, each in its canonical spelling (empty in older servers' answers). */
  tags: z.array(z.string()).default([]),
  status: NovelStatusSchema,
  contentRating: ContentRatingSchema,
  /** Issue 37: the author's content warnings, in CONTENT_WARNINGS order (empty in older servers' answers). */
  contentWarnings: z.array(z.enum(CONTENT_WARNINGS)).default([]),
  completionStatus: CompletionStatusSchema,
  chapterCount: CountSchema,
  wordCount: CountSchema,
  viewCount: CountSchema,
  bookmarkCount: CountSchema,
  reviewCount: CountSchema,
  averageRating: z
    .string()
    .regex(/^\d+\.\d$/)
    .nullable(),
  createdAt: IsoDateTimeSchema,
  updatedAt: IsoDateTimeSchema,
  /** Issue 18: only on content hidden by moderation, and only in its author's answers. */
  moderation: ModerationMarkSchema.optional(),
});
export type Novel = z.infer<typeof NovelSchema>;

/** Lists of novels (browse, ranking, latest, by author, by genre). */
export const NovelListSchema = z.array(NovelSchema);

/** `GET /api/genres`: one row per curated genre (issue 37), A to Z, with how many published novels carry it. */
export const GenreCountSchema = z.object({ genre: z.string(), count: CountSchema });
export type GenreCount = z.infer<typeof GenreCountSchema>;
export const GenreCountListSchema = z.array(GenreCountSchema);

/** `GET /api/novels/name/{name}` and `GET /api/novels/{id}`: the novel with its reviews (each with its writer). */
export const NovelDetailSchema = NovelSchema.extend({
  reviews: z.array(ReviewSchema),
  /** Issue 33: when the next scheduled chapter comes out (its time only), null when none is scheduled. */
  nextReleaseAt: IsoDateTimeSchema.nullable().optional(),
});
export type NovelDetail = z.infer<typeof NovelDetailSchema>;

/** `GET /api/novels/search`: one page of matches and the total count. */
export const SearchResultSchema = z.object({ items: z.array(NovelSchema), total: CountSchema });
export type SearchResult = z.infer<typeof SearchResultSchema>;

/**
 * Novel title: trimmed, NFC, no invisible or control characters (a tab or newline inside is refused too), 3..100
 * characters. Its comparison key (`nameKey`, what uniqueness compares) is at most 400 characters.
 */
export const NovelTitleSchema = requiredText(V.titleRequired, V.textRequired('Title'))
  .trim()
  .normalize('NFC')
  .refine((title) => !hasInvisibleCharacters(title), { error: V.invisibleCharacters('Title'), abort: true })
  .min(LIMITS.titleMin, { error: V.titleTooShort, abort: true })
  .max(LIMITS.titleMax, { error: V.titleTooLong, abort: true })
  .refine((title) => nameKey(title).length <= LIMITS.titleKeyMax, V.titleKeyTooLong);

/** Novel description (synopsis): trimmed, 20..2000 characters. */
export const NovelDescriptionSchema = requiredText(V.descriptionRequired, V.textRequired('Description'))
  .trim()
  .min(LIMITS.descriptionMin, { error: V.descriptionTooShort, abort: true })
  .max(LIMITS.descriptionMax, V.descriptionTooLong);

/**
 * Genres as a list or a comma-separated text: split on commas, trimmed, NFC, empties and duplicates (compared by
 * `nameKey`) dropped; at least 1, at most 10, each at most 40 characters without invisible or control characters.
 */
export const GenresSchema = z
  .union([z.string(), z.array(z.string())], {
    error: (issue) => (issue.input === undefined || issue.input === null ? V.genresRequired : V.genresInvalid),
  })
  .transform((value) => splitGenres(value))
  .pipe(
    z
      .array(
        z
          .string()
          .refine((genre) => !hasInvisibleCharacters(genre), { error: V.invisibleCharacters('Genres'), abort: true })
          .max(LIMITS.genreMaxLength, V.genreTooLong),
      )
      .min(1, { error: V.genresRequired, abort: true })
      .max(LIMITS.genresMax, V.tooManyGenres),
  );

/**
 * Cover on create/edit: an image data string (new upload) or the current cover URL (unchanged); null or ''
 * removes it. Longer than a 2 MB image's base64 -> 'Cover image must be less than 2MB'. The server checks
 * the decoded bytes.
 */
export const CoverImageInputSchema = z
  .string({ error: V.coverImageInvalid })
  .max(LIMITS.coverMaxDataLength, V.coverTooLarge)
  .nullable()
  .transform((value) => (value === '' ? null : value));

/** `POST /api/novels`. authorId is accepted and dropped: the author is always the signed-in user. */
export const NovelCreateBodySchema = z.object({
  title: NovelTitleSchema,
  description: NovelDescriptionSchema,
  genres: GenresSchema,
  tags: TagsSchema.default([]),
  status: NovelStatusSchema.default(DEFAULTS.novelStatus),
  contentRating: ContentRatingSchema.default(DEFAULTS.contentRating),
  contentWarnings: ContentWarningsSchema.default([]),
  completionStatus: CompletionStatusSchema.default(DEFAULTS.completionStatus),
  coverImage: CoverImageInputSchema.optional(),
});
export type NovelCreateBody = z.output<typeof NovelCreateBodySchema>;

/** `PUT /api/novels/{id}`. Every field optional (absent = unchanged), no defaults; authorId dropped. */
export const NovelUpdateBodySchema = z.object({
  title: NovelTitleSchema.optional(),
  description: NovelDescriptionSchema.optional(),
  genres: GenresSchema.optional(),
  tags: TagsSchema.optional(),
  status: NovelStatusSchema.optional(),
  contentRating: ContentRatingSchema.optional(),
  contentWarnings: ContentWarningsSchema.optional(),
  completionStatus: CompletionStatusSchema.optional(),
  coverImage: CoverImageInputSchema.optional(),
});
export type NovelUpdateBody = z.output<typeof NovelUpdateBodySchema>;

/** Sort direction from a query string; case-insensitive. */
const SortOrderQuerySchema = requiredText(V.sortOrderInvalid)
  .trim()
  .toLowerCase()
  .pipe(z.enum(SORT_ORDERS, { error: V.sortOrderInvalid }));

/**
 * `GET /api/novels`: limit 1..100 (default 100, as browse asks without one), offset >= 0, optional sortBy
 * (without it the server's own order applies), sortOrder default 'desc', and the optional filters of issue 19
 * (novel-filters.ts; without them the list is what it always was).
 */
export const NovelListQuerySchema = z
  .object({
    limit: limitQuery(LIMITS.novelListDefault),
    offset: OffsetQuerySchema,
    sortBy: z.enum(NOVEL_LIST_SORT_FIELDS, { error: V.sortByInvalid }).optional(),
    sortOrder: SortOrderQuerySchema.default(DEFAULTS.rankingSortOrder),
    ...NOVEL_FILTER_FIELDS,
  })
  .superRefine(checkWordsRange);
export type NovelListQuery = z.output<typeof NovelListQuerySchema>;

/** `GET /api/novels/genre/{genre}`: limit default 12, offset. */
export const GenreQuerySchema = z.object({
  limit: limitQuery(LIMITS.genrePageSize),
  offset: OffsetQuerySchema,
});
export type GenreQuery = z.output<typeof GenreQuerySchema>;

/**
 * `GET /api/novels/search`: q trimmed (empty gives no results), limit default 12, offset, and the optional filters
 * of issue 19 (matches outside them are left out; the order stays the search's).
 */
export const SearchQuerySchema = z
  .object({
    q: z.string({ error: V.searchQueryInvalid }).trim().max(LIMITS.searchQueryMax, V.searchQueryTooLong).default(''),
    limit: limitQuery(LIMITS.searchPageSize),
    offset: OffsetQuerySchema,
    ...NOVEL_FILTER_FIELDS,
  })
  .superRefine(checkWordsRange);
export type SearchQuery = z.output<typeof SearchQuerySchema>;
