import { CommentListSchema, CommentSchema, MESSAGES, MessageResponseSchema } from '@inkshelf/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAuthor, buildChapter, buildComment, buildCommentLike, buildNovel } from '../../../test/factories.ts';
import { getTestServer, type TestAgent, type TestServer } from '../../../test/support.ts';
import { Chapter, Comment, CommentLike, User, type Novel } from '../../entities/index.ts';
import { setHidden } from '../../commands/content-moderator.ts';

let server: TestServer;
beforeAll(async () => {
  server = await getTestServer();
});
afterAll(() => server.close());

const V = MESSAGES.validation;
const E = MESSAGES.errors;
const em = () => server.db.orm.em.fork();

/** A chapter of a new novel by `author` (or by a new author). */
async function chapterBy(author?: User, chapter: Partial<Chapter> = {}, novel: Partial<Novel> = {}): Promise<Chapter> {
  const fork = em();
  const owner = author ? fork.getReference(User, author.id) : await buildAuthor(fork);
  const built = await buildNovel(fork, { ...novel, author: owner });
  return buildChapter(fork, { ...chapter, novel: built });
}

/** A comment written through the factory, optionally a reply. */
async function seedComment(chapterId: number, overrides: { parentId?: number; userId?: number } = {}) {
  const fork = em();
  return buildComment(fork, {
    chapter: fork.getReference(Chapter, chapterId),
    ...(overrides.parentId ? { parent: fork.getReference(Comment, overrides.parentId) } : {}),
    ...(overrides.userId ? { user: fork.getReference(User, overrides.userId) } : {}),
  });
}

const post = (agent: TestAgent, chapterId: number, json: unknown) =>
  agent.request('POST', `/api/chapters/${chapterId}/comments`, { json });

describe('GET /api/chapters/:chapterId/comments', () => {
  it('lists comments and replies flat, oldest first, each with its writer, to anyone', async () => {
    const chapter = await chapterBy();
    const top = await seedComment(chapter.id);
    const reply = await seedComment(chapter.id, { parentId: top.id });
    const response = await server.request('GET', `/api/chapters/${chapter.id}/comments`);
    expect(response.status).toBe(200);
    const comments = CommentListSchema.parse(response.body);
    expect(comments.map((comment) => [comment.id, comment.parentId])).toEqual([
      [top.id, null],
      [reply.id, top.id],
    ]);
    expect(comments[0]).toMatchObject({ chapterId: chapter.id, likes: 0, user: { id: top.user.id } });
  });

  it('refuses a draft chapter (403) to everyone but the novel’s author', async () => {
    const { user: owner, agent: ownerAgent } = await server.signedIn({ isAuthor: true });
    const chapter = await chapterBy(owner, { status: 'draft', publishedAt: null });
    const url = `/api/chapters/${chapter.id}/comments`;
    const others = [server.agent(), (await server.signedIn()).agent, (await server.signedIn({ isAuthor: true })).agent];
    for (const agent of others) {
      expect(await agent.request('GET', url)).toMatchObject({ status: 403, body: { message: E.chapterDraft } });
    }
    expect(await ownerAgent.request('GET', url)).toMatchObject({ status: 200, body: [] });
  });

  it('hides chapters of a draft novel (404) from everyone but its author', async () => {
    const { user: owner, agent: ownerAgent } = await server.signedIn({ isAuthor: true });
    const chapter = await chapterBy(owner, {}, { status: 'draft' });
    const url = `/api/chapters/${chapter.id}/comments`;
    expect(await server.request('GET', url)).toMatchObject({ status: 404, body: { message: E.chapterNotFound } });
    expect((await ownerAgent.request('GET', url)).status).toBe(200);
  });

  it('answers 404 for an unknown chapter and 400 for a bad id', async () => {
    expect(await server.request('GET', '/api/chapters/999999/comments')).toMatchObject({
      status: 404,
      body: { message: E.chapterNotFound },
    });
    expect(await server.request('GET', '/api/chapters/1.5/comments')).toMatchObject({
      status: 400,
      body: { field: 'chapterId', message: V.positiveId('chapterId') },
    });
  });
});

