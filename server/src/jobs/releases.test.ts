import { MESSAGES, type Chapter as ChapterWire, type ChapterSummary } from '@inkshelf/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmbeddedTestDatabase } from '../../test/database.ts';
import { getTestServer, type TestServer } from '../../test/support.ts';
import { setHidden } from '../commands/content-moderator.ts';
import { cast, chapterOf, fork } from '../routes/chapters/chapter-test-support.ts';
import { QUEUES } from './queue.ts';
import { releaseDueChapters } from './releases.ts';

const R = MESSAGES.releases;
const HOUR = 60 * 60 * 1000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR);

/** Polls `check` every 100 ms for up to 20 s (a job's worker polls every half second here). */
async function eventually<T>(what: string, check: () => Promise<T | undefined | null | false>): Promise<T> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.each([
  ['the run database', undefined],
  ['the embedded database', createEmbeddedTestDatabase],
])('scheduled and silent releases on %s', (_name, openDatabase) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await getTestServer({ jobs: true, ...(openDatabase ? { openDatabase } : {}) });
  });
  afterAll(() => server.close());

  const sql = <T>(query: string, values: unknown[] = []) => fork(server).execute<T[]>(query, values);
  const jobsFor = (queue: string, chapterId: number) =>
    sql<{ state: string }>(`select state from pgboss.job where name = ? and (data->>'chapterId')::int = ?`, [
      queue,
      chapterId,
    ]);
  const release = (now?: Date) =>
    releaseDueChapters(fork(server), {
      now,
      jobs: server.deps.jobs,
      announce: (list) => server.deps.cacheRegistry.announce(list),
    });

  /** A published novel with one published chapter, its author, a reader and two followers of the novel. */
  async function followedNovel() {
    const roles = await cast(server);
    await chapterOf(server, roles.novel.id);
    const followers = [await server.signedIn(), await server.signedIn()];
    for (const follower of followers) {
      const followed = await follower.agent.request('POST', '/api/follows', { json: { novelId: roles.novel.id } });
      expect(followed.status).toBe(201);
    }
    return roles;
  }

  it('keeps a scheduled chapter out of every reader view until its time, then releases it and notifies', async () => {
    const { novel, owner, reader, anonymous } = await followedNovel();
    const publishAt = inHours(2);
    const created = await owner.request<ChapterWire>('POST', `/api/novels/${novel.id}/chapters`, {
      json: { title: 'Tomorrow', content: 'It waits.', status: 'scheduled', publishAt: publishAt.toISOString() },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ status: 'scheduled', publishAt: publishAt.toISOString(), publishedAt: null });
    const id = created.body.id;
    const path = `/api/novels/${novel.id}/chapters`;

    // Readers: no read, no list entry, no latest update, no feed item, no count, no notification.
    for (const agent of [anonymous, reader]) expect((await agent.request('GET', `${path}/2`)).status).toBe(404);
    const listed = async () => (await anonymous.request<ChapterSummary[]>('GET', `${path}?view=summary`)).body;
    expect((await listed()).map((chapter) => chapter.chapterNumber)).toEqual([1]);
    const latest = await anonymous.request<{ chapters: { id: number }[] }[]>('GET', '/api/chapters/latest');
    expect(latest.body.flatMap((item) => item.chapters.map((chapter) => chapter.id))).not.toContain(id);
    expect((await anonymous.request('GET', `/feeds/novels/${novel.id}.xml`)).text).not.toContain('Tomorrow');
    expect((await anonymous.request('GET', `/api/novels/${novel.id}`)).body.chapterCount).toBe(1);
    // Its author reads it, and sees its slot in the list.
    const own = await owner.request<ChapterSummary[]>('GET', `${path}?view=summary`);
    expect(own.body.find((chapter) => chapter.id === id)).toMatchObject({ publishAt: publishAt.toISOString() });
    expect((await owner.request('GET', `${path}/2`)).body).toMatchObject({ status: 'scheduled' });
    // The release job waits for its instant; nobody is notified yet.
    const [job] = await sql<{ start_after: Date }>('select start_after from pgboss.job where name = ?', [
      QUEUES.release,
    ]);
    expect(new Date(job!.start_after).getTime()).toBeGreaterThanOrEqual(publishAt.getTime());
    expect(await jobsFor(QUEUES.fanOut, id)).toEqual([]);

    // The clock injected: a second early releases nothing, a second late releases it at its own instant.
    expect(await release(new Date(publishAt.getTime() - 1_000))).not.toContain(id);
    expect(await release(new Date(publishAt.getTime() + 1_000))).toContain(id);
    const read = await anonymous.request<ChapterWire>('GET', `${path}/2`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ status: 'published', publishedAt: publishAt.toISOString() });
    expect(read.body).not.toHaveProperty('publishAt');
    expect((await listed()).map((chapter) => chapter.chapterNumber)).toEqual([1, 2]);
    expect((await anonymous.request('GET', `/api/novels/${novel.id}`)).body.chapterCount).toBe(2);
    const notified = await eventually('the followers to be notified', async () => {
      const rows = await sql<{ count: number }>(
        'select count(*)::int as count from notifications where chapter_id = ?',
        [id],
      );
      return rows[0]!.count === 2 && rows[0]!.count;
    });
    expect(notified).toBe(2);
  });

  it('releases quietly when asked: listed and in feeds, nobody notified', async () => {
    const { novel, owner, anonymous } = await followedNovel();
    const publishAt = inHours(1);
    const created = await owner.request<ChapterWire>('POST', `/api/novels/${novel.id}/chapters`, {
      json: { title: 'Fix', content: 'A typo.', status: 'scheduled', publishAt, notifyFollowers: false },
    });
    expect(created.body).toMatchObject({ status: 'scheduled', notifyFollowers: false });
    expect(await release(new Date(publishAt.getTime() + 1))).toContain(created.body.id);
    expect((await anonymous.request('GET', `/feeds/novels/${novel.id}.xml`)).text).toContain('Fix');
    expect(await jobsFor(QUEUES.fanOut, created.body.id)).toEqual([]);

    // Publishing a draft now, quietly, likewise.
    const draft = await owner.request<ChapterWire>('POST', `/api/novels/${novel.id}/chapters`, {
      json: { title: 'Quiet draft', content: 'Shh.', status: 'draft' },
    });
    const published = await owner.request<ChapterWire>('PUT', `/api/chapters/${draft.body.id}/publish`, {
      json: { notifyFollowers: false },
    });
    expect(published.body.status).toBe('published');
    expect(await jobsFor(QUEUES.fanOut, draft.body.id)).toEqual([]);
  });

  it('refuses a release time in the past, too far ahead, missing, or on a chapter it does not fit, changing nothing', async () => {
    const { novel, owner } = await cast(server);
    const post = (json: Record<string, unknown>) =>
      owner.request('POST', `/api/novels/${novel.id}/chapters`, { json: { title: 'T', content: 'Text.', ...json } });
    const cases: [Record<string, unknown>, string][] = [
      [{ status: 'scheduled', publishAt: inHours(-1) }, R.publishAtInPast],
      [{ status: 'scheduled', publishAt: inHours(24 * 400) }, R.publishAtTooFar(365)],
      [{ status: 'scheduled' }, R.publishAtRequired],
      [{ status: 'draft', publishAt: inHours(1) }, R.publishAtWithoutSchedule],
      [{ status: 'scheduled', publishAt: 'next tuesday' }, R.publishAtInvalid],
      [{ status: 'later', publishAt: inHours(1) }, R.chapterStatusInvalid],
      [{ status: 'scheduled', publishAt: inHours(1), notifyFollowers: 'no' }, R.notifyFollowersInvalid],
    ];
    for (const [body, message] of cases) {
      const answer = await post(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.message).toBe(message);
    }
    expect(await sql('select id from chapters where novel_id = ?', [novel.id])).toEqual([]);
    const published = await post({ status: 'published' });
    const scheduled = await owner.request('PUT', `/api/novels/${novel.id}/chapters/1`, {
      json: { status: 'scheduled', publishAt: inHours(1) },
    });
    expect(scheduled.status).toBe(400);
    expect(scheduled.body.message).toBe(R.publishedCannotBeScheduled);
    expect((await sql<{ status: string }>('select status from chapters where id = ?', [published.body.id]))[0]).toEqual(
      {
        status: 'published',
      },
    );
  });

  it('keeps the slot through edits, reschedules, cancels back to draft, and publishes now', async () => {
    const { novel, owner } = await followedNovel();
    const slot = `/api/novels/${novel.id}/chapters/2`;
    const first = inHours(3);
    const created = await owner.request<ChapterWire>('POST', `/api/novels/${novel.id}/chapters`, {
      json: { title: 'Draft title', content: 'Words.', status: 'scheduled', publishAt: first },
    });
    const edited = await owner.request<ChapterWire>('PUT', slot, { json: { title: 'Better title' } });
    expect(edited.body).toMatchObject({ title: 'Better title', status: 'scheduled', publishAt: first.toISOString() });

    const second = inHours(5);
    const moved = await owner.request<ChapterWire>('PUT', slot, { json: { publishAt: second } });
    expect(moved.body).toMatchObject({ status: 'scheduled', publishAt: second.toISOString() });
    const starts = await sql<{ start_after: Date }>(
      'select start_after from pgboss.job where name = ? order by start_after',
      [QUEUES.release],
    );
    expect(starts.map((row) => new Date(row.start_after).getTime())).toContain(second.getTime());

    const cancelled = await owner.request<ChapterWire>('PUT', slot, { json: { status: 'draft' } });
    expect(cancelled.body.status).toBe('draft');
    expect(cancelled.body).not.toHaveProperty('publishAt');
    expect(await release(new Date(second.getTime() + 1))).not.toContain(created.body.id);

    await owner.request('PUT', slot, { json: { status: 'scheduled', publishAt: inHours(8) } });
    const now = await owner.request<ChapterWire>('PUT', `/api/chapters/${created.body.id}/publish`);
    expect(now.body.status).toBe('published');
    expect(Math.abs(new Date(now.body.publishedAt!).getTime() - Date.now())).toBeLessThan(60_000);
    expect((await jobsFor(QUEUES.fanOut, created.body.id)).length).toBe(1);
  });

  it('catches up after the worker was down: every overdue chapter released in the order it fell due', async () => {
    const a = await cast(server);
    const b = await cast(server);
    // Written as a schedule made earlier leaves them (the API refuses a time already past).
    const due = [
      { novel: a.novel.id, at: new Date(Date.now() - 3 * HOUR) },
      { novel: b.novel.id, at: new Date(Date.now() - 5 * HOUR) },
      { novel: a.novel.id, at: new Date(Date.now() - 1 * HOUR) },
    ];
    const ids: number[] = [];
    for (const [index, chapter] of due.entries()) {
      const made = await chapterOf(server, chapter.novel, {
        chapterNumber: index + 1,
        status: 'draft',
        publishedAt: null,
      });
      await sql(`update chapters set status = 'scheduled', publish_at = ? where id = ?`, [chapter.at, made.id]);
      ids.push(made.id);
    }
    const released = await release();
    expect(released.filter((id) => ids.includes(id))).toEqual([ids[1], ids[0], ids[2]]);
    const rows = await sql<{ id: number; published_at: Date; status: string }>(
      'select id, published_at, status from chapters where id in (?) order by id',
      [ids],
    );
    expect(rows.map((row) => [row.status, new Date(row.published_at).getTime()])).toEqual(
      due.map((chapter) => ['published', chapter.at.getTime()]),
    );
  });

  it('releases through the durable job queue at the chapter’s instant', async () => {
    const { novel, owner, anonymous } = await cast(server);
    const publishAt = new Date(Date.now() + 1_500);
    const created = await owner.request<ChapterWire>('POST', `/api/novels/${novel.id}/chapters`, {
      json: { title: 'On time', content: 'Now.', status: 'scheduled', publishAt },
    });
    expect(created.status).toBe(201);
    const read = await eventually('the release job', async () => {
      const answer = await anonymous.request<ChapterWire>('GET', `/api/novels/${novel.id}/chapters/1`);
      return answer.status === 200 && answer.body;
    });
    expect(read).toMatchObject({ status: 'published', publishedAt: publishAt.toISOString() });
  });

  it('drops the slot of a scheduled chapter hidden by moderation: restored, it is a draft', async () => {
    const { novel, owner } = await cast(server);
    const created = await owner.request<ChapterWire>('POST', `/api/novels/${novel.id}/chapters`, {
      json: { title: 'Hidden', content: 'Text.', status: 'scheduled', publishAt: inHours(1) },
    });
    expect(await setHidden(fork(server), 'chapter', created.body.id, 'Spam')).toBe(true);
    expect(await setHidden(fork(server), 'chapter', created.body.id, null)).toBe(true);
    const [row] = await sql<{ status: string; publish_at: Date | null }>(
      'select status, publish_at from chapters where id = ?',
      [created.body.id],
    );
    expect(row).toEqual({ status: 'draft', publish_at: null });
  });
});
