/**
 * A suspension from start to end on both databases (issue 38): the resolve that suspends answers at once and applies
 * in one transaction on one connection (the embedded database's pool has one), the account is out on every instance
 * and device, and an admin alone lifts it (audited), after which it signs in and publishes again.
 */
import { MESSAGES } from '@inkshelf/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmbeddedTestDatabase } from '../../../test/database.ts';
import { suspendAccount } from '../../commands/account-suspender.ts';
import { User } from '../../entities/index.ts';
import { getTestServer, type TestAgent, type TestServer } from '../../../test/support.ts';
import { signInForTokens, withBearer } from '../tokens/token-test-support.ts';
import { report, resolve, signInStaff } from './moderation-test-support.ts';

const E = MESSAGES.errors;
const PASSWORD = 'a suspended password';
/** Far below the 10 s the pool waits for a connection before it gives up, which is what the bug took. */
const QUICK_MS = 3_000;

describe.each([
  ['the run database', undefined],
  ['the embedded database', createEmbeddedTestDatabase],
])('a suspension on %s', (_name, openDatabase) => {
  let server: TestServer;
  /** A second instance of the same site (its own pool on PostgreSQL). */
  let other: TestServer;
  let staff: Awaited<ReturnType<typeof signInStaff>>;
  let reader: Awaited<ReturnType<TestServer['signedIn']>>;

  beforeAll(async () => {
    server = await getTestServer({ config: { rateLimitScale: 100 }, ...(openDatabase ? { openDatabase } : {}) });
    other = await getTestServer({ config: { rateLimitScale: 100 }, sameDatabaseAs: server });
    staff = await signInStaff(server);
    reader = await server.signedIn();
  });
  afterAll(async () => {
    await other?.close();
    await server?.close();
  });

  const sessionsOf = async (userId: number) =>
    (
      await server.db.orm.em
        .fork()
        .execute<{ count: number }[]>('select count(*)::int as count from session where user_id = ?', [userId])
    )[0]?.count;
  const signIn = (emailOrUsername: string) =>
    server.agent().request('POST', '/api/login', { json: { emailOrUsername, password: PASSWORD } });
  const newNovel = (agent: TestAgent) =>
    agent.request('POST', '/api/novels', {
      json: { title: `Novel ${Date.now()}`, description: 'A description long enough to pass.', genres: ['Fantasy'] },
    });
  const publish = (agent: TestAgent, novelId: number) =>
    agent.request('PUT', `/api/novels/${novelId}`, { json: { status: 'published' } });

  /** An author signed in on two devices, one of them through the other instance, with an API token too. */
  async function author() {
    const target = await server.signedIn({ isAuthor: true, password: PASSWORD });
    const elsewhere = other.agent();
    await elsewhere.signIn(target.user.username, PASSWORD);
    const pair = await signInForTokens(server, target.user.username, PASSWORD);
    const novel = await newNovel(target.agent);
    expect(novel.status, novel.text).toBe(201);
    expect((await elsewhere.request('GET', '/api/user')).status).toBe(200);
    expect(await sessionsOf(target.user.id)).toBe(2);
    return { ...target, elsewhere, pair, novelId: novel.body.id as number };
  }

  async function suspend(userId: number, note = 'Threats') {
    const id = await report(reader.agent, { targetType: 'user', targetId: userId, reason: 'harassment' });
    const started = performance.now();
    // Another request at the same moment is answered too, not held behind a stuck transaction.
    const [item, meanwhile] = await Promise.all([
      resolve(staff.moderator.agent, id, { action: 'suspend', note }),
      reader.agent.request('GET', '/api/user'),
    ]);
    const elapsed = performance.now() - started;
    expect(meanwhile.status).toBe(200);
    expect(elapsed).toBeLessThan(QUICK_MS);
    return item;
  }

  it('answers at once and applies: every session, device and token is out, sign-in and publishing refused', async () => {
    const target = await author();
    const item = await suspend(target.user.id);
    expect(item.status).toBe('resolved');
    expect(item.target?.suspended).toEqual({ until: null });

    expect(await sessionsOf(target.user.id)).toBe(0);
    expect((await target.agent.request('GET', '/api/user')).status).toBe(401);
    expect((await target.elsewhere.request('GET', '/api/user')).status).toBe(401);
    expect((await withBearer(server, target.pair.accessToken, 'GET', '/api/user')).status).toBe(401);
    expect((await publish(target.agent, target.novelId)).status).toBe(401);
    expect((await publish(target.elsewhere, target.novelId)).status).toBe(401);
    const bearerPublish = await withBearer(server, target.pair.accessToken, 'PUT', `/api/novels/${target.novelId}`, {
      json: { status: 'published' },
    });
    expect(bearerPublish.status).toBe(401);

    const login = await signIn(target.user.username);
    expect(login.status).toBe(403);
    expect(login.body).toMatchObject({ message: E.accountSuspended, suspendedUntil: null });
    const audit = (await staff.admin.agent.request('GET', '/api/moderation/audit')).body;
    expect(audit.entries[0]).toMatchObject({ action: 'suspend', targetType: 'user', targetId: target.user.id });
  });

  it('suspends with the rest of its transaction or not at all (the command, without HTTP)', async () => {
    const target = await author();
    const failed = server.db.orm.em.fork().transactional(async (tx) => {
      await suspendAccount(tx, target.user.id, null, 'Rolled back');
      expect(await tx.count(User, { id: target.user.id, suspendedAt: { $ne: null } })).toBe(1);
      throw new Error('the audit line failed');
    });
    await expect(failed).rejects.toThrow('the audit line failed');
    const stored = await server.db.orm.em.fork().findOneOrFail(User, target.user.id);
    expect(stored.suspendedAt).toBeNull();
    expect(await sessionsOf(target.user.id)).toBe(2);
    expect((await withBearer(server, target.pair.accessToken, 'GET', '/api/user')).status).toBe(200);
    expect((await target.agent.request('GET', '/api/user')).status).toBe(200);
  });

  it('is lifted by an admin alone, audited; the account signs in and publishes again', async () => {
    const target = await author();
    await suspend(target.user.id, 'Spam account');
    const lift = `/api/moderation/users/${target.user.id}/suspension`;

    // A restore on the account's report does not lift it: that is the admin's route below.
    const again = await report(staff.moderator.agent, { targetType: 'user', targetId: target.user.id, reason: 'spam' });
    const restore = await staff.moderator.agent.request('POST', `/api/moderation/reports/${again}/resolve`, {
      json: { action: 'restore' },
    });
    expect(restore.status).toBe(400);
    expect(restore.body.message).toBe(E.moderationActionNotApplicable);

    const byModerator = await staff.moderator.agent.request('DELETE', lift);
    expect(byModerator.status).toBe(403);
    expect(byModerator.body.message).toBe(E.adminRequired);
    expect((await reader.agent.request('DELETE', lift)).status).toBe(403);
    expect((await server.request('DELETE', lift)).status).toBe(401);
    expect((await signIn(target.user.username)).status).toBe(403);

    const lifted = await staff.admin.agent.request('DELETE', lift);
    expect(lifted.status, lifted.text).toBe(200);
    expect(lifted.body).toEqual({ message: E.suspensionLifted });

    const audit = (await staff.admin.agent.request('GET', '/api/moderation/audit')).body;
    expect(audit.entries[0]).toMatchObject({
      action: 'lift-suspension',
      actor: { id: staff.admin.user.id, username: staff.admin.user.username },
      targetType: 'user',
      targetId: target.user.id,
      details: { userId: target.user.id, until: null, suspensionNote: 'Spam account' },
    });

    // Lifted on every instance: a sign-in through either one works, and so does publishing.
    const back = other.agent();
    await back.signIn(target.user.username, PASSWORD);
    const published = await publish(back, target.novelId);
    expect(published.status, published.text).toBe(200);
    expect(published.body.status).toBe('published');
    expect((await newNovel(back)).status).toBe(201);
    expect((await signIn(target.user.username)).status).toBe(200);

    const twice = await staff.admin.agent.request('DELETE', lift);
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(E.accountNotSuspended);
  });

  it('answers 404 for an unknown account and 409 for one that is not suspended', async () => {
    const unknown = await staff.admin.agent.request('DELETE', '/api/moderation/users/987654321/suspension');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(E.userNotFound);
    const never = await staff.admin.agent.request('DELETE', `/api/moderation/users/${reader.user.id}/suspension`);
    expect(never.status).toBe(409);
    expect(never.body.message).toBe(E.accountNotSuspended);
    const invalid = await staff.admin.agent.request('DELETE', '/api/moderation/users/abc/suspension');
    expect(invalid.status).toBe(400);
  });
});