describe('POST /api/chapters/:chapterId/comments', () => {
  it('posts a trimmed comment (201) with chapterId and writer, then a reply to it', async () => {
    const chapter = await chapterBy();
    const { user, agent } = await server.signedIn();
    const created = await post(agent, chapter.id, { content: '  First!  ' });
    expect(created.status).toBe(201);
    const comment = CommentSchema.parse(created.body);
    expect(comment).toMatchObject({
      userId: user.id,
      chapterId: chapter.id,
      content: 'First!',
      likes: 0,
      parentId: null,
      user: { id: user.id, username: user.username },
    });
    const reply = await post(agent, chapter.id, { content: 'Replying', parentId: comment.id });
    expect(reply.status).toBe(201);
    expect(CommentSchema.parse(reply.body)).toMatchObject({ parentId: comment.id, chapterId: chapter.id });
    const nullParent = await post(agent, chapter.id, { content: 'Top again', parentId: null });
    expect(nullParent.body).toMatchObject({ parentId: null });
  });

  it('lets readers, other authors and the owner comment on a published chapter; 401 when signed out', async () => {
    const { user: owner, agent: ownerAgent } = await server.signedIn({ isAuthor: true });
    const chapter = await chapterBy(owner);
    const agents = [(await server.signedIn()).agent, (await server.signedIn({ isAuthor: true })).agent, ownerAgent];
    for (const agent of agents) expect((await post(agent, chapter.id, { content: 'Hi' })).status).toBe(201);
    expect(await post(server.agent(), chapter.id, { content: 'Hi' })).toMatchObject({
      status: 401,
      body: { message: E.authenticationRequired },
    });
  });

  it('allows comments on a draft chapter only to the novel’s author', async () => {
    const { user: owner, agent: ownerAgent } = await server.signedIn({ isAuthor: true });
    const chapter = await chapterBy(owner, { status: 'draft', publishedAt: null });
    const { agent: reader } = await server.signedIn();
    expect(await post(reader, chapter.id, { content: 'Hi' })).toMatchObject({
      status: 403,
      body: { message: E.chapterDraft },
    });
    expect((await post(ownerAgent, chapter.id, { content: 'Note to self' })).status).toBe(201);
    expect((await post(reader, 999999, { content: 'Hi' })).status).toBe(404);
  });

  it.each([
    ['missing content', {}, 'content', V.commentEmpty],
    ['empty content', { content: '' }, 'content', V.commentEmpty],
    ['whitespace-only content', { content: ' \n\t ' }, 'content', V.commentEmpty],
    ['content that is not text', { content: 7 }, 'content', V.textRequired('Comment')],
    ['5001 characters', { content: 'x'.repeat(5001) }, 'content', V.commentTooLong],
    ['a parentId that is not a number', { content: 'Hi', parentId: 'abc' }, 'parentId', V.positiveId('parentId')],
    ['a parentId as digits in a string', { content: 'Hi', parentId: '1' }, 'parentId', V.positiveId('parentId')],
    ['a negative parentId', { content: 'Hi', parentId: -1 }, 'parentId', V.positiveId('parentId')],
  ])('answers 400 for %s', async (_label, json, field, message) => {
    const chapter = await chapterBy();
    const { agent } = await server.signedIn();
    const response = await post(agent, chapter.id, json);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ field, message });
  });

  it('accepts exactly 5000 characters', async () => {
    const chapter = await chapterBy();
    const { agent } = await server.signedIn();
    expect((await post(agent, chapter.id, { content: 'y'.repeat(5000) })).status).toBe(201);
  });

  it('refuses a parent on another chapter (400), and one that does not exist or is hidden (404)', async () => {
    const chapter = await chapterBy();
    const elsewhere = await seedComment((await chapterBy()).id);
    const { agent } = await server.signedIn();
    expect(await post(agent, chapter.id, { content: 'Hi', parentId: elsewhere.id })).toMatchObject({
      status: 400,
      body: { message: E.parentCommentMismatch, field: 'parentId' },
    });
    const hidden = await seedComment(chapter.id);
    expect(await setHidden(server.db.orm.em.fork(), 'comment', hidden.id, 'Spam')).toBe(true);
    for (const parentId of [hidden.id, 999999]) {
      expect(await post(agent, chapter.id, { content: 'Hi', parentId })).toMatchObject({
        status: 404,
        body: { message: E.commentNotFound },
      });
    }
    // Nor does a hidden comment take a like.
    const like = await agent.request('POST', `/api/comments/${hidden.id}/like`);
    expect(like.status).toBe(404);
  });

  it('allows a top-level comment and five replies in a chain, and refuses a reply to the fifth reply', async () => {
    const chapter = await chapterBy();
    const { agent } = await server.signedIn();
    const top = await post(agent, chapter.id, { content: 'top-level' });
    expect(top.status).toBe(201);
    const chain: number[] = [(top.body as { id: number }).id];
    for (let reply = 1; reply <= 5; reply++) {
      const response = await post(agent, chapter.id, { content: `reply ${reply}`, parentId: chain.at(-1) });
      expect(response.status, `reply ${reply}`).toBe(201);
      expect(CommentSchema.parse(response.body).parentId).toBe(chain.at(-1));
      chain.push((response.body as { id: number }).id);
    }
    expect(await post(agent, chapter.id, { content: 'reply 6', parentId: chain[5] })).toMatchObject({
      status: 400,
      body: { message: 'Maximum reply depth of 5 reached for this comment chain.', field: 'parentId' },
    });
    // A sibling of the fifth reply (another answer to the fourth) is still fine, and is itself the end of the line.
    const sibling = await post(agent, chapter.id, { content: 'another reply 5', parentId: chain[4] });
    expect(sibling.status).toBe(201);
    expect(
      (await post(agent, chapter.id, { content: 'too deep', parentId: (sibling.body as { id: number }).id })).status,
    ).toBe(400);
    expect(await em().count(Comment, { chapter: chapter.id })).toBe(7);
  });

  it('answers 4xx JSON, never 5xx, to malformed bodies', async () => {
    const chapter = await chapterBy();
    const { agent } = await server.signedIn();
    for (const body of ['[]', '1', 'null', '{"content":["a"]}', '{"content":"a","parentId":{"id":1}}', '{"content"']) {
      const response = await agent.request('POST', `/api/chapters/${chapter.id}/comments`, {
        body,
        headers: { 'content-type': 'application/json' },
      });
      expect(response.status, body).toBeGreaterThanOrEqual(400);
      expect(response.status, body).toBeLessThan(500);
      expect(response.body).toMatchObject({ message: expect.any(String) });
    }
  });
});

