/** The add and edit chapter form: title, digits-only number, the chapter editor, author's note, local autosave. */
import { zodResolver } from '@hookform/resolvers/zod';
import { ChapterEditor, type ChapterEditorHandle } from '@inkshelf/chapter-editor';
import { ChapterEditFormSchema, ChapterFormSchema, LIMITS, MESSAGES, type ChapterStatus } from '@inkshelf/contracts';
import { useId, useRef, type ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormField } from '@inkshelf/ui/form-field';
import { TextAreaField } from './fields.tsx';
import { AUTHOR_TEXTS as T } from './texts.ts';
import {
  FormButtons,
  ReleasePanel,
  useReleaseChoice,
  type ChapterFormMode,
  type ReleaseRequest,
} from './release-panel.tsx';
import { useDraftAutosave, type DraftFields } from './use-draft-autosave.ts';

export type ChapterValues = DraftFields;

export type { ChapterFormMode, ReleaseRequest };

export interface ChapterFormProps {
  defaults: ChapterValues;
  mode: ChapterFormMode;
  /** Local storage key of the autosaved draft (null: no autosave). */
  draftKey: string | null;
  /** Shown above the fields when a local draft was restored, with a way to drop it. */
  restoredNotice?: ReactNode;
  pending: boolean;
  /** The novel, whose release rhythm's next free slot a schedule with no time chosen takes. */
  novelId?: number;
  /** A scheduled chapter's release as stored (edit-scheduled). */
  release?: { publishAt: string; notifyFollowers: boolean } | undefined;
  /** `status` is the pressed button's, or undefined for 'Save Changes' (the status stays). */
  onSave: (values: ChapterValues, status: ChapterStatus | undefined, release: ReleaseRequest) => Promise<void>;
}

/** The contracts' chapter form rules without status (a button decides it) and with the note as plain text. */
const noteAsText = { authorNote: z.string().max(LIMITS.authorNoteMax, MESSAGES.validation.authorNoteTooLong) };
const CREATE_SCHEMA = ChapterFormSchema.omit({ status: true }).extend(noteAsText);
const EDIT_SCHEMA = ChapterEditFormSchema.omit({ status: true }).extend(noteAsText);
const SCHEMAS = {
  create: CREATE_SCHEMA,
  'edit-draft': EDIT_SCHEMA,
  'edit-published': EDIT_SCHEMA,
  'edit-scheduled': EDIT_SCHEMA,
} as const;

const digitsOnly = (text: string) => text.replace(/\D+/g, '');

export function ChapterForm(props: ChapterFormProps) {
  const { defaults, mode, draftKey, restoredNotice, pending, onSave } = props;
  const editorRef = useRef<ChapterEditorHandle>(null);
  const contentLabelId = useId();
  const contentErrorId = useId();
  const form = useForm<ChapterValues>({ resolver: zodResolver(SCHEMAS[mode]), defaultValues: defaults });
  const { errors } = form.formState;

  /** The editor debounces its output: take its latest HTML first. */
  const currentValues = (): ChapterValues => {
    const html = editorRef.current?.flush();
    if (html !== undefined && html !== form.getValues('content')) form.setValue('content', html);
    return form.getValues();
  };
  const autosave = useDraftAutosave(draftKey, currentValues, defaults);
  const release = useReleaseChoice(props.release, props.novelId);

  const save = (status: ChapterStatus | undefined) => {
    currentValues();
    const request = release.request(status);
    if (!request) return;
    void form.handleSubmit((values) => onSave(values, status, request))();
  };

  const numberField = form.register('chapterNumber');
  return (
    <form
      noValidate
      aria-label={mode === 'create' ? T.addChapterTitle : T.editChapterTitle}
      className="grid gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        save(mode === 'edit-published' ? undefined : mode === 'edit-scheduled' ? 'scheduled' : 'draft');
      }}
    >
      {restoredNotice}
      <div className="grid gap-4 sm:grid-cols-[1fr_12rem]">
        <FormField
          className="content-start"
          label={T.chapterTitle}
          error={errors.title?.message}
          disabled={pending}
          {...form.register('title')}
        />
        <FormField
          className="content-start"
          label={T.chapterNumber}
          hint={mode === 'create' ? T.chapterNumberHint : undefined}
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="off"
          error={errors.chapterNumber?.message}
          disabled={pending}
          {...numberField}
          onChange={(event) => {
            event.currentTarget.value = digitsOnly(event.currentTarget.value);
            void numberField.onChange(event);
          }}
        />
      </div>
      <div className="grid gap-1.5">
        <span id={contentLabelId} className="text-sm font-medium">
          {T.content}
        </span>
        <Controller
          control={form.control}
          name="content"
          render={({ field }) => (
            <ChapterEditor
              ref={editorRef}
              value={field.value}
              onChange={field.onChange}
              disabled={pending}
              aria-labelledby={contentLabelId}
              aria-describedby={errors.content ? contentErrorId : undefined}
              aria-invalid={Boolean(errors.content)}
              placeholder="Start writing your chapter..."
            />
          )}
        />
        {errors.content && (
          <p id={contentErrorId} role="alert" className="text-sm text-destructive">
            {errors.content.message}
          </p>
        )}
      </div>
      <TextAreaField
        label={T.authorNote}
        rows={3}
        error={errors.authorNote?.message}
        disabled={pending}
        {...form.register('authorNote')}
      />
      {mode !== 'edit-published' && <ReleasePanel release={release} disabled={pending} />}
      <div className="flex flex-wrap items-center justify-end gap-2">
        <p role="status" className="mr-auto text-xs text-muted-foreground">
          {autosave.savedAt && T.autosaved(autosave.savedAt.toLocaleTimeString('en-US', { timeStyle: 'short' }))}
        </p>
        <FormButtons
          mode={mode}
          scheduling={release.scheduling}
          pending={pending}
          onSave={save}
          onToggleSchedule={() => release.setScheduling(!release.scheduling)}
        />
      </div>
    </form>
  );
}
