/**
 * Novel filters (issue 19 item 6), shared by `GET /api/novels`, `GET /api/novels/search`, the Browse and Search
 * filter panels and the saved default of a reader. Lists come comma-separated (`genres=Fantasy,Romance`) or as
 * repeated parameters (`genres=Fantasy&genres=Romance`), or both; an empty list is the same as none.
 */
import { z } from 'zod';
import { COMPLETION_STATUSES, CONTENT_RATINGS, LIMITS } from '../constants.ts';
import { MESSAGES } from '../messages.ts';
import { hasInvisibleCharacters } from '../names.ts';
import { optionalIntegerInput } from './common.ts';
import { labelKey } from './tags.ts';

const V = MESSAGES.validation;

/** The items of a comma-separated text or of repeated parameters: trimmed, empties dropped. */
function listItems(value: string | readonly string[]): string[] {
  const parts = typeof value === 'string' ? [value] : value;
  return parts.flatMap((part) => part.split(',')).flatMap((item) => (item.trim() === '' ? [] : [item.trim()]));
}

const listInput = (message: string) => z.union([z.string(), z.array(z.string())], { error: message });

/**
 * The comparison key of a genre in a filter: NFC, lower-cased, the way novels keep `genre_keys` (so 'FANTASY'
 * finds 'Fantasy', as the genre page does).
 */
export const genreFilterKey = (genre: string): string => genre.trim().normalize('NFC').toLowerCase();

/**
 * A list of genres to match (case-insensitively): each a name of at most 40 characters without invisible or
 * control characters; duplicates dropped; at most 20. Gives the lower-cased keys, or undefined when empty.
 */
export function genreFilterSchema(field: string) {
  return listInput(V.filterGenreInvalid(field))
    .transform((value) => [...new Set(listItems(value).map(genreFilterKey))])
    .pipe(
      z
        .array(
          z
            .string()
            .max(LIMITS.genreMaxLength, V.filterGenreInvalid(field))
            .refine((genre) => !hasInvisibleCharacters(genre), V.filterGenreInvalid(field)),
        )
        .max(LIMITS.filterGenresMax, V.filterTooManyGenres(field)),
    )
    .transform((keys) => (keys.length === 0 ? undefined : keys))
    .optional();
}

/**
 * A list of tags to match: like genres, by their lower-cased keys (`labelKey`); a merged synonym is followed to
 * its canonical tag by the server.
 */
function tagFilterSchema(field: string) {
  return listInput(V.filterTagInvalid(field))
    .transform((value) => [...new Set(listItems(value).map(labelKey))])
    .pipe(
      z
        .array(
          z
            .string()
            .max(LIMITS.tagMaxLength, V.filterTagInvalid(field))
            .refine((tag) => !hasInvisibleCharacters(tag), V.filterTagInvalid(field)),
        )
        .max(LIMITS.filterGenresMax, V.filterTooManyTags(field)),
    )
    .transform((keys) => (keys.length === 0 ? undefined : keys))
    .optional();
}

/** A list of enum values, case-insensitive, duplicates dropped; undefined when empty. */
function enumListSchema<const T extends readonly [string, ...string[]]>(values: T, message: string) {
  return listInput(message)
    .transform((value) => [...new Set(listItems(value).map((item) => item.toLowerCase()))])
    .pipe(z.array(z.enum(values, { error: message })))
    .transform((items) => (items.length === 0 ? undefined : items))
    .optional();
}

/** The filter fields, to spread into a query object. */
export const NOVEL_FILTER_FIELDS = {
  /** Novels carrying all of these genres. */
  genres: genreFilterSchema('genres'),
  /** Novels carrying none of these genres. */
  excludeGenres: genreFilterSchema('excludeGenres'),
  /** Novels carrying all of these tags (issue 37). */
  tags: tagFilterSchema('tags'),
  /** Novels carrying none of these tags. */
  excludeTags: tagFilterSchema('excludeTags'),
  /** Completion status, any of. */
  status: enumListSchema(COMPLETION_STATUSES, V.filterStatusInvalid),
  /** Content rating, any of. */
  contentRating: enumListSchema(CONTENT_RATINGS, V.filterContentRatingInvalid),
  /** Published words, at least / at most. */
  minWords: optionalIntegerInput('minWords', { min: 0, max: LIMITS.filterWordsMax }),
  maxWords: optionalIntegerInput('maxWords', { min: 0, max: LIMITS.filterWordsMax }),
  /** Updated within this many days. */
  updatedWithin: optionalIntegerInput('updatedWithin', { min: 1, max: LIMITS.filterDaysMax }),
};

/** minWords above maxWords can match nothing: refused so a typo does not look like an empty catalogue. */
export function checkWordsRange(query: { minWords?: number; maxWords?: number }, ctx: z.RefinementCtx): void {
  if (query.minWords !== undefined && query.maxWords !== undefined && query.minWords > query.maxWords) {
    ctx.addIssue({ code: 'custom', path: ['minWords'], message: V.filterWordsRangeInvalid });
  }
}

export const NovelFiltersQuerySchema = z.object(NOVEL_FILTER_FIELDS).superRefine(checkWordsRange);
export type NovelFilters = z.output<typeof NovelFiltersQuerySchema>;

/** True when a filter object narrows anything. */
export const hasFilters = (filters: NovelFilters): boolean =>
  Object.values(filters).some((value) => value !== undefined);

/**
 * `GET` and `PUT /api/users/me/preferences`: a signed-in reader's saved default (issue 19): the genres Browse
 * leaves out unless the reader removes them for a view. Names keep the reader's spelling. `hideMature` (issue 37):
 * the server leaves Mature novels out of every public list it gives this reader.
 */
export const ReaderPreferencesSchema = z.object({
  excludedGenres: z.array(z.string()),
  hideMature: z.boolean().default(false),
});
export type ReaderPreferences = z.infer<typeof ReaderPreferencesSchema>;

export const ReaderPreferencesBodySchema = z
  .object({
    excludedGenres: listInput(V.filterGenreInvalid('excludedGenres'))
      .transform((value) => {
        const seen = new Set<string>();
        return listItems(value)
          .map((genre) => genre.normalize('NFC'))
          .filter((genre) => !seen.has(genreFilterKey(genre)) && seen.add(genreFilterKey(genre)));
      })
      .pipe(
        z
          .array(
            z
              .string()
              .max(LIMITS.genreMaxLength, V.filterGenreInvalid('excludedGenres'))
              .refine((genre) => !hasInvisibleCharacters(genre), V.filterGenreInvalid('excludedGenres')),
          )
          .max(LIMITS.filterGenresMax, V.filterTooManyGenres('excludedGenres')),
      )
      .optional(),
    /** Absent: unchanged (a client that only knows the genres keeps the reader's choice). */
    hideMature: z.boolean({ error: V.hideMatureInvalid }).optional(),
  })
  .refine((body) => body.excludedGenres !== undefined || body.hideMature !== undefined, V.preferencesEmpty);
export type ReaderPreferencesBody = z.output<typeof ReaderPreferencesBodySchema>;
