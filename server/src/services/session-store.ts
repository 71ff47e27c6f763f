import { namedStatement, runStatement, type StatementMode } from '../db/named-statements.ts';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Context } from 'koa';

/** The signed-in user's row as read with the session, and whether they have a confirmed second factor. */
export interface SessionPreload {
  user: {
    id: number;
    email: string;
    username: string;
    is_author: boolean;
    last_login_at: Date | null;
    created_at: Date;
    updated_at: Date;
    role: 'member' | 'moderator' | 'admin';
    suspended_at: Date | null;
    suspended_until: Date | null;
    time_zone: string | null;
    adult_confirmed_at: Date | null;
  };
  hasVerifiedFactor: boolean;
}

declare module 'koa' {
  interface DefaultState {
    /** Read with the session by the store (one query instead of three); see loadUser and applyAssurance. */
    sessionPreload?: SessionPreload;
  }
}

/**
 * The session, its user and the user's two-factor state in one statement: every signed-in request needs all
 * three, and one round trip instead of three is most of what a small write costs.
 */
const GET = namedStatement(
  'inkshelf-session-get-3',
  `select s.sess, u.id, u.email, u.username, u.is_author, u.last_login_at, u.created_at, u.updated_at,
    u.role, u.suspended_at, u.suspended_until, u.time_zone, u.adult_confirmed_at,
    exists(select 1 from mfa_factors f where f.user_id = u.id and f.verified_at is not null) as has_verified_factor
  from session s left join users u on u.id = s.user_id
  where s.sid = ? and s.expire > now()`,
);

type GetRow = { sess: SessionData; has_verified_factor: boolean } & {
  [K in keyof SessionPreload['user']]: SessionPreload['user'][K] | null;
};

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
export function createSessionStore(orm: MikroORM, options: { mode?: StatementMode; sweepChance?: number } = {}) {
  const { mode = 'orm', sweepChance = 0.02 } = options;
  // Plain statements touch no entity: the root manager runs them without a fork (a unit of work and identity map
  // built and dropped on every signed-in request).
  const execute = (sql: string, params: unknown[]) => orm.em.execute(sql, params);
  return {
    async get(sid: string, _maxAge?: unknown, options?: { ctx?: Context }): Promise<SessionData | undefined> {
      // Every signed-in request's first statement: prepared once per connection on PostgreSQL.
      const [row] = await runStatement<GetRow>(orm.em.getConnection(), GET, [sid], mode);
      if (!row) return undefined;
      const { sess, has_verified_factor: hasVerifiedFactor, ...user } = row;
      if (options?.ctx && user.id !== null && user.id === sess.userId) {
        options.ctx.state.sessionPreload = { user: user as SessionPreload['user'], hasVerifiedFactor };
      }
      return sess;
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

/**
 * Ends every session of a user, except `keepSid` when given (the one making the change). Runs on `em`: inside the
 * caller's transaction it runs on that transaction's connection, so it commits or rolls back with the change that
 * ends the sessions (a suspension, a password reset) and never waits for a second connection, which the embedded
 * database's pool of one does not have. Sessions are read from this table on every request of every instance
 * (nothing caches them), so the next request of each device is signed out once the transaction commits.
 */
export async function destroyUserSessions(em: EntityManager, userId: number, keepSid?: string): Promise<void> {
  await em.execute('delete from session where user_id = ? and sid is distinct from ?', [userId, keepSid ?? null]);
}
