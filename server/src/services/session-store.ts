import type { MikroORM } from '@mikro-orm/postgresql';

/** How long a browser-session cookie's server side lives without a request. */
export const SESSION_IDLE_MS = 12 * 60 * 60 * 1000;
/** "Remember me" keeps a session for 30 days after its last use. */
export const REMEMBER_ME_MS = 30 * 24 * 60 * 60 * 1000;
/** No session outlives this, however active. */
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;

type SessionData = Record<string, unknown> & { userId?: number };

/**
 * koa-session's external store over the `session` table (sid, sess, expire, user_id). Expired rows are never
 * read, and are swept now and then on writes.
 */
export function createSessionStore(orm: MikroORM, sweepChance = 0.02) {
  const execute = (sql: string, params: unknown[]) => orm.em.fork().execute(sql, params);
  return {
    async get(sid: string): Promise<SessionData | undefined> {
      const rows = (await execute('select sess from session where sid = ? and expire > now()', [sid])) as {
        sess: SessionData;
      }[];
      return rows[0]?.sess;
    },
    async set(sid: string, sess: SessionData, maxAge: number | 'session' | undefined): Promise<undefined> {
      const ttl = typeof maxAge === 'number' ? maxAge : SESSION_IDLE_MS;
      const userId = typeof sess.userId === 'number' ? sess.userId : null;
      await execute(
        `insert into session (sid, sess, expire, user_id) values (?, ?, ?, ?)
         on conflict (sid) do update set sess = excluded.sess, expire = excluded.expire, user_id = excluded.user_id`,
        [sid, JSON.stringify(sess), new Date(Date.now() + ttl), userId],
      );
      if (Math.random() < sweepChance) await execute('delete from session where expire <= now()', []);
      return undefined;
    },
    async destroy(sid: string): Promise<undefined> {
      await execute('delete from session where sid = ?', [sid]);
      return undefined;
    },
  };
}

/** Ends every session of a user, except `keepSid` when given (the one making the change). */
export async function destroyUserSessions(orm: MikroORM, userId: number, keepSid?: string): Promise<void> {
  await orm.em
    .fork()
    .execute('delete from session where user_id = ? and sid is distinct from ?', [userId, keepSid ?? null]);
}
