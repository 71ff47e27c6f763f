/**
 * TOTP two-factor authentication (issue 8): enrollment, confirmation, the sign-in challenge, recovery codes and
 * removal. A session of an account with a verified factor is at assurance level aal1 until a code is given (aal2).
 */
import { z } from 'zod';
import { IsoDateTimeSchema } from './common.ts';
import { CurrentUserSchema } from './users.ts';

export const MFA_LIMITS = {
  codeDigits: 6,
  periodSeconds: 30,
  recoveryCodes: 10,
  /** Longest recovery code accepted as typed (spaces and dashes are ignored). */
  recoveryCodeMax: 64,
  /** Wrong codes allowed per account and window before 429. */
  challengeFailures: 5,
  challengeWindowSeconds: 5 * 60,
} as const;

/** Texts of the two-factor screens and answers. */
export const MFA_MESSAGES = {
  required: 'Two-factor verification required',
  codeRequiredForToken: 'A two-factor code is required.',
  codeFormat: 'Enter the 6-digit code from your authenticator app',
  recoveryCodeFormat: 'Enter one of your recovery codes',
  codeOrRecoveryCode: 'Send either a code or a recovery code',
  invalidCode: 'That code is not valid. Check your authenticator app and try again.',
  codeAlreadyUsed: 'That code has already been used. Wait for the next code and try again.',
  invalidRecoveryCode: 'That recovery code is not valid or has already been used.',
  tooManyAttempts: 'Too many wrong codes. Please wait a few minutes and try again.',
  alreadyEnrolled: 'Two-factor authentication is already turned on. Turn it off first to set it up again.',
  noEnrollment: 'Two-factor setup was not started or has expired. Start the setup again.',
  notEnrolled: 'Two-factor authentication is not turned on.',
  notPending: 'No two-factor verification is pending for this session.',
  turnedOff: 'Two-factor authentication is turned off.',
} as const;

/** A 6-digit TOTP code; spaces are ignored ('123 456'). */
export const TotpCodeSchema = z
  .string({ error: MFA_MESSAGES.codeFormat })
  .max(MFA_LIMITS.recoveryCodeMax, MFA_MESSAGES.codeFormat)
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, MFA_MESSAGES.codeFormat));

/** A recovery code as typed: case, spaces and dashes do not matter. */
export const RecoveryCodeSchema = z
  .string({ error: MFA_MESSAGES.recoveryCodeFormat })
  .max(MFA_LIMITS.recoveryCodeMax, MFA_MESSAGES.recoveryCodeFormat)
  .transform((value) => value.replace(/[\s-]+/g, '').toLowerCase())
  .pipe(z.string().regex(/^[a-z0-9]{10}$/, MFA_MESSAGES.recoveryCodeFormat));

/** `POST /api/mfa/enroll`: what the authenticator app needs. The secret is never shown again. */
export const MfaEnrollmentSchema = z.object({
  factorId: z.number().int().positive(),
  /** Base32, for typing into the app by hand. */
  secret: z.string(),
  otpauthUrl: z.string(),
  /** The otpauth URL as a PNG data URL. */
  qrCode: z.string(),
});
export type MfaEnrollment = z.infer<typeof MfaEnrollmentSchema>;

/** `POST /api/mfa/verify`, `/unenroll` and `/recovery-codes`: a current code. */
export const MfaCodeBodySchema = z.object({ code: TotpCodeSchema });
export type MfaCodeBody = z.output<typeof MfaCodeBodySchema>;

/** `POST /api/mfa/challenge`: a current code, or one of the recovery codes. */
export const MfaChallengeBodySchema = z
  .object({ code: TotpCodeSchema.optional(), recoveryCode: RecoveryCodeSchema.optional() })
  .refine((body) => (body.code === undefined) !== (body.recoveryCode === undefined), {
    message: MFA_MESSAGES.codeOrRecoveryCode,
  });
export type MfaChallengeBody = z.output<typeof MfaChallengeBodySchema>;

/** Recovery codes, shown once. */
export const RecoveryCodesSchema = z.array(z.string()).length(MFA_LIMITS.recoveryCodes);

/** `POST /api/mfa/verify`: the factor is on; the session is aal2. */
export const MfaVerifyResponseSchema = z.object({ recoveryCodes: RecoveryCodesSchema, user: CurrentUserSchema });
export type MfaVerifyResponse = z.infer<typeof MfaVerifyResponseSchema>;

/** `POST /api/mfa/recovery-codes`: a fresh set replaces the old one. */
export const MfaRecoveryCodesResponseSchema = z.object({ recoveryCodes: RecoveryCodesSchema });

/** `GET /api/mfa`. */
export const MfaStatusSchema = z.object({
  enrolled: z.boolean(),
  verifiedAt: IsoDateTimeSchema.nullable(),
  recoveryCodesLeft: z.number().int().nonnegative(),
});
export type MfaStatus = z.infer<typeof MfaStatusSchema>;
