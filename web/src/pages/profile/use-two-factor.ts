/** Two-factor on the Profile page: status, enroll, confirm, regenerate recovery codes, turn off (issue 8). */
import type { CurrentUser } from '@inkshelf/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, queries } from '../../api.ts';
import { currentUserKey, setCurrentUser } from '../../auth/use-current-user.ts';

/** Query key of GET /api/mfa. */
export const mfaStatusKey = queries.mfaStatus().queryKey;

/** GET /api/mfa, only asked for once the account has two-factor on. */
export function useMfaStatus(enabled: boolean) {
  return useQuery({ ...queries.mfaStatus(), enabled });
}

export function useMfaEnroll() {
  return useMutation({ mutationFn: () => api.mfaEnroll() });
}

export function useMfaVerify() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => api.mfaVerify({ body: { code } }),
    onSuccess: async ({ user }) => {
      setCurrentUser(client, user);
      await client.invalidateQueries({ queryKey: mfaStatusKey });
    },
  });
}

export function useMfaRegenerate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => api.mfaRecoveryCodes({ body: { code } }),
    onSuccess: () => client.invalidateQueries({ queryKey: mfaStatusKey }),
  });
}

export function useMfaUnenroll() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => api.mfaUnenroll({ body: { code } }),
    onSuccess: async () => {
      client.removeQueries({ queryKey: mfaStatusKey });
      client.setQueryData<CurrentUser | null>(currentUserKey, (user) => user && { ...user, mfaEnrolled: false });
      await client.invalidateQueries({ queryKey: currentUserKey });
    },
  });
}
