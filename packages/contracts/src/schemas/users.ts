/** Accounts (issue 3): user shapes and the auth and profile request bodies. */
import { z } from 'zod';
import { LIMITS } from '../constants.ts';
import { MESSAGES } from '../messages.ts';
import { hasInvisibleCharacters } from '../names.ts';
import { IdSchema, IsoDateTimeSchema, requiredText } from './common.ts';
import { TimeZoneSchema } from './time-zone.ts';

const V = MESSAGES.validation;

/** Assurance level of a session: aal1 after a password (or Google) sign-in, aal2 after a second factor. */
export const AalSchema = z.enum(['aal1', 'aal2']);
export type Aal = z.infer<typeof AalSchema>;

/** `GET /api/user`, login and register answers. Never a password hash, token or session data. */
export const CurrentUserSchema = z.object({
  id: IdSchema,
  email: z.string(),
  username: z.string(),
  isAuthor: z.boolean(),
  /** Issue 18: member, moderator or admin. Always sent by the server; optional so older servers' answers parse. */
  role: z.enum(['member', 'moderator', 'admin']).optional(),
  lastLoginAt: IsoDateTimeSchema.nullable(),
  createdAt: IsoDateTimeSchema,
  // Two-factor (issue 8). Always sent by the server; optional so that answers of older servers still parse.
  /** Assurance level of this session: aal2 once a second factor was given. */
  aal: AalSchema.optional(),
  /** The account has a verified TOTP factor. */
  mfaEnrolled: z.boolean().optional(),
  /** Half signed in: only a two-factor code (POST /api/mfa/challenge) or signing out is possible. */
  mfaRequired: z.boolean().optional(),
  /** Issue 33: the IANA zone release times are entered and shown in; null until the author sets one. */
  timeZone: z.string().nullable().optional(),
  /** Issue 37: the account confirmed it is 18 or older; Mature novels open without the adult-content notice. */
  adultConfirmed: z.boolean().optional(),
});
export type CurrentUser = z.infer<typeof CurrentUserSchema>;

/** `GET /api/users/{id}` and `/api/users/by-username/{username}`: public fields only. */
export const PublicUserSchema = z.object({
  id: IdSchema,
  username: z.string(),
  isAuthor: z.boolean(),
});
export type PublicUser = z.infer<typeof PublicUserSchema>;

/** The `user` embedded in comments and reviews. */
export const UserRefSchema = z.object({ id: IdSchema, username: z.string() });
export type UserRef = z.infer<typeof UserRefSchema>;

/** Email: trimmed, lowercased, valid ('Please enter a valid email address'), at most 254 characters. */
export const EmailSchema = requiredText(V.invalidEmail)
  .trim()
  .toLowerCase()
  .max(LIMITS.emailMax, V.emailTooLong)
  .pipe(z.email(V.invalidEmail));

/**
 * Username: 3-30 ASCII letters, digits, '_', '-', '.', with a letter (an all-digit name would read as a user id in
 * /authors/{slot}). Being ASCII, its case fold is its lower case, which the unique index on lower(username) compares;
 * wider characters would need a folded key column like novels.title_key.
 */
export const UsernameSchema = requiredText(V.usernameEmpty, V.textRequired('Username'))
  .trim()
  .normalize('NFC')
  .refine((name) => !hasInvisibleCharacters(name), { error: V.invisibleCharacters('Username'), abort: true })
  .min(1, { error: V.usernameEmpty, abort: true })
  .min(LIMITS.usernameMin, { error: V.usernameTooShort, abort: true })
  .max(LIMITS.usernameMax, { error: V.usernameTooLong, abort: true })
  .regex(/^[\w.-]+$/, { error: V.usernameCharacters, abort: true })
  .regex(/[A-Z]/i, V.usernameNeedsLetter);

/** A new password (change and reset): required, 8..1024 characters, spec wording. Not trimmed. */
export const NewPasswordSchema = requiredText(V.newPasswordRequired)
  .min(1, { error: V.newPasswordRequired, abort: true })
  .min(LIMITS.passwordMinChange, V.newPasswordTooShort)
  .max(LIMITS.passwordMax, V.passwordTooLong);

/** `POST /api/login`. */
export const LoginBodySchema = z.object({
  emailOrUsername: requiredText(V.emailOrUsernameRequired)
    .trim()
    .min(1, { error: V.emailOrUsernameRequired, abort: true })
    .max(LIMITS.emailOrUsernameMax, V.emailOrUsernameTooLong),
  password: requiredText(V.passwordRequired)
    .min(1, { error: V.passwordRequired, abort: true })
    .max(LIMITS.passwordMax, V.passwordTooLong),
  rememberMe: z.boolean({ error: V.rememberMeInvalid }).default(false),
});
export type LoginBody = z.output<typeof LoginBodySchema>;

/** `POST /api/register`. A missing or null username means 'generate one'. */
export const RegisterBodySchema = z.object({
  email: EmailSchema,
  password: requiredText(V.passwordRequired)
    .min(LIMITS.passwordMinRegister, V.passwordTooShort)
    .max(LIMITS.passwordMax, V.passwordTooLong),
  username: UsernameSchema.nullish().transform((value) => value ?? undefined),
  isAuthor: z.boolean({ error: V.isAuthorInvalid }).default(false),
});
export type RegisterBody = z.output<typeof RegisterBodySchema>;

/** `POST /api/reset-password`. */
export const ResetPasswordBodySchema = z.object({ email: EmailSchema });
export type ResetPasswordBody = z.output<typeof ResetPasswordBodySchema>;

/** `POST /api/reset-password/confirm`. */
export const ResetPasswordConfirmBodySchema = z.object({
  token: requiredText(V.resetTokenRequired)
    .trim()
    .min(1, { error: V.resetTokenRequired, abort: true })
    .max(LIMITS.resetTokenMax, V.resetTokenTooLong),
  newPassword: NewPasswordSchema,
});
export type ResetPasswordConfirmBody = z.output<typeof ResetPasswordConfirmBodySchema>;

/** `PUT /api/users/me/username`. */
export const ChangeUsernameBodySchema = z.object({ username: UsernameSchema });
export type ChangeUsernameBody = z.output<typeof ChangeUsernameBodySchema>;

/** `PUT /api/users/me/password`. */
export const ChangePasswordBodySchema = z.object({
  currentPassword: requiredText(V.currentPasswordRequired)
    .min(1, { error: V.currentPasswordRequired, abort: true })
    .max(LIMITS.passwordMax, V.passwordTooLong),
  newPassword: NewPasswordSchema,
});
export type ChangePasswordBody = z.output<typeof ChangePasswordBodySchema>;

/** `PUT /api/users/me/author`: a reader becomes an author. */
export const BecomeAuthorBodySchema = z.object({
  isAuthor: z.literal(true, { error: V.isAuthorMustBeTrue }),
});
export type BecomeAuthorBody = z.output<typeof BecomeAuthorBodySchema>;

/** `PUT /api/users/me/time-zone`: the zone release times are shown in; null forgets it (the device's own applies). */
export const TimeZoneBodySchema = z.object({ timeZone: TimeZoneSchema.nullable() });
export type TimeZoneBody = z.output<typeof TimeZoneBodySchema>;
