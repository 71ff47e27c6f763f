/** The role matrix (test/role-matrix.ts) of novels, chapters, reviews, comments, likes, bookmarks and progress. */
import type { EndpointName } from '@inkshelf/contracts';
import { afterAll, beforeAll, expect } from 'vitest';
import { Bookmark, Chapter, Comment, Novel, Review } from '../src/entities/index.ts';
import { describeRoleMatrix, E, path, unique, type Case, type Entry } from './role-matrix.ts';
import { isSuccess, signInPeople, type People } from './route-fixture.ts';
import { unsubscribeToken } from '../src/services/unsubscribe-token.ts';
import { getTestServer, type TestServer } from './support.ts';

let server: TestServer;
let people: People;
beforeAll(async () => {
  server = await getTestServer({ config: { rateLimitScale: 100 } });
  people = await signInPeople(server);
});
afterAll(() => server.close());

const em = () => server.db.orm.em.fork();
const novelBody = () => ({ title: unique('Matrix novel '), description: 'A description long enough to pass.' });

/** The caller's account (for a signed-out caller, an account that exists) follows or shelves the target. */
async function followed(c: Case, table: 'novel_follows' | 'author_follows' | 'library_entries', targetId: number) {
  const me = (await c.account()).user.id;
  const sql = {
    novel_follows: 'insert into novel_follows (user_id, novel_id, created_at) values (?, ?, now())',
    author_follows: 'insert into author_follows (user_id, author_id, created_at) values (?, ?, now())',
    library_entries:
      "insert into library_entries (user_id, novel_id, shelf, updated_at) values (?, ?, 'reading', now())",
  }[table];
  await em().execute(sql, [me, targetId]);
}
const rowsOf = async (table: string, novelId: number) =>
  (await em().execute<{ n: number }[]>(`select count(*)::int as n from ${table} where novel_id = ?`, [novelId]))[0]!.n;
/** An author who is not the caller. */
const someoneElse = async (c: Case) =>
  (await c.account()).user.id === people.owner.user.id ? people.otherAuthor.user.id : people.owner.user.id;

