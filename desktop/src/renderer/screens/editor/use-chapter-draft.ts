/**
 * The open chapter's draft: its fields, the scheduler that writes them to disk (journal, autosave, manual),
 * flushing on leaving the editor or the window, and following the publish queue (rekeyed, sent, conflict).
 */
import type { ChapterEditorHandle } from '@inkshelf/chapter-editor';
import type { Chapter } from '@inkshelf/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { DraftFields, DraftKey, PendingAction, SaveReason } from '../../../shared/bridge.ts';
import { DraftScheduler } from '../../lib/draft-scheduler.ts';
import { keyString, sameKey, serverChapterKey } from '../../lib/draft-keys.ts';
import type { DiskState } from '../../lib/save-state.ts';
import { studio } from '../../lib/studio.ts';
import { wordsOf } from '../../lib/text.ts';
import { queue, refreshLocalDrafts, setEditorSendHooks } from '../../state/runtime.ts';
import { openChapter, type DraftMeta } from './load-chapter.ts';

export interface ChapterDraftState {
  status: 'loading' | 'ready' | 'error';
  loadError: string | null;
  meta: DraftMeta | null;
  /** Title, number and note as typed; content as last loaded from outside (the editor remounts when `revision` moves). */
  fields: DraftFields | null;
  revision: number;
  disk: DiskState;
  words: number;
  file: string | null;
}

const TIMING = { journalMs: 1000, maxJournalMs: 2000, autosaveMs: 30_000 };

