import {
  BookmarkListSchema,
  BookmarkLookupSchema,
  BookmarkSchema,
  MESSAGES,
  MessageResponseSchema,
} from '@inkshelf/contracts';
import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildAuthor, buildBookmark, buildNovel } from '../../../test/factories.ts';
import { getTestServer, type TestAgent, type TestServer } from '../../../test/support.ts';
import { Bookmark, Novel, User } from '../../entities/index.ts';
import { BookmarkRepository } from '../../repositories/bookmark-repository.ts';

let server: TestServer;
beforeAll(async () => {
  server = await getTestServer();
});
afterAll(() => server.close());

const V = MESSAGES.validation;
const E = MESSAGES.errors;
const em = () => server.db.orm.em.fork();

async function novelBy(author?: User, overrides: Partial<Novel> = {}) {
  const fork = em();
  const owner = author ? fork.getReference(User, author.id) : await buildAuthor(fork);
  return buildNovel(fork, { ...overrides, author: owner });
}

const add = (agent: TestAgent, novelId: unknown) => agent.request('POST', '/api/bookmarks', { json: { novelId } });
const remove = (agent: TestAgent, novelId: number) => agent.request('DELETE', `/api/bookmarks/${novelId}`);

/** The stored counter next to the number of bookmark rows. */
async function bookmarkCounts(novelId: number) {
  const [row] = await em().execute<{ stored: number; actual: number }[]>(
    `select bookmark_count as stored, (select count(*)::int from bookmarks where novel_id = ?) as actual
     from novels where id = ?`,
    [novelId, novelId],
  );
  return row;
}

describe('POST /api/bookmarks', () => {
  it('creates the bookmark (201), then answers the same one (200) without counting twice', async () => {
    const novel = await novelBy();
    const { user, agent } = await server.signedIn();
    const created = await add(agent, novel.id);
    expect(created.status).toBe(201);
    const bookmark = BookmarkSchema.parse(created.body);
    expect(bookmark).toMatchObject({ userId: user.id, novelId: novel.id, novel: { id: novel.id, bookmarkCount: 1 } });
    const again = await add(agent, novel.id);
    expect(again.status).toBe(200);
    expect(BookmarkSchema.parse(again.body)).toMatchObject({ id: bookmark.id, novel: { bookmarkCount: 1 } });
    expect(await bookmarkCounts(novel.id)).toEqual({ stored: 1, actual: 1 });
  });

  it('lets readers, other authors and the owner bookmark a published novel; 401 when signed out', async () => {
    const { user: owner, agent: ownerAgent } = await server.signedIn({ isAuthor: true });
    const novel = await novelBy(owner);
    const agents = [(await server.signedIn()).agent, (await server.signedIn({ isAuthor: true })).agent, ownerAgent];
    for (const agent of agents) expect((await add(agent, novel.id)).status).toBe(201);
    expect(await add(server.agent(), novel.id)).toMatchObject({
      status: 401,
      body: { message: E.authenticationRequired },
    });
    expect(await bookmarkCounts(novel.id)).toEqual({ stored: 3, actual: 3 });
  });

  it('answers 404 for an unknown novel and for someone else’s draft; the author may bookmark their draft', async () => {
    const { user: owner, agent: ownerAgent } = await server.signedIn({ isAuthor: true });
    const draft = await novelBy(owner, { status: 'draft' });
    const { agent: reader } = await server.signedIn();
    expect(await add(reader, 999999)).toMatchObject({ status: 404, body: { message: E.novelNotFound } });
    expect(await add(reader, draft.id)).toMatchObject({ status: 404, body: { message: E.novelNotFound } });
    expect((await add(ownerAgent, draft.id)).status).toBe(201);
  });

  it.each([
    ['a missing novelId', {}],
    ['a novelId that is not a number', { novelId: 'abc' }],
    ['a novelId as digits in a string', { novelId: '5' }],
    ['a null novelId', { novelId: null }],
    ['novelId 0', { novelId: 0 }],
    ['a fractional novelId', { novelId: 1.5 }],
    ['a novelId beyond any id', { novelId: 2 ** 31 }],
  ])('answers 400 for %s', async (_label, json) => {
    const { agent } = await server.signedIn();
    const response = await agent.request('POST', '/api/bookmarks', { json });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ field: 'novelId', message: V.positiveId('novelId') });
  });

  it('answers 4xx JSON, never 5xx, to malformed bodies', async () => {
    const { agent } = await server.signedIn();
    for (const body of ['[]', 'null', '"x"', '{"novelId":{"$gt":0}}', '{"novelId":']) {
      const response = await agent.request('POST', '/api/bookmarks', {
        body,
        headers: { 'content-type': 'application/json' },
      });
      expect(response.status, body).toBeGreaterThanOrEqual(400);
      expect(response.status, body).toBeLessThan(500);
      expect(response.body).toMatchObject({ message: expect.any(String) });
    }
  });
});

