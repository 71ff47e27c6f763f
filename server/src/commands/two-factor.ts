/**
 * TOTP two-factor operations (issue 8): enroll, confirm, check a code or a recovery code, regenerate recovery
 * codes, unenroll. Wrong codes throw `wrongCode` errors, which the routes count against the account's budget.
 */
import { MFA_MESSAGES } from '@inkshelf/contracts';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { MfaFactor, type User } from '../entities/index.ts';
import { conflict, HttpError } from '../errors.ts';
import type { RateLimits } from '../services/rate-limits.ts';
import { consumeAll, refundAll, type Charge } from '../services/rate-limiter.ts';
import { MfaRepository } from '../repositories/mfa-repository.ts';
import { hashRecoveryCode, matchTotpStep, newRecoveryCodes, newTotpSecret, type SecretBox } from '../services/totp.ts';

/** How long a started setup can be confirmed: scanning and typing a first code takes a minute or two. */
export const ENROLLMENT_TTL_MS = 15 * 60 * 1000;

/** A code that does not verify: 400, counted by `withCodeBudget`. */
export const wrongCode = (message: string) => new HttpError(400, 'wrong_code', message);
const isWrongCode = (error: unknown) => error instanceof HttpError && error.id === 'wrong_code';

/**
 * Runs a code check under the account's budget of wrong codes: the point is spent BEFORE the check, so parallel
 * guesses can never check more codes than the budget (429 with Retry-After once it is spent). Only wrong codes
 * count: any other outcome (the right code, two-factor not on, nothing to confirm) gives the point back.
 */
export async function withCodeBudget<T>(limits: RateLimits, userId: number, check: () => Promise<T>): Promise<T> {
  const charge: Charge = [limits.mfa, `u${userId}`];
  await consumeAll([charge], MFA_MESSAGES.tooManyAttempts);
  let result: T;
  try {
    result = await check();
  } catch (error) {
    if (!isWrongCode(error)) await refundAll([charge]);
    throw error;
  }
  await refundAll([charge]);
  return result;
}

