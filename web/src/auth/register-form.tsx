/** Register tab: email, password (6+), confirmation and the terms checkbox; the server generates the username. */
import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES, RegisterFormSchema, type RegisterForm as RegisterValues } from '@inkshelf/contracts';
import { Button, errorMessage, useNotify } from '@inkshelf/reader-ui';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { CheckboxField, FormField } from '@inkshelf/ui/form-field';
import { useRegister } from './session.ts';

const T = MESSAGES.toasts;

export function RegisterForm({ onDone }: { onDone: () => void }) {
  const notify = useNotify();
  const register = useRegister();
  const form = useForm<RegisterValues>({
    resolver: zodResolver(RegisterFormSchema),
    defaultValues: { email: '', password: '', confirmPassword: '', terms: false },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      const user = await register.mutateAsync(values);
      notify({ title: T.registrationSuccess.title, description: T.registrationSuccess.description(user.username) });
      onDone();
    } catch (error) {
      notify({
        title: T.registrationFailed.title,
        description: errorMessage(error, T.registrationFailed.title),
        variant: 'destructive',
      });
    }
  });

  const legalLink = 'font-medium text-primary underline-offset-4 hover:underline';
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
      <FormField
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <FormField
        label="Password"
        type="password"
        autoComplete="new-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <FormField
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...form.register('confirmPassword')}
      />
      <CheckboxField
        label={
          <>
            I accept the{' '}
            <Link to="/terms" className={legalLink} onClick={onDone}>
              Terms of Service
            </Link>{' '}
            and the{' '}
            <Link to="/privacy" className={legalLink} onClick={onDone}>
              Privacy Policy
            </Link>
          </>
        }
        error={errors.terms?.message}
        {...form.register('terms')}
      />
      <p className="text-xs text-muted-foreground">
        We give you a reader name to start with; you can change it on your profile.
      </p>
      <Button type="submit" disabled={register.isPending}>
        {register.isPending ? 'Creating account...' : 'Create Account'}
      </Button>
    </form>
  );
}
