/**
 * Reports and the moderation queue (issue 18): filing reports, the queue's order and previews, every action on
 * every kind of target, content ratings, roles and the audit log (append-only in the database itself).
 */
import {
  AuditPageSchema,
  MESSAGES,
  QueueReportSchema,
  ReportQueuePageSchema,
  ReportSchema,
  StaffListSchema,
} from '@inkshelf/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildChapter, buildComment, buildNovel, buildReview } from '../../../test/factories.ts';
import { getTestServer, type TestServer } from '../../../test/support.ts';
import { grantRole } from '../../commands/role-granter.ts';
import { Chapter, Comment, Novel, Review, User } from '../../entities/index.ts';
import { outbox, report, resolve, signInStaff } from './moderation-test-support.ts';

const E = MESSAGES.errors;
let server: TestServer;
let staff: Awaited<ReturnType<typeof signInStaff>>;
let reader: Awaited<ReturnType<TestServer['signedIn']>>;
let author: Awaited<ReturnType<TestServer['signedIn']>>;

beforeAll(async () => {
  server = await getTestServer({ config: { rateLimitScale: 100 } });
  staff = await signInStaff(server);
  reader = await server.signedIn();
  author = await server.signedIn({ isAuthor: true });
});
afterAll(() => server.close());

const em = () => server.db.orm.em.fork();

/** A published novel of the author with a published chapter, a comment by the author and a review by someone. */
async function content() {
  const fork = em();
  const novel = await buildNovel(fork, { author: fork.getReference(User, author.user.id) });
  const chapter = await buildChapter(fork, { novel });
  const comment = await buildComment(fork, { chapter, user: fork.getReference(User, author.user.id) });
  const review = await buildReview(fork, { novel, rating: 2 });
  await fork.execute('update novels set review_count = 1, rating_sum = 2, average_rating = 2 where id = ?', [novel.id]);
  return { novel, chapter, comment, review };
}

describe('POST /api/reports', () => {
  it('files a report (201) and answers the same report again to the same person (200)', async () => {
    const { comment } = await content();
    const body = { targetType: 'comment' as const, targetId: comment.id, reason: 'spam' as const, details: 'Ads' };
    const first = await reader.agent.request('POST', '/api/reports', { json: body });
    expect(first.status).toBe(201);
    expect(ReportSchema.parse(first.body)).toMatchObject({ ...body, status: 'open' });
    const again = await reader.agent.request('POST', '/api/reports', { json: { ...body, reason: 'other' } });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
  });

  it('needs a signed-in user', async () => {
    const { novel } = await content();
    const response = await server.request('POST', '/api/reports', {
      json: { targetType: 'novel', targetId: novel.id, reason: 'spam' },
    });
    expect(response.status).toBe(401);
  });

  it('refuses unknown reasons and targets, and what does not exist or is not public (404)', async () => {
    const { novel } = await content();
    const bad = await reader.agent.request('POST', '/api/reports', {
      json: { targetType: 'novel', targetId: novel.id, reason: 'boring' },
    });
    expect(bad.status).toBe(400);
    const missing = await reader.agent.request('POST', '/api/reports', {
      json: { targetType: 'review', targetId: 999999, reason: 'spam' },
    });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(E.reportTargetNotFound);
    const fork = em();
    const draft = await buildNovel(fork, { status: 'draft' });
    const hidden = await reader.agent.request('POST', '/api/reports', {
      json: { targetType: 'novel', targetId: draft.id, reason: 'spam' },
    });
    expect(hidden.status).toBe(404);
  });

  it('is rate limited per user', async () => {
    const local = await getTestServer();
    try {
      const { agent } = await local.signedIn();
      const fork = local.db.orm.em.fork();
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) {
        const user = await buildNovel(fork);
        const response = await agent.request('POST', '/api/reports', {
          json: { targetType: 'novel', targetId: user.id, reason: 'spam' },
        });
        statuses.push(response.status);
      }
      expect(statuses.slice(0, 10).every((status) => status === 201)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
    } finally {
      await local.close();
    }
  });
});