export function useChapterDraft(key: DraftKey, novelTitle: string, chapterNumberHint: number | null) {
  const editorRef = useRef<ChapterEditorHandle>(null);
  const fieldsRef = useRef<DraftFields | null>(null);
  const metaRef = useRef<DraftMeta | null>(null);
  const schedulerRef = useRef<DraftScheduler | null>(null);
  const listedRef = useRef<string | null>(null);
  const sendingRef = useRef<{ key: DraftKey; done: Promise<void>; release: () => void } | null>(null);
  const [state, setState] = useState<ChapterDraftState>({
    status: 'loading',
    loadError: null,
    meta: null,
    fields: null,
    revision: 0,
    disk: { savedAt: null, saving: false, dirty: false, error: null },
    words: 0,
    file: null,
  });

  const setMeta = useCallback((patch: Partial<DraftMeta>) => {
    if (!metaRef.current) return;
    metaRef.current = { ...metaRef.current, ...patch };
    setState((s) => ({ ...s, meta: metaRef.current }));
  }, []);

  const save = useCallback(
    async (reason: SaveReason) => {
      await sendingRef.current?.done;
      const meta = metaRef.current;
      const fields = fieldsRef.current;
      if (!meta || !fields) return;
      const html = editorRef.current?.flush();
      if (html !== undefined) fields.content = html;
      setState((s) => ({ ...s, disk: { ...s.disk, saving: true } }));
      try {
        const result = await studio().drafts.save({ ...meta, ...fields, novelTitle }, reason);
        setState((s) => ({
          ...s,
          disk: { savedAt: Date.now(), saving: false, dirty: schedulerRef.current?.dirty ?? false, error: null },
          words: wordsOf(fields.content),
          file: result.file,
        }));
        // The lists only change when a draft appears, moves or starts or stops waiting.
        const listed = `${keyString(meta.key)}|${meta.pending ?? ''}`;
        if (listedRef.current !== listed) {
          listedRef.current = listed;
          refreshLocalDrafts(meta.key.serverUrl);
        }
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        setState((s) => ({ ...s, disk: { ...s.disk, saving: false, error: message } }));
        throw error;
      }
    },
    [novelTitle],
  );

  const id = keyString(key);
  const keyRef = useRef(key);
  // Load, then start the scheduler; flush and stop it when the editor closes.
  useEffect(() => {
    let cancelled = false;
    void openChapter(keyRef.current, chapterNumberHint).then(
      (opened) => {
        if (cancelled) return;
        metaRef.current = opened.meta;
        fieldsRef.current = { ...opened.fields };
        schedulerRef.current = new DraftScheduler({ ...TIMING, save, onError: () => undefined });
        setState((s) => ({
          ...s,
          status: 'ready',
          meta: opened.meta,
          fields: opened.fields,
          revision: s.revision + 1,
          words: wordsOf(opened.fields.content),
          disk: { ...s.disk, savedAt: opened.draft ? Date.parse(opened.draft.savedAt) : null },
        }));
      },
      (error: unknown) => {
        if (!cancelled)
          setState((s) => ({
            ...s,
            status: 'error',
            loadError: error instanceof Error ? error.message : String(error),
          }));
      },
    );
    const flush = () => void schedulerRef.current?.flush('manual');
    const onVisibility = () => document.visibilityState === 'hidden' && flush();
    window.addEventListener('beforeunload', flush);
    document.addEventListener('visibilitychange', onVisibility);
    setEditorSendHooks({
      // Saves wait while this draft is being sent: written under the old key meanwhile, a new chapter would
      // come back as a second local draft and be sent twice.
      before: async (target) => {
        if (!metaRef.current || !sameKey(target, metaRef.current.key)) return;
        await schedulerRef.current?.flush('manual');
        let release: () => void = () => undefined;
        sendingRef.current = { key: target, done: new Promise<void>((resolve) => (release = resolve)), release };
      },
      after: (target) => {
        const sending = sendingRef.current;
        if (sending && sameKey(sending.key, target)) {
          sendingRef.current = null;
          sending.release();
        }
      },
    });
    return () => {
      cancelled = true;
      window.removeEventListener('beforeunload', flush);
      document.removeEventListener('visibilitychange', onVisibility);
      setEditorSendHooks(null);
      sendingRef.current?.release();
      const scheduler = schedulerRef.current;
      schedulerRef.current = null;
      if (scheduler) void scheduler.flush('manual').finally(() => scheduler.dispose());
    };
    // The key string names the draft; a new object for the same draft must not reload it.
  }, [id, chapterNumberHint, save]);

  // Follow the queue: a sent draft takes the server's id and version; a conflict shows theirs.
  useEffect(
    () =>
      queue.subscribe(({ key: sentKey, outcome }) => {
        const meta = metaRef.current;
        if (!meta || !sameKey(sentKey, meta.key) || outcome.kind !== 'sent') return;
        const { chapter } = outcome;
        // Sent unchanged (the local draft is gone): the autosave must not write it back.
        if (outcome.key === null) schedulerRef.current?.markClean();
        setMeta({
          key: outcome.key ?? serverChapterKey(meta.key.serverUrl, meta.key.novelId, chapter.id),
          baseUpdatedAt: chapter.updatedAt,
          serverStatus: chapter.status,
          pending: null,
        });
        if (fieldsRef.current) fieldsRef.current.chapterNumber = chapter.chapterNumber;
        setState((s) => (s.fields ? { ...s, fields: { ...s.fields, chapterNumber: chapter.chapterNumber } } : s));
      }),
    [setMeta],
  );

  /** Any change: title, number, note or a keystroke in the editor. */
  const change = useCallback((patch?: Partial<DraftFields>) => {
    if (patch && fieldsRef.current) Object.assign(fieldsRef.current, patch);
    schedulerRef.current?.markDirty();
    // The inputs are controlled by `fields`; the editor's content is not (it remounts only on `revision`).
    const inputs = patch && !('content' in patch);
    setState((s) =>
      s.disk.dirty && !inputs
        ? s
        : {
            ...s,
            fields: inputs && s.fields ? { ...s.fields, ...patch } : s.fields,
            disk: { ...s.disk, dirty: true },
          },
    );
  }, []);

  /** Marks the draft as waiting for the server and writes it to disk before anything is sent. */
  const request = useCallback(
    async (action: PendingAction) => {
      setMeta({ pending: action });
      await schedulerRef.current?.flush('manual', true);
    },
    [setMeta],
  );

  /** Replaces what the editor shows (restore, take theirs) and remounts it. */
  const replace = useCallback(
    (fields: DraftFields, meta?: Partial<DraftMeta>) => {
      fieldsRef.current = { ...fields };
      if (meta) setMeta(meta);
      setState((s) => ({ ...s, fields, revision: s.revision + 1, words: wordsOf(fields.content) }));
    },
    [setMeta],
  );

  /** Keep mine: resend on top of their version (the server checks against it). */
  const keepMine = useCallback(
    async (theirs: Chapter) => {
      setMeta({ baseUpdatedAt: theirs.updatedAt, pending: metaRef.current?.pending ?? 'save-draft' });
      await schedulerRef.current?.flush('manual', true);
    },
    [setMeta],
  );

  const current = useCallback((): DraftFields | null => {
    const html = editorRef.current?.flush();
    if (fieldsRef.current && html !== undefined) fieldsRef.current.content = html;
    return fieldsRef.current ? { ...fieldsRef.current } : null;
  }, []);

  /** The fields as last taken from the editor, without asking it (safe during render). */
  const peek = useCallback((): DraftFields | null => (fieldsRef.current ? { ...fieldsRef.current } : null), []);

  return { state, editorRef, change, request, replace, keepMine, current, peek, save, metaRef };
}
