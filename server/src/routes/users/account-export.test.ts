import { AccountExportSchema, ACCOUNT_EXPORT_VERSION, MESSAGES, type AccountExport } from '@inkshelf/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AccountExportQuery, EXPORT_PAGE } from '../../repositories/account-export-query.ts';
import { buildChapter, buildNovel, buildUser } from '../../../test/factories.ts';
import { getTestServer, type TestServer } from '../../../test/support.ts';
import { User } from '../../entities/index.ts';
import { buildRichAccount } from './account-test-support.ts';

let server: TestServer;
beforeAll(async () => {
  server = await getTestServer();
});
afterAll(() => server.close());

const em = () => server.db.orm.em.fork();

describe('GET /api/users/me/export', () => {
  it('answers 401 signed out', async () => {
    const response = await server.request('GET', '/api/users/me/export');
    expect(response).toMatchObject({ status: 401, body: { message: MESSAGES.errors.authenticationRequired } });
  });

  it('carries the notices of reviews a novel’s author deleted', async () => {
    const { agent: author, user: owner } = await server.signedIn({ isAuthor: true });
    const fork = em();
    const novel = await buildNovel(fork, { author: fork.getReference(User, owner.id) });
    const { agent: reader } = await server.signedIn();
    const review = await reader.request('POST', `/api/novels/${novel.id}/reviews`, {
      json: { content: 'Too slow for me.', rating: 2 },
    });
    expect((await author.request('DELETE', `/api/reviews/${(review.body as { id: number }).id}`)).status).toBe(200);
    const archive = AccountExportSchema.strict().parse((await reader.request('GET', '/api/users/me/export')).body);
    expect(archive.reviewRemovals).toEqual([
      {
        novelId: novel.id,
        novelTitle: novel.title,
        rating: 2,
        excerpt: 'Too slow for me.',
        createdAt: expect.any(String),
        readAt: null,
      },
    ]);
    expect(archive.notifications).toEqual([]);
  });

  it('is a download of everything the account wrote or saved, and never a secret', async () => {
    const account = await buildRichAccount(server);
    const response = await account.agent.request('GET', '/api/users/me/export', {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.status).toBe(200);
    const today = new Date().toISOString().slice(0, 10);
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="inkshelf-${account.username}-${today}.json"`,
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const archive: AccountExport = AccountExportSchema.strict().parse(response.body);

    expect(archive).toMatchObject({
      format: 'inkshelf-account-export',
      version: ACCOUNT_EXPORT_VERSION,
      profile: { id: account.userId, username: account.username, isAuthor: true },
      preferences: { excludedGenres: ['Horror'], hideMature: false, chapterEmails: 'immediate' },
      signIn: {
        hasPassword: true,
        twoFactorEnabled: true,
        linkedProviders: [{ provider: 'google' }],
        apps: [{ deviceName: 'Laptop' }],
      },
    });
    expect(Date.now() - Date.parse(archive.exportedAt)).toBeLessThan(60_000);

    // Novels with every chapter, drafts included, in both forms of the text; the cover as a data URL.
    expect(archive.novels.map((novel) => novel.id)).toEqual(account.novelIds);
    const [first, second] = archive.novels;
    expect(first!.coverImage).toBe(`data:image/jpeg;base64,${Buffer.from('cover bytes').toString('base64')}`);
    expect(second!.coverImage).toBeNull();
    expect(first!.chapters.map((chapter) => [chapter.chapterNumber, chapter.status])).toEqual([
      [1, 'published'],
      [2, 'published'],
      [3, 'draft'],
    ]);
    expect(first!.chapters[0]).toMatchObject({
      content: '**Bold** start.',
      contentHtml: '<p><strong>Bold</strong> start.</p>',
    });
    expect(second!.chapters).toHaveLength(1);
    expect(first).toMatchObject({ bookmarkCount: 2, reviewCount: 2, averageRating: '4.00' });

    // What the account did on its own and on the other author's novel.
    // Its own novel it may not review (issue 37): the one review is of the other author's novel.
    expect(archive.reviews.map((review) => [review.novelId, review.rating])).toEqual([[account.otherNovelId, 2]]);
    expect(archive.comments.map((comment) => comment.content)).toEqual([
      'A comment by the account.',
      'Own chapter comment.',
    ]);
    expect(archive.comments[0]).toMatchObject({
      id: account.commentId,
      chapterId: account.otherChapterId,
      novelId: account.otherNovelId,
      parentId: null,
      likes: 1,
    });
    expect(archive.likes.map((like) => like.commentId)).toEqual([account.otherCommentId, account.replyId]);
    expect(archive.bookmarks.map((bookmark) => bookmark.novelId)).toEqual([account.otherNovelId, account.novelIds[0]]);
    expect(archive.readingProgress.map((item) => [item.novelId, item.chapterId, item.progress])).toEqual([
      [account.otherNovelId, account.otherChapterId, 40],
      [account.novelIds[0], account.chapterIds[1], 40],
    ]);
    expect(archive.chapterReads.map((read) => read.chapterId).sort()).toEqual(
      [account.otherChapterId, account.chapterIds[1]].sort(),
    );
    expect(archive.followedNovels).toEqual([
      { novelId: account.otherNovelId, novelTitle: expect.any(String), followedAt: expect.any(String) },
    ]);
    expect(archive.followedAuthors).toEqual([
      { authorId: account.other.user.id, username: account.other.user.username, followedAt: expect.any(String) },
    ]);
    expect(archive.library.map((item) => [item.novelId, item.shelf])).toEqual([[account.otherNovelId, 'reading']]);
    // The account's own notification (of the other author's chapter), not the other's of the account's chapter.
    expect(archive.notifications).toEqual([
      {
        novelId: account.otherNovelId,
        novelTitle: expect.any(String),
        chapterId: account.otherChapterId,
        chapterNumber: 1,
        chapterTitle: expect.any(String),
        createdAt: expect.any(String),
        readAt: null,
        emailedAt: null,
      },
    ]);

    // Nothing secret: no hash, sealed secret, recovery code, token or session id of the account.
    const secrets = await em().execute<{ value: string }[]>(
      `select password as value from users where id = ?
       union all select secret_sealed from mfa_factors where user_id = ?
       union all select code_hash from mfa_recovery_codes where user_id = ?
       union all select access_hash from api_tokens where user_id = ?
       union all select refresh_hash from api_tokens where user_id = ?
       union all select family_hash from api_tokens where user_id = ?
       union all select token_hash from password_reset_tokens where user_id = ?
       union all select sid from session where user_id = ?
       union all select supabase_uid from auth_mapping where local_user_id = ?`,
      Array.from({ length: 9 }, () => account.userId),
    );
    expect(secrets.length).toBeGreaterThanOrEqual(15);
    for (const { value } of [
      ...secrets,
      { value: account.accessToken },
      { value: account.secret },
      { value: account.recoveryCode },
    ]) {
      expect(response.text).not.toContain(value);
    }
    expect(response.text).not.toMatch(/"(?:password|sess|secret\w*|\w*[hH]ash)"\s*:/);
  });

  it('pages through an account larger than any page, in order', async () => {
    const { user, agent } = await server.signedIn({ isAuthor: true });
    const fork = em();
    const novel = await buildNovel(fork, { author: user });
    for (let i = 0; i < EXPORT_PAGE.chapters * 2 + 3; i++) await buildChapter(fork, { novel });
    const otherNovels = [];
    for (let i = 0; i < EXPORT_PAGE.novels + 2; i++) otherNovels.push(await buildNovel(fork, { author: user }));
    // More likes than a page: comments of another reader, liked by the account.
    const reader = await buildUser(fork);
    const chapter = await buildChapter(fork);
    await fork.execute(
      `with made as (
         insert into comments (user_id, chapter_id, content, likes, created_at)
         select ?, ?, 'c' || g, 1, now() from generate_series(1, ?) g returning id
       )
       insert into comment_likes (user_id, comment_id, created_at) select ?, id, now() from made`,
      [reader.id, chapter.id, EXPORT_PAGE.rows + 7, user.id],
    );

    // More notifications than a page, of another author's chapters, some read and mailed.
    const followed = await buildNovel(fork);
    await fork.execute(
      `with made as (
         insert into chapters (novel_id, chapter_number, title, content, content_text, content_length, word_count,
                               status, published_at, created_at, updated_at)
         select ?, g, 'N' || g, '<p>n</p>', 'n', 1, 1, 'published', now(), now(), now()
           from generate_series(1, ?) g returning id, chapter_number
       )
       insert into notifications (user_id, chapter_id, novel_id, read_at, emailed_at)
       select ?, id, ?, case when chapter_number % 3 = 0 then now() end, case when chapter_number % 3 = 0 then now() end
         from made`,
      [followed.id, EXPORT_PAGE.rows + 5, user.id, followed.id],
    );

    const response = await agent.request('GET', '/api/users/me/export');
    const archive = AccountExportSchema.parse(response.body);
    expect(archive.notifications).toHaveLength(EXPORT_PAGE.rows + 5);
    expect(archive.notifications.map((n) => n.chapterNumber)).toEqual(
      Array.from({ length: EXPORT_PAGE.rows + 5 }, (_, i) => i + 1),
    );
    expect(archive.notifications.filter((n) => n.readAt !== null && n.emailedAt !== null)).toHaveLength(
      Math.floor((EXPORT_PAGE.rows + 5) / 3),
    );
    expect(archive.novels).toHaveLength(EXPORT_PAGE.novels + 3);
    expect(archive.novels[0]!.chapters.map((c) => c.chapterNumber)).toEqual(
      Array.from({ length: EXPORT_PAGE.chapters * 2 + 3 }, (_, i) => i + 1),
    );
    expect(archive.novels.slice(1).every((n) => n.chapters.length === 0)).toBe(true);
    expect(archive.likes).toHaveLength(EXPORT_PAGE.rows + 7);
    const ids = archive.likes.map((like) => like.commentId);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('cuts the download short when a page fails mid-way, instead of sending a wrong file or hanging', async () => {
    const { agent } = await server.signedIn();
    const failing = vi.spyOn(AccountExportQuery.prototype, 'reviews').mockRejectedValue(new Error('page failed'));
    try {
      await expect(agent.request('GET', '/api/users/me/export')).rejects.toThrow();
    } finally {
      failing.mockRestore();
    }
    expect((await agent.request('GET', '/api/users/me/export')).status).toBe(200);
  });

  it('is limited to 5 an hour per account (it reads the whole account)', async () => {
    const { agent } = await server.signedIn();
    for (let i = 0; i < 5; i++) expect((await agent.request('GET', '/api/users/me/export')).status).toBe(200);
    const limited = await agent.request('GET', '/api/users/me/export');
    expect(limited).toMatchObject({ status: 429, body: { message: MESSAGES.account.exportRateLimited } });
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    const { agent: another } = await server.signedIn();
    expect((await another.request('GET', '/api/users/me/export')).status).toBe(200);
  });
});
