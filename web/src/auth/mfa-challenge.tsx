/**
 * The code step of a sign-in: a 6-digit code from the authenticator app, or a recovery code. Verify finishes the
 * sign-in; Cancel signs out. Used inside the login dialog and by the dialog shown whenever a code is owed.
 */
import { isApiError } from '@inkshelf/api-client';
import { MESSAGES, RecoveryCodeSchema, TotpCodeSchema, type CurrentUser } from '@inkshelf/contracts';
import { Button, errorMessage, useNotify } from '@inkshelf/reader-ui';
import { useState, type FormEvent } from 'react';
import { FormField } from '@inkshelf/ui/form-field';
import { MFA_TEXTS as T, useMfaChallenge } from './mfa.ts';
import { useLogout } from './session.ts';

export interface MfaChallengeProps {
  onVerified?: (user: CurrentUser) => void;
  onCancelled?: () => void;
}

/** The server's message without the status prefix (falls back to the generic wording). */
const detailOf = (error: unknown) =>
  (isApiError(error) && error.status > 0 && error.detail.trim()) || errorMessage(error, T.failed);

export function MfaChallenge({ onVerified, onCancelled }: MfaChallengeProps) {
  const notify = useNotify();
  const challenge = useMfaChallenge();
  const logout = useLogout();
  const [recovery, setRecovery] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = (recovery ? RecoveryCodeSchema : TotpCodeSchema).safeParse(value);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    try {
      const user = await challenge.mutateAsync(recovery ? { recoveryCode: parsed.data } : { code: parsed.data });
      notify({
        title: MESSAGES.toasts.loginSuccess.title,
        description: MESSAGES.toasts.loginSuccess.description(user.username),
      });
      onVerified?.(user);
    } catch (failure) {
      const message = detailOf(failure);
      setError(message);
      setValue('');
      notify({ title: T.failed, description: message, variant: 'destructive' });
    }
  };

  const cancel = () =>
    logout.mutate(undefined, {
      onSettled: () => onCancelled?.(),
      onError: (failure) =>
        notify({
          title: MESSAGES.toasts.logoutFailed.title,
          description: errorMessage(failure, MESSAGES.toasts.logoutFailed.title),
          variant: 'destructive',
        }),
    });

  const toggle = () => {
    setRecovery((on) => !on);
    setValue('');
    setError(undefined);
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4" aria-label={T.title}>
      <p className="text-sm text-muted-foreground">{recovery ? T.recoveryIntro : T.codeIntro}</p>
      <FormField
        key={recovery ? 'recovery' : 'code'}
        label={recovery ? T.recoveryLabel : T.codeLabel}
        autoComplete="one-time-code"
        inputMode={recovery ? 'text' : 'numeric'}
        maxLength={recovery ? 20 : 7}
        spellCheck={false}
        autoCapitalize="off"
        autoFocus
        value={value}
        error={error}
        onChange={(event) => setValue(event.target.value)}
      />
      <Button variant="link" size="sm" className="justify-self-start px-0" onClick={toggle}>
        {recovery ? T.useCode : T.useRecovery}
      </Button>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" disabled={logout.isPending} onClick={cancel}>
          {T.cancel}
        </Button>
        <Button type="submit" disabled={challenge.isPending}>
          {challenge.isPending ? T.verifying : T.verify}
        </Button>
      </div>
    </form>
  );
}
