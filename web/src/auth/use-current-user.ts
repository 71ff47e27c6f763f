/** The signed-in user from GET /api/user (a 401 means nobody: null), cached per spec section 9. */
import type { CurrentUser } from '@inkshelf/contracts';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { queries } from '../api.ts';

/** Query key of the current user, for `setQueryData` after sign-in and sign-out. */
export const currentUserKey = queries.currentUser().queryKey;

export interface CurrentUserState {
  /**
   * The user, null when signed out, undefined while the first answer is pending or while a two-factor code is
   * still owed (then `mfaPending` is true and the app shows the code step instead of treating them as signed in).
   */
  user: CurrentUser | null | undefined;
  /** Signed in with a password, but the account's second factor has not been given yet. */
  mfaPending: boolean;
  isLoading: boolean;
  isAuthor: boolean;
  error: Error | null;
}

export function useCurrentUser(): CurrentUserState {
  const { data, isLoading, error } = useQuery(queries.currentUser());
  const mfaPending = data?.mfaRequired === true;
  const user = mfaPending ? undefined : data;
  return { user, mfaPending, isLoading, isAuthor: user?.isAuthor === true, error };
}

/**
 * Replaces the cached user (null: signed out). For the same account, fields the answer does not carry (the
 * two-factor state, absent from a username change's answer) keep their known values.
 */
export function setCurrentUser(client: QueryClient, user: CurrentUser | null): void {
  client.setQueryData<CurrentUser | null>(currentUserKey, (previous) =>
    user && previous?.id === user.id ? { ...previous, ...user } : user,
  );
}
