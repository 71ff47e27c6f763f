/**
 * Google sign-in. The server lists its providers (GET /api/auth/providers): without Google configured the
 * button stays hidden. The button sends the whole page to the server's start endpoint, which redirects to
 * Google; Google returns to /auth/callback. It reads 'Signing in...' while the page is leaving.
 */
import { MESSAGES, type AuthProviders } from '@inkshelf/contracts';
import { Button, useNotify } from '@inkshelf/reader-ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api, queries } from '../api.ts';

export type { AuthProviders };

/** Which third-party sign-ins the server offers; none until it answered (or when it could not). */
export function useAuthProviders(): AuthProviders {
  const { data } = useQuery({ ...queries.authProviders(), staleTime: Infinity });
  return { google: data?.google === true };
}

/** Where the server starts a Google sign-in that comes back to `returnTo` (a path on this site). */
export const googleSignInUrl = (returnTo = '/') => api.googleSignInStart({ query: { returnTo } });

export function GoogleSignInButton({ returnTo = '/' }: { returnTo?: string }) {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const start = () => {
    setBusy(true);
    try {
      window.location.assign(googleSignInUrl(returnTo));
    } catch {
      setBusy(false);
      notify({ ...MESSAGES.toasts.googleSignInFailed, variant: 'destructive' });
    }
  };
  return (
    <Button variant="outline" onClick={start} disabled={busy} aria-busy={busy || undefined}>
      {busy ? 'Signing in...' : 'Sign in with Google'}
    </Button>
  );
}
