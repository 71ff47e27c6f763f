import { CommentListSchema, LikeToggleResultSchema, LikedResultSchema, MESSAGES } from '@inkshelf/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAuthor, buildChapter, buildComment, buildNovel } from '../../../test/factories.ts';
import { getTestServer, type TestServer } from '../../../test/support.ts';
import { Chapter, Comment, Novel, User } from '../../entities/index.ts';

let server: TestServer;
beforeAll(async () => {
  server = await getTestServer();
});
afterAll(() => server.close());

const E = MESSAGES.errors;
const em = () => server.db.orm.em.fork();

/** A chapter of `novelId`, or of a new novel by `author` (or by a new author). */
async function chapterOf(options: {
  author?: User;
  novelId?: number;
  chapter?: Partial<Chapter>;
  novel?: Partial<Novel>;
}) {
  const fork = em();
  const novel = options.novelId
    ? fork.getReference(Novel, options.novelId)
    : await buildNovel(fork, {
        ...options.novel,
        author: options.author ? fork.getReference(User, options.author.id) : await buildAuthor(fork),
      });
  return buildChapter(fork, { ...options.chapter, novel });
}

async function seedComment(chapterId: number, parentId?: number) {
  const fork = em();
  return buildComment(fork, {
    chapter: fork.getReference(Chapter, chapterId),
    ...(parentId ? { parent: fork.getReference(Comment, parentId) } : {}),
  });
}

/** The stored counter next to the number of like rows. */
async function likeCounts(commentId: number) {
  const [row] = await em().execute<{ likes: number; actual: number }[]>(
    'select likes, (select count(*)::int from comment_likes where comment_id = ?) as actual from comments where id = ?',
    [commentId, commentId],
  );
  return row;
}

describe('POST /api/comments/:id/like and GET /api/comments/:id/liked', () => {
  it('toggles the like and reports it; signed out the like state is false', async () => {
    const comment = await seedComment((await chapterOf({})).id);
    const { agent } = await server.signedIn();
    expect(await agent.request('GET', `/api/comments/${comment.id}/liked`)).toMatchObject({
      status: 200,
      body: { liked: false },
    });
    const liked = await agent.request('POST', `/api/comments/${comment.id}/like`);
    expect(liked.status).toBe(200);
    expect(LikeToggleResultSchema.parse(liked.body)).toEqual({ liked: true, likes: 1 });
    expect(LikedResultSchema.parse((await agent.request('GET', `/api/comments/${comment.id}/liked`)).body)).toEqual({
      liked: true,
    });
    expect((await server.request('GET', `/api/comments/${comment.id}/liked`)).body).toEqual({ liked: false });
    const unliked = await agent.request('POST', `/api/comments/${comment.id}/like`);
    expect(unliked.body).toEqual({ liked: false, likes: 0 });
    expect(await likeCounts(comment.id)).toEqual({ likes: 0, actual: 0 });
  });

  it('answers 401 to a signed-out like, 404 for unknown comments and 400 for bad ids', async () => {
    const comment = await seedComment((await chapterOf({})).id);
    expect(await server.request('POST', `/api/comments/${comment.id}/like`)).toMatchObject({
      status: 401,
      body: { message: E.authenticationRequired },
    });
    const { agent } = await server.signedIn();
    for (const method of ['POST', 'GET']) {
      const path = method === 'POST' ? 'like' : 'liked';
      expect(await agent.request(method, `/api/comments/999999/${path}`)).toMatchObject({
        status: 404,
        body: { message: E.commentNotFound },
      });
      expect((await agent.request(method, `/api/comments/x/${path}`)).status).toBe(400);
    }
  });

  it('lets readers, other authors and the owner like a published chapter’s comment, not a draft’s', async () => {
    const { user: owner, agent: ownerAgent } = await server.signedIn({ isAuthor: true });
    const published = await seedComment((await chapterOf({ author: owner })).id);
    const agents = [(await server.signedIn()).agent, (await server.signedIn({ isAuthor: true })).agent, ownerAgent];
    for (const agent of agents) {
      expect((await agent.request('POST', `/api/comments/${published.id}/like`)).status).toBe(200);
    }
    expect(await likeCounts(published.id)).toEqual({ likes: 3, actual: 3 });

    const draftChapter = await chapterOf({ author: owner, chapter: { status: 'draft', publishedAt: null } });
    const onDraft = await seedComment(draftChapter.id);
    expect(await agents[0]!.request('POST', `/api/comments/${onDraft.id}/like`)).toMatchObject({
      status: 403,
      body: { message: E.chapterDraft },
    });
    expect((await ownerAgent.request('POST', `/api/comments/${onDraft.id}/like`)).status).toBe(200);
  });

  it('keeps the counter exact under concurrent likes and concurrent toggles by one user', async () => {
    const comment = await seedComment((await chapterOf({})).id);
    const users = await Promise.all(Array.from({ length: 10 }, () => server.signedIn()));
    const results = await Promise.all(
      users.map(({ agent }) => agent.request('POST', `/api/comments/${comment.id}/like`)),
    );
    expect(results.every((response) => response.status === 200 && response.body.liked === true)).toBe(true);
    expect(await likeCounts(comment.id)).toEqual({ likes: 10, actual: 10 });

    const { agent } = users[0]!;
    const toggles = await Promise.all(
      Array.from({ length: 7 }, () => agent.request('POST', `/api/comments/${comment.id}/like`)),
    );
    expect(toggles.every((response) => response.status === 200)).toBe(true);
    const counts = await likeCounts(comment.id);
    expect(counts!.likes).toBe(counts!.actual);
    expect([9, 10]).toContain(counts!.likes);
  });
});

