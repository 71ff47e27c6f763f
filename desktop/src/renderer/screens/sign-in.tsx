/** Sign in with the server address, email or username and password; a second step asks for a two-factor code. */
import { isApiError } from '@inkshelf/api-client';
import { Button } from '@inkshelf/reader-ui';
import { FormField } from '@inkshelf/ui/form-field';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ErrorNotice } from '../components/fields.tsx';
import { normalizeServerUrl } from '../lib/server-url.ts';
import { signIn, useSession } from '../lib/session.ts';
import { studio } from '../lib/studio.ts';

const UNREACHABLE = 'Could not reach the server. Check the address and your connection.';

function signInError(error: unknown): string {
  if (isApiError(error, 0)) return UNREACHABLE;
  if (isApiError(error)) return error.detail;
  return error instanceof Error ? error.message : String(error);
}

const needsCode = (error: unknown) =>
  isApiError(error, 401) && typeof error.body === 'object' && error.body !== null && 'mfaRequired' in error.body
    ? error.body.mfaRequired === true
    : false;

export function SignInScreen() {
  const notice = useSession((state) => state.notice);
  const [serverUrl, setServerUrl] = useState('');
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [askCode, setAskCode] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [encryption, setEncryption] = useState(true);
  const codeRef = useRef<HTMLInputElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    void studio()
      .settings.get()
      .then((settings) => setServerUrl((value) => value || settings.serverUrl));
    void studio().credentials.isEncryptionAvailable().then(setEncryption);
    headingRef.current?.focus();
  }, []);

  useEffect(() => {
    if (askCode) codeRef.current?.focus();
  }, [askCode]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const url = normalizeServerUrl(serverUrl);
    setServerError(url ? null : 'Enter the address of an Inkshelf server, like https://inkshelf.example');
    if (!url) return;
    if (login.trim() === '' || password === '') {
      setError('Enter your email or username and your password.');
      return;
    }
    setPending(true);
    try {
      await signIn({
        serverUrl: url,
        emailOrUsername: login.trim(),
        password,
        code: askCode ? code.trim() : undefined,
      });
    } catch (caught) {
      if (needsCode(caught) && !askCode) setAskCode(true);
      else setError(signInError(caught));
    } finally {
      setPending(false);
    }
  };

  return (
    <main className="mx-auto grid min-h-dvh w-full max-w-md content-center gap-6 p-6">
      <div className="grid gap-1">
        <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-bold focus:outline-none">
          Sign in to Inkshelf Studio
        </h1>
        <p className="text-sm text-muted-foreground">Write offline, publish when you are back online.</p>
      </div>
      {notice && <p className="rounded-md border border-border bg-muted p-3 text-sm">{notice}</p>}
      <form noValidate aria-label="Sign in" className="grid gap-4" onSubmit={(event) => void submit(event)}>
        <FormField
          className="content-start"
          label="Server address"
          type="url"
          autoComplete="url"
          value={serverUrl}
          error={serverError}
          onChange={(event) => setServerUrl(event.target.value)}
          disabled={pending}
        />
        <FormField
          className="content-start"
          label="Email or username"
          autoComplete="username"
          value={login}
          onChange={(event) => setLogin(event.target.value)}
          disabled={pending}
        />
        <FormField
          className="content-start"
          label="Password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          disabled={pending}
        />
        {askCode && (
          <FormField
            className="content-start"
            ref={codeRef}
            label="Two-factor code"
            hint="Enter the 6-digit code from your authenticator app."
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            onChange={(event) => setCode(event.target.value.replace(/\s+/g, ''))}
            disabled={pending}
          />
        )}
        {error && <ErrorNotice>{error}</ErrorNotice>}
        <Button type="submit" disabled={pending}>
          {pending ? 'Signing in...' : askCode ? 'Verify and sign in' : 'Sign in'}
        </Button>
      </form>
      {!encryption && (
        <p className="text-sm text-muted-foreground">
          This computer offers no secure storage: you will need to sign in each time you start the studio.
        </p>
      )}
    </main>
  );
}
