/**
 * The Google email belongs to an existing account: its password confirms that the person signing in owns it,
 * then Google is linked to it and the sign-in completes.
 */
import { GoogleLinkBodySchema, OIDC_MESSAGES, type GoogleSignedIn } from '@inkshelf/contracts';
import { Button } from '@inkshelf/reader-ui';
import { useId, useState, type FormEvent } from 'react';
import { accountApi } from '../../api-account.ts';
import { FormField } from '@inkshelf/ui/form-field';
import { failureDetail, isWrongPassword } from './google-callback.ts';

export interface GoogleLinkFormProps {
  email: string;
  onLinked: (result: GoogleSignedIn) => Promise<void>;
  onFailed: (detail: string) => void;
}

export function GoogleLinkForm({ email, onLinked, onFailed }: GoogleLinkFormProps) {
  const titleId = useId();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = GoogleLinkBodySchema.safeParse({ password });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      await onLinked(await accountApi.googleLink({ body: parsed.data }));
    } catch (failure) {
      setBusy(false);
      if (isWrongPassword(failure)) setError(OIDC_MESSAGES.passwordIncorrect);
      else onFailed(failureDetail(failure));
    }
  };

  return (
    <section
      aria-labelledby={titleId}
      className="grid w-full max-w-md gap-4 rounded-lg border border-border bg-card p-8 shadow-sm"
    >
      <div className="grid gap-2">
        <h1 id={titleId} className="text-xl font-bold">
          {OIDC_MESSAGES.linkTitle}
        </h1>
        <p className="text-sm text-muted-foreground">
          An Inkshelf account already uses <strong className="text-foreground">{email}</strong>. Enter its password once
          to sign in with Google from now on.
        </p>
      </div>
      <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <FormField
          label="Password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={error}
          autoFocus
        />
        <Button type="submit" disabled={busy}>
          {busy ? 'Linking...' : 'Link Google and sign in'}
        </Button>
      </form>
    </section>
  );
}
