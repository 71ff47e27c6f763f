/** Login tab: email or username, password, 'Remember me', and the 'Forgot password?' link. */
import { zodResolver } from '@hookform/resolvers/zod';
import { LoginFormSchema, MESSAGES, type LoginForm as LoginValues } from '@inkshelf/contracts';
import { Button, errorMessage, useNotify } from '@inkshelf/reader-ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { CheckboxField, FormField } from '@inkshelf/ui/form-field';
import { MfaChallenge } from './mfa-challenge.tsx';
import { useLogin } from './session.ts';

const T = MESSAGES.toasts;

export function LoginForm({ onDone, onForgotPassword }: { onDone: () => void; onForgotPassword: () => void }) {
  const notify = useNotify();
  const login = useLogin();
  /** The password was right and the account has two-factor: the code step replaces the form. */
  const [codeStep, setCodeStep] = useState(false);
  const form = useForm<LoginValues>({
    resolver: zodResolver(LoginFormSchema),
    defaultValues: { emailOrUsername: '', password: '', rememberMe: false },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      const user = await login.mutateAsync(values);
      if (user.mfaRequired) {
        setCodeStep(true);
        return;
      }
      notify({ title: T.loginSuccess.title, description: T.loginSuccess.description(user.username) });
      onDone();
    } catch (error) {
      notify({
        title: T.loginFailed.title,
        description: errorMessage(error, T.loginFailed.title),
        variant: 'destructive',
      });
    }
  });

  if (codeStep) return <MfaChallenge onVerified={onDone} onCancelled={() => setCodeStep(false)} />;

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
      <FormField
        label="Email or username"
        autoComplete="username"
        error={errors.emailOrUsername?.message}
        {...form.register('emailOrUsername')}
      />
      <FormField
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <div className="flex items-center justify-between gap-2">
        <CheckboxField label="Remember me" {...form.register('rememberMe')} />
        <Button variant="link" size="sm" className="px-0" onClick={onForgotPassword}>
          Forgot password?
        </Button>
      </div>
      <Button type="submit" disabled={login.isPending}>
        {login.isPending ? 'Logging in...' : 'Log In'}
      </Button>
    </form>
  );
}
