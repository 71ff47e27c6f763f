/**
 * Copyright takedowns (issue 18): filing a notice (no account, validated, rate limited, every address resolved to
 * this site's content), the moderators' queue with its due times, acting on a case (content hidden from every
 * public read, the author mailed the counter-notice steps, the audit log), and the author's counter-notice.
 */
import {
  MESSAGES,
  POLICY,
  StaffTakedownCaseSchema,
  TakedownCaseSchema,
  TakedownQueuePageSchema,
  type StaffTakedownCase,
} from '@inkshelf/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildChapter, buildNovel } from '../../../test/factories.ts';
import { getTestServer, type TestServer } from '../../../test/support.ts';
import { User } from '../../entities/index.ts';
import { outbox, signInStaff } from '../moderation/moderation-test-support.ts';
import { act, file, notice, pageUrl } from './takedown-test-support.ts';

const T = MESSAGES.takedowns;
let server: TestServer;
let staff: Awaited<ReturnType<typeof signInStaff>>;
let member: Awaited<ReturnType<TestServer['signedIn']>>;
let author: Awaited<ReturnType<TestServer['signedIn']>>;

beforeAll(async () => {
  server = await getTestServer({ config: { rateLimitScale: 100, publicUrl: 'https://inkshelf.example' } });
  staff = await signInStaff(server);
  member = await server.signedIn();
  author = await server.signedIn({ isAuthor: true });
});
afterAll(() => server.close());

const em = () => server.db.orm.em.fork();
let sequence = 0;

/** A published novel of the author with two published chapters and a draft third. */
async function story() {
  const fork = em();
  const novel = await buildNovel(fork, {
    author: fork.getReference(User, author.user.id),
    title: `Orchard Ümlaut ${Date.now().toString(36)}${++sequence}`,
  });
  const chapters = [
    await buildChapter(fork, { novel }),
    await buildChapter(fork, { novel }),
    await buildChapter(fork, { novel, status: 'draft' }),
  ];
  return { novel, chapters };
}

const queue = async (status: 'open' | 'closed' = 'open') => {
  const response = await staff.moderator.agent.request('GET', `/api/moderation/takedowns?status=${status}`);
  expect(response.status, response.text).toBe(200);
  return TakedownQueuePageSchema.parse(response.body);
};
const staffCase = async (id: number, status: 'open' | 'closed' = 'open'): Promise<StaffTakedownCase | undefined> =>
  (await queue(status)).cases.find((one) => one.id === id);

/** A mail's body as written: quoted-printable ('=' is '=3D'; the outbox helper has joined its soft line breaks). */
const decoded = (body: string) =>
  body.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

