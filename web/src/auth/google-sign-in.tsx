/**
 * Google sign-in. The server does not offer it yet, so useAuthProviders() reports it off and the button stays
 * hidden; when the server lists its providers, read them here. The button reads 'Signing in...' while working
 * and returns through /auth/callback.
 */
import { MESSAGES } from '@inkshelf/contracts';
import { Button, useNotify } from '@inkshelf/reader-ui';
import { useState } from 'react';

export interface AuthProviders {
  google: boolean;
}

export function useAuthProviders(): AuthProviders {
  return { google: false };
}

/** Where the server starts a Google sign-in (redirects back to /auth/callback). */
export const GOOGLE_SIGN_IN_URL = '/api/auth/google';

export function GoogleSignInButton() {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const start = () => {
    setBusy(true);
    try {
      window.location.assign(GOOGLE_SIGN_IN_URL);
    } catch {
      setBusy(false);
      notify({ ...MESSAGES.toasts.googleSignInFailed, variant: 'destructive' });
    }
  };
  return (
    <Button variant="outline" onClick={start} disabled={busy}>
      {busy ? 'Signing in...' : 'Sign in with Google'}
    </Button>
  );
}
