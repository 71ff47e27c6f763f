/** Two-factor calls as mutations that keep the current-user cache right (issue 8). */
import type { MfaChallengeBody } from '@inkshelf/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountApi } from '../api-account.ts';
import { userChanged } from './session.ts';
import { currentUserKey } from './use-current-user.ts';

/** Texts of the code step (login dialog, /auth/callback and any page load while a code is owed). */
export const MFA_TEXTS = {
  title: 'Two-factor verification',
  codeIntro: 'Enter the 6-digit code from your authenticator app',
  recoveryIntro: 'Enter one of the recovery codes you saved when you turned on two-factor authentication.',
  codeLabel: 'Authentication code',
  recoveryLabel: 'Recovery code',
  useRecovery: 'Use a recovery code instead',
  useCode: 'Use your authenticator app instead',
  verify: 'Verify',
  verifying: 'Verifying...',
  cancel: 'Cancel',
  failed: 'Verification failed',
} as const;

/** POST /api/mfa/challenge: the session becomes aal2 and the user signed in. */
export function useMfaChallenge() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: MfaChallengeBody) => accountApi.mfaChallenge({ body }),
    onSuccess: async (user) => {
      await userChanged(client, user);
      await client.invalidateQueries({ queryKey: currentUserKey });
    },
  });
}