describe('POST /api/takedowns', () => {
  it('files a notice without an account: 201 with the case number and its due time', async () => {
    const { novel, chapters } = await story();
    const urls = [
      pageUrl(server, novel.title, 1),
      `https://inkshelf.example/novels/${encodeURIComponent(novel.title)}`,
    ];
    const response = await server.request('POST', '/api/takedowns', { json: notice(urls) });
    expect(response.status, response.text).toBe(201);
    const taken = TakedownCaseSchema.parse(response.body);
    expect(taken).toMatchObject({ status: 'open', urls });
    const received = Date.parse(taken.receivedAt);
    expect(Math.abs(received - Date.now())).toBeLessThan(60_000);
    expect(Date.parse(taken.dueAt) - received).toBe(POLICY.takedownHours * 60 * 60 * 1000);
    const seen = await staffCase(taken.id);
    expect(seen?.targets.map(({ type, id }) => ({ type, id }))).toEqual([
      { type: 'chapter', id: chapters[0]!.id },
      { type: 'novel', id: novel.id },
    ]);
    expect(seen).toMatchObject({ claimantName: 'Ada Rightsholder', email: 'ada@rights.example', overdue: false });
    expect(seen?.targets[0]?.preview?.title).toContain('Chapter 1');
  });

  it('refuses incomplete notices with a readable 400 per field', async () => {
    const { novel } = await story();
    const url = pageUrl(server, novel.title, 1);
    const cases: [Record<string, unknown>, string][] = [
      [{ claimantName: ' ' }, T.claimantNameRequired],
      [{ email: 'not-an-email' }, MESSAGES.validation.invalidEmail],
      [{ urls: [] }, T.urlsRequired],
      [{ urls: ['ftp://example.com/novels/x'] }, T.urlInvalid],
      [{ urls: ['not a url'] }, T.urlInvalid],
      [{ originalWork: '' }, T.originalWorkRequired],
      [{ goodFaith: false }, T.goodFaithRequired],
      [{ accuracy: undefined }, T.accuracyRequired],
      [{ signature: '' }, T.signatureRequired],
    ];
    for (const [override, message] of cases) {
      const response = await server.request('POST', '/api/takedowns', { json: { ...notice([url]), ...override } });
      expect(response.status, JSON.stringify(override)).toBe(400);
      expect(response.body.message).toBe(message);
    }
  });

  it("refuses addresses that are not this site's public novels or chapters, naming the address", async () => {
    const { novel } = await story();
    const elsewhere = `https://other.example/novels/${encodeURIComponent(novel.title)}/chapters/1`;
    const notAPage = `${server.url}/browse`;
    const missing = pageUrl(server, novel.title, 9);
    const draft = pageUrl(server, novel.title, 3);
    const noNovel = pageUrl(server, 'No such novel at all');
    for (const [url, message] of [
      [elsewhere, T.urlNotOnSite(elsewhere)],
      [notAPage, T.urlNotOnSite(notAPage)],
      [missing, T.urlNotFound(missing)],
      [draft, T.urlNotFound(draft)],
      [noNovel, T.urlNotFound(noNovel)],
    ] as const) {
      const response = await server.request('POST', '/api/takedowns', {
        json: notice([pageUrl(server, novel.title, 1), url]),
      });
      expect(response.status, url).toBe(400);
      expect(response.body.message).toBe(message);
    }
  });

  it('is rate limited per IP', async () => {
    const local = await getTestServer();
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++)
        statuses.push((await local.request('POST', '/api/takedowns', { json: notice(['https://x.example/']) })).status);
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
      const limited = await local.request('POST', '/api/takedowns', { json: notice(['https://x.example/']) });
      expect(limited.status).toBe(429);
      expect(limited.body.message).toBe(T.rateLimited);
    } finally {
      await local.close();
    }
  });
});

describe('GET /api/moderation/takedowns', () => {
  it('is for moderators and admins: 401 signed out, 403 for members and authors', async () => {
    expect((await server.request('GET', '/api/moderation/takedowns')).status).toBe(401);
    for (const person of [member, author]) {
      const response = await person.agent.request('GET', '/api/moderation/takedowns');
      expect(response.status).toBe(403);
      expect(response.body.message).toBe(MESSAGES.errors.moderatorRequired);
    }
    expect((await staff.admin.agent.request('GET', '/api/moderation/takedowns')).status).toBe(200);
  });

  it('lists overdue open cases first, then by due time', async () => {
    const { novel } = await story();
    const url = pageUrl(server, novel.title, 1);
    const fresh = await file(server, notice([url]));
    const late = await file(server, notice([url]));
    const later = await file(server, notice([url]));
    const hoursAgo = (id: number, hours: number) =>
      em().execute(`update takedown_cases set received_at = now() - make_interval(hours => ?) where id = ?`, [
        hours,
        id,
      ]);
    await hoursAgo(late.id, POLICY.takedownHours + 1);
    await hoursAgo(later.id, POLICY.takedownHours + 5);
    const { cases } = await queue();
    const ours = cases.filter((one) => [fresh.id, late.id, later.id].includes(one.id));
    expect(ours.map((one) => [one.id, one.overdue])).toEqual([
      [later.id, true],
      [late.id, true],
      [fresh.id, false],
    ]);
    const firstFresh = cases.findIndex((one) => !one.overdue);
    expect(cases.slice(0, Math.max(firstFresh, 0)).every((one) => one.overdue)).toBe(true);
    const dues = cases.slice(firstFresh).map((one) => Date.parse(one.dueAt));
    expect(dues).toEqual([...dues].sort((a, b) => a - b));
  });
});

