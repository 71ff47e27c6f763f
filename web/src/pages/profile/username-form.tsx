/** Change-username form: disabled while blank, no call when unchanged, 'Username Not Available' on a conflict. */
import { zodResolver } from '@hookform/resolvers/zod';
import { ChangeUsernameFormSchema, MESSAGES, type ChangeUsernameForm } from '@inkshelf/contracts';
import { Button } from '@inkshelf/reader-ui';
import { useForm, useWatch } from 'react-hook-form';
import { FormField } from '@inkshelf/ui/form-field';
import { toast } from '@inkshelf/ui/toast';
import { PROFILE_TEXTS as T } from './texts.ts';
import { failureText, isUsernameConflict, useChangeUsername } from './use-account-mutations.ts';

export function UsernameForm({ current }: { current: string }) {
  const change = useChangeUsername();
  const form = useForm<ChangeUsernameForm>({
    resolver: zodResolver(ChangeUsernameFormSchema),
    defaultValues: { username: '' },
  });
  const typed = useWatch({ control: form.control, name: 'username' });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async ({ username }) => {
    if (username === current) return;
    try {
      const user = await change.mutateAsync(username);
      toast({ title: MESSAGES.toasts.usernameUpdated.title, description: T.usernameUpdated(user.username) });
      form.reset({ username: '' });
    } catch (error) {
      if (isUsernameConflict(error)) {
        toast({ ...MESSAGES.toasts.usernameNotAvailable, variant: 'destructive' });
      } else {
        toast({
          title: MESSAGES.toasts.errorTitle,
          description: failureText(error, MESSAGES.fallbacks.changeUsername),
          variant: 'destructive',
        });
      }
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
      <FormField
        label={T.usernameLabel}
        autoComplete="username"
        placeholder={current}
        error={errors.username?.message}
        {...form.register('username')}
      />
      <Button type="submit" className="justify-self-start" disabled={typed.trim() === '' || change.isPending}>
        {change.isPending ? T.usernameSaving : T.usernameSubmit}
      </Button>
    </form>
  );
}
