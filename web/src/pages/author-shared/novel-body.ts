/** Novel form values -> create/update request bodies (genres split on commas, trimmed, empties dropped). */
import { splitGenres, type NovelEditForm, type NovelStatus } from '@inkshelf/contracts';

export interface NovelBody {
  title: string;
  description: string;
  genres: string[];
  status: NovelStatus;
  contentRating: NovelEditForm['contentRating'];
  contentWarnings: NovelEditForm['contentWarnings'];
  completionStatus: NovelEditForm['completionStatus'];
  coverImage?: string | null;
}

/** Genres as the author typed them -> the list sent to the server. */
export const parseGenres = (text: string): string[] => splitGenres(text);

/**
 * The body for the pressed button's status. The cover is sent only when it changed: a new data URL, or null
 * to remove it; an unchanged stored cover (its URL) is left out.
 */
export function toNovelBody(form: NovelEditForm, status: NovelStatus, originalCover: string | null = null): NovelBody {
  const body: NovelBody = {
    title: form.title.trim(),
    description: form.description.trim(),
    genres: parseGenres(form.genres),
    status,
    contentRating: form.contentRating,
    contentWarnings: form.contentWarnings,
    completionStatus: form.completionStatus,
  };
  const cover = form.coverImage ?? null;
  if (cover !== originalCover) body.coverImage = cover;
  return body;
}
