/** Loads the auth dialogs (forms, validation, Radix Dialog) only once one is first opened, keeping them out of the entry. */
import { lazy, Suspense, useState } from 'react';
import { useAuthDialog } from './auth-dialog-store.ts';

const AuthDialog = lazy(() => import('./auth-dialog.tsx'));

export function AuthDialogHost() {
  const wanted = useAuthDialog((state) => state.isOpen || state.isResetOpen);
  const [loaded, setLoaded] = useState(false);
  if (wanted && !loaded) setLoaded(true);
  if (!loaded) return null;
  return (
    <Suspense fallback={null}>
      <AuthDialog />
    </Suspense>
  );
}
