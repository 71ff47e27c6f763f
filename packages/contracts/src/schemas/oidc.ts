/** Google sign-in with OpenID Connect (issue 8): the calls' shapes and the texts they answer with. */
import { isSameOriginPath } from '../same-origin.ts';
import { z } from 'zod';
import { CurrentUserSchema } from './users.ts';
import { requiredText } from './common.ts';
import { LIMITS } from '../constants.ts';

/** Server answers and page texts of Google sign-in. */
export const OIDC_MESSAGES = {
  notConfigured: 'Google sign-in is not configured',
  noSignInInProgress: 'No Google sign-in is in progress, or it expired. Please start again.',
  stateMismatch: 'The Google sign-in response does not match the sign-in that was started. Please start again.',
  rejected: 'Google did not confirm this sign-in. Please start again.',
  unavailable: 'Google sign-in is unavailable right now. Please try again later.',
  emailNotVerified: 'Your Google email address is not verified.',
  noLinkPending: 'No Google account is waiting to be linked, or the request expired. Please sign in with Google again.',
  passwordIncorrect: 'The password is incorrect.',
  alreadyLinked: 'This Google account is already linked to another account.',
  tooManyAttempts: 'Too many failed sign-in attempts. Please wait and try again.',
  codeRequired: 'The sign-in code is missing',
  stateRequired: 'The sign-in state is missing',
  linkTitle: 'Confirm your Inkshelf password to link Google',
} as const;

const M = OIDC_MESSAGES;

/** Where to go after signing in: a path on this site ('/novels/x'), never another origin ('//evil', 'http:'). */
export const ReturnToSchema = z
  .string()
  .max(2048)
  .refine(isSameOriginPath, { message: 'returnTo must be a path on this site' });

/** `GET /api/auth/providers`: which third-party sign-ins the server offers. */
export const AuthProvidersSchema = z.object({ google: z.boolean() });
export type AuthProviders = z.infer<typeof AuthProvidersSchema>;

/** `GET /api/auth/google/start` query: where to return after signing in. */
export const GoogleStartQuerySchema = z.object({ returnTo: ReturnToSchema.optional().catch(undefined) });

/** `POST /api/auth/google/callback`: what the provider put in /auth/callback's query. */
export const GoogleCallbackBodySchema = z.object({
  code: requiredText(M.codeRequired).min(1, M.codeRequired).max(4096),
  state: requiredText(M.stateRequired).min(1, M.stateRequired).max(512),
  /** The issuer identifier (RFC 9207), when the provider sends one. */
  iss: z.string().max(2048).optional(),
});
export type GoogleCallbackBody = z.output<typeof GoogleCallbackBodySchema>;

/** `POST /api/auth/google/link`: the existing account's password. */
export const GoogleLinkBodySchema = z.object({
  password: requiredText('Password is required')
    .min(1, 'Password is required')
    .max(LIMITS.passwordMax, `Password must be at most ${LIMITS.passwordMax} characters`),
});
export type GoogleLinkBody = z.output<typeof GoogleLinkBodySchema>;

/** Signed in: the user, and where the page goes next. `mfaRequired` when a second factor must follow. */
export const GoogleSignedInSchema = z.object({
  linkRequired: z.literal(false),
  user: CurrentUserSchema,
  returnTo: z.string(),
  mfaRequired: z.boolean().optional(),
});
export type GoogleSignedIn = z.infer<typeof GoogleSignedInSchema>;

/** The verified Google email belongs to an account: its password must be confirmed (POST .../link). */
export const GoogleLinkRequiredSchema = z.object({
  linkRequired: z.literal(true),
  email: z.string(),
  returnTo: z.string(),
});
export type GoogleLinkRequired = z.infer<typeof GoogleLinkRequiredSchema>;

export const GoogleCallbackResultSchema = z.union([GoogleSignedInSchema, GoogleLinkRequiredSchema]);
export type GoogleCallbackResult = z.infer<typeof GoogleCallbackResultSchema>;
