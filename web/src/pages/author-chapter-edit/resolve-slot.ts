/**
 * The edit-chapter slot holds a chapter id or a chapter number (spec route table). The drafts list and the novel
 * page put a number in /chapters/edit/{slot}; the edit-novel list puts an id in /chapters/{slot}/edit. Each
 * form is read its own way first, the other way second.
 */
import { isSameOriginPath, type ChapterSummary } from '@inkshelf/contracts';

export type SlotKind = 'number' | 'id';

/** Which way a path reads its slot first. */
export const slotKindOf = (pathname: string): SlotKind =>
  /\/chapters\/edit\/[^/]+\/?$/.test(pathname) ? 'number' : 'id';

export function resolveSlot(
  chapters: readonly ChapterSummary[],
  slot: string,
  kind: SlotKind,
): ChapterSummary | undefined {
  if (!/^\d+$/.test(slot)) return undefined;
  const value = Number(slot);
  const byNumber = () => chapters.find((chapter) => chapter.chapterNumber === value);
  const byId = () => chapters.find((chapter) => chapter.id === value);
  return kind === 'number' ? (byNumber() ?? byId()) : (byId() ?? byNumber());
}

/** Where to go after saving: a same-site returnTo, else the novel page, else the dashboard. */
export function afterSavePath(returnTo: string | null, novelPage: string | null): string {
  if (returnTo && isSameOriginPath(returnTo)) {
    return returnTo;
  }
  return novelPage ?? '/author/dashboard';
}
