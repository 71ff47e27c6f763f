/** Change-password form: section 5 rules (required, 8+ characters, matching confirmation), 'Password Updated'. */
import { zodResolver } from '@hookform/resolvers/zod';
import { ChangePasswordFormSchema, MESSAGES, type ChangePasswordForm } from '@inkshelf/contracts';
import { isApiError } from '@inkshelf/api-client';
import { Button } from '@inkshelf/reader-ui';
import { useForm } from 'react-hook-form';
import { FormField } from '@inkshelf/ui/form-field';
import { toast } from '@inkshelf/ui/toast';
import { PROFILE_TEXTS as T } from './texts.ts';
import { failureText, useChangePassword } from './use-account-mutations.ts';

const EMPTY: ChangePasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function PasswordForm() {
  const change = useChangePassword();
  const form = useForm<ChangePasswordForm>({ resolver: zodResolver(ChangePasswordFormSchema), defaultValues: EMPTY });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await change.mutateAsync({ currentPassword, newPassword });
      toast({ title: MESSAGES.toasts.passwordUpdated.title, description: T.passwordUpdated });
      form.reset(EMPTY);
    } catch (error) {
      const message = failureText(error, MESSAGES.fallbacks.changePassword);
      // 'Current password is incorrect.' belongs next to its field too.
      if (isApiError(error) && error.field === 'currentPassword') form.setError('currentPassword', { message });
      toast({ title: MESSAGES.toasts.errorTitle, description: message, variant: 'destructive' });
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
      <FormField
        label={T.currentPassword}
        type="password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...form.register('currentPassword')}
      />
      <FormField
        label={T.newPassword}
        type="password"
        autoComplete="new-password"
        error={errors.newPassword?.message}
        {...form.register('newPassword')}
      />
      <FormField
        label={T.confirmPassword}
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...form.register('confirmPassword')}
      />
      <Button type="submit" className="justify-self-start" disabled={change.isPending}>
        {change.isPending ? T.passwordSaving : T.passwordSubmit}
      </Button>
    </form>
  );
}