const MATRIX: Partial<Record<EndpointName, Entry>> = {
  saveReaderPreferences: {
    call: () => ({ path: path('saveReaderPreferences'), body: { excludedGenres: ['Horror'] } }),
    effect: (_, response) => {
      if (isSuccess(response.status)) expect(response.body).toEqual({ excludedGenres: ['Horror'], hideMature: false });
    },
  },
  createNovel: {
    call: () => ({ path: path('createNovel'), body: { ...novelBody(), genres: ['Fantasy'] } }),
  },
  updateNovel: {
    ownerOnly: E.editOwnNovelsOnly,
    call: async (c) => ({ path: path('updateNovel', { id: (await c.content()).novel.id }), body: novelBody() }),
  },
  deleteNovel: {
    ownerOnly: E.editOwnNovelsOnly,
    call: async (c) => ({ path: path('deleteNovel', { id: (await c.content()).novel.id }) }),
    effect: async (c, response) =>
      expect(await em().count(Novel, { id: (await c.content()).novel.id })).toBe(isSuccess(response.status) ? 0 : 1),
  },
  saveReleaseSchedule: {
    ownerOnly: E.editOwnNovelsOnly,
    call: async (c) => ({
      path: path('saveReleaseSchedule', { id: (await c.content()).novel.id }),
      body: { timeZone: 'UTC', slots: [{ weekday: 'monday', time: '09:00' }] },
    }),
    effect: async (c, response) =>
      expect(await rowsOf('novel_release_schedules', (await c.content()).novel.id)).toBe(
        isSuccess(response.status) ? 1 : 0,
      ),
  },
  deleteReleaseSchedule: {
    ownerOnly: E.editOwnNovelsOnly,
    call: async (c) => {
      const { novel } = await c.content();
      await em().execute(
        `insert into novel_release_schedules (novel_id, time_zone, slots, updated_at)
         values (?, 'UTC', '[{"weekday":"monday","time":"09:00"}]', now()) on conflict do nothing`,
        [novel.id],
      );
      return { path: path('deleteReleaseSchedule', { id: novel.id }) };
    },
    effect: async (c, response) =>
      expect(await rowsOf('novel_release_schedules', (await c.content()).novel.id)).toBe(
        isSuccess(response.status) ? 0 : 1,
      ),
  },
  createChapter: {
    ownerOnly: E.editOwnNovelsOnly,
    call: async (c) => ({
      path: path('createChapter', { novelId: (await c.content()).novel.id }),
      body: { title: 'A new chapter', content: '<p>More of the story.</p>' },
    }),
  },
  updateChapter: {
    ownerOnly: E.editOwnNovelsOnly,
    call: async (c) => {
      const { novel, chapter } = await c.content();
      return {
        path: path('updateChapter', { novelId: novel.id, slot: chapter.chapterNumber }),
        body: { title: 'Renamed' },
      };
    },
  },
  publishChapter: {
    ownerOnly: E.editOwnNovelsOnly,
    call: async (c) => ({ path: path('publishChapter', { id: (await c.content()).draft.id }) }),
    effect: async (c, response) => {
      const draft = await em().findOneOrFail(Chapter, (await c.content()).draft.id);
      expect(draft.status).toBe(isSuccess(response.status) ? 'published' : 'draft');
    },
  },
  deleteChapter: {
    ownerOnly: E.editOwnNovelsOnly,
    call: async (c) => ({ path: path('deleteChapter', { id: (await c.content()).chapter.id }) }),
    effect: async (c, response) =>
      expect(await em().count(Chapter, { id: (await c.content()).chapter.id })).toBe(
        isSuccess(response.status) ? 0 : 1,
      ),
  },

  saveReview: {
    success: 201, // a new review; the table documents 200
    // The reader's review exists: it is replaced. The owner may not rate their own novel.
    except: { reader: 200, owner: [403, E.ownNovelReview] },
    call: async (c) => ({
      path: path('saveReview', { id: (await c.content()).novel.id }),
      body: { content: 'A fine read.', rating: 3 },
    }),
  },
  deleteReview: {
    // The reader wrote it; the owner wrote the novel.
    except: { otherAuthor: [403, 'You can only delete your own reviews or reviews of your novels.'] },
    call: async (c) => ({ path: path('deleteReview', { id: (await c.content()).review.id }) }),
    effect: async (c, response) =>
      expect(await em().count(Review, { id: (await c.content()).review.id })).toBe(isSuccess(response.status) ? 0 : 1),
  },
  postComment: {
    call: async (c) => {
      const { chapter, comment } = await c.content();
      return {
        path: path('postComment', { chapterId: chapter.id }),
        body: { content: 'A reply', parentId: comment.id },
      };
    },
  },
  deleteComment: {
    except: { otherAuthor: [403, 'You can only delete your own comments or comments on your novels.'] },
    call: async (c) => ({ path: path('deleteComment', { id: (await c.content()).comment.id }) }),
    effect: async (c, response) =>
      expect(await em().count(Comment, { id: (await c.content()).comment.id })).toBe(
        isSuccess(response.status) ? 0 : 1,
      ),
  },
  toggleLike: {
    call: async (c) => ({ path: path('toggleLike', { id: (await c.content()).comment.id }) }),
    effect: (_, response) => {
      if (isSuccess(response.status)) expect(response.body).toEqual({ liked: true, likes: 1 });
    },
  },
  addBookmark: {
    except: { reader: 200, owner: 200 }, // already bookmarked: nothing changes
    call: async (c) => ({ path: path('addBookmark'), body: { novelId: (await c.content()).novel.id } }),
  },
  removeBookmark: {
    // Bookmarks are per user: the other author has none, and cannot remove the reader's.
    except: { otherAuthor: [404, E.bookmarkNotFound] },
    call: async (c) => ({ path: path('removeBookmark', { novelId: (await c.content()).novel.id }) }),
    effect: async (c, response) => {
      const { novel } = await c.content();
      const left = await em().count(Bookmark, { novel: novel.id });
      expect(left).toBe(isSuccess(response.status) ? 1 : 2);
    },
  },
  follow: {
    call: async (c) => ({ path: path('follow'), body: { novelId: (await c.content()).novel.id } }),
    effect: (_, response) => {
      if (isSuccess(response.status)) expect(response.body).toMatchObject({ kind: 'novel', followerCount: 1 });
    },
  },
  unfollowNovel: {
    call: async (c) => {
      const { novel } = await c.content();
      await followed(c, 'novel_follows', novel.id);
      return { path: path('unfollowNovel', { id: novel.id }) };
    },
    effect: async (c, response) =>
      expect(await rowsOf('novel_follows', (await c.content()).novel.id)).toBe(isSuccess(response.status) ? 0 : 1),
  },
  unfollowAuthor: {
    call: async (c) => {
      const authorId = await someoneElse(c);
      await followed(c, 'author_follows', authorId);
      return { path: path('unfollowAuthor', { id: authorId }) };
    },
  },
  shelveNovel: {
    call: async (c) => ({
      path: path('shelveNovel', { novelId: (await c.content()).novel.id }),
      body: { shelf: 'reading' },
    }),
  },
  unshelveNovel: {
    call: async (c) => {
      const { novel } = await c.content();
      await followed(c, 'library_entries', novel.id);
      return { path: path('unshelveNovel', { novelId: novel.id }) };
    },
    effect: async (c, response) =>
      expect(await rowsOf('library_entries', (await c.content()).novel.id)).toBe(isSuccess(response.status) ? 0 : 1),
  },
  markNotificationsRead: {
    call: () => ({ path: path('markNotificationsRead'), body: { all: true } }),
  },
  updateNotificationSettings: {
    ownAccount: true,
    call: () => ({ path: path('updateNotificationSettings'), body: { chapterEmails: 'immediate' } }),
    effect: (_, response) => {
      if (isSuccess(response.status)) expect(response.body).toEqual({ chapterEmails: 'immediate' });
    },
  },
  unsubscribe: {
    // The signed token decides, for anyone (signed out too): the caller's own account's token here.
    call: async (c) => {
      const { user } = await c.account();
      return { path: `${path('unsubscribe')}?token=${unsubscribeToken(user.id, server.deps.config.sessionSecret)}` };
    },
    effect: async (c, response) => {
      const rows = await em().execute<{ chapter_emails: string }[]>('select chapter_emails from users where id = ?', [
        (await c.account()).user.id,
      ]);
      expect(rows[0]!.chapter_emails).toBe(isSuccess(response.status) ? 'off' : 'digest');
    },
    ownAccount: true,
  },
  saveProgress: {
    success: 201, // new progress; the table documents 200
    call: async (c) => {
      const { novel, chapter } = await c.content();
      return { path: path('saveProgress'), body: { novelId: novel.id, chapterId: chapter.id, progress: 40 } };
    },
  },
};

describeRoleMatrix('content', MATRIX, { server: () => server, people: () => people });
