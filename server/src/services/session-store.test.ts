import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database.ts';
import { buildUser } from '../../test/factories.ts';
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

describe('session store', () => {
  it('stores, reads back and destroys a session, with the user id in its own column', async () => {
    const user = await buildUser(db.orm.em.fork());
    const store = createSessionStore(db.orm, 0);
    await store.set('sid-1', { userId: user.id, createdAt: 1 }, 'session');
    expect(await store.get('sid-1')).toEqual({ userId: user.id, createdAt: 1 });
    const rows = await db.orm.em.fork().execute('select user_id from session where sid = ?', ['sid-1']);
    expect(rows).toEqual([{ user_id: user.id }]);
    await store.destroy('sid-1');
    expect(await store.get('sid-1')).toBeUndefined();
  });

  it('expires browser sessions after the idle time and remembered ones after 30 days', async () => {
    const store = createSessionStore(db.orm, 0);
    await store.set('short', {}, 'session');
    await store.set('long', {}, REMEMBER_ME_MS);
    expect(Math.abs((await expiryOf('short')) - Date.now() - SESSION_IDLE_MS)).toBeLessThan(5000);
    expect(Math.abs((await expiryOf('long')) - Date.now() - REMEMBER_ME_MS)).toBeLessThan(5000);
  });

  it('never returns an expired session and sweeps expired rows on writes', async () => {
    const store = createSessionStore(db.orm, 1);
    await store.set('old', {}, 1000);
    await db.orm.em.fork().execute("update session set expire = now() - interval '1 second' where sid = 'old'");
    expect(await store.get('old')).toBeUndefined();
    await store.set('new', {}, 1000);
    const left = await db.orm.em.fork().execute("select sid from session where sid = 'old'");
    expect(left).toEqual([]);
  });

  it('ends every session of a user except the one kept', async () => {
    const user = await buildUser(db.orm.em.fork());
    const store = createSessionStore(db.orm, 0);
    for (const sid of ['a', 'b', 'c']) await store.set(`u-${sid}`, { userId: user.id }, 'session');
    await destroyUserSessions(db.orm, user.id, 'u-b');
    expect(await store.get('u-a')).toBeUndefined();
    expect(await store.get('u-b')).toEqual({ userId: user.id });
    expect(await store.get('u-c')).toBeUndefined();
  });
});
