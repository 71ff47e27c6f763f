/**
 * Compatibility: reviews, comments and likes (the SPEC section 7 rows, their entities of section 3, comment order and
 * nesting of section 2, who may delete of section 6, the reply depth message of section 8; wire facts 4 and 6).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Comment, User } from '../../src/entities/index.ts';
import { buildCommentLike } from '../factories.ts';
import type { TestServer } from '../support.ts';
import {
  Browser,
  createChapter,
  createNovel,
  expectComment,
  expectError,
  expectId,
  expectOk,
  expectReview,
  flattenComments,
  registerReader,
  signedInAuthor,
  pluck,
  startServer,
  type Account,
  type Json,
} from './compat-support.ts';

let server: TestServer;
let author: Account;
let visitor: Browser;
beforeAll(async () => {
  server = await startServer();
  author = await signedInAuthor(server);
  visitor = new Browser(server);
});
afterAll(() => server.close());

const review = (account: Account, novelId: number, content: string, rating: number) =>
  account.browser.post(`/api/novels/${novelId}/reviews`, { content, rating });

async function postComment(account: Account, chapterId: number, content: string, parentId?: number): Promise<Json> {
  const response = await account.browser.post(
    `/api/chapters/${chapterId}/comments`,
    parentId === undefined ? { content } : { content, parentId },
  );
  expectOk(response);
  return response.body;
}

const commentsOf = async (chapterId: number): Promise<Json[]> => {
  const response = await visitor.get(`/api/chapters/${chapterId}/comments`);
  expect(response.status).toBe(200);
  expect(Array.isArray(response.body)).toBe(true);
  return flattenComments(response.body as Json[]);
};

const publishedChapter = async () => {
  const novel = await createNovel(author);
  return { novel, chapter: await createChapter(author, novel.id) };
};

describe('reviews', () => {
  it('a novel without reviews has reviewCount 0 and averageRating null', async () => {
    const novel = await createNovel(author);
    const response = await visitor.get(`/api/novels/${novel.id}`);
    expect(response.body).toMatchObject({ reviewCount: 0, averageRating: null });
    expect((await visitor.get(`/api/novels/${novel.id}/reviews`)).body).toEqual([]);
  });

  it('POST creates, then updates, the caller’s one review; the list and the novel totals follow', async () => {
    const novel = await createNovel(author);
    const first = await registerReader(server);
    const second = await registerReader(server);
    expectOk(await review(first, novel.id, 'Good.', 3));
    expectOk(await review(first, novel.id, 'Better on a second read.', 5));
    expectOk(await review(second, novel.id, 'Nice.', 4));
    const list = await visitor.get(`/api/novels/${novel.id}/reviews`);
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(2);
    for (const item of list.body as Json[]) expectReview(item);
    const mine = (list.body as Json[]).find((item) => item.userId === first.user.id);
    expect(mine).toMatchObject({
      novelId: novel.id,
      content: 'Better on a second read.',
      rating: 5,
      user: { id: first.user.id, username: first.user.username },
    });
    const detail = (await visitor.get(`/api/novels/${novel.id}`)).body;
    expect(detail.reviewCount).toBe(2);
    expect(detail.averageRating).toEqual(expect.stringMatching(/^\d+(\.\d+)?$/));
    expect(Number(detail.averageRating)).toBe(4.5);
  });

  it('GET /reviews/user answers JSON null without a review, then the review (content, rating) (wire fact 4)', async () => {
    const novel = await createNovel(author);
    const reader = await registerReader(server);
    const none = await reader.browser.get(`/api/novels/${novel.id}/reviews/user`);
    expect(none.status).toBe(200);
    expect(none.text.trim()).toBe('null');
    expectOk(await review(reader, novel.id, 'Mine.', 2));
    const own = await reader.browser.get(`/api/novels/${novel.id}/reviews/user`);
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ content: 'Mine.', rating: 2 });
    expectId(own.body.id);
  });

  it('answers 401 signed out (read own and write), 404 for an unknown novel', async () => {
    const novel = await createNovel(author);
    expectError(await visitor.get(`/api/novels/${novel.id}/reviews/user`), 401);
    expectError(await visitor.post(`/api/novels/${novel.id}/reviews`, { content: 'Anon', rating: 5 }), 401);
    const reader = await registerReader(server);
    expectError(await review(reader, 987654321, 'Nowhere', 5), 404);
    expectError(await visitor.get('/api/novels/987654321/reviews'), 404);
  });

  it('answers 400 for a rating outside 1..5 or not an integer; stars without content are a rating-only review', async () => {
    const novel = await createNovel(author);
    const reader = await registerReader(server);
    for (const rating of [0, 6, 4.5]) expectError(await review(reader, novel.id, 'Out of range', rating), 400);
    expect((await reader.browser.get(`/api/novels/${novel.id}/reviews/user`)).body).toBeNull();
    // Issue 37: nothing is at risk in a review with stars and no words, so the original client's is taken.
    expectOk(await reader.browser.post(`/api/novels/${novel.id}/reviews`, { rating: 5 }));
    expect((await reader.browser.get(`/api/novels/${novel.id}/reviews/user`)).body).toMatchObject({
      content: '',
      rating: 5,
    });
  });

  it('DELETE /api/reviews/{id}: the writer or the novel’s author may; others 403, signed out 401, unknown 404', async () => {
    const novel = await createNovel(author);
    const writer = await registerReader(server);
    const other = await registerReader(server);
    expectOk(await review(writer, novel.id, 'First.', 5));
    const first = (await writer.browser.get(`/api/novels/${novel.id}/reviews/user`)).body;
    expectError(await visitor.delete(`/api/reviews/${first.id}`), 401);
    expectError(await other.browser.delete(`/api/reviews/${first.id}`), 403);
    expectOk(await writer.browser.delete(`/api/reviews/${first.id}`));
    expect((await writer.browser.get(`/api/novels/${novel.id}/reviews/user`)).body).toBeNull();
    expectError(await writer.browser.delete(`/api/reviews/${first.id}`), 404);

    expectOk(await review(other, novel.id, 'Second.', 1));
    const second = (await other.browser.get(`/api/novels/${novel.id}/reviews/user`)).body;
    expectOk(await author.browser.delete(`/api/reviews/${second.id}`));
    expect((await visitor.get(`/api/novels/${novel.id}/reviews`)).body).toEqual([]);
    expect((await visitor.get(`/api/novels/${novel.id}`)).body).toMatchObject({ reviewCount: 0 });
  });
});

describe('comments', () => {
  it('POST answers the comment with chapterId; GET lists it with user username and the SPEC fields', async () => {
    const { chapter } = await publishedChapter();
    const reader = await registerReader(server);
    const posted = await postComment(reader, chapter.id, 'First!');
    expect(posted.chapterId).toBe(chapter.id);
    const [listed] = await commentsOf(chapter.id);
    expectComment(listed);
    expect(listed).toMatchObject({
      id: posted.id,
      userId: reader.user.id,
      chapterId: chapter.id,
      content: 'First!',
      likes: 0,
      user: { username: reader.user.username },
    });
    expect(listed.parentId ?? null).toBeNull();
  });

  it('orders top-level comments newest first and replies oldest first', async () => {
    const { chapter } = await publishedChapter();
    const reader = await registerReader(server);
    const top: Json[] = [];
    for (const text of ['one', 'two', 'three']) top.push(await postComment(reader, chapter.id, text));
    const reply1 = await postComment(author, chapter.id, 'reply one', top[0].id);
    const reply2 = await postComment(reader, chapter.id, 'reply two', top[0].id);
    const all = await commentsOf(chapter.id);
    const topLevel = pluck(
      all.filter((comment) => (comment.parentId ?? null) === null),
      'id',
    );
    expect(topLevel).toEqual([top[2].id, top[1].id, top[0].id]);
    const replies = all.filter((comment) => comment.parentId === top[0].id);
    expect(pluck(replies, 'id')).toEqual([reply1.id, reply2.id]);
    for (const comment of replies) expectComment(comment);
  });

  it('allows a chain of five replies; a sixth level is 400 with the reply-depth message (wire fact 6)', async () => {
    const { chapter } = await publishedChapter();
    const reader = await registerReader(server);
    let parent = await postComment(reader, chapter.id, 'top');
    for (let depth = 1; depth <= 5; depth++) {
      const reply = await postComment(reader, chapter.id, `reply ${depth}`, parent.id);
      expect(reply.parentId).toBe(parent.id);
      parent = reply;
    }
    const tooDeep = await reader.browser.post(`/api/chapters/${chapter.id}/comments`, {
      content: 'reply 6',
      parentId: parent.id,
    });
    expectError(tooDeep, 400, 'Maximum reply depth of 5 reached for this comment chain.');
    expect(await commentsOf(chapter.id)).toHaveLength(6);
  });

  it('answers 400 for empty or blank content and for a parent on another chapter', async () => {
    const { novel, chapter } = await publishedChapter();
    const elsewhere = await createChapter(author, novel.id);
    const reader = await registerReader(server);
    const url = `/api/chapters/${chapter.id}/comments`;
    expectError(await reader.browser.post(url, { content: '' }), 400);
    expectError(await reader.browser.post(url, { content: '   ' }), 400);
    const foreign = await postComment(reader, elsewhere.id, 'other chapter');
    expectError(await reader.browser.post(url, { content: 'mismatch', parentId: foreign.id }), [400, 404]);
    expect(await commentsOf(chapter.id)).toEqual([]);
  });

  it('answers 401 signed out, 404 for an unknown chapter or parent', async () => {
    const { chapter } = await publishedChapter();
    const reader = await registerReader(server);
    expectError(await visitor.post(`/api/chapters/${chapter.id}/comments`, { content: 'anon' }), 401);
    expectError(await reader.browser.post('/api/chapters/987654321/comments', { content: 'lost' }), 404);
    expectError(
      await reader.browser.post(`/api/chapters/${chapter.id}/comments`, { content: 'orphan', parentId: 987654321 }),
      [400, 404],
    );
    expectError(await visitor.get('/api/chapters/987654321/comments'), 404);
  });

  it('DELETE /api/comments/{id}: the writer or the novel’s author may; others 403, signed out 401, unknown 404', async () => {
    const { chapter } = await publishedChapter();
    const writer = await registerReader(server);
    const other = await registerReader(server);
    const first = await postComment(writer, chapter.id, 'delete me');
    const second = await postComment(writer, chapter.id, 'the author deletes me');
    expectError(await visitor.delete(`/api/comments/${first.id}`), 401);
    expectError(await other.browser.delete(`/api/comments/${first.id}`), 403);
    expectOk(await writer.browser.delete(`/api/comments/${first.id}`));
    expectOk(await author.browser.delete(`/api/comments/${second.id}`));
    expect(await commentsOf(chapter.id)).toEqual([]);
    expectError(await writer.browser.delete(`/api/comments/${first.id}`), 404);
  });
});

describe('GET /api/comments/{id}/liked', () => {
  it('answers { liked: boolean } for the signed-in user', async () => {
    const { chapter } = await publishedChapter();
    const reader = await registerReader(server);
    const fan = await registerReader(server);
    const comment = await postComment(reader, chapter.id, 'like me');
    const before = await fan.browser.get(`/api/comments/${comment.id}/liked`);
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({ liked: false });
    const em = server.db.orm.em.fork();
    await buildCommentLike(em, {
      comment: em.getReference(Comment, comment.id),
      user: em.getReference(User, fan.user.id),
    });
    const after = await fan.browser.get(`/api/comments/${comment.id}/liked`);
    expect(after.body).toMatchObject({ liked: true });
    expect((await reader.browser.get(`/api/comments/${comment.id}/liked`)).body).toMatchObject({ liked: false });
  });

  it('answers 404 with a JSON message for an unknown comment', async () => {
    const reader = await registerReader(server);
    expectError(await reader.browser.get('/api/comments/987654321/liked'), 404);
  });
});

describe('GET /api/authors/{authorId}/comments', () => {
  it('answers the comments on the author’s chapters with user, novel { id, title } and chapter { id, chapterNumber, novelId }', async () => {
    const { novel, chapter } = await publishedChapter();
    const reader = await registerReader(server);
    const comment = await postComment(reader, chapter.id, 'For the dashboard');
    const reply = await postComment(author, chapter.id, 'Thanks!', comment.id);
    const response = await author.browser.get(`/api/authors/${author.user.id}/comments`);
    expect(response.status).toBe(200);
    const items = flattenComments(response.body as Json[]);
    const found = items.find((item) => item.id === comment.id);
    expectComment(found);
    expect(found).toMatchObject({
      content: 'For the dashboard',
      user: { username: reader.user.username },
      novel: { id: novel.id, title: novel.title },
      chapter: { id: chapter.id, chapterNumber: chapter.chapterNumber, novelId: novel.id },
    });
    expect(items.find((item) => item.id === reply.id)).toMatchObject({ parentId: comment.id });
  });

  it('answers 401 with a JSON message when signed out', async () => {
    expectError(await visitor.get(`/api/authors/${author.user.id}/comments`), 401);
  });
});
