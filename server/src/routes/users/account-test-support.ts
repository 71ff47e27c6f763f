/** Test helpers of the account's data: an account with a row in every table, and the database's foreign keys. */
import crypto from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { expect } from 'vitest';
import { AuthMapping, NovelCover, PasswordResetToken, TakedownCase, User } from '../../entities/index.ts';
import { buildChapter, buildNovel } from '../../../test/factories.ts';
import type { TestAgent, TestResponse, TestServer } from '../../../test/support.ts';
import { enrolledUser, type Enrolled } from '../mfa/mfa-support.ts';

/** As a browser on the site's own pages sends a write, so the CSRF guard lets the session cookie through. */
export const SAME_ORIGIN = (server: TestServer) => ({ origin: server.url, 'sec-fetch-site': 'same-origin' });

async function ok<T = Record<string, unknown>>(response: Promise<TestResponse<T>>): Promise<TestResponse<T>> {
  const answer = await response;
  expect(answer.status, answer.text.slice(0, 300)).toBeLessThan(300);
  return answer;
}

export interface RichAccount extends Enrolled {
  /** The account's two novels (the first with a cover and three chapters, one a draft; the second with one). */
  novelIds: number[];
  chapterIds: number[];
  /** Another author's novel and chapter that the account read, bookmarked, reviewed and commented on. */
  otherNovelId: number;
  otherChapterId: number;
  /** The account's comment on the other novel, a reply of the other author to it, and the other's own comment. */
  commentId: number;
  replyId: number;
  otherCommentId: number;
  /** A live API token of the account (its access token, to try it after deletion). */
  accessToken: string;
  /** A recovery code the account has not used yet. */
  recoveryCode: string;
  other: { user: User; agent: TestAgent; password: string };
  /** A reader who reviewed both authors' novels (an author never reviews their own). */
  reader: { user: User; agent: TestAgent; password: string };
}

/**
 * An author with two-factor on and a row in every table, made through the API where possible so counters are kept as
 * the app keeps them; another author's activity meets the account's on both sides of every relation.
 */
