import { MESSAGES } from '@inkshelf/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { User } from '../entities/index.ts';
import { unauthorized } from '../errors.ts';
import type { RateLimits } from '../services/rate-limits.ts';
import { consumeAll, refundAll, type Charge } from '../services/rate-limiter.ts';
import { hashPassword, verifyPassword } from '../services/passwords.ts';
import type { SecondFactorCheck } from './two-factor.ts';
import { isSuspended, suspendedError } from '../policies/moderation.ts';

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
 * The budget key of the account a sign-in names: its id once found, so its username and its email share one
 * budget; an unknown name is keyed by its folded text, so it costs and behaves exactly like an account.
 */
export const accountBudgetKey = (user: { id: number } | null, typed: string): string =>
  user ? `u${user.id}` : `n:${typed.normalize('NFKC').toLowerCase()}`;

/**
 * Failure budgets of one password attempt, each point spent BEFORE the work it guards so parallel guesses cannot exceed
 * them: the IP's (spraying) before the account lookup, the IP-and-account and account budgets before the password
 * check. A right password gives its points back and clears the IP-and-account budget.
 */
export class SignInBudget {
  private readonly charges: Charge[] = [];
  private pairKey?: string;

  constructor(
    private readonly limits: RateLimits,
    private readonly ip: string,
    private readonly message = LOGIN_BLOCKED_MESSAGE,
  ) {}

  /** Before the account lookup: one of the IP's attempts across all accounts (429 once spent). */
  async chargeIp(): Promise<void> {
    const charges: Charge[] = [
      [this.limits.loginIp, this.ip],
      [this.limits.loginIpHour, this.ip],
    ];
    await consumeAll(charges, this.message);
    this.charges.push(...charges);
  }

  /** Before the password check: one attempt at this account from this IP and from anywhere (429 once spent). */
  async chargeAccount(account: string): Promise<void> {
    this.pairKey = `${this.ip}|${account}`;
    await consumeAll(
      [
        [this.limits.loginPair, this.pairKey],
        [this.limits.loginAccount, account],
      ],
      this.message,
    );
    this.charges.push([this.limits.loginAccount, account]);
  }

  /** The password was right: the attempt does not count, and this IP's failures at the account are forgiven. */
  async succeeded(): Promise<void> {
    await refundAll(this.charges.splice(0));
    if (this.pairKey) await this.limits.loginPair.store.delete(this.pairKey);
  }
}

/**
 * THE credential check of every sign-in (session or tokens), so all share one lookup, constant-time answer, budget and
 * 401. Two-factor comes after the password; its wrong codes count against the two-factor budget, not this one. Flushes
 * the user's `lastLoginAt`.
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
  const budget = new SignInBudget(limits, ip);
  await budget.chargeIp();

  const pattern = likePattern(emailOrUsername);
  const user = await em.findOne(
    User,
    { $or: [{ email: { $ilike: pattern } }, { username: { $ilike: pattern } }] },
    { populate: ['password'] },
  );
  await budget.chargeAccount(accountBudgetKey(user, emailOrUsername));
  const valid = user
    ? await verifyPassword(user.password, password)
    : await verifyPassword(await (dummyHash ??= hashPassword('not a real password')), password).then(() => false);
  if (!user || !valid) throw unauthorized(MESSAGES.errors.invalidCredentials);
  await budget.succeeded();
  // The right password of a suspended account: say so (the account holder may know it; nobody else gets here).
  if (isSuspended(user)) throw suspendedError(user);
  await secondFactor?.(em, user, credentials.code);
  user.lastLoginAt = new Date();
  await em.flush();
  return user;
}
