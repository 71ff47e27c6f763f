/** Two-factor on the Profile page: status, enroll, confirm, regenerate recovery codes, turn off (issue 8). */
import type { CurrentUser } from '@inkshelf/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountApi, accountQueries } from '../../api-account.ts';
import { currentUserKey, setCurrentUser } from '../../auth/use-current-user.ts';

/** Query key of GET /api/mfa. */
export const mfaStatusKey = accountQueries.mfaStatus().queryKey;

/** GET /api/mfa, only asked for once the account has two-factor on. */
export function useMfaStatus(enabled: boolean) {
  return useQuery({ ...accountQueries.mfaStatus(), enabled });
}

export function useMfaEnroll() {
  return useMutation({ mutationFn: () => accountApi.mfaEnroll() });
}

export function useMfaVerify() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => accountApi.mfaVerify({ body: { code } }),
    onSuccess: async ({ user }) => {
      setCurrentUser(client, user);
      await client.invalidateQueries({ queryKey: mfaStatusKey });
    },
  });
}

export function useMfaRegenerate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => accountApi.mfaRecoveryCodes({ body: { code } }),
    onSuccess: () => client.invalidateQueries({ queryKey: mfaStatusKey }),
  });
}

export function useMfaUnenroll() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => accountApi.mfaUnenroll({ body: { code } }),
    onSuccess: async () => {
      client.removeQueries({ queryKey: mfaStatusKey });
      client.setQueryData<CurrentUser | null>(currentUserKey, (user) => user && { ...user, mfaEnrolled: false });
      await client.invalidateQueries({ queryKey: currentUserKey });
    },
  });
}
