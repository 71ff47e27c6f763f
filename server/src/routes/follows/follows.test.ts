import { FollowListSchema, FollowSchema, FollowStatusSchema, MESSAGES } from '@inkshelf/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAuthor, buildChapter, buildNovel } from '../../../test/factories.ts';
import { getTestServer, type TestAgent, type TestServer } from '../../../test/support.ts';
import { ChapterRead, Novel, User } from '../../entities/index.ts';

let server: TestServer;
beforeAll(async () => {
  server = await getTestServer();
});
afterAll(() => server.close());

const F = MESSAGES.follows;
const E = MESSAGES.errors;
const em = () => server.db.orm.em.fork();

async function novelBy(author?: User, overrides: Partial<Novel> = {}) {
  const fork = em();
  const owner = author ? fork.getReference(User, author.id) : await buildAuthor(fork);
  return buildNovel(fork, { ...overrides, author: owner });
}

const follow = (agent: TestAgent, json: unknown) => agent.request('POST', '/api/follows', { json });
const unfollowNovel = (agent: TestAgent, id: number) => agent.request('DELETE', `/api/follows/novels/${id}`);
const novelFollowers = async (novelId: number) =>
  (
    await em().execute<{ n: number }[]>('select count(*)::int as n from novel_follows where novel_id = ?', [novelId])
  )[0]!.n;

describe('POST /api/follows', () => {
  it('follows a novel (201), then answers the same follow (200) with the follower count', async () => {
    const novel = await novelBy();
    const { user, agent } = await server.signedIn();
    const created = await follow(agent, { novelId: novel.id });
    expect(created.status).toBe(201);
    expect(FollowSchema.parse(created.body)).toMatchObject({
      kind: 'novel',
      novelId: novel.id,
      authorId: null,
      followerCount: 1,
      novel: { id: novel.id, title: novel.title },
      newChapters: 0,
    });
    const again = await follow(agent, { novelId: novel.id });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ followerCount: 1, createdAt: created.body.createdAt });
    expect(await novelFollowers(novel.id)).toBe(1);
    const status = await agent.request('GET', `/api/follows/novels/${novel.id}`);
    expect(FollowStatusSchema.parse(status.body)).toEqual({ followerCount: 1, following: true });
    expect(user.id).toBeGreaterThan(0);
  });

  it('follows an author (201, then 200); the author page count and state follow', async () => {
    const author = await buildAuthor(em());
    const { agent } = await server.signedIn();
    const created = await follow(agent, { authorId: author.id });
    expect(created.status).toBe(201);
    expect(FollowSchema.parse(created.body)).toMatchObject({
      kind: 'author',
      authorId: author.id,
      novelId: null,
      author: { id: author.id, username: author.username },
      followerCount: 1,
      newChapters: null,
    });
    expect((await follow(agent, { authorId: author.id })).status).toBe(200);
    expect((await agent.request('GET', `/api/follows/authors/${author.id}`)).body).toEqual({
      followerCount: 1,
      following: true,
    });
    expect((await server.request('GET', `/api/follows/authors/${author.id}`)).body).toEqual({
      followerCount: 1,
      following: false,
    });
  });

  it('refuses to follow yourself (400), a missing author or a non-author (404), and needs one target', async () => {
    const { user, agent } = await server.signedIn({ isAuthor: true });
    expect(await follow(agent, { authorId: user.id })).toMatchObject({
      status: 400,
      body: { message: F.cannotFollowSelf },
    });
    const reader = (await server.signedIn()).user;
    expect(await follow(agent, { authorId: reader.id })).toMatchObject({
      status: 404,
      body: { message: F.authorNotFound },
    });
    expect(await follow(agent, { authorId: 999_999 })).toMatchObject({ status: 404 });
    const novel = await novelBy();
    expect((await follow(agent, { novelId: novel.id, authorId: novel.author.id })).status).toBe(400);
    expect((await follow(agent, {})).status).toBe(400);
    expect((await follow(agent, { novelId: 'x' })).status).toBe(400);
  });

  it("answers 404 for someone else's draft novel, and lets the author follow their own draft", async () => {
    const { user: owner, agent: ownerAgent } = await server.signedIn({ isAuthor: true });
    const draft = await novelBy(owner, { status: 'draft' });
    const { agent } = await server.signedIn();
    expect(await follow(agent, { novelId: draft.id })).toMatchObject({
      status: 404,
      body: { message: E.novelNotFound },
    });
    expect((await server.request('GET', `/api/follows/novels/${draft.id}`)).status).toBe(404);
    expect((await follow(ownerAgent, { novelId: draft.id })).status).toBe(201);
    expect(await novelFollowers(draft.id)).toBe(1);
  });

  it('is 401 signed out', async () => {
    const novel = await novelBy();
    expect(await follow(server.agent(), { novelId: novel.id })).toMatchObject({
      status: 401,
      body: { message: E.authenticationRequired },
    });
    expect((await server.request('GET', '/api/follows')).status).toBe(401);
    expect((await unfollowNovel(server.agent(), novel.id)).status).toBe(401);
  });
});