describe('GET /api/bookmarks and GET /api/bookmarks/:novelId', () => {
  it('lists the caller’s bookmarks newest first, each with its novel', async () => {
    const { user, agent } = await server.signedIn();
    const older = await novelBy();
    const newer = await novelBy();
    await add(agent, older.id);
    await add(agent, newer.id);
    await add((await server.signedIn()).agent, older.id); // someone else's
    const response = await agent.request('GET', '/api/bookmarks');
    expect(response.status).toBe(200);
    const bookmarks = BookmarkListSchema.parse(response.body);
    expect(bookmarks.map((bookmark) => bookmark.novelId)).toEqual([newer.id, older.id]);
    expect(bookmarks.every((bookmark) => bookmark.userId === user.id)).toBe(true);
    expect(bookmarks[1]!.novel).toMatchObject({ id: older.id, title: older.title, bookmarkCount: 2 });
  });

  it('answers one bookmark by novel id, or a JSON null when there is none', async () => {
    const novel = await novelBy();
    const { agent } = await server.signedIn();
    const none = await agent.request('GET', `/api/bookmarks/${novel.id}`);
    expect(none.status).toBe(200);
    expect(none.headers.get('content-type')).toMatch(/application\/json/);
    expect(none.text).toBe('null');
    expect(BookmarkLookupSchema.parse(none.body)).toBeNull();
    await add(agent, novel.id);
    const found = await agent.request('GET', `/api/bookmarks/${novel.id}`);
    expect(BookmarkLookupSchema.parse(found.body)).toMatchObject({ novelId: novel.id, novel: { id: novel.id } });
    expect((await agent.request('GET', '/api/bookmarks/abc')).status).toBe(400);
  });

  it('is for signed-in users only (401)', async () => {
    expect((await server.request('GET', '/api/bookmarks')).status).toBe(401);
    expect((await server.request('GET', '/api/bookmarks/1')).status).toBe(401);
  });

  it('shows novel: null for a bookmarked novel that became a draft, except to its author', async () => {
    const { user: owner, agent: ownerAgent } = await server.signedIn({ isAuthor: true });
    const novel = await novelBy(owner);
    const { agent: reader } = await server.signedIn();
    await add(reader, novel.id);
    await add(ownerAgent, novel.id);
    await em().nativeUpdate(Novel, { id: novel.id }, { status: 'draft' });
    const list = BookmarkListSchema.parse((await reader.request('GET', '/api/bookmarks')).body);
    expect(list).toEqual([expect.objectContaining({ novelId: novel.id, novel: null })]);
    expect(BookmarkLookupSchema.parse((await reader.request('GET', `/api/bookmarks/${novel.id}`)).body)).toMatchObject({
      novel: null,
    });
    const own = BookmarkListSchema.parse((await ownerAgent.request('GET', '/api/bookmarks')).body);
    expect(own[0]!.novel).toMatchObject({ id: novel.id, status: 'draft' });
  });

  it('drops the bookmarks of a deleted novel (cascade)', async () => {
    const { user, agent } = await server.signedIn();
    const kept = await novelBy();
    const deleted = await novelBy();
    const fork = em();
    await buildBookmark(fork, { user: fork.getReference(User, user.id), novel: fork.getReference(Novel, kept.id) });
    await add(agent, deleted.id);
    await em().nativeDelete(Novel, { id: deleted.id });
    const list = BookmarkListSchema.parse((await agent.request('GET', '/api/bookmarks')).body);
    expect(list.map((bookmark) => bookmark.novelId)).toEqual([kept.id]);
    expect(await em().count(Bookmark, { novel: deleted.id })).toBe(0);
  });
});

