import { MESSAGES, type DeleteAccountBody } from '@inkshelf/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { User } from '../entities/index.ts';
import { badRequest, HttpError } from '../errors.ts';
import type { RateLimits } from '../services/rate-limits.ts';
import { AccountRepository } from '../repositories/account-repository.ts';
import { MfaRepository } from '../repositories/mfa-repository.ts';
import { verifyPassword } from '../services/passwords.ts';
import type { SecretBox } from '../services/totp.ts';
import { accountBudgetKey, SignInBudget } from './credential-check.ts';
import { passChallenge, withCodeBudget } from './two-factor.ts';
import { ACCOUNT_CHANGE, recordChanges } from '../cache/index.ts';
import { forgetReader } from '../repositories/read-rollups.ts';

const A = MESSAGES.account;

/**
 * Confirms the owner is asking now: the password (a Google-only account types its username), then a code when
 * two-factor is on. A password guess spends the sign-in budgets (SignInBudget), so a stolen session cannot guess faster
 * than the sign-in form; nothing is checked past the first failure, so a wrong password never uses up a code.
 */
export async function confirmAccountOwner(
  em: EntityManager,
  limits: RateLimits,
  box: SecretBox,
  ip: string,
  user: User,
  body: DeleteAccountBody,
): Promise<void> {
  await em.populate(user, ['password']);
  if (user.password) {
    if (!body.password) throw badRequest(A.deletePasswordRequired, { field: 'password' });
    const budget = new SignInBudget(limits, ip, A.deleteRateLimited);
    await budget.chargeIp();
    await budget.chargeAccount(accountBudgetKey(user, user.username));
    if (!(await verifyPassword(user.password, body.password))) {
      throw badRequest(A.deletePasswordIncorrect, { field: 'password' });
    }
    await budget.succeeded();
  } else if (body.confirmUsername?.trim() !== user.username) {
    throw badRequest(A.deleteUsernameMismatch, { field: 'confirmUsername' });
  }

  if (!(await new MfaRepository(em).hasVerifiedFactor(user.id))) return;
  const typed = body.code?.trim() ?? '';
  if (typed === '') throw badRequest(A.deleteCodeRequired, { field: 'code' });
  const digits = typed.replace(/\s+/g, '');
  const proof = /^\d{6}$/.test(digits) ? { code: digits } : { recoveryCode: typed };
  try {
    await withCodeBudget(limits, user.id, () => passChallenge(em, box, user.id, proof));
  } catch (error) {
    // A wrong code is a 400 like a wrong password, naming the field the form shows it under.
    if (error instanceof HttpError && error.id === 'wrong_code') throw badRequest(error.message, { field: 'code' });
    throw error;
  }
}

/**
 * One transaction that keeps every counter on other people's rows exact (see AccountRepository); other people's replies
 * to its comments go too, as when a comment is deleted. False when the account was already gone. The caller has
 * confirmed the owner (confirmAccountOwner) and ends the session.
 */
export async function deleteAccount(em: EntityManager, userId: number): Promise<boolean> {
  recordChanges(ACCOUNT_CHANGE);
  return em.transactional(async (tx) => {
    const account = new AccountRepository(tx);
    if (!(await account.lock(userId))) return false;
    await account.releaseLikes(userId);
    await account.releaseBookmarks(userId);
    await account.releaseReviews(userId);
    // Their reads stay in authors' figures, no longer tied to them.
    await forgetReader(tx, userId);
    return account.deleteUser(userId);
  });
}
