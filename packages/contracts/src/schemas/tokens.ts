/**
 * Bearer tokens for the desktop studio and other non-browser clients (issue 7): sign in for a token pair,
 * refresh it (rotation), revoke it, and list or revoke the signed-in apps of an account.
 */
import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { IdSchema, IsoDateTimeSchema, requiredText } from './common.ts';
import { CurrentUserSchema, LoginBodySchema } from './users.ts';

const V = MESSAGES.validation;

/** Where a token comes from when the client names no device. */
export const DEFAULT_DEVICE_NAME = 'Inkshelf Studio';

/** Bounds of the token bodies. */
export const TOKEN_LIMITS = {
  deviceNameMax: 100,
  /** Issued tokens are 70 characters or less; anything far longer cannot be one. */
  tokenMax: 200,
  /** A TOTP code or a recovery code. */
  codeMax: 64,
} as const;

/** One signed-in app of the account (a token family that refreshes under one id). */
export const TokenInfoSchema = z.object({
  id: IdSchema,
  deviceName: z.string(),
  createdAt: IsoDateTimeSchema,
  lastUsedAt: IsoDateTimeSchema.nullable(),
  /** When the refresh token expires (each refresh pushes it back). */
  expiresAt: IsoDateTimeSchema,
  /** This request was authenticated by this token. */
  current: z.boolean(),
});
export type TokenInfo = z.infer<typeof TokenInfoSchema>;

/** `GET /api/tokens`: the caller's live tokens, newest first. */
export const TokenListSchema = z.array(TokenInfoSchema);

/** `POST /api/tokens`: the login fields plus the device name and, for accounts with two-factor, the code. */
export const TokenSignInBodySchema = LoginBodySchema.pick({ emailOrUsername: true, password: true }).extend({
  deviceName: z
    .string({ error: V.deviceNameInvalid })
    .trim()
    .min(1, V.deviceNameInvalid)
    .max(TOKEN_LIMITS.deviceNameMax, V.deviceNameInvalid)
    .default(DEFAULT_DEVICE_NAME),
  code: z.string({ error: V.twoFactorCodeInvalid }).trim().max(TOKEN_LIMITS.codeMax, V.twoFactorCodeInvalid).optional(),
});
export type TokenSignInBody = z.output<typeof TokenSignInBodySchema>;

/** `POST /api/tokens/refresh` and `POST /api/tokens/revoke`. */
export const RefreshTokenBodySchema = z.object({
  refreshToken: requiredText(V.refreshTokenRequired)
    .trim()
    .min(1, { error: V.refreshTokenRequired, abort: true })
    .max(TOKEN_LIMITS.tokenMax, V.refreshTokenRequired),
});
export type RefreshTokenBody = z.output<typeof RefreshTokenBodySchema>;

/** Sign-in and refresh answers: a new access and refresh token, the token's row and the user. */
export const TokenPairSchema = z.object({
  accessToken: z.string(),
  accessExpiresAt: IsoDateTimeSchema,
  refreshToken: z.string(),
  refreshExpiresAt: IsoDateTimeSchema,
  token: TokenInfoSchema,
  user: CurrentUserSchema,
});
export type TokenPair = z.infer<typeof TokenPairSchema>;
