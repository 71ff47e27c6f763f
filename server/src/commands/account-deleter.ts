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

const A = MESSAGES.account;

/**
 * Checks that the person asking to delete the account is its owner, now: the current password (an account that
 * only signs in with Google, having none, types its username instead), then, when two-factor is on, a current
 * code or an unused recovery code. A password guess costs what a failed sign-in costs (the same IP and account
 * budgets, see SignInBudget), so a stolen session cannot be used to guess the password faster than the sign-in
 * form allows; wrong codes count against the account's two-factor budget. Nothing is checked or spent past the
 * first failure: a wrong password never uses up a code.
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
 * Deletes the account and everything it wrote in one transaction, keeping every counter on other people's rows
 * exact (see AccountRepository). Replies of other people to the account's comments go with them, as they do when
 * a comment is deleted; the account's novels go with everything on them, as when a novel is deleted. False when
 * the account was already gone. The caller has confirmed the owner (confirmAccountOwner) and ends the session.
 */
export async function deleteAccount(em: EntityManager, userId: number): Promise<boolean> {
  recordChanges(ACCOUNT_CHANGE);
  return em.transactional(async (tx) => {
    const account = new AccountRepository(tx);
    if (!(await account.lock(userId))) return false;
    await account.releaseLikes(userId);
    await account.releaseBookmarks(userId);
    await account.releaseReviews(userId);
    return account.deleteUser(userId);
  });
}
