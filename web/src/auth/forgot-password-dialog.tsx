/** 'Forgot password?': POST /api/reset-password with the email, then the server's answer in the dialog. */
import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES, PasswordResetFormSchema, type PasswordResetForm } from '@inkshelf/contracts';
import { Button, errorMessage, useNotify } from '@inkshelf/reader-ui';
import { useMutation } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useForm } from 'react-hook-form';
import { api } from '../api.ts';
import { dialogCloseClasses, dialogContentClasses, dialogOverlayClasses } from '@inkshelf/ui/dialog-classes';
import { focusFirstField, restoreFocus } from '@inkshelf/ui/dialog-focus';
import { FormField } from '@inkshelf/ui/form-field';
import { useAuthDialog } from './auth-dialog-store.ts';

export function ForgotPasswordDialog() {
  const isOpen = useAuthDialog((state) => state.isResetOpen);
  const closeReset = useAuthDialog((state) => state.closeReset);
  const openLogin = useAuthDialog((state) => state.open);
  const opener = useAuthDialog((state) => state.opener);
  const notify = useNotify();
  const reset = useMutation({ mutationFn: (form: PasswordResetForm) => api.resetPassword({ body: form }) });
  const form = useForm<PasswordResetForm>({
    resolver: zodResolver(PasswordResetFormSchema),
    defaultValues: { email: '' },
  });

  const submit = form.handleSubmit(async (values) => {
    try {
      await reset.mutateAsync(values);
    } catch (error) {
      notify({
        title: MESSAGES.toasts.passwordResetFailedTitle,
        description: errorMessage(error, MESSAGES.toasts.passwordResetFailedTitle),
        variant: 'destructive',
      });
    }
  });

  const onOpenChange = (open: boolean) => {
    if (open) return;
    closeReset();
    reset.reset();
    form.reset();
  };

  return (
    <Dialog.Root open={isOpen} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogOverlayClasses} />
        <Dialog.Content
          className={dialogContentClasses}
          onOpenAutoFocus={focusFirstField}
          onCloseAutoFocus={(event) => restoreFocus(event, opener, { standIn: true })}
        >
          <div className="grid gap-1">
            <Dialog.Title className="text-lg font-semibold">Reset your password</Dialog.Title>
            <Dialog.Description className="text-sm text-muted-foreground">
              Enter the email of your account and we will send you a link to choose a new password.
            </Dialog.Description>
          </div>
          {reset.isSuccess ? (
            <div className="grid gap-4">
              <p role="status" className="rounded-md bg-muted p-3 text-sm">
                {reset.data.message}
              </p>
              <Button
                onClick={() => {
                  // Opening the login dialog closes this one and keeps the opener focus returns to.
                  openLogin('login');
                  reset.reset();
                  form.reset();
                }}
              >
                Back to Log In
              </Button>
            </div>
          ) : (
            <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
              <FormField
                label="Email"
                type="email"
                autoComplete="email"
                error={form.formState.errors.email?.message}
                {...form.register('email')}
              />
              <Button type="submit" disabled={reset.isPending}>
                {reset.isPending ? 'Sending...' : 'Send Reset Link'}
              </Button>
            </form>
          )}
          <Dialog.Close aria-label="Close" className={dialogCloseClasses}>
            <X aria-hidden="true" className="size-4" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
