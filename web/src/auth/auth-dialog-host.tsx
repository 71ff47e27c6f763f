/** Loads the auth dialogs (forms, validation, Radix Dialog) only once one is first opened, keeping them out of the entry. */
import { lazy, Suspense, useState } from 'react';
import { useAuthDialog } from './auth-dialog-store.ts';
import { useCurrentUser } from './use-current-user.ts';

const AuthDialog = lazy(() => import('./auth-dialog.tsx'));
const MfaChallengeDialog = lazy(() => import('./mfa-challenge-dialog.tsx'));

export function AuthDialogHost() {
  const wanted = useAuthDialog((state) => state.isOpen || state.isResetOpen);
  const [loaded, setLoaded] = useState(false);
  if (wanted && !loaded) setLoaded(true);
  return (
    <>
      {loaded && (
        <Suspense fallback={null}>
          <AuthDialog />
        </Suspense>
      )}
      <MfaChallengeHost />
    </>
  );
}

/**
 * While a second factor is owed (the current user says mfaRequired), the code step replaces being signed in;
 * the login dialog shows its own code step, so this waits while that dialog is open.
 */
function MfaChallengeHost() {
  const { mfaPending } = useCurrentUser();
  const loginOpen = useAuthDialog((state) => state.isOpen);
  if (!mfaPending || loginOpen) return null;
  return (
    <Suspense fallback={null}>
      <MfaChallengeDialog />
    </Suspense>
  );
}
