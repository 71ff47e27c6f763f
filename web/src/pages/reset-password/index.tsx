/**
 * /reset-password?token=...: the link emailed by 'Forgot password?'. Sets a new password through
 * POST /api/reset-password/confirm, then offers to log in (the server ends every session of the account).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { LIMITS, MESSAGES, NewPasswordSchema } from '@inkshelf/contracts';
import { Button, errorMessage, useNotify } from '@inkshelf/reader-ui';
import { useMutation } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { z } from 'zod';
import { api } from '../../api.ts';
import { useAuthDialog } from '../../auth/auth-dialog-store.ts';
import { FormField } from '@inkshelf/ui/form-field';
import { PROSE_CONTAINER } from '../../layout/page.ts';
import { pageTitle, usePageMeta } from '../../layout/page-meta.ts';

const ResetFormSchema = z
  .object({ newPassword: NewPasswordSchema, confirmPassword: z.string() })
  .refine((form) => form.newPassword === form.confirmPassword, {
    error: MESSAGES.validation.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
type ResetForm = z.infer<typeof ResetFormSchema>;

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  usePageMeta(pageTitle('Choose a New Password'), 'Choose a new password for your Inkshelf account.');
  return (
    <div className={`${PROSE_CONTAINER} flex flex-1 items-center justify-center`}>
      <section className="grid w-full max-w-md gap-5 rounded-lg border border-border bg-card p-8 shadow-sm">
        <div className="grid gap-2 text-center">
          <KeyRound aria-hidden="true" className="mx-auto size-10 text-primary" />
          <h1 className="text-2xl font-bold">Choose a new password</h1>
        </div>
        {token ? <ResetPasswordForm token={token} /> : <InvalidLink />}
      </section>
    </div>
  );
}

function InvalidLink() {
  const openReset = useAuthDialog((state) => state.openReset);
  return (
    <div className="grid gap-4 text-center">
      <p role="alert" className="text-muted-foreground">
        {MESSAGES.errors.resetTokenInvalid}
      </p>
      <Button onClick={openReset}>Request a New Link</Button>
    </div>
  );
}

function ResetPasswordForm({ token }: { token: string }) {
  const notify = useNotify();
  const openAuth = useAuthDialog((state) => state.open);
  const confirm = useMutation({
    mutationFn: (values: ResetForm) => api.confirmResetPassword({ body: { token, newPassword: values.newPassword } }),
  });
  const form = useForm<ResetForm>({
    resolver: zodResolver(ResetFormSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await confirm.mutateAsync(values);
    } catch (error) {
      notify({
        title: MESSAGES.toasts.passwordResetFailedTitle,
        description: errorMessage(error, MESSAGES.errors.resetTokenInvalid),
        variant: 'destructive',
      });
    }
  });

  if (confirm.isSuccess) {
    return (
      <div className="grid gap-4 text-center">
        <p role="status">{confirm.data.message}</p>
        <Button onClick={() => openAuth('login')}>Log In</Button>
      </div>
    );
  }
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
      <FormField
        label="New password"
        type="password"
        autoComplete="new-password"
        error={errors.newPassword?.message}
        hint={`At least ${LIMITS.passwordMinChange} characters.`}
        {...form.register('newPassword')}
      />
      <FormField
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...form.register('confirmPassword')}
      />
      <Button type="submit" disabled={confirm.isPending}>
        {confirm.isPending ? 'Saving...' : 'Set New Password'}
      </Button>
    </form>
  );
}
