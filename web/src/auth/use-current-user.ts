/** The signed-in user from GET /api/user (a 401 means nobody: null), cached per spec section 9. */
import type { CurrentUser } from '@inkshelf/contracts';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { queries } from '../api.ts';

/** Query key of the current user, for `setQueryData` after sign-in and sign-out. */
export const currentUserKey = queries.currentUser().queryKey;

export interface CurrentUserState {
  /** The user, null when signed out, undefined while the first answer is pending. */
  user: CurrentUser | null | undefined;
  isLoading: boolean;
  isAuthor: boolean;
  error: Error | null;
}

export function useCurrentUser(): CurrentUserState {
  const { data, isLoading, error } = useQuery(queries.currentUser());
  return { user: data, isLoading, isAuthor: data?.isAuthor === true, error };
}

/** Replaces the cached user (null: signed out). */
export function setCurrentUser(client: QueryClient, user: CurrentUser | null): void {
  client.setQueryData(currentUserKey, user);
}
