/**
 * The create and edit novel form: title, genres (from the site's list), tags, synopsis, content rating and warnings,
 * completion status, (edit) status and cover, and its buttons. A save the server refuses because of one field shows
 * its message beside that field (the page's toast says it too).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  COMPLETION_STATUS_LABELS,
  COMPLETION_STATUSES,
  CONTENT_RATING_LABELS,
  CONTENT_RATINGS,
  CONTENT_WARNING_LABELS,
  CONTENT_WARNINGS,
  NOVEL_STATUSES,
  NovelEditFormSchema,
  type NovelEditForm,
  type NovelStatus,
} from '@inkshelf/contracts';
import { Button } from '@inkshelf/reader-ui';
import type { ReactNode } from 'react';
import { Controller, useForm, type FieldError, type FieldErrors } from 'react-hook-form';
import { CheckboxGroupField, RadioGroupField } from '@inkshelf/ui/choice-group';
import { FormField } from '@inkshelf/ui/form-field';
import { CoverField } from './cover-field.tsx';
import { TextAreaField } from './fields.tsx';
import { GenresField } from './genres-field.tsx';
import { fieldOfSaveError } from './novel-errors.ts';
import { TagsField } from './tags-field.tsx';
import { AUTHOR_TEXTS as T } from './texts.ts';

const RATING_OPTIONS = CONTENT_RATINGS.map((value) => ({ value, label: CONTENT_RATING_LABELS[value] }));
const WARNING_OPTIONS = CONTENT_WARNINGS.map((value) => ({ value, label: CONTENT_WARNING_LABELS[value] }));
const COMPLETION_OPTIONS = COMPLETION_STATUSES.map((value) => ({ value, label: COMPLETION_STATUS_LABELS[value] }));
const STATUS_OPTIONS = NOVEL_STATUSES.map((value) => ({ value, label: value === 'draft' ? T.draft : T.published }));

/** The message of a list field: about the whole list, else about its first bad item ('tags.2'). */
function listMessage(error: FieldErrors<NovelEditForm>['tags']): string | undefined {
  if (!error) return undefined;
  const items: readonly (FieldError | undefined)[] = Array.isArray(error) ? error : [];
  return error.message ?? items.find((item) => item?.message)?.message;
}

export interface NovelFormProps {
  defaults: NovelEditForm;
  /** 'create' shows 'Publish Novel' and no status radios; 'edit' shows the status radios and 'Publish'. */
  mode: 'create' | 'edit';
  /** Rejects with the request's error when the save failed (after telling the author in a toast). */
  onSubmit: (values: NovelEditForm, status: NovelStatus) => Promise<void>;
  pending: boolean;
  /** Upload progress of the pending request, 0..100, or null when not known. */
  progress: number | null;
  /** Extra buttons before the save buttons (Cancel on the edit page). */
  leadingActions?: ReactNode;
}

export function NovelForm({ defaults, mode, onSubmit, pending, progress, leadingActions }: NovelFormProps) {
  const form = useForm<NovelEditForm>({ resolver: zodResolver(NovelEditFormSchema), defaultValues: defaults });
  const { errors } = form.formState;

  const submitWith = (status?: NovelStatus) =>
    form.handleSubmit(async (values) => {
      const chosen = status ?? values.status;
      form.setValue('status', chosen);
      try {
        await onSubmit(values, chosen);
      } catch (error) {
        const problem = fieldOfSaveError(error);
        if (problem) form.setError(problem.field, { type: 'server', message: problem.message }, { shouldFocus: true });
      }
    });

  return (
    <form
      noValidate
      aria-label={mode === 'create' ? T.createNovelTitle : T.editNovelTitle}
      className="grid gap-5"
      onSubmit={(event) => void submitWith()(event)}
    >
      <FormField label={T.title} error={errors.title?.message} disabled={pending} {...form.register('title')} />
      <Controller
        control={form.control}
        name="genres"
        render={({ field }) => (
          <GenresField
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            error={listMessage(errors.genres)}
            disabled={pending}
          />
        )}
      />
      <Controller
        control={form.control}
        name="tags"
        render={({ field }) => (
          <TagsField
            value={field.value}
            onChange={field.onChange}
            inputRef={field.ref}
            error={listMessage(errors.tags)}
            disabled={pending}
          />
        )}
      />
      <TextAreaField
        label={mode === 'create' ? T.synopsis : T.description}
        rows={6}
        error={errors.description?.message}
        disabled={pending}
        {...form.register('description')}
      />
      <Controller
        control={form.control}
        name="contentRating"
        render={({ field }) => (
          <RadioGroupField
            legend={T.contentRating}
            name={field.name}
            value={field.value}
            options={RATING_OPTIONS}
            onChange={field.onChange}
            disabled={pending}
          />
        )}
      />
      <Controller
        control={form.control}
        name="contentWarnings"
        render={({ field }) => (
          <CheckboxGroupField
            legend={T.contentWarnings}
            hint={T.contentWarningsHint}
            name={field.name}
            value={field.value}
            options={WARNING_OPTIONS}
            onChange={field.onChange}
            disabled={pending}
          />
        )}
      />
      <Controller
        control={form.control}
        name="completionStatus"
        render={({ field }) => (
          <RadioGroupField
            legend={T.completionStatus}
            name={field.name}
            value={field.value}
            options={COMPLETION_OPTIONS}
            onChange={field.onChange}
            disabled={pending}
          />
        )}
      />
      {mode === 'edit' && (
        <Controller
          control={form.control}
          name="status"
          render={({ field }) => (
            <RadioGroupField
              legend={T.status}
              name={field.name}
              value={field.value}
              options={STATUS_OPTIONS}
              onChange={field.onChange}
              disabled={pending}
            />
          )}
        />
      )}
      <Controller
        control={form.control}
        name="coverImage"
        render={({ field }) => <CoverField value={field.value ?? null} onChange={field.onChange} disabled={pending} />}
      />
      {pending && (
        <div className="grid gap-1" role="status">
          <span className="text-sm text-muted-foreground">{progress === null ? T.saving : T.uploading(progress)}</span>
          <progress
            className="h-2 w-full accent-primary"
            max={100}
            value={progress ?? undefined}
            aria-label={T.uploading(progress ?? 0)}
          />
        </div>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        {leadingActions}
        <Button variant="outline" disabled={pending} onClick={() => void submitWith('draft')()}>
          {T.saveAsDraft}
        </Button>
        <Button disabled={pending} onClick={() => void submitWith('published')()}>
          {mode === 'create' ? T.publishNovel : T.publish}
        </Button>
      </div>
    </form>
  );
}
