import { NotificationPageSchema, UnreadCountSchema } from '@inkshelf/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildNovel, buildUser } from '../../../test/factories.ts';
import { getTestServer, type TestAgent, type TestServer } from '../../../test/support.ts';
import { User } from '../../entities/index.ts';

let server: TestServer;
beforeAll(async () => {
  server = await getTestServer({ jobs: true });
});
afterAll(() => server.close());

const em = () => server.db.orm.em.fork();

/** Polls until `check` holds (the fan-out runs in the job queue's worker, after the publish answered). */
async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const start = Date.now();
  for (;;) {
    const value = await read();
    if (check(value)) return value;
    if (Date.now() - start > timeoutMs) throw new Error(`timed out; last value ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const notifiedUsers = async (chapterId: number) =>
  (
    await em().execute<{ user_id: number }[]>(
      'select user_id from notifications where chapter_id = ? order by user_id',
      [chapterId],
    )
  ).map((row) => row.user_id);

/** The fan-out job of the chapter has finished (completed in pg-boss). */
async function fanOutDone(chapterId: number): Promise<void> {
  await eventually(
    () =>
      em().execute<{ n: number }[]>(
        `select count(*)::int as n from pgboss.job where name = 'chapter-fan-out' and state = 'completed'
          and (data->>'chapterId')::int = ?`,
        [chapterId],
      ),
    (rows) => rows[0]!.n > 0,
  );
}

async function authorWithNovel() {
  const { user: author, agent } = await server.signedIn({ isAuthor: true });
  const novel = await buildNovel(em(), { author: em().getReference(User, author.id) });
  return { author, agent, novel };
}

async function publish(agent: TestAgent, novelId: number, title = 'The Turn') {
  const response = await agent.request('POST', `/api/novels/${novelId}/chapters`, {
    json: { title, content: 'Once upon a time, again.', status: 'published' },
  });
  expect(response.status).toBe(201);
  return response.body as { id: number; chapterNumber: number };
}

describe('publishing a chapter', () => {
  it('notifies followers of the novel and of its author once each, never the author', async () => {
    const { author, agent, novel } = await authorWithNovel();
    const both = await server.signedIn();
    const novelOnly = await server.signedIn();
    const authorOnly = await server.signedIn();
    const stranger = await server.signedIn();
    for (const reader of [both, novelOnly]) {
      expect((await reader.agent.request('POST', '/api/follows', { json: { novelId: novel.id } })).status).toBe(201);
    }
    for (const reader of [both, authorOnly]) {
      expect((await reader.agent.request('POST', '/api/follows', { json: { authorId: author.id } })).status).toBe(201);
    }

    const chapter = await publish(agent, novel.id);
    await fanOutDone(chapter.id);
    expect(await notifiedUsers(chapter.id)).toEqual(
      [both.user.id, novelOnly.user.id, authorOnly.user.id].sort((a, b) => a - b),
    );

    const count = await both.agent.request('GET', '/api/notifications/unread-count');
    expect(UnreadCountSchema.parse(count.body)).toEqual({ count: 1 });
    expect((await stranger.agent.request('GET', '/api/notifications/unread-count')).body).toEqual({ count: 0 });
    expect((await agent.request('GET', '/api/notifications/unread-count')).body).toEqual({ count: 0 });

    const page = NotificationPageSchema.parse((await both.agent.request('GET', '/api/notifications')).body);
    expect(page).toMatchObject({ total: 1, unreadCount: 1 });
    expect(page.items[0]).toMatchObject({
      kind: 'chapter',
      novelId: novel.id,
      novelTitle: novel.title,
      authorName: author.username,
      chapterId: chapter.id,
      chapterNumber: chapter.chapterNumber,
      chapterTitle: 'The Turn',
      read: false,
    });
  });

  it('notifies on a draft published later (PUT /publish and an edit to published), not on saving a draft', async () => {
    const { agent, novel } = await authorWithNovel();
    const reader = await server.signedIn();
    await reader.agent.request('POST', '/api/follows', { json: { novelId: novel.id } });

    const draft = await agent.request('POST', `/api/novels/${novel.id}/chapters`, {
      json: { title: 'Draft one', content: 'Not yet.', status: 'draft' },
    });
    const second = await agent.request('POST', `/api/novels/${novel.id}/chapters`, {
      json: { title: 'Draft two', content: 'Not yet either.', status: 'draft' },
    });
    expect((await agent.request('PUT', `/api/chapters/${draft.body.id}/publish`)).status).toBe(200);
    const edited = await agent.request('PUT', `/api/novels/${novel.id}/chapters/${second.body.chapterNumber}`, {
      json: { status: 'published' },
    });
    expect(edited.status).toBe(200);
    await fanOutDone(draft.body.id);
    await fanOutDone(second.body.id);
    expect(await notifiedUsers(draft.body.id)).toEqual([reader.user.id]);
    expect(await notifiedUsers(second.body.id)).toEqual([reader.user.id]);
    // Saving the published chapter again notifies nobody twice.
    await agent.request('PUT', `/api/novels/${novel.id}/chapters/${second.body.chapterNumber}`, {
      json: { title: 'Draft two, revised' },
    });
    expect((await reader.agent.request('GET', '/api/notifications/unread-count')).body).toEqual({ count: 2 });
  });

  it('withdraws unread notifications when the chapter goes back to draft, and all when it is deleted', async () => {
    const { agent, novel } = await authorWithNovel();
    const early = await server.signedIn();
    const late = await server.signedIn();
    for (const reader of [early, late]) {
      await reader.agent.request('POST', '/api/follows', { json: { novelId: novel.id } });
    }
    const chapter = await publish(agent, novel.id);
    await fanOutDone(chapter.id);
    const [mine] = ((await early.agent.request('GET', '/api/notifications')).body as { items: { id: number }[] }).items;
    expect((await early.agent.request('POST', '/api/notifications/read', { json: { ids: [mine!.id] } })).body).toEqual({
      updated: 1,
      count: 0,
    });

    const unpublished = await agent.request('PUT', `/api/novels/${novel.id}/chapters/${chapter.chapterNumber}`, {
      json: { status: 'draft' },
    });
    expect(unpublished.status).toBe(200);
    expect(await notifiedUsers(chapter.id)).toEqual([early.user.id]);
    // A read notification of a chapter no longer public leaves the list too.
    expect((await early.agent.request('GET', '/api/notifications')).body).toMatchObject({ total: 0, items: [] });
    expect((await late.agent.request('GET', '/api/notifications/unread-count')).body).toEqual({ count: 0 });

    const other = await publish(agent, novel.id, 'Another');
    await fanOutDone(other.id);
    expect((await late.agent.request('GET', '/api/notifications/unread-count')).body).toEqual({ count: 1 });
    expect((await agent.request('DELETE', `/api/chapters/${other.id}`)).status).toBe(200);
    expect(await notifiedUsers(other.id)).toEqual([]);
    expect((await late.agent.request('GET', '/api/notifications/unread-count')).body).toEqual({ count: 0 });
  });
});

/** When the reader's notification of the chapter was read, as the database prints it (null while unread). */
const readAt = async (userId: number, chapterId: number) =>
  (
    await em().execute<{ read_at: string | null }[]>(
      'select read_at from notifications where user_id = ? and chapter_id = ?',
      [userId, chapterId],
    )
  )[0]?.read_at;

describe('reading the chapter', () => {
  it('marks the reader’s own notification of that chapter read, and nobody else’s nor of other chapters', async () => {
    const { agent, novel } = await authorWithNovel();
    const reader = await server.signedIn();
    const other = await server.signedIn();
    for (const who of [reader, other]) await who.agent.request('POST', '/api/follows', { json: { novelId: novel.id } });
    const first = await publish(agent, novel.id, 'First Light');
    const second = await publish(agent, novel.id, 'Second Light');
    await fanOutDone(first.id);
    await fanOutDone(second.id);
    expect((await reader.agent.request('GET', '/api/notifications/unread-count')).body).toEqual({ count: 2 });

    // The reader opens the first chapter as the website does: the chapter, then its progress 2 s later.
    const read = await reader.agent.request('GET', `/api/novels/${novel.id}/chapters/${first.chapterNumber}`);
    expect(read.status).toBe(200);
    const saved = await reader.agent.request('POST', '/api/reading-progress', {
      json: { novelId: novel.id, chapterId: first.id, progress: 50 },
    });
    expect(saved.status).toBe(201);

    expect((await reader.agent.request('GET', '/api/notifications/unread-count')).body).toEqual({ count: 1 });
    const page = NotificationPageSchema.parse((await reader.agent.request('GET', '/api/notifications')).body);
    expect(page.items.map((item) => [item.kind === 'chapter' && item.chapterId, item.read])).toEqual([
      [second.id, false],
      [first.id, true],
    ]);
    expect((await other.agent.request('GET', '/api/notifications/unread-count')).body).toEqual({ count: 2 });
    const othersRows = await em().execute<{ read_at: string | null }[]>(
      'select read_at from notifications where user_id = ? order by chapter_id',
      [other.user.id],
    );
    expect(othersRows).toEqual([{ read_at: null }, { read_at: null }]);

    // Reading the second one brings the bell to none; reading again leaves the first read time as it was.
    const firstReadAt = await readAt(reader.user.id, first.id);
    expect(firstReadAt).toEqual(expect.any(String));
    for (const chapter of [second, first]) {
      await reader.agent.request('POST', '/api/reading-progress', {
        json: { novelId: novel.id, chapterId: chapter.id, progress: 100 },
      });
    }
    expect((await reader.agent.request('GET', '/api/notifications/unread-count')).body).toEqual({ count: 0 });
    expect(await readAt(reader.user.id, first.id)).toEqual(firstReadAt);
    expect((await other.agent.request('GET', '/api/notifications/unread-count')).body).toEqual({ count: 2 });
  });
});

describe('the notification calls', () => {
  it('need a signed-in user', async () => {
    expect((await server.request('GET', '/api/notifications')).status).toBe(401);
    expect((await server.request('GET', '/api/notifications/unread-count')).status).toBe(401);
    expect((await server.request('POST', '/api/notifications/read', { json: { all: true } })).status).toBe(401);
  });

  it('page newest first, and mark read by id (only the caller’s own) or all', async () => {
    const { agent, novel } = await authorWithNovel();
    const reader = await server.signedIn();
    const other = await server.signedIn();
    for (const who of [reader, other]) await who.agent.request('POST', '/api/follows', { json: { novelId: novel.id } });
    const chapters = [];
    for (const title of ['One', 'Two', 'Three']) {
      const chapter = await publish(agent, novel.id, title);
      await fanOutDone(chapter.id);
      chapters.push(chapter);
    }
    const first = NotificationPageSchema.parse((await reader.agent.request('GET', '/api/notifications?limit=2')).body);
    expect(first.total).toBe(3);
    expect(first.items.map((item) => item.kind === 'chapter' && item.chapterTitle)).toEqual(['Three', 'Two']);
    const rest = NotificationPageSchema.parse(
      (await reader.agent.request('GET', '/api/notifications?limit=2&offset=2')).body,
    );
    expect(rest.items.map((item) => item.kind === 'chapter' && item.chapterTitle)).toEqual(['One']);

    const othersId = NotificationPageSchema.parse((await other.agent.request('GET', '/api/notifications')).body)
      .items[0]!.id;
    const mixed = await reader.agent.request('POST', '/api/notifications/read', {
      json: { ids: [first.items[0]!.id, othersId] },
    });
    expect(mixed.body).toEqual({ updated: 1, count: 2 });
    expect((await other.agent.request('GET', '/api/notifications/unread-count')).body).toEqual({ count: 3 });
    expect((await reader.agent.request('POST', '/api/notifications/read', { json: { all: true } })).body).toEqual({
      updated: 2,
      count: 0,
    });
  });

  it('refuse a body that is neither { ids } nor { all: true }', async () => {
    const { agent } = await server.signedIn();
    for (const json of [{}, { ids: [] }, { all: false }, { ids: ['1'] }, { ids: [1], all: true }]) {
      const response = await agent.request('POST', '/api/notifications/read', { json });
      expect(response.status, JSON.stringify(json)).toBe(400);
    }
  });
});

describe('followers who are not readers of the novel', () => {
  it('a draft novel notifies nobody', async () => {
    const { user: author, agent } = await server.signedIn({ isAuthor: true });
    const novel = await buildNovel(em(), { author: em().getReference(User, author.id), status: 'draft' });
    const reader = await buildUser(em());
    await em().execute('insert into author_follows (user_id, author_id, created_at) values (?, ?, now())', [
      reader.id,
      author.id,
    ]);
    const chapter = await publish(agent, novel.id);
    await fanOutDone(chapter.id);
    expect(await notifiedUsers(chapter.id)).toEqual([]);
  });
});
