/**
 * A refused novel save (400) shown beside the field it is about, not only in a toast: the field the server named
 * (`{ message, field }`; a genre not on the site's list names `genres`).
 */
import { isApiError } from '@inkshelf/api-client';
import type { NovelEditForm } from '@inkshelf/contracts';

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

export function fieldOfSaveError(error: unknown): { field: FormField; message: string } | null {
  if (!isApiError(error, 400) || !error.detail) return null;
  // A path such as 'tags.3' is about the list.
  const named = error.field?.split('.')[0];
  const field = FIELDS.find((item) => item === named);
  return field ? { field, message: error.detail } : null;
}
