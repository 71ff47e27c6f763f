/** TOTP two-factor authentication (issue 8): part of the endpoint table (see ../api.ts). */
import { MessageResponseSchema } from '../schemas/common.ts';
import {
  MfaChallengeBodySchema,
  MfaCodeBodySchema,
  MfaEnrollmentSchema,
  MfaRecoveryCodesResponseSchema,
  MfaStatusSchema,
  MfaVerifyResponseSchema,
} from '../schemas/mfa.ts';
import { CurrentUserSchema } from '../schemas/users.ts';
import { e } from './endpoint.ts';

export const MFA_ENDPOINTS = {
  mfaStatus: e({
    method: 'GET',
    path: '/api/mfa',
    summary: 'Whether two-factor authentication is on, and how many recovery codes are left',
    tag: 'Two-factor',
    access: 'user',
    response: MfaStatusSchema,
  }),
  mfaEnroll: e({
    method: 'POST',
    path: '/api/mfa/enroll',
    summary: 'Start TOTP setup: a new secret, its otpauth URL and QR code (replaces an unconfirmed one)',
    tag: 'Two-factor',
    access: 'user',
    response: MfaEnrollmentSchema,
  }),
  mfaVerify: e({
    method: 'POST',
    path: '/api/mfa/verify',
    summary: 'Confirm TOTP setup with a first code: turns two-factor on, returns recovery codes once (aal2)',
    tag: 'Two-factor',
    access: 'user',
    body: MfaCodeBodySchema,
    response: MfaVerifyResponseSchema,
  }),
  mfaChallenge: e({
    method: 'POST',
    path: '/api/mfa/challenge',
    summary: 'Finish a sign-in with a code or a recovery code (aal1 -> aal2); 401 when nothing is pending',
    tag: 'Two-factor',
    access: 'none',
    body: MfaChallengeBodySchema,
    response: CurrentUserSchema,
  }),
  mfaRecoveryCodes: e({
    method: 'POST',
    path: '/api/mfa/recovery-codes',
    summary: 'Replace the recovery codes (needs a current code)',
    tag: 'Two-factor',
    access: 'user',
    body: MfaCodeBodySchema,
    response: MfaRecoveryCodesResponseSchema,
  }),
  mfaUnenroll: e({
    method: 'POST',
    path: '/api/mfa/unenroll',
    summary: 'Turn two-factor off (needs a current code)',
    tag: 'Two-factor',
    access: 'user',
    body: MfaCodeBodySchema,
    response: MessageResponseSchema,
  }),
};
