/** Novel form values -> create/update request bodies. */
import type { NovelEditForm, NovelStatus } from '@inkshelf/contracts';

export interface NovelBody {
  title: string;
  description: string;
  genres: string[];
  tags: string[];
  status: NovelStatus;
  contentRating: NovelEditForm['contentRating'];
  contentWarnings: NovelEditForm['contentWarnings'];
  completionStatus: NovelEditForm['completionStatus'];
  coverImage?: string | null;
}

/**
 * The body for the pressed button's status. The cover is sent only when it changed: a new data URL, or null
 * to remove it; an unchanged stored cover (its URL) is left out.
 */
export function toNovelBody(form: NovelEditForm, status: NovelStatus, originalCover: string | null = null): NovelBody {
  const body: NovelBody = {
    title: form.title.trim(),
    description: form.description.trim(),
    genres: form.genres,
    tags: form.tags,
    status,
    contentRating: form.contentRating,
    contentWarnings: form.contentWarnings,
    completionStatus: form.completionStatus,
  };
  const cover = form.coverImage ?? null;
  if (cover !== originalCover) body.coverImage = cover;
  return body;
}