describe('GET /api/moderation/reports', () => {
  it('is for moderators and admins only', async () => {
    expect((await server.request('GET', '/api/moderation/reports')).status).toBe(401);
    for (const person of [reader, author]) {
      const response = await person.agent.request('GET', '/api/moderation/reports');
      expect(response.status).toBe(403);
      expect(response.body.message).toBe(E.moderatorRequired);
    }
    for (const person of [staff.moderator, staff.admin]) {
      const response = await person.agent.request('GET', '/api/moderation/reports');
      expect(response.status).toBe(200);
      ReportQueuePageSchema.parse(response.body);
    }
  });

  it('lists open reports newest first or most reported first, each with a preview of its target', async () => {
    const { novel, review } = await content();
    const others = [await server.signedIn(), await server.signedIn()];
    await report(reader.agent, { targetType: 'novel', targetId: novel.id, reason: 'wrong-rating' });
    for (const other of others)
      await report(other.agent, { targetType: 'review', targetId: review.id, reason: 'spam' });
    const newest = await staff.moderator.agent.request('GET', '/api/moderation/reports?status=open');
    const page = ReportQueuePageSchema.parse(newest.body);
    expect(page.reports[0]).toMatchObject({ targetType: 'review', targetId: review.id, reportCount: 2 });
    expect(page.reports[0]!.target).toMatchObject({
      title: `Review of ${novel.title}`,
      excerpt: review.content,
      novelId: novel.id,
      hidden: null,
    });
    const popular = ReportQueuePageSchema.parse(
      (await staff.moderator.agent.request('GET', '/api/moderation/reports?sort=most-reported')).body,
    );
    expect(popular.reports[0]!.reportCount).toBeGreaterThanOrEqual(popular.reports.at(-1)!.reportCount);
    const novelReport = page.reports.find((item) => item.targetType === 'novel' && item.targetId === novel.id);
    expect(novelReport?.target).toMatchObject({ title: novel.title, author: { id: author.user.id } });
    expect(JSON.stringify(page)).not.toContain(author.user.email);
  });
});

