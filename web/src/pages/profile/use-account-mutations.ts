/** Profile mutations: change username (updates the cached user and every name shown) and change password. */
import { API_PREFIXES, isApiError, urlPrefixFilter } from '@inkshelf/api-client';
import { MESSAGES } from '@inkshelf/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountApi } from '../../api-account.ts';
import { currentUserKey, setCurrentUser } from '../../auth/use-current-user.ts';

/** Section 8: a 409, or a message containing 'Username already taken', means the name is someone else's. */
export function isUsernameConflict(error: unknown): boolean {
  if (isApiError(error, 409)) return true;
  return error instanceof Error && error.message.includes(MESSAGES.errors.usernameTaken);
}

/** The server's message for a failed call (without the status prefix), else the screen's fallback. */
export function failureText(error: unknown, fallback: string): string {
  return (isApiError(error) && error.status > 0 && error.detail.trim()) || fallback;
}

export function useChangeUsername() {
  const client = useQueryClient();
  const everythingElse = urlPrefixFilter(API_PREFIXES.all).predicate;
  return useMutation({
    mutationFn: (username: string) => accountApi.changeUsername({ body: { username } }),
    onSuccess: async (user) => {
      setCurrentUser(client, user);
      // The name is on the user's novels, reviews and comments: whatever is cached may show the old one.
      await client.invalidateQueries({
        predicate: (query) => everythingElse(query) && query.queryKey[0] !== currentUserKey[0],
      });
    },
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: { currentPassword: string; newPassword: string }) => accountApi.changePassword({ body }),
  });
}
