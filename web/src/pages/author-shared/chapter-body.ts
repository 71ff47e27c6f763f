/** Chapter form values -> create and update request bodies (the form's HTML goes out as `contentHtml`). */
import type { ChapterStatus } from '@inkshelf/contracts';
import type { ChapterValues, ReleaseRequest } from './chapter-form.tsx';

/** The release fields a save sends: the time only when scheduling, the notify choice with a publish or schedule. */
function releaseFields(status: ChapterStatus | undefined, release: ReleaseRequest | undefined) {
  if (!release || status === 'draft') return {};
  return {
    ...(status === 'scheduled' && release.publishAt ? { publishAt: release.publishAt } : {}),
    notifyFollowers: release.notifyFollowers,
  };
}

export function toCreateBody(values: ChapterValues, status: ChapterStatus, release?: ReleaseRequest) {
  const number = values.chapterNumber.trim();
  return {
    title: values.title.trim(),
    contentHtml: values.content,
    chapterNumber: number === '' ? undefined : Number(number),
    authorNote: values.authorNote.trim() || null,
    status,
    ...releaseFields(status, release),
  };
}

export function toUpdateBody(
  values: ChapterValues,
  status: ChapterStatus | undefined,
  expectedUpdatedAt: string,
  release?: ReleaseRequest,
) {
  return {
    title: values.title.trim(),
    contentHtml: values.content,
    chapterNumber: Number(values.chapterNumber.trim()),
    authorNote: values.authorNote.trim() || null,
    ...(status === undefined ? {} : { status }),
    ...(status === undefined ? {} : releaseFields(status, release)),
    expectedUpdatedAt,
  };
}

/** Same values apart from whitespace at the ends? (A restored draft equal to the stored chapter is no news.) */
export function sameValues(a: ChapterValues, b: ChapterValues): boolean {
  return (
    a.title.trim() === b.title.trim() &&
    a.chapterNumber.trim() === b.chapterNumber.trim() &&
    a.content === b.content &&
    a.authorNote.trim() === b.authorNote.trim()
  );
}

/** Just the form's fields (a stored draft also carries savedAt). */
export const formFields = (values: ChapterValues): ChapterValues => ({
  title: values.title,
  chapterNumber: values.chapterNumber,
  content: values.content,
  authorNote: values.authorNote,
});
