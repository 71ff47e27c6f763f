import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { revokeUserTokens } from '../services/api-tokens.ts';
import { destroyUserSessions } from '../services/session-store.ts';
import { ACCOUNT_CHANGE, recordChanges } from '../cache/index.ts';

/**
 * Suspends an account until `until` (null: until lifted): it can no longer sign in or write, and every session
 * and API token it has is ended now, so a suspension takes effect on the next request of every device.
 */
export async function suspendAccount(
  orm: MikroORM,
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
  });
  await destroyUserSessions(orm, userId);
}
