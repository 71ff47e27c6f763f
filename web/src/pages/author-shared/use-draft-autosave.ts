/** Saves the chapter form to local storage every 30 s (spec sections 4 and 9) while it has something new. */
import { READER } from '@inkshelf/contracts';
import { useEffect, useRef, useState } from 'react';
import { hasDraftContent, saveDraft, type LocalChapterDraft } from './draft-storage.ts';

export type DraftFields = Omit<LocalChapterDraft, 'savedAt'>;

/**
 * `read` returns the form's current values (called at each tick, so it may flush the editor). Nothing is
 * written while `key` is null, when the form is empty, or when nothing changed since the last write.
 */
export function useDraftAutosave(
  key: string | null,
  read: () => DraftFields,
  intervalMs: number = READER.draftAutosaveMs,
) {
  const readRef = useRef(read);
  const lastWritten = useRef<string | null>(null);
  const [savedAt, setSavedAt] = useState<Date | null>(null);

  useEffect(() => {
    readRef.current = read;
  });

  useEffect(() => {
    if (key === null) return;
    const timer = setInterval(() => {
      const fields = readRef.current();
      if (!hasDraftContent(fields)) return;
      const serialized = JSON.stringify(fields);
      if (serialized === lastWritten.current) return;
      const now = new Date();
      if (saveDraft(key, fields, now)) {
        lastWritten.current = serialized;
        setSavedAt(now);
      }
    }, intervalMs);
    return () => clearInterval(timer);
  }, [key, intervalMs]);

  /** Marks the current values as already stored (after a restore), so an unchanged form is not rewritten. */
  const markWritten = (fields: DraftFields) => {
    lastWritten.current = JSON.stringify(fields);
  };
  return { savedAt, markWritten };
}
