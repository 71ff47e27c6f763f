/** The chapter editor: title, number, the shared ChapterEditor, author's note, actions, conflict view and status bar. */
import { ChapterEditor } from '@inkshelf/chapter-editor';
import { Button, ChapterReader, Spinner } from '@inkshelf/reader-ui';
import { ArrowLeft, Eye, History, Send, Upload } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useStore } from 'zustand';
import type { DraftKey, PendingAction } from '../../../shared/bridge.ts';
import { Modal } from '../../components/dialog.tsx';
import { ErrorNotice, TextAreaField } from '../../components/fields.tsx';
import { toast } from '@inkshelf/ui/toast';
import { FormField } from '@inkshelf/ui/form-field';
import { useConnectivity } from '../../lib/connectivity.ts';
import { keyString } from '../../lib/draft-keys.ts';
import { studio } from '../../lib/studio.ts';
import { hasText } from '../../lib/text.ts';
import { useEditorStatus } from '../../state/editor-status.ts';
import { go } from '../../state/nav.ts';
import { queue, refreshLocalDrafts, runQueue } from '../../state/runtime.ts';
import { ConflictView } from './conflict-view.tsx';
import { SnapshotsDialog } from './snapshots-dialog.tsx';
import { useChapterDraft } from './use-chapter-draft.ts';

export interface EditorScreenProps {
  draftKey: DraftKey;
  novelTitle: string;
  chapterNumber: number | null;
}

const digitsOnly = (text: string) => text.replace(/\D+/g, '');

