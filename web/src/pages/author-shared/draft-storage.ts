/** Local chapter drafts (spec section 4): one key per novel for a new chapter, per novel and number for an edit. */

export interface LocalChapterDraft {
  title: string;
  chapterNumber: string;
  /**
   * The editor's HTML. Drafts already kept in browsers store it under this name, so it stays `content` here;
   * on the wire it is the chapter's `contentHtml` (chapter-body.ts, edit-chapter.tsx).
   */
  content: string;
  authorNote: string;
  /** When it was written, ISO 8601. */
  savedAt: string;
}

/** Key of the Add chapter page's draft: one per novel. */
export const newChapterDraftKey = (novelId: number): string => `chapter-draft:${novelId}:new`;

/** Key of the Edit chapter page's draft: one per novel and chapter number. */
export const editChapterDraftKey = (novelId: number, chapterNumber: number): string =>
  `chapter-draft:${novelId}:${chapterNumber}`;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function isDraft(value: unknown): value is LocalChapterDraft {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return ['title', 'chapterNumber', 'content', 'authorNote', 'savedAt'].every(
    (field) => typeof record[field] === 'string',
  );
}

/** The stored draft, or null when there is none; a corrupt one is ignored (and logged), not thrown. */
export function loadDraft(key: string): LocalChapterDraft | null {
  const raw = storage()?.getItem(key);
  if (raw === null || raw === undefined) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (isDraft(parsed)) return parsed;
    console.warn(`Ignoring the corrupt local chapter draft under "${key}": unexpected shape`);
  } catch (error) {
    console.warn(`Ignoring the corrupt local chapter draft under "${key}":`, error);
  }
  return null;
}

/** Writes the draft; false when storage is unavailable or full. */
export function saveDraft(key: string, draft: Omit<LocalChapterDraft, 'savedAt'>, now = new Date()): boolean {
  try {
    storage()?.setItem(key, JSON.stringify({ ...draft, savedAt: now.toISOString() }));
    return true;
  } catch (error) {
    console.warn(`Could not save the local chapter draft under "${key}":`, error);
    return false;
  }
}

export function removeDraft(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Storage unavailable: nothing to remove.
  }
}

/** Whether the form holds anything worth keeping. */
export function hasDraftContent(draft: Omit<LocalChapterDraft, 'savedAt'>): boolean {
  const text = draft.content.replace(/<[^<>]*>/g, '').trim();
  return draft.title.trim() !== '' || text !== '' || draft.authorNote.trim() !== '';
}