describe('POST /api/moderation/takedowns/{id}/act', () => {
  it('refuses members (403) and the signed out (401)', async () => {
    const { novel } = await story();
    const taken = await file(server, notice([pageUrl(server, novel.title, 1)]));
    const body = { json: { action: 'reject', note: 'no' } };
    const path = `/api/moderation/takedowns/${taken.id}/act`;
    expect((await server.request('POST', path, body)).status).toBe(401);
    expect((await member.agent.request('POST', path, body)).status).toBe(403);
    expect((await staffCase(taken.id))?.status).toBe('open');
  });

  it('remove: the chapter is gone from public reads, its author mailed the counter-notice steps, all recorded', async () => {
    const { novel, chapters } = await story();
    const taken = await file(server, notice([pageUrl(server, novel.title, 2)]));
    const before = outbox(server).length;
    expect((await server.request('GET', `/api/novels/${novel.id}/chapters/2`)).status).toBe(200);
    const missingNote = await staff.moderator.agent.request('POST', `/api/moderation/takedowns/${taken.id}/act`, {
      json: { action: 'remove' },
    });
    expect(missingNote.status).toBe(400);
    const acted = StaffTakedownCaseSchema.parse(
      await act(staff.moderator.agent, taken.id, { action: 'remove', note: 'Copied from the claimant' }),
    );
    expect(acted).toMatchObject({
      status: 'removed',
      decision: { action: 'remove', note: 'Copied from the claimant' },
    });
    expect(acted.decision?.decidedBy?.id).toBe(staff.moderator.user.id);
    expect(acted.targets[0]?.preview?.hidden?.note).toContain(`Copyright takedown (case #${taken.id})`);

    // As a draft chapter answers readers (hidden-content.test.ts): 403, nothing of it shown.
    const read = await server.request('GET', `/api/novels/${novel.id}/chapters/2`);
    expect(read.status).toBe(403);
    expect(read.text).not.toContain(chapters[1]!.title);
    const list = await server.request('GET', `/api/novels/${novel.id}/chapters`);
    expect(JSON.stringify(list.body)).not.toContain(`"id":${chapters[1]!.id},`);
    // Kept for its author, marked.
    const own = await author.agent.request<{ id: number; moderation?: { note: string } }[]>(
      'GET',
      `/api/novels/${novel.id}/chapters?view=summary`,
    );
    const marked = own.body.find((chapter) => chapter.id === chapters[1]!.id);
    expect(marked?.moderation?.note).toBe(`Copyright takedown (case #${taken.id}): Copied from the claimant`);

    const mails = outbox(server).slice(before);
    expect(mails.map((mail) => mail.to).sort()).toEqual([author.user.email, 'ada@rights.example'].sort());
    const toAuthor = mails.find((mail) => mail.to === author.user.email)!;
    expect(toAuthor.subject).toContain(`case #${taken.id}`);
    const text = decoded(toAuthor.body);
    expect(text).toContain(`https://inkshelf.example/copyright?case=${taken.id}#counter-notice`);
    expect(text).toContain('Copied from the claimant');
    expect(text).toContain(`Sign in to Inkshelf as ${author.user.username}`);
    // The claimant hears the outcome, with the addresses they named.
    const toClaimant = mails.find((mail) => mail.to === 'ada@rights.example')!;
    expect(toClaimant.subject).toBe(`Your copyright notice (case #${taken.id}): the material was removed`);
    expect(decoded(toClaimant.body)).toContain(pageUrl(server, novel.title, 2));
    expect(decoded(toClaimant.body)).toContain('you will be sent a copy');

    const audit = await em().execute<{ action: string; target_type: string; target_id: number; details: object }[]>(
      "select action, target_type, target_id, details from audit_log where details->>'takedownId' = ?",
      [String(taken.id)],
    );
    expect(audit).toEqual([
      {
        action: 'hide',
        target_type: 'chapter',
        target_id: chapters[1]!.id,
        details: { takedownId: taken.id, reason: 'copyright' },
      },
    ]);
    // A decided case is closed, and cannot be removed again.
    expect((await staffCase(taken.id, 'closed'))?.status).toBe('removed');
    const again = await staff.admin.agent.request('POST', `/api/moderation/takedowns/${taken.id}/act`, {
      json: { action: 'remove', note: 'again' },
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(T.actionNotApplicable);
  });

  it('reject closes the notice and leaves the content alone', async () => {
    const { novel } = await story();
    const taken = await file(server, notice([pageUrl(server, novel.title)]));
    const before = outbox(server).length;
    const acted = await act(staff.admin.agent, taken.id, { action: 'reject', note: 'Original work by the author' });
    expect(acted).toMatchObject({ status: 'rejected', decision: { action: 'reject' } });
    const mails = outbox(server).slice(before);
    expect(mails.map((mail) => [mail.to, mail.subject])).toEqual([
      ['ada@rights.example', `Your copyright notice (case #${taken.id}): no action was taken`],
    ]);
    expect(decoded(mails[0]!.body)).toContain('Original work by the author');
    expect((await server.request('GET', `/api/novels/${novel.id}`)).status).toBe(200);
    const missing = await staff.admin.agent.request('POST', '/api/moderation/takedowns/999999/act', {
      json: { action: 'reject' },
    });
    expect(missing.status).toBe(404);
  });
});

describe('POST /api/takedowns/{id}/counter-notice', () => {
  const counter = {
    statement: 'I wrote this myself in 2018.',
    name: 'A. Author',
    signature: 'A. Author',
    consent: true,
  };

  it('is for the author of the removed content; moderators then see it and restore', async () => {
    const { novel } = await story();
    const taken = await file(server, notice([pageUrl(server, novel.title, 1)]));
    const path = `/api/takedowns/${taken.id}/counter-notice`;
    const tooEarly = await author.agent.request('POST', path, { json: counter });
    expect(tooEarly.status).toBe(409);
    expect(tooEarly.body.message).toBe(T.counterNoticeNotRemoved);
    await act(staff.moderator.agent, taken.id, { action: 'remove', note: 'Matches the original' });

    expect((await server.request('POST', path, { json: counter })).status).toBe(401);
    const stranger = await member.agent.request('POST', path, { json: counter });
    expect(stranger.status).toBe(403);
    expect(stranger.body.message).toBe(T.counterNoticeNotAuthor);
    expect((await author.agent.request('POST', '/api/takedowns/999999/counter-notice', { json: counter })).status).toBe(
      404,
    );
    const unconsented = await author.agent.request('POST', path, { json: { ...counter, consent: false } });
    expect(unconsented.status).toBe(400);
    expect(unconsented.body.message).toBe(T.consentRequired);

    const beforeCounter = outbox(server).length;
    const sent = await author.agent.request('POST', path, { json: counter });
    expect(sent.status, sent.text).toBe(200);
    expect(TakedownCaseSchema.parse(sent.body).status).toBe('countered');
    // The claimant is sent a copy of the counter-notice (the author consented to it).
    const copy = outbox(server).slice(beforeCounter);
    expect(copy.map((mail) => [mail.to, mail.subject])).toEqual([
      ['ada@rights.example', `Counter-notice on your copyright notice (case #${taken.id})`],
    ]);
    expect(decoded(copy[0]!.body)).toContain(counter.statement);
    expect(decoded(copy[0]!.body)).toContain('Signature: A. Author');
    const twice = await author.agent.request('POST', path, { json: counter });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(T.counterNoticeAlreadySent);

    const open = await staffCase(taken.id);
    expect(open?.counterNotice).toMatchObject({
      author: { id: author.user.id, username: author.user.username },
      name: 'A. Author',
      statement: counter.statement,
    });
    const beforeRestore = outbox(server).length;
    const restored = await act(staff.moderator.agent, taken.id, { action: 'restore', note: 'Counter-notice accepted' });
    expect(restored.status).toBe('restored');
    const told = outbox(server).slice(beforeRestore);
    expect(told.map((mail) => [mail.to, mail.subject]).sort()).toEqual(
      [
        [author.user.email, `Restored after your counter-notice (case #${taken.id})`],
        ['ada@rights.example', `Your copyright notice (case #${taken.id}): the material was restored`],
      ].sort(),
    );
    expect(decoded(told.find((mail) => mail.to === author.user.email)!.body)).toContain('Counter-notice accepted');
    expect(restored.targets[0]?.preview?.hidden).toBeNull();
    expect((await server.request('GET', `/api/novels/${novel.id}/chapters/1`)).status).toBe(200);
    const [logged] = await em().execute<{ n: number }[]>(
      "select count(*)::int as n from audit_log where action = 'restore' and details->>'takedownId' = ?",
      [String(taken.id)],
    );
    expect(logged?.n).toBe(1);
  });
});
