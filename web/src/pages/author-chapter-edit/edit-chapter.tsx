/** The edit-chapter form for one loaded chapter: local draft restore, save with expectedUpdatedAt, 409 -> conflict. */
import { isApiError } from '@inkshelf/api-client';
import { ChapterSchema, MESSAGES, type Chapter, type ChapterRead, type ChapterStatus } from '@inkshelf/contracts';
import { novelPath } from '@inkshelf/reader-ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../../api.ts';
import { PROSE_CONTAINER } from '../../layout/page.ts';
import { toast } from '@inkshelf/ui/toast';
import { refreshAuthorData } from '../author-shared/author-mutations.ts';
import { formFields, sameValues, toUpdateBody } from '../author-shared/chapter-body.ts';
import {
  ChapterForm,
  type ChapterFormMode,
  type ChapterValues,
  type ReleaseRequest,
} from '../author-shared/chapter-form.tsx';
import { editChapterDraftKey, loadDraft, removeDraft, type LocalChapterDraft } from '../author-shared/draft-storage.ts';
import { failureText } from '../author-shared/failure.ts';
import { RestoredNotice } from '../author-shared/restored-notice.tsx';
import { StatusBadge } from '../author-shared/status-badge.tsx';
import { AUTHOR_TEXTS as T } from '../author-shared/texts.ts';
import { ConflictView } from './conflict-view.tsx';
import { afterSavePath } from './resolve-slot.ts';

const MODES: Record<ChapterStatus, ChapterFormMode> = {
  draft: 'edit-draft',
  published: 'edit-published',
  scheduled: 'edit-scheduled',
};

/** A chapter as the editor holds it: the HTML read (no text-format `content`) or a 409's current version. */
type EditedChapter = Omit<Chapter, 'content'>;

/** The form's values of a chapter from the server: the form edits its HTML (`contentHtml`). */
export const valuesOf = (chapter: EditedChapter): ChapterValues => ({
  title: chapter.title,
  chapterNumber: String(chapter.chapterNumber),
  content: chapter.contentHtml,
  authorNote: chapter.authorNote ?? '',
});

/** The newer chapter a 409 answer carries, if it is one. */
export function conflictCurrent(error: unknown): Chapter | null {
  if (!isApiError(error, 409) || typeof error.body !== 'object' || error.body === null) return null;
  const parsed = ChapterSchema.safeParse((error.body as { current?: unknown }).current);
  return parsed.success ? parsed.data : null;
}

/** A restored local draft, unless it only repeats what is stored. */
function restoredDraft(key: string, stored: ChapterValues): LocalChapterDraft | null {
  const draft = loadDraft(key);
  if (draft && sameValues(draft, stored)) {
    removeDraft(key);
    return null;
  }
  return draft;
}

interface Conflict {
  theirs: Chapter;
  mine: ChapterValues;
  status: ChapterStatus | undefined;
  release: ReleaseRequest;
}

export function EditChapter({ chapter, returnTo }: { chapter: ChapterRead; returnTo: string | null }) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const draftKey = editChapterDraftKey(chapter.novelId, chapter.chapterNumber);
  /** The version this form edits: its updatedAt goes with every save, its number names the slot. */
  const [base, setBase] = useState<EditedChapter>(chapter);
  const [restored, setRestored] = useState(() => restoredDraft(draftKey, valuesOf(chapter)));
  const [defaults, setDefaults] = useState<ChapterValues>(() => (restored ? formFields(restored) : valuesOf(chapter)));
  const [formKey, setFormKey] = useState(0);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [pending, setPending] = useState(false);

  const reload = (values: ChapterValues) => {
    setDefaults(values);
    setFormKey((key) => key + 1);
  };

  const send = async (
    values: ChapterValues,
    status: ChapterStatus | undefined,
    against: EditedChapter,
    release: ReleaseRequest,
  ) => {
    setPending(true);
    try {
      await api.updateChapter({
        params: { novelId: chapter.novelId, slot: String(against.chapterNumber) },
        body: toUpdateBody(values, status, against.updatedAt, release),
      });
      removeDraft(draftKey);
      await refreshAuthorData(client);
      toast({ title: status === 'scheduled' ? MESSAGES.releases.scheduledToast : T.chapterSaved });
      void navigate(afterSavePath(returnTo, novelPath(chapter.novel.title)));
    } catch (error) {
      setPending(false);
      const theirs = conflictCurrent(error);
      if (theirs) {
        setConflict({ theirs, mine: values, status, release });
        return;
      }
      toast({
        title: MESSAGES.toasts.errorTitle,
        description: failureText(error, T.chapterSaveFailed),
        variant: 'destructive',
      });
    }
  };

  const takeTheirs = (theirs: Chapter) => {
    removeDraft(draftKey);
    setRestored(null);
    setBase(theirs);
    setConflict(null);
    reload(valuesOf(theirs));
  };

  return (
    <div className={`${PROSE_CONTAINER} grid gap-6 lg:max-w-5xl`}>
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold sm:text-3xl">{T.editChapterTitle}</h1>
        <p className="flex flex-wrap items-center gap-2 text-muted-foreground">
          <span>{chapter.novel.title}</span>
          <StatusBadge status={base.status} />
        </p>
      </header>
      {conflict ? (
        <ConflictView
          theirs={conflict.theirs}
          mine={conflict.mine}
          pending={pending}
          onKeepMine={() => void send(conflict.mine, conflict.status, conflict.theirs, conflict.release)}
          onTakeTheirs={() => takeTheirs(conflict.theirs)}
        />
      ) : (
        <ChapterForm
          key={formKey}
          defaults={defaults}
          mode={MODES[base.status]}
          release={
            base.status === 'scheduled' && base.publishAt
              ? { publishAt: base.publishAt, notifyFollowers: base.notifyFollowers ?? true }
              : undefined
          }
          draftKey={draftKey}
          restoredNotice={
            restored && (
              <RestoredNotice
                savedAt={restored.savedAt}
                onDiscard={() => {
                  removeDraft(draftKey);
                  setRestored(null);
                  reload(valuesOf(base));
                }}
              />
            )
          }
          pending={pending}
          onSave={(values, status, release) => send(values, status, base, release)}
        />
      )}
    </div>
  );
}
