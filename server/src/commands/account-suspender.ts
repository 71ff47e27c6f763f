import { MESSAGES } from '@inkshelf/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ACCOUNT_CHANGE, recordChanges } from '../cache/index.ts';
import type { User } from '../entities/index.ts';
import { conflict, notFound } from '../errors.ts';
import { isSuspended } from '../policies/moderation.ts';
import { AuditRepository } from '../repositories/audit-repository.ts';
import { revokeUserTokens } from '../services/api-tokens.ts';
import { destroyUserSessions } from '../services/session-store.ts';

/**
 * Suspends an account until `until` (null: until lifted): it can no longer sign in or write, and every session
 * and API token it has is ended now, so a suspension takes effect on the next request of every device.
 *
 * Everything runs on `em`, in one transaction on one connection (the caller's, when it has one: the resolve of a
 * report also resolves the reports and writes the audit log in it). Sessions and tokens are rows every instance
 * reads on every request, so once it commits the account is signed out everywhere at once; if anything after it
 * fails, the suspension and the ended sessions roll back together.
 */
export async function suspendAccount(
  em: EntityManager,
  userId: number,
  until: Date | null,
  note: string,
): Promise<void> {
  recordChanges(ACCOUNT_CHANGE);
  await em.transactional(async (tx) => {
    await tx.execute(
      'update users set suspended_at = clock_timestamp(), suspended_until = ?, suspension_note = ? where id = ?',
      [until, note, userId],
    );
    await revokeUserTokens(tx, userId);
    await destroyUserSessions(tx, userId);
  });
}

interface SuspensionRow {
  id: number;
  suspended_at: Date | string | null;
  suspended_until: Date | string | null;
  suspension_note: string | null;
}

const toDate = (value: Date | string | null) => (value === null ? null : new Date(value));

/**
 * Lifts an account's suspension (an admin's decision; the route checks the role): it may sign in and write again.
 * The row is locked while it is read, so two admins lifting at once log it once; the audit line keeps what the
 * suspension was. 404 for an unknown account, 409 when it is not suspended (never was, was lifted, or ran out).
 */
export async function liftSuspension(
  em: EntityManager,
  actor: Pick<User, 'id' | 'username'>,
  userId: number,
): Promise<void> {
  await em.transactional(async (tx) => {
    const [row] = await tx.execute<SuspensionRow[]>(
      'select id, suspended_at, suspended_until, suspension_note from users where id = ? for update',
      [userId],
    );
    if (!row) throw notFound(MESSAGES.errors.userNotFound);
    const suspension = { suspendedAt: toDate(row.suspended_at), suspendedUntil: toDate(row.suspended_until) };
    if (!isSuspended(suspension)) throw conflict(MESSAGES.errors.accountNotSuspended);
    recordChanges(ACCOUNT_CHANGE);
    await tx.execute(
      'update users set suspended_at = null, suspended_until = null, suspension_note = null where id = ?',
      [userId],
    );
    await new AuditRepository(tx).append(actor, 'lift-suspension', { type: 'user', id: userId }, null, {
      userId,
      suspendedAt: suspension.suspendedAt?.toISOString(),
      until: suspension.suspendedUntil?.toISOString() ?? null,
      suspensionNote: row.suspension_note,
    });
  });
}
