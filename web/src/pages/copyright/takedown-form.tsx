/**
 * The copyright page's notice form (issue 18): posts `POST /api/takedowns` without an account, shows each field's
 * problem beside it (the contracts' messages, the server's too: an address that is not a page here names itself),
 * then the case number and the time by which it is reviewed.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { TakedownFormSchema, type TakedownBody, type TakedownCase, type TakedownFormInput } from '@inkshelf/contracts';
import { isApiError } from '@inkshelf/api-client';
import { Button, Field } from '@inkshelf/reader-ui';
import { useMutation } from '@tanstack/react-query';
import { CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { moderationApi } from '../../api-moderation.ts';
import { CheckboxField, FormField } from '@inkshelf/ui/form-field';
import { inputClasses } from '@inkshelf/ui/input-classes';
import { formatDueTime, TAKEDOWN_FORM_TEXTS as T } from './texts.ts';

const EMPTY: TakedownFormInput = {
  claimantName: '',
  email: '',
  urls: '',
  originalWork: '',
  goodFaith: false,
  accuracy: false,
  signature: '',
};

const FIELDS = Object.keys(EMPTY) as (keyof TakedownFormInput)[];
const textareaClasses = `${inputClasses} h-auto py-2`;

function Confirmation({ received, onAnother }: { received: TakedownCase; onAnother: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div role="status" className="grid gap-3 rounded-lg border border-border bg-muted/50 p-4 sm:p-6">
      <h3 ref={heading} tabIndex={-1} className="flex items-center gap-2 text-lg font-semibold outline-none">
        <CircleCheck aria-hidden="true" className="size-5 shrink-0 text-primary" />
        {T.receivedTitle(received.id)}
      </h3>
      <p>
        {T.receivedBody} <strong>{formatDueTime(received.dueAt)}</strong>.
      </p>
      <p className="text-sm text-muted-foreground">{T.receivedNote}</p>
      <Button type="button" variant="outline" className="justify-self-start" onClick={onAnother}>
        {T.another}
      </Button>
    </div>
  );
}

export function TakedownForm() {
  const send = useMutation({ mutationFn: (body: TakedownBody) => moderationApi.createTakedown({ body }) });
  const form = useForm<TakedownFormInput, unknown, TakedownBody>({
    resolver: zodResolver(TakedownFormSchema),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  // Registered in page order (the textareas render inside Field), so a failed submit focuses the first problem.
  const fields = {
    claimantName: form.register('claimantName'),
    email: form.register('email'),
    urls: form.register('urls'),
    originalWork: form.register('originalWork'),
  };

  const submit = form.handleSubmit(async (body) => {
    try {
      await send.mutateAsync(body);
    } catch (error) {
      const field = isApiError(error) ? error.field : undefined;
      const message = (isApiError(error) && error.status > 0 && error.detail.trim()) || T.failed;
      if (field && (FIELDS as string[]).includes(field))
        form.setError(field as keyof TakedownFormInput, { message }, { shouldFocus: true });
      else form.setError('root', { message });
    }
  });

  if (send.data)
    return (
      <Confirmation
        received={send.data}
        onAnother={() => {
          send.reset();
          form.reset(EMPTY);
        }}
      />
    );

  return (
    <form
      noValidate
      aria-label={T.formHeading}
      onSubmit={(event) => void submit(event)}
      className="grid gap-4 rounded-lg border border-border p-4 sm:p-6"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={T.claimantName}
          autoComplete="name"
          error={errors.claimantName?.message}
          {...fields.claimantName}
        />
        <FormField
          label={T.email}
          type="email"
          autoComplete="email"
          hint={T.emailHint}
          error={errors.email?.message}
          {...fields.email}
        />
      </div>
      <Field label={T.urls} hint={T.urlsHint} error={errors.urls?.message}>
        {(control) => (
          <textarea {...control} rows={3} className={textareaClasses} spellCheck={false} {...fields.urls} />
        )}
      </Field>
      <Field label={T.originalWork} hint={T.originalWorkHint} error={errors.originalWork?.message}>
        {(control) => <textarea {...control} rows={4} className={textareaClasses} {...fields.originalWork} />}
      </Field>
      <CheckboxField label={T.goodFaith} error={errors.goodFaith?.message} {...form.register('goodFaith')} />
      <CheckboxField label={T.accuracy} error={errors.accuracy?.message} {...form.register('accuracy')} />
      <FormField
        label={T.signature}
        hint={T.signatureHint}
        className="sm:max-w-sm"
        error={errors.signature?.message}
        {...form.register('signature')}
      />
      {errors.root?.message && (
        <p role="alert" className="text-sm text-destructive">
          {errors.root.message}
        </p>
      )}
      <Button type="submit" className="justify-self-start" disabled={send.isPending}>
        {send.isPending ? T.sending : T.submit}
      </Button>
    </form>
  );
}
