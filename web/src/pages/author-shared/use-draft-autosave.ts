/** Saves the chapter form to local storage every 30 s (spec sections 4 and 9) while it has something new. */
import { READER } from '@inkshelf/contracts';
import { useEffect, useRef, useState } from 'react';
import { hasDraftContent, saveDraft, type LocalChapterDraft } from './draft-storage.ts';

export type DraftFields = Omit<LocalChapterDraft, 'savedAt'>;

const fingerprint = (fields: DraftFields): string =>
  JSON.stringify([fields.title, fields.chapterNumber, fields.content, fields.authorNote]);

/**
 * `read` returns the form's current values (called at each tick, so it may flush the editor). Nothing is
 * written while `key` is null, when the form is empty, or when nothing changed since the last write or since
 * `initial` (the values the form opened with: a stored chapter or a restored draft is not rewritten as is).
 */
export function useDraftAutosave(
  key: string | null,
  read: () => DraftFields,
  initial: DraftFields | null = null,
  intervalMs: number = READER.draftAutosaveMs,
) {
  const readRef = useRef(read);
  const lastWritten = useRef<string | null>(initial && fingerprint(initial));
  const [savedAt, setSavedAt] = useState<Date | null>(null);

  useEffect(() => {
    readRef.current = read;
  });

  useEffect(() => {
    if (key === null) return;
    const timer = setInterval(() => {
      const fields = readRef.current();
      if (!hasDraftContent(fields)) return;
      const serialized = fingerprint(fields);
      if (serialized === lastWritten.current) return;
      const now = new Date();
      if (saveDraft(key, fields, now)) {
        lastWritten.current = serialized;
        setSavedAt(now);
      }
    }, intervalMs);
    return () => clearInterval(timer);
  }, [key, intervalMs]);

  return { savedAt };
}