describe('DELETE /api/follows/{novels|authors}/{id}', () => {
  it('unfollows and answers the new count; 404 when not followed', async () => {
    const novel = await novelBy();
    const author = await buildAuthor(em());
    const { agent } = await server.signedIn();
    const other = await server.signedIn();
    await follow(agent, { novelId: novel.id });
    await follow(other.agent, { novelId: novel.id });
    await follow(agent, { authorId: author.id });
    expect(await unfollowNovel(agent, novel.id)).toMatchObject({
      status: 200,
      body: { followerCount: 1, following: false },
    });
    expect(await unfollowNovel(agent, novel.id)).toMatchObject({ status: 404, body: { message: F.followNotFound } });
    expect(await agent.request('DELETE', `/api/follows/authors/${author.id}`)).toMatchObject({
      status: 200,
      body: { followerCount: 0, following: false },
    });
    expect((await agent.request('DELETE', `/api/follows/authors/${author.id}`)).status).toBe(404);
  });
});

describe('GET /api/follows', () => {
  it('lists followed novels with their unread published chapters, then authors', async () => {
    const { user: owner } = await server.signedIn({ isAuthor: true });
    const novel = await novelBy(owner);
    const chapters = [];
    for (let i = 0; i < 3; i++) chapters.push(await buildChapter(em(), { novel: em().getReference(Novel, novel.id) }));
    await buildChapter(em(), { novel: em().getReference(Novel, novel.id), status: 'draft', publishedAt: null });
    const { user, agent } = await server.signedIn();
    await follow(agent, { novelId: novel.id });
    await follow(agent, { authorId: owner.id });
    const fork = em();
    fork.create(ChapterRead, { user: fork.getReference(User, user.id), chapter: chapters[0]!.id });
    await fork.flush();

    const list = await agent.request('GET', '/api/follows');
    expect(list.headers.get('cache-control')).toBe('no-store');
    const follows = FollowListSchema.parse(list.body);
    expect(follows.map((f) => [f.kind, f.novelId ?? f.authorId, f.newChapters])).toEqual([
      ['novel', novel.id, 2],
      ['author', owner.id, null],
    ]);

    // A followed novel that turns back into a draft leaves the list (and comes back when published again).
    await em().nativeUpdate(Novel, { id: novel.id }, { status: 'draft' });
    expect(FollowListSchema.parse((await agent.request('GET', '/api/follows')).body).map((f) => f.kind)).toEqual([
      'author',
    ]);
  });

  it('is gone with the novel (cascade)', async () => {
    const novel = await novelBy();
    const { agent } = await server.signedIn();
    await follow(agent, { novelId: novel.id });
    await em().nativeDelete(Novel, { id: novel.id });
    expect((await agent.request('GET', '/api/follows')).body).toEqual([]);
    expect(await novelFollowers(novel.id)).toBe(0);
  });
});

describe('follower counts under concurrency', () => {
  it('stay exact after concurrent follows and unfollows by many readers and by one', async () => {
    const novel = await novelBy();
    const users = await Promise.all(Array.from({ length: 16 }, () => server.signedIn()));
    const added = await Promise.all(users.map(({ agent }) => follow(agent, { novelId: novel.id })));
    expect(added.map((response) => response.status)).toEqual(Array(16).fill(201));
    expect((await server.request('GET', `/api/follows/novels/${novel.id}`)).body.followerCount).toBe(16);

    await Promise.all(
      users.flatMap(({ agent }, i) =>
        i % 2 === 0
          ? [unfollowNovel(agent, novel.id)]
          : [follow(agent, { novelId: novel.id }), unfollowNovel(agent, novel.id)],
      ),
    );
    // Half unfollowed; the other half raced a follow (already there) against an unfollow, in either order.
    const afterRace = (await server.request('GET', `/api/follows/novels/${novel.id}`)).body.followerCount;
    expect(afterRace).toBe(await novelFollowers(novel.id));
    expect(afterRace).toBeLessThanOrEqual(8);

    const { agent } = users[0]!;
    const toggles = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 2 === 0 ? follow(agent, { novelId: novel.id }) : unfollowNovel(agent, novel.id),
      ),
    );
    expect(toggles.every((response) => [200, 201, 404].includes(response.status))).toBe(true);
    const count = (await server.request('GET', `/api/follows/novels/${novel.id}`)).body.followerCount;
    expect(count).toBe(await novelFollowers(novel.id));
  });

  it('a follow racing its own unfollow still answers the follow as written', async () => {
    const novel = await novelBy();
    const { agent } = await server.signedIn();
    for (let round = 0; round < 20; round++) {
      const [added, removed] = await Promise.all([
        follow(agent, { novelId: novel.id }),
        unfollowNovel(agent, novel.id),
      ]);
      expect([200, 201], added.text).toContain(added.status);
      expect(FollowSchema.parse(added.body).novelId).toBe(novel.id);
      expect([200, 404]).toContain(removed.status);
    }
  });
});
