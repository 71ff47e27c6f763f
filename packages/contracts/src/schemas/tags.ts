/**
 * Curated genres and free tags (issue 37): names as authors and administrators send them, the counted rows of
 * `GET /api/genres` and `GET /api/tags`, and the administrators' bodies.
 */
import { z } from 'zod';
import { LIMITS } from '../constants.ts';
import { MESSAGES } from '../messages.ts';
import { hasInvisibleCharacters } from '../names.ts';
import { CountSchema, limitQuery } from './common.ts';

const V = MESSAGES.validation;

/** A tag or genre as written: trimmed, NFC, inner runs of spaces made one. */
export const tidyLabel = (label: string): string => label.normalize('NFC').replace(/\s+/g, ' ').trim();

/**
 * The comparison key of a tag or genre: the tidy label lower-cased, the way novels keep `tag_keys` and
 * `genre_keys`, so 'LitRPG', 'litrpg' and ' LITRPG ' are one tag.
 */
export const labelKey = (label: string): string => tidyLabel(label).toLowerCase();

/** One tag: 1..40 characters, no comma (the separator), no invisible or control characters. */
export const TagNameSchema = z
  .string({ error: V.tagInvalid })
  .transform(tidyLabel)
  .pipe(
    z
      .string()
      .min(1, V.tagInvalid)
      .max(LIMITS.tagMaxLength, V.tagTooLong)
      .refine((tag) => !tag.includes(','), V.tagInvalid)
      .refine((tag) => !hasInvisibleCharacters(tag), V.invisibleCharacters('Tags')),
  );

/**
 * A novel's tags as a list or comma-separated text: split on commas, tidied, empties and repeats (by `labelKey`)
 * dropped keeping the first spelling; at most 20. The server then spells each the way the site first saw it.
 */
export const TagsSchema = z
  .union([z.string(), z.array(z.string())], { error: V.tagsInvalid })
  .transform((value) => {
    const parts = typeof value === 'string' ? value.split(',') : value.flatMap((item) => item.split(','));
    const seen = new Set<string>();
    return parts.map(tidyLabel).filter((tag) => tag !== '' && !seen.has(labelKey(tag)) && seen.add(labelKey(tag)));
  })
  .pipe(z.array(TagNameSchema).max(LIMITS.tagsMax, V.tooManyTags));

/** A curated genre's name, as an administrator adds or renames it: 1..40 characters, no comma. */
export const GenreNameSchema = z
  .string({ error: V.genreNameInvalid })
  .transform(tidyLabel)
  .pipe(
    z
      .string()
      .min(1, V.genreNameInvalid)
      .max(LIMITS.genreMaxLength, V.genreTooLong)
      .refine((name) => !name.includes(','), V.genreNameInvalid)
      .refine((name) => !hasInvisibleCharacters(name), V.invisibleCharacters('Genre')),
  );

/** `POST /api/genres` and `PUT /api/genres/{genre}`: the genre's (new) name. */
export const GenreBodySchema = z.object({ name: GenreNameSchema });
export type GenreBody = z.output<typeof GenreBodySchema>;

/** `GET /api/tags/{tag}` and each row of `GET /api/tags`: the tag's canonical spelling and its published novels. */
export const TagCountSchema = z.object({ tag: z.string(), count: CountSchema });
export type TagCount = z.infer<typeof TagCountSchema>;
export const TagCountListSchema = z.array(TagCountSchema);

/** `GET /api/tags?q=`: tags starting with q (or, without q, the most used), most used first. */
export const TagQuerySchema = z.object({
  q: z
    .string({ error: V.tagQueryInvalid })
    .transform(tidyLabel)
    .pipe(z.string().max(LIMITS.tagMaxLength, V.tagQueryInvalid))
    .optional(),
  limit: limitQuery(LIMITS.tagSuggestions),
});
export type TagQuery = z.output<typeof TagQuerySchema>;

/** `POST /api/tags/{tag}/merge`: the canonical tag the synonym becomes. */
export const TagMergeBodySchema = z.object({ into: TagNameSchema });
export type TagMergeBody = z.output<typeof TagMergeBodySchema>;

/** `GET /api/tags/{tag}` for a merged synonym names the canonical tag; pages redirect there. */
export const TagDetailSchema = TagCountSchema.extend({ synonyms: z.array(z.string()) });
export type TagDetail = z.infer<typeof TagDetailSchema>;
