/** Log Out: POST /api/logout, then home with the 'Logged out' toast ('Logout failed' with the reason if not). */
import { TOAST_MESSAGES } from '@inkshelf/contracts';
import { errorMessage, useNotify } from '@inkshelf/reader-ui';
import { useNavigate } from 'react-router';
import { useLogout } from '../auth/session.ts';

export function useLogOutAction(): { logOut: () => void; isPending: boolean } {
  const logout = useLogout();
  const navigate = useNavigate();
  const notify = useNotify();
  const logOut = () =>
    logout.mutate(undefined, {
      onSuccess: () => {
        void navigate('/');
        notify(TOAST_MESSAGES.loggedOut);
      },
      onError: (error) =>
        notify({
          title: TOAST_MESSAGES.logoutFailed.title,
          description: errorMessage(error, TOAST_MESSAGES.logoutFailed.title),
          variant: 'destructive',
        }),
    });
  return { logOut, isPending: logout.isPending };
}
