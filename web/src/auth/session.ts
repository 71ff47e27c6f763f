/** Sign-in, registration, sign-out and 'become an author' as mutations that keep the user cache right. */
import { API_PREFIXES, urlPrefixFilter } from '@inkshelf/api-client';
import type { CurrentUser, LoginForm, RegisterForm } from '@inkshelf/contracts';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../api.ts';
import { setCurrentUser } from './use-current-user.ts';

/**
 * After the user changed: store the new one and mark everything else that may depend on who asks as stale.
 * Sign-in refetches what is on screen; sign-out leaves it to the next mount (the app then goes home).
 */
export async function userChanged(client: QueryClient, user: CurrentUser | null): Promise<void> {
  setCurrentUser(client, user);
  const others = urlPrefixFilter(API_PREFIXES.all).predicate;
  await client.invalidateQueries({
    predicate: (query) => others(query) && query.queryKey[0] !== API_PREFIXES.currentUser,
    refetchType: user ? 'active' : 'none',
  });
}

export function useLogin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (form: LoginForm) =>
      api.login({
        body: { emailOrUsername: form.emailOrUsername, password: form.password, rememberMe: form.rememberMe ?? false },
      }),
    onSuccess: (user) => userChanged(client, user),
  });
}

export function useRegister() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (form: RegisterForm) => api.register({ body: { email: form.email, password: form.password } }),
    onSuccess: (user) => userChanged(client, user),
  });
}

export function useLogout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.logout(),
    onSuccess: () => userChanged(client, null),
  });
}

/** PUT /api/users/me/author: the signed-in reader becomes an author. */
export function useBecomeAuthor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.becomeAuthor({ body: { isAuthor: true } }),
    onSuccess: (user) => setCurrentUser(client, user),
  });
}
