import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database.ts';
import { buildUser } from '../../test/factories.ts';
import type { StatementMode } from '../db/named-statements.ts';
import { createSessionStore, destroyUserSessions, REMEMBER_ME_MS, SESSION_IDLE_MS } from './session-store.ts';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.close());

async function expiryOf(sid: string): Promise<number> {
  const rows = await db.orm.em.fork().execute('select expire from session where sid = ?', [sid]);
  return new Date((rows[0] as { expire: string | Date }).expire).getTime();
}

/** The named statement on PostgreSQL; the embedded database sends every statement as it comes. */
const modes = (): StatementMode[] => (db.kind === 'postgresql' ? ['orm', 'prepared'] : ['orm']);

describe('session store', () => {
  it('stores, reads back and destroys a session, with the user id in its own column', async () => {
    for (const mode of modes()) {
      const user = await buildUser(db.orm.em.fork());
      const store = createSessionStore(db.orm, { mode, sweepChance: 0 });
      const sid = `sid-${mode}`;
      await store.set(sid, { userId: user.id, createdAt: 1 }, 'session');
      // Again and again, so that every connection of the pool has prepared the read by now.
      const reads = await Promise.all(Array.from({ length: 12 }, () => store.get(sid)));
      expect(reads).toEqual(Array.from({ length: 12 }, () => ({ userId: user.id, createdAt: 1 })));
      const rows = await db.orm.em.fork().execute('select user_id from session where sid = ?', [sid]);
      expect(rows).toEqual([{ user_id: user.id }]);
      await store.destroy(sid);
      expect([mode, await store.get(sid)]).toEqual([mode, undefined]);
    }
  });

  it("reads the session's user and two-factor state with it, alike in both modes", async () => {
    const user = await buildUser(db.orm.em.fork(), { username: 'Preloaded_Reader' });
    const preloads = [];
    for (const mode of modes()) {
      const store = createSessionStore(db.orm, { mode, sweepChance: 0 });
      await store.set(`preload-${mode}`, { userId: user.id }, 'session');
      const ctx = { state: {} as Record<string, unknown> };
      await store.get(`preload-${mode}`, undefined, { ctx: ctx as never });
      preloads.push(ctx.state.sessionPreload);
    }
    expect(preloads[0]).toMatchObject({
      user: { id: user.id, username: 'Preloaded_Reader' },
      hasVerifiedFactor: false,
    });
    for (const preload of preloads) expect(preload).toEqual(preloads[0]);
  });

  it('expires browser sessions after the idle time and remembered ones after 30 days', async () => {
    const store = createSessionStore(db.orm, { sweepChance: 0 });
    await store.set('short', {}, 'session');
    await store.set('long', {}, REMEMBER_ME_MS);
    expect(Math.abs((await expiryOf('short')) - Date.now() - SESSION_IDLE_MS)).toBeLessThan(5000);
    expect(Math.abs((await expiryOf('long')) - Date.now() - REMEMBER_ME_MS)).toBeLessThan(5000);
  });

  it('never returns an expired session and sweeps expired rows on writes', async () => {
    const store = createSessionStore(db.orm, { sweepChance: 1 });
    await store.set('old', {}, 1000);
    await db.orm.em.fork().execute("update session set expire = now() - interval '1 second' where sid = 'old'");
    expect(await store.get('old')).toBeUndefined();
    await store.set('new', {}, 1000);
    const left = await db.orm.em.fork().execute("select sid from session where sid = 'old'");
    expect(left).toEqual([]);
  });

  it('ends every session of a user except the one kept', async () => {
    const user = await buildUser(db.orm.em.fork());
    const store = createSessionStore(db.orm, { sweepChance: 0 });
    for (const sid of ['a', 'b', 'c']) await store.set(`u-${sid}`, { userId: user.id }, 'session');
    await destroyUserSessions(db.orm.em.fork(), user.id, 'u-b');
    expect(await store.get('u-a')).toBeUndefined();
    expect(await store.get('u-b')).toEqual({ userId: user.id });
    expect(await store.get('u-c')).toBeUndefined();
  });

  it("ends them in the caller's transaction, on its connection: rolled back with it, or committed with it", async () => {
    const user = await buildUser(db.orm.em.fork());
    const store = createSessionStore(db.orm, { sweepChance: 0 });
    await store.set('t-a', { userId: user.id }, 'session');
    const count = async (em: EntityManager) =>
      (await em.execute<{ n: number }[]>('select count(*)::int as n from session where user_id = ?', [user.id]))[0]?.n;
    const failed = db.orm.em.fork().transactional(async (tx) => {
      await destroyUserSessions(tx, user.id);
      expect(await count(tx)).toBe(0);
      throw new Error('what came after failed');
    });
    await expect(failed).rejects.toThrow('what came after failed');
    expect(await store.get('t-a')).toEqual({ userId: user.id });

    await db.orm.em.fork().transactional((tx) => destroyUserSessions(tx, user.id));
    expect(await store.get('t-a')).toBeUndefined();
  });
});