describe('DELETE /api/bookmarks/:novelId', () => {
  it('removes the caller’s bookmark and decrements the count; 404 when there is none; 401 signed out', async () => {
    const novel = await novelBy();
    const { agent } = await server.signedIn();
    const { agent: other } = await server.signedIn();
    await add(agent, novel.id);
    await add(other, novel.id);
    const removed = await remove(agent, novel.id);
    expect(removed.status).toBe(200);
    expect(MessageResponseSchema.parse(removed.body)).toEqual({ message: 'Bookmark removed' });
    expect(await bookmarkCounts(novel.id)).toEqual({ stored: 1, actual: 1 });
    expect(await remove(agent, novel.id)).toMatchObject({ status: 404, body: { message: E.bookmarkNotFound } });
    expect((await server.request('DELETE', `/api/bookmarks/${novel.id}`)).status).toBe(401);
    expect((await remove(agent, 999999)).status).toBe(404);
    expect((await agent.request('DELETE', '/api/bookmarks/-4')).status).toBe(400);
  });

  it('works for every signed-in role, on their own bookmark only', async () => {
    const { user: owner, agent: ownerAgent } = await server.signedIn({ isAuthor: true });
    const novel = await novelBy(owner);
    const agents = [(await server.signedIn()).agent, (await server.signedIn({ isAuthor: true })).agent, ownerAgent];
    await add(agents[0]!, novel.id);
    // Others have nothing to remove: the reader's bookmark stays.
    expect((await remove(agents[1]!, novel.id)).status).toBe(404);
    expect((await remove(ownerAgent, novel.id)).status).toBe(404);
    expect(await bookmarkCounts(novel.id)).toEqual({ stored: 1, actual: 1 });
    for (const agent of agents.slice(1)) await add(agent, novel.id);
    for (const agent of agents) expect((await remove(agent, novel.id)).status).toBe(200);
    expect(await bookmarkCounts(novel.id)).toEqual({ stored: 0, actual: 0 });
  });
});

describe('bookmark count under concurrency', () => {
  it('stays exact after 20 concurrent toggles by different users and by one user', async () => {
    const novel = await novelBy();
    const users = await Promise.all(Array.from({ length: 20 }, () => server.signedIn()));
    const added = await Promise.all(users.map(({ agent }) => add(agent, novel.id)));
    expect(added.map((response) => response.status)).toEqual(Array(20).fill(201));
    expect(await bookmarkCounts(novel.id)).toEqual({ stored: 20, actual: 20 });

    // Every user toggles at once: half remove, half add again (already there) and remove at the same time.
    await Promise.all(
      users.flatMap(({ agent }, i) =>
        i % 2 === 0 ? [remove(agent, novel.id)] : [add(agent, novel.id), remove(agent, novel.id)],
      ),
    );
    let counts = await bookmarkCounts(novel.id);
    expect(counts!.stored).toBe(counts!.actual);

    // One user sends 20 toggles (add, remove, add, ...) at once.
    const { agent } = users[0]!;
    const toggles = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? add(agent, novel.id) : remove(agent, novel.id))),
    );
    expect(toggles.every((response) => [200, 201, 404].includes(response.status))).toBe(true);
    counts = await bookmarkCounts(novel.id);
    expect(counts!.stored).toBe(counts!.actual);
  });

  it('never answers 404 to an add racing a delete of the same bookmark (50 rounds), and keeps the count', async () => {
    const novel = await novelBy();
    const { user: other, agent: otherAgent } = await server.signedIn();
    await add(otherAgent, novel.id); // a bookmark that stays, so the count is not just 0 or 1
    const { user, agent } = await server.signedIn();
    const adds: number[] = [];
    const removes: number[] = [];
    for (let round = 0; round < 50; round++) {
      // The delete starts 0 to 4 ms after the add, so that some rounds land between its write and its answer.
      const [added, removed] = await Promise.all([
        add(agent, novel.id),
        delay(round % 5).then(() => remove(agent, novel.id)),
      ]);
      adds.push(added.status);
      removes.push(removed.status);
      expect([200, 201], `add in round ${round}: ${added.text}`).toContain(added.status);
      // The answer is the bookmark as written, whatever the delete did right after.
      expect(BookmarkSchema.parse(added.body)).toMatchObject({ userId: user.id, novelId: novel.id });
      expect([200, 404], `delete in round ${round}`).toContain(removed.status);
    }
    expect(adds).not.toContain(404);
    const counts = await bookmarkCounts(novel.id);
    expect(counts!.stored).toBe(counts!.actual);
    const mine = await em().count(Bookmark, { user: user.id, novel: novel.id });
    expect(await em().count(Bookmark, { user: other.id, novel: novel.id })).toBe(1);
    expect(counts!.actual).toBe(1 + mine);
  });

  it('answers the written bookmark (201) even when a delete lands right after the write', async () => {
    const novel = await novelBy();
    const { user, agent } = await server.signedIn();
    // Make the race certain: the removal runs between the write and the answer of the add. The spy puts the real
    // method back on its first call and then calls it.
    const spy = vi.spyOn(BookmarkRepository.prototype, 'upsert').mockImplementationOnce(async function (
      this: BookmarkRepository,
      ...args
    ) {
      spy.mockRestore();
      const written = await this.upsert(...args);
      expect((await remove(agent, novel.id)).status).toBe(200);
      return written;
    });
    try {
      const added = await add(agent, novel.id);
      expect(added.status).toBe(201);
      expect(BookmarkSchema.parse(added.body)).toMatchObject({ userId: user.id, novelId: novel.id });
    } finally {
      spy.mockRestore();
    }
    expect(await bookmarkCounts(novel.id)).toEqual({ stored: 0, actual: 0 });
  });
});
