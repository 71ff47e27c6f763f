import { MESSAGES, type UserRole } from '@inkshelf/contracts';
import type { User } from '../entities/index.ts';
import { HttpError } from '../errors.ts';
import { rule } from './policy.ts';

const RANK: Record<UserRole, number> = { member: 0, moderator: 1, admin: 2 };

/** Whether the user holds `role` or a higher one (admins may do all that moderators may). */
export const hasRole = (user: { role?: string | null }, role: UserRole): boolean =>
  RANK[(user.role ?? 'member') as UserRole] >= RANK[role];

/** Whether the account is suspended at `now`: since `suspendedAt`, until `suspendedUntil` (null: until lifted). */
export const isSuspended = (user: Pick<User, 'suspendedAt' | 'suspendedUntil'>, now: Date = new Date()): boolean =>
  !!user.suspendedAt && (!user.suspendedUntil || user.suspendedUntil > now);

/** 403 'Account suspended', with the end of the suspension (null: until an admin lifts it). */
export const suspendedError = (user: Pick<User, 'suspendedUntil'>) =>
  new HttpError(403, 'account_suspended', MESSAGES.errors.accountSuspended, {
    suspendedUntil: user.suspendedUntil?.toISOString() ?? null,
  });

/** Moderators and admins work the queue and may change a novel's content rating; admins alone manage roles. */
export const moderationPolicy = {
  moderate: rule((user) => hasRole(user, 'moderator'), MESSAGES.errors.moderatorRequired),
  administer: rule((user) => hasRole(user, 'admin'), MESSAGES.errors.adminRequired),
  /** Nobody suspends themselves, or changes their own role (an admin cannot lock the last admin out by mistake). */
  actOnAccount: rule<{ id: number }>((user, target) => user.id !== target.id, MESSAGES.errors.cannotModerateSelf),
};