export function EditorScreen({ draftKey, novelTitle, chapterNumber }: EditorScreenProps) {
  const { state, editorRef, change, request, replace, keepMine, current, peek } = useChapterDraft(
    draftKey,
    novelTitle,
    chapterNumber,
  );
  const online = useConnectivity((s) => s.online);
  const conflicts = useStore(queue.store, (s) => s.conflicts);
  const failures = useStore(queue.store, (s) => s.failures);
  const [errors, setErrors] = useState<{ title?: string; content?: string }>({});
  const [preview, setPreview] = useState<ReturnType<typeof current>>(null);
  const [snapshotsOpen, setSnapshotsOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const contentLabelId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);

  const { fields, meta, revision, disk, words, file } = state;
  useEffect(() => {
    useEditorStatus.setState({ status: { disk, words, file } });
  }, [disk, words, file]);
  useEffect(() => () => useEditorStatus.setState({ status: null }), []);
  useEffect(() => {
    if (state.status === 'ready') headingRef.current?.focus();
  }, [state.status]);

  if (state.status === 'loading') return <Spinner label="Opening the chapter" />;
  if (state.status === 'error' || !meta || !fields) {
    return <ErrorNotice>Could not open the chapter: {state.loadError}</ErrorNotice>;
  }
  const id = keyString(meta.key);
  const number = fields.chapterNumber ? String(fields.chapterNumber) : '';
  const theirs = conflicts[id] ?? null;
  const failure = failures[id];

  const send = async (action: PendingAction) => {
    const values = current();
    const found = {
      ...(values?.title.trim() ? {} : { title: 'Chapter title is required' }),
      ...(values && hasText(values.content) ? {} : { content: 'Chapter content is required' }),
    };
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await request(action);
      if (online === false) {
        toast({ title: 'Saved on this computer', description: 'It will be sent when the server is reachable again.' });
      } else {
        await runQueue();
      }
    } finally {
      setBusy(false);
    }
  };

  const onKeepMine = async () => {
    if (!theirs) return;
    setBusy(true);
    try {
      await keepMine(theirs);
      queue.resolve(meta.key);
      await runQueue();
    } finally {
      setBusy(false);
    }
  };

  const onTakeTheirs = async () => {
    if (!theirs) return;
    setBusy(true);
    try {
      // Mine stays as a snapshot (a manual save takes one), then the draft becomes theirs and waits for nothing.
      await studio().drafts.save({ ...meta, ...(current() ?? fields), novelTitle }, 'manual');
      const theirFields = {
        title: theirs.title,
        chapterNumber: theirs.chapterNumber,
        content: theirs.contentHtml,
        authorNote: theirs.authorNote ?? '',
      };
      const theirMeta = { baseUpdatedAt: theirs.updatedAt, serverStatus: theirs.status, pending: null };
      await studio().drafts.save({ ...meta, ...theirMeta, ...theirFields, novelTitle }, 'manual');
      replace(theirFields, theirMeta);
      queue.resolve(meta.key);
      refreshLocalDrafts(meta.key.serverUrl);
      toast({ title: 'Took their version', description: 'Yours is kept in Snapshots.' });
    } finally {
      setBusy(false);
    }
  };

  const heading = number ? `Chapter ${number}` : 'New chapter';
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="ghost" size="sm" onClick={() => go({ name: 'novel', novelId: meta.key.novelId, novelTitle })}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {novelTitle}
        </Button>
      </div>
      <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-bold focus:outline-none">
        {heading}
        {meta.key.chapterId === null && (
          <span className="ml-2 text-base font-normal text-muted-foreground">(on this computer)</span>
        )}
      </h1>
      {theirs && (
        <ConflictView
          theirs={theirs}
          mine={peek() ?? fields}
          pending={busy}
          onKeepMine={() => void onKeepMine()}
          onTakeTheirs={() => void onTakeTheirs()}
        />
      )}
      {failure && <ErrorNotice>The server refused this chapter: {failure}</ErrorNotice>}
      {meta.pending && !theirs && (
        <p role="status" className="rounded-md border border-border bg-muted p-3 text-sm">
          {meta.pending === 'publish' ? 'Waiting to publish' : 'Waiting to save to the server'}
          {online === false ? ': it will be sent when the server is reachable again.' : '...'}
        </p>
      )}
      <form noValidate aria-label="Chapter" className="grid gap-4" onSubmit={(event) => event.preventDefault()}>
        <div className="grid gap-4 sm:grid-cols-[1fr_12rem]">
          <FormField
            className="content-start"
            label="Chapter title"
            value={fields.title}
            error={errors.title}
            onChange={(event) => change({ title: event.target.value })}
          />
          <FormField
            className="content-start"
            label="Chapter number"
            hint={meta.key.chapterId === null ? 'Leave empty for the next number' : undefined}
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete="off"
            value={number}
            onChange={(event) => {
              const digits = digitsOnly(event.target.value);
              change({ chapterNumber: digits === '' ? null : Number(digits) });
            }}
          />
        </div>
        <div className="grid gap-1.5" onInput={() => change()} onPaste={() => change()}>
          <span id={contentLabelId} className="text-sm font-medium">
            Content
          </span>
          <ChapterEditor
            key={revision}
            ref={editorRef}
            value={fields.content}
            onChange={(html) => change({ content: html })}
            aria-labelledby={contentLabelId}
            aria-invalid={Boolean(errors.content)}
            placeholder="Start writing your chapter..."
          />
          {errors.content && (
            <p role="alert" className="text-sm text-destructive">
              {errors.content}
            </p>
          )}
        </div>
        <TextAreaField
          label="Author's note"
          rows={3}
          value={fields.authorNote}
          onChange={(event) => change({ authorNote: event.target.value })}
        />
        <div className="flex flex-wrap items-center justify-end gap-2">
          <Button variant="ghost" onClick={() => setPreview(current())}>
            <Eye aria-hidden="true" className="size-4" />
            Preview
          </Button>
          <Button variant="ghost" onClick={() => setSnapshotsOpen(true)}>
            <History aria-hidden="true" className="size-4" />
            Snapshots
          </Button>
          {meta.serverStatus === 'published' ? (
            // A published chapter stays published: one action sends the changes.
            <Button disabled={busy} onClick={() => void send('save-draft')}>
              <Upload aria-hidden="true" className="size-4" />
              Save to server
            </Button>
          ) : (
            <>
              <Button variant="outline" disabled={busy} onClick={() => void send('save-draft')}>
                <Upload aria-hidden="true" className="size-4" />
                Save draft to server
              </Button>
              <Button disabled={busy} onClick={() => void send('publish')}>
                <Send aria-hidden="true" className="size-4" />
                Publish
              </Button>
            </>
          )}
        </div>
      </form>
      <Modal open={preview !== null} onOpenChange={(open) => !open && setPreview(null)} title="Preview" size="xl">
        {preview && (
          <ChapterReader
            title={preview.title || 'Untitled chapter'}
            contentHtml={preview.content}
            authorNote={preview.authorNote || null}
            headingLevel={2}
            eyebrow={preview.chapterNumber ? `Chapter ${preview.chapterNumber}` : novelTitle}
          />
        )}
      </Modal>
      <SnapshotsDialog
        open={snapshotsOpen}
        draftKey={meta.key}
        onOpenChange={setSnapshotsOpen}
        onRestored={(draft) => {
          replace({
            title: draft.title,
            chapterNumber: draft.chapterNumber,
            content: draft.content,
            authorNote: draft.authorNote,
          });
          refreshLocalDrafts(meta.key.serverUrl);
          toast({ title: 'Snapshot restored' });
        }}
      />
    </div>
  );
}