describe('GET /api/authors/:authorId/comments', () => {
  it('lists comments on the author’s chapters (drafts too) by novel title, chapter number, then time', async () => {
    const { user: author, agent } = await server.signedIn({ isAuthor: true });
    const suffix = String(author.id);
    const beta = await chapterOf({ author, novel: { title: `Beta ${suffix}` } });
    const alpha1 = await chapterOf({ author, novel: { title: `Alpha ${suffix}` } });
    const alpha2 = await chapterOf({ novelId: alpha1.novel.id, chapter: { status: 'draft', publishedAt: null } });
    const onBeta = await seedComment(beta.id);
    const onAlpha2 = await seedComment(alpha2.id);
    const onAlpha1 = await seedComment(alpha1.id);
    const replyOnAlpha1 = await seedComment(alpha1.id, onAlpha1.id);
    await seedComment((await chapterOf({})).id); // another author's chapter

    const response = await agent.request('GET', `/api/authors/${author.id}/comments`);
    expect(response.status).toBe(200);
    const comments = CommentListSchema.parse(response.body);
    expect(comments.map((comment) => comment.id)).toEqual([onAlpha1.id, replyOnAlpha1.id, onAlpha2.id, onBeta.id]);
    expect(comments[0]).toMatchObject({
      novel: { id: alpha1.novel.id, title: `Alpha ${suffix}` },
      chapter: { id: alpha1.id, chapterNumber: 1, novelId: alpha1.novel.id },
      user: { id: onAlpha1.user.id },
    });
    expect(comments[1]).toMatchObject({ parentId: onAlpha1.id });
    expect(comments[2]!.chapter).toEqual({ id: alpha2.id, chapterNumber: 2, novelId: alpha1.novel.id });
  });

  it('answers an empty list to an author without comments', async () => {
    const { user, agent } = await server.signedIn({ isAuthor: true });
    expect(await agent.request('GET', `/api/authors/${user.id}/comments`)).toMatchObject({ status: 200, body: [] });
  });

  it('belongs to that author only: 401 signed out, 403 for readers and other authors', async () => {
    const author = await buildAuthor(em());
    const url = `/api/authors/${author.id}/comments`;
    expect(await server.request('GET', url)).toMatchObject({
      status: 401,
      body: { message: E.authenticationRequired },
    });
    for (const { agent } of [await server.signedIn(), await server.signedIn({ isAuthor: true })]) {
      expect(await agent.request('GET', url)).toMatchObject({
        status: 403,
        body: { message: 'You can only see comments on your own novels.' },
      });
    }
    const { agent } = await server.signedIn();
    expect((await agent.request('GET', '/api/authors/zero/comments')).status).toBe(400);
  });
});
