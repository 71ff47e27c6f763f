/**
 * Suspension (issue 18): a suspended account's live sessions and API tokens stop working at once, it cannot sign
 * in again (403 'Account suspended' with the end date) or write, and only staff above it may suspend it.
 */
import { MESSAGES } from '@inkshelf/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTestServer, type TestServer } from '../../../test/support.ts';
import { User } from '../../entities/index.ts';
import { signInForTokens, withBearer } from '../tokens/token-test-support.ts';
import { report, resolve, signInStaff } from './moderation-test-support.ts';

const E = MESSAGES.errors;
let server: TestServer;
let staff: Awaited<ReturnType<typeof signInStaff>>;
let reader: Awaited<ReturnType<TestServer['signedIn']>>;

beforeAll(async () => {
  server = await getTestServer({ config: { rateLimitScale: 100 } });
  staff = await signInStaff(server);
  reader = await server.signedIn();
});
afterAll(() => server.close());

describe('suspending an account', () => {
  it('revokes its sessions and tokens at once and refuses its sign-ins with the end date', async () => {
    const target = await server.signedIn({ password: 'a good password' });
    const pair = await signInForTokens(server, target.user.username, 'a good password');
    expect((await withBearer(server, pair.accessToken, 'GET', '/api/user')).status).toBe(200);
    expect((await target.agent.request('GET', '/api/user')).status).toBe(200);

    const until = new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString();
    const id = await report(reader.agent, { targetType: 'user', targetId: target.user.id, reason: 'harassment' });
    const item = await resolve(staff.moderator.agent, id, { action: 'suspend', note: 'Threats', until });
    expect(item.target?.suspended).toEqual({ until });

    expect((await target.agent.request('GET', '/api/user')).status).toBe(401);
    expect((await withBearer(server, pair.accessToken, 'GET', '/api/user')).status).toBe(401);
    const refresh = await server.request('POST', '/api/tokens/refresh', { json: { refreshToken: pair.refreshToken } });
    expect(refresh.status).toBe(401);

    const again = await server.agent().request('POST', '/api/login', {
      json: { emailOrUsername: target.user.username, password: 'a good password' },
    });
    expect(again.status).toBe(403);
    expect(again.body).toMatchObject({ message: E.accountSuspended, suspendedUntil: until });
    const token = await server.request('POST', '/api/tokens', {
      json: { emailOrUsername: target.user.username, password: 'a good password' },
    });
    expect(token.status).toBe(403);
    expect(token.body.message).toBe(E.accountSuspended);

    const audit = (await staff.admin.agent.request('GET', '/api/moderation/audit')).body;
    expect(audit.entries[0]).toMatchObject({ action: 'suspend', note: 'Threats', details: { until } });
  });

  it('suspends the author of reported content; without an end date until lifted', async () => {
    const author = await server.signedIn({ isAuthor: true, password: 'another password' });
    const created = await author.agent.request('POST', '/api/novels', {
      json: {
        title: `Suspended ${Date.now()}`,
        description: 'A description long enough to pass.',
        genres: ['Fantasy'],
      },
    });
    expect(created.status).toBe(201);
    await author.agent.request('PUT', `/api/novels/${created.body.id}`, { json: { status: 'published' } });
    const id = await report(reader.agent, { targetType: 'novel', targetId: created.body.id, reason: 'spam' });
    await resolve(staff.moderator.agent, id, { action: 'suspend', note: 'Spam account' });
    const stored = await server.db.orm.em.fork().findOneOrFail(User, author.user.id);
    expect(stored.suspendedAt).not.toBeNull();
    expect(stored.suspendedUntil).toBeNull();
    const write = await author.agent.request('POST', '/api/novels', {
      json: { title: 'Nope', description: 'A description long enough to pass.', genres: ['Fantasy'] },
    });
    expect(write.status).toBe(401);
    const login = await server.agent().request('POST', '/api/login', {
      json: { emailOrUsername: author.user.username, password: 'another password' },
    });
    expect(login.body).toMatchObject({ message: E.accountSuspended, suspendedUntil: null });
  });

  it('refuses a write from a session that was somehow kept (403 with the suspension)', async () => {
    const target = await server.signedIn();
    await server.db.orm.em
      .fork()
      .execute("update users set suspended_at = now(), suspended_until = now() + interval '1 day' where id = ?", [
        target.user.id,
      ]);
    const write = await target.agent.request('POST', '/api/reports', {
      json: { targetType: 'user', targetId: reader.user.id, reason: 'spam' },
    });
    expect(write.status).toBe(403);
    expect(write.body.message).toBe(E.accountSuspended);
    expect((await target.agent.request('GET', '/api/user')).status).toBe(401);
  });

  it('lets a suspension end by itself', async () => {
    const target = await server.signedIn({ password: 'expired suspension' });
    await server.db.orm.em
      .fork()
      .execute(
        "update users set suspended_at = now() - interval '2 days', suspended_until = now() - interval '1 day' where id = ?",
        [target.user.id],
      );
    const login = await server.agent().request('POST', '/api/login', {
      json: { emailOrUsername: target.user.username, password: 'expired suspension' },
    });
    expect(login.status).toBe(200);
  });

  it('refuses a past end date, suspending oneself, and a moderator suspending staff', async () => {
    const id = await report(reader.agent, { targetType: 'user', targetId: staff.admin.user.id, reason: 'other' });
    const self = await report(reader.agent, { targetType: 'user', targetId: staff.moderator.user.id, reason: 'other' });
    const past = await staff.moderator.agent.request('POST', `/api/moderation/reports/${self}/resolve`, {
      json: { action: 'suspend', note: 'x', until: new Date(Date.now() - 1000).toISOString() },
    });
    expect(past.status).toBe(403);
    expect(past.body.message).toBe(E.cannotModerateSelf);
    const admin = await staff.moderator.agent.request('POST', `/api/moderation/reports/${id}/resolve`, {
      json: { action: 'suspend', note: 'x' },
    });
    expect(admin.status).toBe(403);
    const member = await server.signedIn();
    const memberReport = await report(reader.agent, { targetType: 'user', targetId: member.user.id, reason: 'spam' });
    const inPast = await staff.moderator.agent.request('POST', `/api/moderation/reports/${memberReport}/resolve`, {
      json: { action: 'suspend', note: 'x', until: new Date(Date.now() - 1000).toISOString() },
    });
    expect(inPast.status).toBe(400);
    expect(inPast.body.message).toBe(E.suspendUntilPast);
  });
});