/** Starts (or restarts) enrollment: a new sealed secret replaces an unconfirmed factor; 409 when one is on. */
export async function enrollTotp(em: EntityManager, box: SecretBox, user: User) {
  const { secret, otpauthUrl, qrCode } = await newTotpSecret(user.username);
  const factor = await em.transactional(async (tx) => {
    const existing = await tx.findOne(MfaFactor, { user: user.id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (existing?.verifiedAt) throw conflict(MFA_MESSAGES.alreadyEnrolled);
    if (existing) tx.remove(existing);
    await tx.flush();
    const created = tx.create(MfaFactor, { user: user.id, secretSealed: box.seal(secret, user.id) });
    await tx.flush();
    return created;
  });
  return { factorId: factor.id, secret, otpauthUrl, qrCode };
}

/** Accepts a current code of the factor once: wrong -> 400, a time step used before -> 400. */
export async function acceptTotpCode(
  em: EntityManager,
  box: SecretBox,
  factor: MfaFactor,
  userId: number,
  code: string,
): Promise<void> {
  const step = matchTotpStep(box.open(factor.secretSealed, userId), code);
  if (step === null) throw wrongCode(MFA_MESSAGES.invalidCode);
  if (!(await new MfaRepository(em).claimStep(factor.id, step))) throw wrongCode(MFA_MESSAGES.codeAlreadyUsed);
}

/** The user's confirmed factor with its secret; 400 when two-factor is off. */
async function verifiedFactor(em: EntityManager, userId: number): Promise<MfaFactor> {
  const factor = await new MfaRepository(em).findFactor(userId);
  if (!factor?.verifiedAt) throw new HttpError(400, 'mfa_not_enrolled', MFA_MESSAGES.notEnrolled);
  return factor;
}

async function issueRecoveryCodes(em: EntityManager, userId: number): Promise<string[]> {
  const codes = newRecoveryCodes();
  await new MfaRepository(em).replaceRecoveryCodes(userId, codes.map(hashRecoveryCode));
  return codes;
}

/** Confirms enrollment with a first code: the factor is on, and ten recovery codes are returned (once). */
export async function confirmTotp(em: EntityManager, box: SecretBox, user: User, code: string): Promise<string[]> {
  const factor = await new MfaRepository(em).findFactor(user.id);
  const expired = factor && !factor.verifiedAt && Date.now() - factor.createdAt.getTime() > ENROLLMENT_TTL_MS;
  if (!factor || expired) throw new HttpError(400, 'mfa_no_enrollment', MFA_MESSAGES.noEnrollment);
  if (factor.verifiedAt) throw conflict(MFA_MESSAGES.alreadyEnrolled);
  await acceptTotpCode(em, box, factor, user.id, code);
  return em.transactional(async (tx) => {
    const updated = await tx.nativeUpdate(MfaFactor, { id: factor.id, verifiedAt: null }, { verifiedAt: new Date() });
    if (updated !== 1) throw conflict(MFA_MESSAGES.alreadyEnrolled);
    return issueRecoveryCodes(tx, user.id);
  });
}

/** The second step of a sign-in: a current code, or an unused recovery code (which is then spent). */
export async function passChallenge(
  em: EntityManager,
  box: SecretBox,
  userId: number,
  proof: { code?: string; recoveryCode?: string },
): Promise<void> {
  const factor = await verifiedFactor(em, userId);
  if (proof.code !== undefined) return acceptTotpCode(em, box, factor, userId, proof.code);
  const claimed = await new MfaRepository(em).claimRecoveryCode(userId, hashRecoveryCode(proof.recoveryCode ?? ''));
  if (!claimed) throw wrongCode(MFA_MESSAGES.invalidRecoveryCode);
}

/** New recovery codes against a current code; the old ones stop working. */
export async function regenerateRecoveryCodes(
  em: EntityManager,
  box: SecretBox,
  userId: number,
  code: string,
): Promise<string[]> {
  await acceptTotpCode(em, box, await verifiedFactor(em, userId), userId, code);
  return em.transactional((tx) => issueRecoveryCodes(tx, userId));
}

/** Turns two-factor off against a current code: the factor and the recovery codes are deleted. */
export async function unenrollTotp(em: EntityManager, box: SecretBox, userId: number, code: string): Promise<void> {
  await acceptTotpCode(em, box, await verifiedFactor(em, userId), userId, code);
  await em.transactional((tx) => new MfaRepository(tx).removeAll(userId));
}

/** `GET /api/mfa`. */
export async function twoFactorStatus(em: EntityManager, userId: number) {
  const repository = new MfaRepository(em);
  const factor = await em.findOne(MfaFactor, { user: userId, verifiedAt: { $ne: null } });
  return {
    enrolled: Boolean(factor),
    verifiedAt: factor?.verifiedAt?.toISOString() ?? null,
    recoveryCodesLeft: factor ? await repository.countRecoveryCodesLeft(userId) : 0,
  };
}

/** A second-factor check that a sign-in runs right after the password (see commands/credential-check.ts). */
export type SecondFactorCheck = (em: EntityManager, user: User, code: string | undefined) => Promise<void>;

const tokenMfaError = (message: string) => new HttpError(401, 'mfa_required', message, { mfaRequired: true });

/**
 * For sign-ins that cannot be finished later (bearer tokens): an account with a verified factor must send a
 * current code (or a recovery code) with the password; the tokens are then aal2. Wrong codes count against the
 * same budget as the challenge.
 */
export function requireCodeWithPassword(limits: RateLimits, box: SecretBox): SecondFactorCheck {
  return async (em, user, code) => {
    if (!(await new MfaRepository(em).hasVerifiedFactor(user.id))) return;
    const typed = code?.trim() ?? '';
    if (typed === '') throw tokenMfaError(MFA_MESSAGES.codeRequiredForToken);
    const digits = typed.replace(/\s+/g, '');
    const proof = /^\d{6}$/.test(digits) ? { code: digits } : { recoveryCode: typed };
    try {
      await withCodeBudget(limits, user.id, () => passChallenge(em, box, user.id, proof));
    } catch (error) {
      if (isWrongCode(error)) throw tokenMfaError((error as HttpError).message);
      throw error;
    }
  };
}