describe('DELETE /api/comments/:commentId', () => {
  it('lets the writer delete; 401 signed out, 403 for other readers and other authors', async () => {
    const chapter = await chapterBy();
    const { user: writer, agent: writerAgent } = await server.signedIn();
    const comment = await seedComment(chapter.id, { userId: writer.id });
    const url = `/api/comments/${comment.id}`;
    expect((await server.request('DELETE', url)).status).toBe(401);
    for (const agent of [(await server.signedIn()).agent, (await server.signedIn({ isAuthor: true })).agent]) {
      expect(await agent.request('DELETE', url)).toMatchObject({
        status: 403,
        body: { message: 'You can only delete your own comments or comments on your novels.' },
      });
    }
    const deleted = await writerAgent.request('DELETE', url);
    expect(deleted.status).toBe(200);
    expect(MessageResponseSchema.parse(deleted.body)).toEqual({ message: 'Comment deleted' });
    expect(await writerAgent.request('DELETE', url)).toMatchObject({
      status: 404,
      body: { message: E.commentNotFound },
    });
  });

  it('lets the novel’s author delete a thread; its replies and their likes go too', async () => {
    const { user: owner, agent: ownerAgent } = await server.signedIn({ isAuthor: true });
    const chapter = await chapterBy(owner);
    const top = await seedComment(chapter.id);
    const reply = await seedComment(chapter.id, { parentId: top.id });
    const nested = await seedComment(chapter.id, { parentId: reply.id });
    const sibling = await seedComment(chapter.id);
    const fork = em();
    await buildCommentLike(fork, { comment: fork.getReference(Comment, nested.id) });
    expect((await ownerAgent.request('DELETE', `/api/comments/${top.id}`)).status).toBe(200);
    const left = await em().find(Comment, { chapter: chapter.id });
    expect(left.map((comment) => comment.id)).toEqual([sibling.id]);
    expect(await em().count(CommentLike, { comment: nested.id })).toBe(0);
  });

  it('answers 400 for a bad id and 404 for an unknown one', async () => {
    const { agent } = await server.signedIn();
    expect((await agent.request('DELETE', '/api/comments/abc')).status).toBe(400);
    expect((await agent.request('DELETE', '/api/comments/999999')).status).toBe(404);
  });
});
