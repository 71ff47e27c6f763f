import { MESSAGES, MFA_MESSAGES, AccountFootprintSchema } from '@inkshelf/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmAccountOwner } from '../../commands/account-deleter.ts';
import { User } from '../../entities/index.ts';
import { createRateLimits } from '../../services/rate-limits.ts';
import { SecretBox } from '../../services/totp.ts';
import { buildComment, buildUser } from '../../../test/factories.ts';
import { getTestServer, type TestServer } from '../../../test/support.ts';
import { totpCode } from '../mfa/mfa-support.ts';
import { buildRichAccount, counterMismatches, foreignKeys, SAME_ORIGIN, tables } from './account-test-support.ts';

let server: TestServer;
beforeAll(async () => {
  server = await getTestServer();
});
afterAll(() => server.close());

const A = MESSAGES.account;
const em = () => server.db.orm.em.fork();
const count = async (sql: string, params: unknown[] = []) =>
  (await em().execute<{ n: number }[]>(`select count(*)::int as n from ${sql}`, params))[0]?.n ?? 0;

describe('DELETE /api/users/me', () => {
  it('deletes every row of the account, table by table, and keeps everyone else and every counter exact', async () => {
    const account = await buildRichAccount(server);
    const headers = SAME_ORIGIN(server);

    // What deleting removes, as the Profile page's confirmation names it.
    const footprint = await account.agent.request('GET', '/api/users/me/footprint');
    expect(footprint.headers.get('cache-control')).toBe('no-store');
    expect(AccountFootprintSchema.parse(footprint.body)).toEqual({
      novels: 2,
      chapters: 4,
      reviews: 1,
      comments: 2,
      repliesFromOthers: 1,
      bookmarks: 2,
      readingHistory: 2,
      likes: 2,
      apps: 1,
      hasPassword: true,
      twoFactorEnabled: true,
    });

    // The rows of the account: its user row, its novels, their chapters, and its comments with the replies under
    // them. Every table must hold at least one row of it, so a table added later cannot be forgotten here.
    const owned: Record<string, number[]> = {
      users: [account.userId],
      novels: account.novelIds,
      chapters: account.chapterIds,
      comments: (
        await em().execute<{ id: number }[]>(
          `with recursive removed (id) as (
             select id from comments where user_id = ?
             union select c.id from comments c join removed r on c.parent_id = r.id)
           select id from removed`,
          [account.userId],
        )
      ).map((row) => row.id),
    };
    const keys = (await foreignKeys(em())).filter((key) => key.references in owned);
    // Ids read from the database above: integers, written into the statement as they are.
    const ids = (table: string) => (owned[table] ?? []).map(Number).join(', ') || 'null';
    const rowsOfAccount = async (table: string) => {
      let rows = table in owned ? await count(`"${table}" where id in (${ids(table)})`) : 0;
      for (const key of keys.filter((k) => k.table === table)) {
        rows += await count(`"${table}" where "${key.column}" in (${ids(key.references)})`);
      }
      return rows;
    };
    // The moderation audit log outlives the accounts it names: it is append-only for the application (issue 18),
    // holds names and ids rather than references, and is the one table deletion leaves as it was. The rate
    // limiters' counters (PostgreSQL's store, issue 20) reference no account: their keys are addresses or the
    // emails typed into a form, whoever owns them, and expire within the hour. Genres and tags (issue 37) are the
    // site's vocabulary, no account's: a deleted author's tags stay, their counts drop with the novels.
    const kept = ['audit_log', 'rate_limits', 'genres', 'tags'];
    const auditRows = await count('audit_log');
    const allTables = (await tables(em())).filter((table) => !kept.includes(table));
    expect(allTables.length).toBeGreaterThanOrEqual(17);
    for (const table of allTables)
      expect(await rowsOfAccount(table), `rows of the account in ${table}`).toBeGreaterThan(0);

    const before = await em().execute<Record<string, unknown>[]>(
      'select id, bookmark_count, review_count, rating_sum, average_rating from novels where id = ?',
      [account.otherNovelId],
    );
    expect(before[0]).toMatchObject({ bookmark_count: 2, review_count: 2, rating_sum: 6, average_rating: '3.00' });
    expect(await counterMismatches(em())).toEqual([]);
    const followers = async () => ({
      novel: (await account.other.agent.request('GET', `/api/follows/novels/${account.otherNovelId}`)).body,
      author: (await account.other.agent.request('GET', `/api/follows/authors/${account.other.user.id}`)).body,
    });
    expect(await followers()).toEqual({
      novel: { followerCount: 1, following: false },
      author: { followerCount: 1, following: false },
    });

    const wrong = await account.agent.request('DELETE', '/api/users/me', {
      json: { password: 'not the password', code: account.recoveryCode },
      headers,
    });
    expect(wrong).toMatchObject({ status: 400, body: { message: A.deletePasswordIncorrect, field: 'password' } });
    const noCode = await account.agent.request('DELETE', '/api/users/me', {
      json: { password: account.password },
      headers,
    });
    expect(noCode).toMatchObject({ status: 400, body: { message: A.deleteCodeRequired, field: 'code' } });
    expect(await count('users where id = ?', [account.userId])).toBe(1);

    const readerMarks = () =>
      count(`(select reader from chapter_readers union all select reader from novel_readers) m where reader = ?`, [
        `u${account.userId}`,
      ]);
    expect(await readerMarks()).toBe(2);
    const otherReads = () => count('chapter_read_days where novel_id = ? and reads = 1', [account.otherNovelId]);
    expect(await otherReads()).toBe(1);
    const deleted = await account.agent.request('DELETE', '/api/users/me', {
      json: { password: account.password, code: account.recoveryCode },
      headers,
    });
    expect(deleted).toMatchObject({ status: 200, body: { message: A.accountDeleted } });
    expect(deleted.headers.getSetCookie().join(';')).toMatch(/inkshelf\.sid=;.*expires=Thu, 01 Jan 1970/i);
    for (const table of allTables) expect(await rowsOfAccount(table), `rows of the account in ${table}`).toBe(0);
    expect(await count('audit_log')).toBe(auditRows);
    // Its reads stay in the other author's figures, no longer tied to it (issue 33).
    expect(await readerMarks()).toBe(0);
    expect(await otherReads()).toBe(1);

    // Other people's rows and the counters on them: the account's bookmark, review and like are taken out.
    expect(await counterMismatches(em())).toEqual([]);
    const after = await em().execute<Record<string, unknown>[]>(
      'select bookmark_count, review_count, rating_sum, average_rating from novels where id = ?',
      [account.otherNovelId],
    );
    expect(after[0]).toEqual({ bookmark_count: 1, review_count: 1, rating_sum: 4, average_rating: '4.00' });
    expect(await count('comments where id = ?', [account.otherCommentId])).toBe(1);
    // The account's follows are gone from the other author's follower counts; the other's own rows stay.
    expect(await followers()).toEqual({
      novel: { followerCount: 0, following: false },
      author: { followerCount: 0, following: false },
    });
    expect(await count('library_entries where user_id = ?', [account.other.user.id])).toBe(0); // its novel was the account's
    expect(await count('library_entries where user_id = ?', [account.userId])).toBe(0);
    expect(await count('comments where id = ? and likes = 0', [account.otherCommentId])).toBe(1);
    expect(await count('chapters where id = ?', [account.otherChapterId])).toBe(1);
    expect(await count('bookmarks where user_id = ?', [account.other.user.id])).toBe(1);
    // The other author's review was of the account's novel, gone with it; the reader's of the other novel stays.
    expect(await count('reviews where user_id = ?', [account.other.user.id])).toBe(0);
    expect(await count('reviews where user_id = ?', [account.reader.user.id])).toBe(1);
    expect((await account.other.agent.request('GET', '/api/user')).status).toBe(200);

    // Signed out everywhere: the cookie, any other session and the API token.
    expect((await account.agent.request('GET', '/api/user')).status).toBe(401);
    const bearer = { authorization: `Bearer ${account.accessToken}` };
    expect((await server.request('GET', '/api/user', { headers: bearer })).status).toBe(401);
    const signIn = await server.request('POST', '/api/login', {
      json: { emailOrUsername: account.username, password: account.password },
    });
    expect(signIn.status).toBe(401);
  });

  it('frees the email and the username at once', async () => {
    const { user, agent, password } = await server.signedIn();
    const deleted = await agent.request('DELETE', '/api/users/me', {
      json: { password },
      headers: SAME_ORIGIN(server),
    });
    expect(deleted.status).toBe(200);
    const again = await server.request('POST', '/api/register', {
      json: { email: user.email.toUpperCase(), username: user.username, password: 'another password' },
    });
    expect(again.status, again.text).toBe(201);
    expect(again.body).toMatchObject({ username: user.username, email: user.email });
    expect(again.body.id).not.toBe(user.id);
  });

  it('needs the password, and a current code when two-factor is on', async () => {
    const headers = SAME_ORIGIN(server);
    expect((await server.request('DELETE', '/api/users/me', { json: { password: 'x' } })).status).toBe(401);
    expect((await server.request('GET', '/api/users/me/footprint')).status).toBe(401);
    const { agent } = await server.signedIn();
    const missing = await agent.request('DELETE', '/api/users/me', { json: {}, headers });
    expect(missing).toMatchObject({ status: 400, body: { message: A.deletePasswordRequired, field: 'password' } });
    const tooLong = await agent.request('DELETE', '/api/users/me', { json: { password: 'x'.repeat(2000) }, headers });
    expect(tooLong.status).toBe(400);

    const enrolled = await buildRichAccount(server);
    const wrongCode = await enrolled.agent.request('DELETE', '/api/users/me', {
      json: { password: enrolled.password, code: '000000' },
      headers,
    });
    expect(wrongCode.status).toBe(400);
    expect([MFA_MESSAGES.invalidCode, MFA_MESSAGES.codeAlreadyUsed]).toContain(wrongCode.body.message);
    const withTotp = await enrolled.agent.request('DELETE', '/api/users/me', {
      json: { password: enrolled.password, code: totpCode(enrolled.secret, 1) },
      headers,
    });
    expect(withTotp.status, withTotp.text).toBe(200);
  });

  it('keeps counters exact while the account likes and bookmarks during its own deletion', async () => {
    const { agent, password } = await server.signedIn();
    const headers = SAME_ORIGIN(server);
    const fork = em();
    const comments = [];
    for (let i = 0; i < 6; i++) comments.push(await buildComment(fork));
    // Half liked before, so the toggles race both ways: likes being added and taken back.
    for (const comment of comments.slice(0, 3)) {
      await agent.request('POST', `/api/comments/${comment.id}/like`, { headers });
    }
    const writes = comments.flatMap((comment) => [
      agent.request('POST', `/api/comments/${comment.id}/like`, { headers }),
      agent.request('POST', '/api/bookmarks', { json: { novelId: comment.chapter.novel.id }, headers }),
    ]);
    const [deleted, ...answers] = await Promise.all([
      agent.request('DELETE', '/api/users/me', { json: { password }, headers }),
      ...writes,
    ]);
    expect(deleted.status, deleted.text).toBe(200);
    // Each write either finished before the deletion took the account's lock, or found it gone.
    for (const answer of answers) expect([200, 201, 401, 409], answer.text).toContain(answer.status);
    expect(await counterMismatches(em())).toEqual([]);
  });

  it('counts wrong passwords against the sign-in budget of the account (5 a minute from one IP)', async () => {
    const { agent, password } = await server.signedIn();
    const headers = SAME_ORIGIN(server);
    for (let attempt = 0; attempt < 5; attempt++) {
      const wrong = await agent.request('DELETE', '/api/users/me', { json: { password: 'guess' + attempt }, headers });
      expect(wrong.status).toBe(400);
    }
    const blocked = await agent.request('DELETE', '/api/users/me', { json: { password }, headers });
    expect(blocked).toMatchObject({ status: 429, body: { message: A.deleteRateLimited } });
    expect(blocked.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await agent.request('GET', '/api/user')).status).toBe(200);
  });
});

describe('confirmAccountOwner', () => {
  it('asks an account without a password (Google only) to type its username instead', async () => {
    const fork = em();
    const user = await buildUser(fork, { username: 'OnlyGoogle' });
    const confirm = (body: object) =>
      confirmAccountOwner(fork, createRateLimits(), new SecretBox('x'.repeat(40)), '127.0.0.1', user, body);
    await expect(confirm({})).rejects.toMatchObject({ status: 400, message: A.deleteUsernameMismatch });
    await expect(confirm({ confirmUsername: 'onlygoogle' })).rejects.toMatchObject({ status: 400 });
    await expect(confirm({ password: 'anything' })).rejects.toMatchObject({ status: 400 });
    await expect(confirm({ confirmUsername: ' OnlyGoogle ' })).resolves.toBeUndefined();
    expect(await fork.count(User, { id: user.id })).toBe(1);
  });
});
