/**
 * Assurance levels (issue 8): until a code is given, a session with a verified TOTP factor is aal1 and has only
 * `ctx.state.mfaPendingUser`, no `ctx.state.user`, so every route treats it as signed out; routes that need a user
 * answer 401 { message: 'Two-factor verification required', mfaRequired: true }.
 */
import { MFA_MESSAGES, type Aal } from '@inkshelf/contracts';
import type { Context } from 'koa';
import type { User } from '../entities/index.ts';
import { HttpError } from '../errors.ts';
import { MfaRepository } from '../repositories/mfa-repository.ts';

declare module 'koa' {
  interface DefaultState {
    /** The assurance level of the signed-in (or half-signed-in) request. */
    aal?: Aal;
    /** Signed in with a password but not yet with the second factor (then `user` is null). */
    mfaPendingUser?: User | null;
  }
}

export const mfaRequired = () => new HttpError(401, 'mfa_required', MFA_MESSAGES.required, { mfaRequired: true });

/**
 * Sets the request's assurance level; at aal1 an account with a verified factor is held back: the user moves
 * from `user` to `mfaPendingUser`. aal2 requests skip the lookup.
 */
export async function applyAssurance(ctx: Context, aal: Aal): Promise<void> {
  const user = ctx.state.user;
  ctx.state.aal = aal;
  ctx.state.mfaPendingUser = null;
  if (!user || aal === 'aal2') return;
  const preload = ctx.state.sessionPreload;
  const enrolled =
    preload?.user.id === user.id
      ? preload.hasVerifiedFactor
      : await new MfaRepository(ctx.em).hasVerifiedFactor(user.id);
  if (enrolled) {
    ctx.state.mfaPendingUser = user;
    ctx.state.user = null;
  }
}

/** What the current-user answer says about two-factor for this request. */
export interface Assurance {
  aal: Aal;
  mfaEnrolled: boolean;
  mfaRequired: boolean;
}

export async function assuranceOf(ctx: Context, user: User): Promise<Assurance> {
  const pending = ctx.state.mfaPendingUser?.id === user.id;
  return {
    aal: ctx.state.aal ?? 'aal1',
    mfaEnrolled: pending || (await new MfaRepository(ctx.em).hasVerifiedFactor(user.id)),
    mfaRequired: pending,
  };
}