describe('POST /api/moderation/reports/{id}/resolve', () => {
  it('hides a comment: gone for readers, marked for its writer, mailed to them; restore brings it back', async () => {
    const { chapter, comment } = await content();
    const id = await report(reader.agent, { targetType: 'comment', targetId: comment.id, reason: 'harassment' });
    const before = outbox(server).length;
    const item = QueueReportSchema.parse(
      await resolve(staff.moderator.agent, id, { action: 'hide', note: 'Personal attack' }),
    );
    expect(item).toMatchObject({ status: 'resolved', resolution: { action: 'hide', note: 'Personal attack' } });
    expect(item.target?.hidden?.note).toBe('Personal attack');

    const path = `/api/chapters/${chapter.id}/comments`;
    const ids = (body: { id: number }[]) => body.map((c) => c.id);
    expect(ids((await server.request('GET', path)).body)).not.toContain(comment.id);
    expect(ids((await reader.agent.request('GET', path)).body)).not.toContain(comment.id);
    const listed = await author.agent.request<{ id: number; moderation?: object }[]>('GET', path);
    const own = listed.body.find((c) => c.id === comment.id);
    expect(own?.moderation).toMatchObject({ note: 'Personal attack' });

    const mails = outbox(server).slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toContain(author.user.email);
    expect(mails[0]!.subject).toContain('hidden by moderation');
    expect(mails[0]!.body).toContain('Personal attack');

    await resolve(staff.moderator.agent, id, { action: 'restore' });
    expect(ids((await server.request('GET', path)).body)).toContain(comment.id);
    expect((await em().findOneOrFail(Comment, comment.id)).hiddenAt).toBeNull();
  });

  it("takes a hidden comment's replies out with it, and shows a hidden reply to its writer alone", async () => {
    const { chapter, comment } = await content();
    const fork = em();
    const replier = await server.signedIn();
    const reply = await buildComment(fork, {
      chapter: fork.getReference(Chapter, chapter.id),
      parent: fork.getReference(Comment, comment.id),
      user: fork.getReference(User, replier.user.id),
    });
    const path = `/api/chapters/${chapter.id}/comments`;
    const ids = async (agent = server.agent()) =>
      (await agent.request<{ id: number }[]>('GET', path)).body.map((item) => item.id);

    const replyReport = await report(reader.agent, { targetType: 'comment', targetId: reply.id, reason: 'spam' });
    await resolve(staff.moderator.agent, replyReport, { action: 'hide', note: 'Spam reply' });
    expect(await ids()).toEqual([comment.id]);
    expect(await ids(replier.agent)).toEqual([comment.id, reply.id]);
    await resolve(staff.moderator.agent, replyReport, { action: 'restore' });

    const parentReport = await report(reader.agent, { targetType: 'comment', targetId: comment.id, reason: 'spam' });
    await resolve(staff.moderator.agent, parentReport, { action: 'hide', note: 'Thread of spam' });
    expect(await ids()).toEqual([]);
    expect(await ids(author.agent)).toEqual([comment.id, reply.id]);
  });

  it('resolves every open report of the same target, and refuses hiding twice (409)', async () => {
    const { review } = await content();
    const second = await server.signedIn();
    const a = await report(reader.agent, { targetType: 'review', targetId: review.id, reason: 'spam' });
    const b = await report(second.agent, { targetType: 'review', targetId: review.id, reason: 'other' });
    await resolve(staff.admin.agent, a, { action: 'hide', note: 'Spam' });
    const other = QueueReportSchema.parse(
      (await staff.admin.agent.request('POST', `/api/moderation/reports/${b}/resolve`, { json: { action: 'dismiss' } }))
        .body,
    );
    expect(other.status).toBe('resolved');
    const twice = await staff.admin.agent.request('POST', `/api/moderation/reports/${b}/resolve`, {
      json: { action: 'hide', note: 'again' },
    });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(E.moderationAlreadyHidden);
  });

  it('needs a note to hide, remove or suspend, and refuses hiding an account', async () => {
    const { novel } = await content();
    const id = await report(reader.agent, { targetType: 'novel', targetId: novel.id, reason: 'copyright' });
    for (const action of ['hide', 'remove', 'suspend']) {
      const response = await staff.moderator.agent.request('POST', `/api/moderation/reports/${id}/resolve`, {
        json: { action },
      });
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(E.moderationNoteRequired);
    }
    const userReport = await report(reader.agent, { targetType: 'user', targetId: author.user.id, reason: 'spam' });
    const response = await staff.moderator.agent.request('POST', `/api/moderation/reports/${userReport}/resolve`, {
      json: { action: 'hide', note: 'no' },
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(E.moderationActionNotApplicable);
  });

  it('removes a review for good and keeps its novel totals exact; mails the writer', async () => {
    const { novel, review } = await content();
    const writer = await em().findOneOrFail(Review, review.id, { populate: ['user'] });
    const id = await report(reader.agent, { targetType: 'review', targetId: review.id, reason: 'spam' });
    const before = outbox(server).length;
    await resolve(staff.moderator.agent, id, { action: 'remove', note: 'Spam link' });
    expect(await em().count(Review, { id: review.id })).toBe(0);
    const stored = await em().findOneOrFail(Novel, novel.id);
    expect([stored.reviewCount, stored.ratingSum, stored.averageRating]).toEqual([0, 0, null]);
    const mails = outbox(server).slice(before);
    expect(mails.map((mail) => mail.to)).toEqual([expect.stringContaining(writer.user.email)]);
    expect(mails[0]!.subject).toContain('removed by moderation');
  });

  it('answers 404 for a report that does not exist, 403 to members', async () => {
    expect(
      (
        await staff.moderator.agent.request('POST', '/api/moderation/reports/999999/resolve', {
          json: { action: 'dismiss' },
        })
      ).status,
    ).toBe(404);
    expect(
      (await reader.agent.request('POST', '/api/moderation/reports/1/resolve', { json: { action: 'dismiss' } })).status,
    ).toBe(403);
  });
});

describe('PUT /api/moderation/novels/{id}/content-rating', () => {
  it('lets a moderator change a novel content rating, logged', async () => {
    const { novel } = await content();
    const response = await staff.moderator.agent.request('PUT', `/api/moderation/novels/${novel.id}/content-rating`, {
      json: { contentRating: 'mature', note: 'Graphic violence' },
    });
    expect(response.status).toBe(200);
    expect((await em().findOneOrFail(Novel, novel.id)).contentRating).toBe('mature');
    const audit = AuditPageSchema.parse((await staff.admin.agent.request('GET', '/api/moderation/audit')).body);
    expect(audit.entries[0]).toMatchObject({
      action: 'content-rating',
      targetType: 'novel',
      targetId: novel.id,
      note: 'Graphic violence',
      actor: { id: staff.moderator.user.id, username: staff.moderator.user.username },
      details: { from: 'everyone', to: 'mature' },
    });
  });
});

describe('roles and the audit log', () => {
  it('admins grant and revoke roles; moderators and members cannot', async () => {
    const target = await server.signedIn();
    for (const person of [reader, staff.moderator]) {
      const response = await person.agent.request('PUT', '/api/moderation/roles', {
        json: { username: target.user.username, role: 'moderator' },
      });
      expect(response.status).toBe(403);
    }
    const granted = await staff.admin.agent.request('PUT', '/api/moderation/roles', {
      json: { username: target.user.username.toUpperCase(), role: 'moderator' },
    });
    expect(granted.body).toEqual({ id: target.user.id, username: target.user.username, role: 'moderator' });
    expect((await target.agent.request('GET', '/api/user')).body.role).toBe('moderator');
    expect((await target.agent.request('GET', '/api/moderation/reports')).status).toBe(200);
    const list = StaffListSchema.parse((await staff.admin.agent.request('GET', '/api/moderation/roles')).body);
    expect(list.map((member) => member.id)).toContain(target.user.id);

    await staff.admin.agent.request('PUT', '/api/moderation/roles', {
      json: { username: target.user.username, role: 'member' },
    });
    expect((await target.agent.request('GET', '/api/moderation/reports')).status).toBe(403);
    const self = await staff.admin.agent.request('PUT', '/api/moderation/roles', {
      json: { username: staff.admin.user.username, role: 'member' },
    });
    expect(self.status).toBe(403);
    const audit = AuditPageSchema.parse((await staff.admin.agent.request('GET', '/api/moderation/audit')).body);
    expect(audit.entries.slice(0, 2).map((entry) => entry.details)).toEqual([
      { from: 'moderator', to: 'member' },
      { from: 'member', to: 'moderator' },
    ]);
  });

  it('the server command (pnpm admin grant) gives a role, logged as done by the server command', async () => {
    const target = await server.signedIn();
    const user = await grantRole(em(), null, target.user.username, 'admin', 'server command');
    expect(user.role).toBe('admin');
    const audit = AuditPageSchema.parse((await staff.admin.agent.request('GET', '/api/moderation/audit')).body);
    expect(audit.entries[0]).toMatchObject({
      actor: { id: null, username: 'server command' },
      action: 'role',
      targetId: target.user.id,
      details: { from: 'member', to: 'admin' },
    });
    await expect(grantRole(em(), null, 'no-such-user', 'admin')).rejects.toThrow(E.userNotFound);
  });

  it('shows the audit log to admins only', async () => {
    for (const person of [reader, author, staff.moderator]) {
      expect((await person.agent.request('GET', '/api/moderation/audit')).status).toBe(403);
    }
  });

  it('every new user is a member, shown in GET /api/user', async () => {
    expect((await reader.agent.request('GET', '/api/user')).body.role).toBe('member');
  });

  it('refuses any change to the audit log in the database itself', async () => {
    const { comment } = await content();
    const id = await report(reader.agent, { targetType: 'comment', targetId: comment.id, reason: 'spam' });
    await resolve(staff.moderator.agent, id, { action: 'dismiss' });
    await expect(em().execute("update audit_log set note = 'rewritten'")).rejects.toThrow(/append-only/);
    await expect(em().execute('delete from audit_log')).rejects.toThrow(/append-only/);
    await expect(em().execute('truncate audit_log')).rejects.toThrow(/append-only/);
  });
});
