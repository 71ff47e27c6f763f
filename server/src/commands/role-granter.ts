import { MESSAGES, type UserRole } from '@inkshelf/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { User } from '../entities/index.ts';
import { forbidden, notFound } from '../errors.ts';
import { AuditRepository } from '../repositories/audit-repository.ts';

/**
 * Gives the account `username` the role (granting moderator or admin, or revoking back to member) and records it
 * in the audit log. `actor` is the admin doing it, or null for the server command (`pnpm admin grant`). An admin
 * cannot change their own role, so the site never loses its last admin by a slip.
 */
export async function grantRole(
  em: EntityManager,
  actor: Pick<User, 'id' | 'username'> | null,
  username: string,
  role: UserRole,
  note: string | null = null,
): Promise<User> {
  return em.transactional(async (tx) => {
    const user = await tx.findOne(User, { username: { $ilike: username.replace(/[\\%_]/g, '\\$&') } });
    if (!user) throw notFound(MESSAGES.errors.userNotFound);
    if (actor && actor.id === user.id) throw forbidden(MESSAGES.errors.cannotModerateSelf);
    const from = user.role;
    user.role = role;
    await tx.flush();
    await new AuditRepository(tx).append(actor, 'role', { type: 'user', id: user.id }, note, { from, to: role });
    return user;
  });
}
