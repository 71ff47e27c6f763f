import { MESSAGES } from '@inkshelf/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { User } from '../entities/index.ts';
import { unauthorized } from '../errors.ts';
import type { RateLimits } from '../middlewares/limits.ts';
import { ensureNotBlocked, spend } from '../middlewares/rate-limit.ts';
import { hashPassword, verifyPassword } from '../services/passwords.ts';
import type { SecondFactorCheck } from './two-factor.ts';

/** What a sign-in presents: POST /api/login (cookie session) and POST /api/tokens (bearer tokens). */
export interface Credentials {
  emailOrUsername: string;
  password: string;
  /** A two-factor code; sent by clients that know the account has a verified factor. */
  code?: string;
}

export const LOGIN_BLOCKED_MESSAGE = 'Too many failed sign-in attempts. Please wait and try again.';

const likePattern = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/** Compared against when no account matches, so a wrong username costs as long as a wrong password. */
let dummyHash: Promise<string> | undefined;

/**
 * THE credential check of every sign-in, whatever it yields (session or tokens): the same account lookup, the
 * same constant-time answer, the same failure budgets (per IP and account, per account) and the same 401.
 * Two-factor belongs here, after the password: a user with a verified factor must also send `code`.
 * Returns the user with `lastLoginAt` set and flushed.
 */
export async function checkCredentials(
  em: EntityManager,
  limits: RateLimits,
  ip: string,
  credentials: Credentials,
  /** Sign-ins that cannot be finished later with a code step (tokens) check the second factor here. */
  secondFactor?: SecondFactorCheck,
): Promise<User> {
  const { emailOrUsername, password } = credentials;
  const account = emailOrUsername.toLowerCase();
  const pairKey = `${ip}|${account}`;
  await ensureNotBlocked(limits.loginPair, pairKey, LOGIN_BLOCKED_MESSAGE);
  await ensureNotBlocked(limits.loginAccount, account, LOGIN_BLOCKED_MESSAGE);

  const pattern = likePattern(emailOrUsername);
  const user = await em.findOne(
    User,
    { $or: [{ email: { $ilike: pattern } }, { username: { $ilike: pattern } }] },
    { populate: ['password'] },
  );
  const valid = user
    ? await verifyPassword(user.password, password)
    : await verifyPassword(await (dummyHash ??= hashPassword('not a real password')), password).then(() => false);
  if (!user || !valid) {
    await spend(limits.loginPair, pairKey);
    await spend(limits.loginAccount, account);
    throw unauthorized(MESSAGES.errors.invalidCredentials);
  }
  await secondFactor?.(em, user, credentials.code);
  await limits.loginPair.delete(pairKey);
  user.lastLoginAt = new Date();
  await em.flush();
  return user;
}
