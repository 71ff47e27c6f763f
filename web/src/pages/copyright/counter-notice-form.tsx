/**
 * The counter-notice form of the copyright page (issue 18), shown when the page is opened from the removal mail
 * (`/copyright?case=N#counter-notice`): posts `POST /api/takedowns/{id}/counter-notice` for the signed-in author
 * of the removed content; signed out, it asks them to sign in first.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { CounterNoticeFormSchema, type CounterNoticeBody, type CounterNoticeFormInput } from '@inkshelf/contracts';
import { isApiError } from '@inkshelf/api-client';
import { Button, Field } from '@inkshelf/reader-ui';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { moderationApi } from '../../api-moderation.ts';
import { useAuthDialog } from '../../auth/auth-dialog-store.ts';
import { useCurrentUser } from '../../auth/use-current-user.ts';
import { CheckboxField, FormField } from '@inkshelf/ui/form-field';
import { inputClasses } from '@inkshelf/ui/input-classes';
import { TAKEDOWN_FORM_TEXTS as T } from './texts.ts';

const EMPTY: CounterNoticeFormInput = { statement: '', name: '', signature: '', consent: false };

export function CounterNoticeForm({ caseId }: { caseId: number }) {
  const { user } = useCurrentUser();
  const openSignIn = useAuthDialog((state) => state.open);
  const send = useMutation({
    mutationFn: (body: CounterNoticeBody) => moderationApi.counterNotice({ params: { id: caseId }, body }),
  });
  const form = useForm<CounterNoticeFormInput, unknown, CounterNoticeBody>({
    resolver: zodResolver(CounterNoticeFormSchema),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  const frame = 'grid gap-4 rounded-lg border border-border p-4 sm:p-6';

  if (!user)
    return (
      <div className={frame}>
        <p>{T.counterSignIn}</p>
        <Button type="button" className="justify-self-start" onClick={() => openSignIn('login')}>
          {T.counterSignInAction}
        </Button>
      </div>
    );
  if (send.data)
    return (
      <p role="status" className={`${frame} bg-muted/50`}>
        {T.counterSent}
      </p>
    );

  // Registered here, before the fields below, so that a failed submit focuses the first field in page order.
  const statement = form.register('statement');
  const submit = form.handleSubmit(async (body) => {
    try {
      await send.mutateAsync(body);
    } catch (error) {
      form.setError('root', {
        message: (isApiError(error) && error.status > 0 && error.detail.trim()) || T.counterFailed,
      });
    }
  });

  return (
    <form noValidate aria-label={T.counterHeading} onSubmit={(event) => void submit(event)} className={frame}>
      <p className="text-sm text-muted-foreground">{T.counterIntro(caseId)}</p>
      <Field label={T.statement} hint={T.statementHint} error={errors.statement?.message}>
        {(control) => <textarea {...control} rows={4} className={`${inputClasses} h-auto py-2`} {...statement} />}
      </Field>
      <FormField label={T.counterName} autoComplete="name" error={errors.name?.message} {...form.register('name')} />
      <CheckboxField label={T.consent} error={errors.consent?.message} {...form.register('consent')} />
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
        {send.isPending ? T.sending : T.counterSubmit}
      </Button>
    </form>
  );
}