export async function buildRichAccount(server: TestServer): Promise<RichAccount> {
  const em = () => server.db.orm.em.fork();
  const headers = SAME_ORIGIN(server);
  const account = await enrolledUser(server, () => undefined);
  const { agent } = account;
  const other = await server.signedIn({ isAuthor: true });
  const reader = await server.signedIn();
  await ok(agent.request('PUT', '/api/users/me/author', { json: { isAuthor: true }, headers }));

  const fork = em();
  const me = fork.getReference(User, account.userId);
  const novel = await buildNovel(fork, { author: me, title: `Export Novel ${account.userId}`, coverVersion: 1 });
  fork.create(NovelCover, { novel, data: Buffer.from('cover bytes'), mimeType: 'image/jpeg', etag: 'e1' });
  const chapters = [
    await buildChapter(fork, { novel, contentText: '**Bold** start.', content: '<p><strong>Bold</strong> start.</p>' }),
    await buildChapter(fork, { novel }),
    await buildChapter(fork, { novel, status: 'draft', publishedAt: null }),
  ];
  const second = await buildNovel(fork, { author: me, status: 'draft' });
  chapters.push(await buildChapter(fork, { novel: second }));
  const otherNovel = await buildNovel(fork, { author: fork.getReference(User, other.user.id) });
  const otherChapter = await buildChapter(fork, { novel: otherNovel });
  fork.create(AuthMapping, { supabaseUid: `google:subject-${account.userId}`, localUser: me });
  fork.create(PasswordResetToken, {
    user: me,
    tokenHash: crypto.randomBytes(32).toString('hex'),
    expiresAt: new Date(Date.now() + 60_000),
  });
  // A copyright case that removed the account's chapter, with the account's counter-notice (issue 18): the case is
  // the claimant's record and stays, without the link to the deleted account.
  fork.create(TakedownCase, {
    claimantName: 'A Claimant',
    email: 'claimant@example.com',
    urls: ['https://inkshelf.example/novels/x/chapters/1'],
    targets: [{ url: 'https://inkshelf.example/novels/x/chapters/1', type: 'chapter', id: chapters[0]!.id }],
    originalWork: 'A work',
    signature: 'A Claimant',
    status: 'countered',
    receivedAt: new Date(),
    counterUser: me,
    counterName: 'The account',
    counterStatement: 'Mine.',
    counterSignature: 'The account',
    counterAt: new Date(),
  });
  await fork.flush();

  // The account's activity on the other author's novel, and the other's on the account's novel.
  for (const [person, novelId, chapterId, rating] of [
    [agent, otherNovel.id, otherChapter.id, 2],
    [other.agent, otherNovel.id, otherChapter.id, 4],
    [other.agent, novel.id, chapters[0]!.id, 5],
    [agent, novel.id, chapters[1]!.id, 3],
  ] as const) {
    await ok(person.request('POST', '/api/bookmarks', { json: { novelId }, headers }));
    // An author's own novel is reviewed by the reader instead (an author may not rate their own).
    const reviewer = novelId === (person === agent ? novel.id : otherNovel.id) ? reader.agent : person;
    await ok(
      reviewer.request('POST', `/api/novels/${novelId}/reviews`, { json: { content: 'Good.', rating }, headers }),
    );
    await ok(person.request('POST', '/api/reading-progress', { json: { novelId, chapterId, progress: 40 }, headers }));
  }
  // Reads both ways for the analytics (issue 33): the rollups of the account's novel go with it, and its marks as a
  // reader of the other novel are forgotten.
  // (A browser's user agent: Node's own, `node`, is a script's and not counted.)
  const browser = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0' };
  await ok(other.agent.request('GET', `/api/novels/${novel.id}/chapters/1`, { headers: browser }));
  await ok(agent.request('GET', `/api/novels/${otherNovel.id}/chapters/1`, { headers: browser }));
  await server.deps.views.flush();
  // Follows and shelves both ways: the account follows the other author and their novel, and the other follows back.
  for (const [person, novelId, authorId, shelf] of [
    [agent, otherNovel.id, other.user.id, 'reading'],
    [other.agent, novel.id, account.userId, 'completed'],
  ] as const) {
    await ok(person.request('POST', '/api/follows', { json: { novelId }, headers }));
    await ok(person.request('POST', '/api/follows', { json: { authorId }, headers }));
    await ok(person.request('PUT', `/api/library/${novelId}`, { json: { shelf }, headers }));
  }
  // A renamed draft, so a former title of the account's is kept (issue 37).
  await ok(agent.request('PUT', `/api/novels/${second.id}`, { json: { title: `${second.title} Renamed` }, headers }));
  // A release rhythm on the account's novel (issue 33).
  await ok(
    agent.request('PUT', `/api/novels/${novel.id}/release-schedule`, {
      json: { timeZone: 'Europe/Berlin', slots: [{ weekday: 'friday', time: '18:00' }] },
      headers,
    }),
  );
  // New-chapter notifications both ways (issue 19), as the fan-out writes them.
  await fork.execute('insert into notifications (user_id, chapter_id, novel_id) values (?, ?, ?), (?, ?, ?)', [
    account.userId,
    otherChapter.id,
    otherNovel.id,
    other.user.id,
    chapters[0]!.id,
    novel.id,
  ]);
  const post = async (person: TestAgent, chapterId: number, content: string, parentId: number | null = null) =>
    (
      await ok(
        person.request<{ id: number }>('POST', `/api/chapters/${chapterId}/comments`, {
          json: { content, parentId },
          headers,
        }),
      )
    ).body.id;
  // A saved browse default and new-chapter email setting (issue 19; not the default 'digest').
  await ok(agent.request('PUT', '/api/users/me/preferences', { json: { excludedGenres: ['Horror'] }, headers }));
  await ok(
    agent.request('PUT', '/api/users/me/notification-settings', { json: { chapterEmails: 'immediate' }, headers }),
  );
  // A report the account filed (reports about its own content are other people's rows, not the account's).
  await ok(
    agent.request('POST', '/api/reports', {
      json: { targetType: 'novel', targetId: otherNovel.id, reason: 'spam' },
      headers,
    }),
  );
  const commentId = await post(agent, otherChapter.id, 'A comment by the account.');
  const replyId = await post(other.agent, otherChapter.id, 'A reply to it.', commentId);
  const otherCommentId = await post(other.agent, otherChapter.id, 'The other author speaks.');
  await post(other.agent, chapters[0]!.id, 'On the account novel.');
  await post(agent, chapters[0]!.id, 'Own chapter comment.');
  for (const [person, id] of [
    [agent, otherCommentId],
    [other.agent, commentId],
    [agent, replyId],
    [other.agent, replyId],
  ] as const) {
    await ok(person.request('POST', `/api/comments/${id}/like`, { headers }));
  }

  const [recoveryCode, tokenCode] = account.recoveryCodes;
  const tokens = await ok(
    server.request<{ accessToken: string }>('POST', '/api/tokens', {
      json: { emailOrUsername: account.username, password: account.password, deviceName: 'Laptop', code: tokenCode },
    }),
  );
  return {
    ...account,
    novelIds: [novel.id, second.id],
    chapterIds: chapters.map((chapter) => chapter.id),
    otherNovelId: otherNovel.id,
    otherChapterId: otherChapter.id,
    commentId,
    replyId,
    otherCommentId,
    accessToken: tokens.body.accessToken,
    recoveryCode: recoveryCode!,
    other,
    reader,
  };
}

export interface ForeignKey {
  table: string;
  column: string;
  references: string;
}

/** Every single-column foreign key of the public schema, as the database knows it. */
export async function foreignKeys(em: EntityManager): Promise<ForeignKey[]> {
  return em.execute(
    `select tc.table_name as "table", kcu.column_name as "column", ccu.table_name as "references"
     from information_schema.table_constraints tc
     join information_schema.key_column_usage kcu
       on kcu.constraint_name = tc.constraint_name and kcu.table_schema = tc.table_schema
     join information_schema.constraint_column_usage ccu
       on ccu.constraint_name = tc.constraint_name and ccu.table_schema = tc.table_schema
     where tc.constraint_type = 'FOREIGN KEY' and tc.table_schema = 'public'
     order by 1, 2`,
  );
}

/** Every table of the public schema but the migration ledger. */
export async function tables(em: EntityManager): Promise<string[]> {
  const rows: { table_name: string }[] = await em.execute(
    `select table_name from information_schema.tables
     where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not like 'mikro_orm%'
     order by 1`,
  );
  return rows.map((row) => row.table_name);
}

/**
 * Counters that the app keeps by hand, recomputed from the rows: every mismatch (novel bookmark and review totals,
 * comment likes). Empty when they are all exact.
 */
export async function counterMismatches(em: EntityManager): Promise<unknown[]> {
  return em.execute(
    `select 'novel' as kind, n.id from novels n
     where n.bookmark_count <> (select count(*) from bookmarks b where b.novel_id = n.id)
        or n.review_count <> (select count(*) from reviews r where r.novel_id = n.id)
        or n.rating_sum <> (select coalesce(sum(rating), 0) from reviews r where r.novel_id = n.id)
        or n.average_rating is distinct from
           (select round(avg(rating)::numeric, 2) from reviews r where r.novel_id = n.id)
     union all
     select 'comment', c.id from comments c
     where c.likes <> (select count(*) from comment_likes l where l.comment_id = c.id)`,
  );
}
