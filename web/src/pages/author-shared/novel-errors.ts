/**
 * A refused novel save (400) shown beside the field it is about, not only in a toast: the field the server named
 * (`{ message, field }`), else one recognised from its message (a genre not on the site's list).
 */
import { isApiError } from '@inkshelf/api-client';
import { MESSAGES, type NovelEditForm } from '@inkshelf/contracts';

const FIELDS = [
  'title',
  'description',
  'genres',
  'tags',
  'contentRating',
  'contentWarnings',
  'completionStatus',
  'coverImage',
] as const satisfies readonly (keyof NovelEditForm)[];
type FormField = (typeof FIELDS)[number];

/** The wording every unknown-genres message ends with, whichever genres it names. */
const UNKNOWN_GENRES_END = ((text) => text.slice(text.indexOf(' of this site')))(MESSAGES.errors.unknownGenres('x'));

export function fieldOfSaveError(error: unknown): { field: FormField; message: string } | null {
  if (!isApiError(error, 400) || !error.detail) return null;
  // A path such as 'tags.3' is about the list.
  const named = error.field?.split('.')[0];
  const field = FIELDS.find((item) => item === named);
  if (field) return { field, message: error.detail };
  return error.detail.endsWith(UNKNOWN_GENRES_END) ? { field: 'genres', message: error.detail } : null;
}
