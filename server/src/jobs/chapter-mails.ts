import { chapterPath, MESSAGES } from '@inkshelf/contracts';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { User } from '../entities/index.ts';
import { NotificationRepository, type ChapterNotificationRow } from '../repositories/notification-repository.ts';
import type { Mailer, MailMessage } from '../services/mailer.ts';
import { unsubscribeToken } from '../services/unsubscribe-token.ts';

const N = MESSAGES.notifications;

/** Readers mailed per round of a job; each reader's mail is its own transaction. */
const READERS_PER_ROUND = 100;

export interface ChapterMailDeps {
  orm: MikroORM;
  mailer: Mailer;
  /** The site's address, the base of every link in the mails. */
  linkBase: string;
  /** Signs the unsubscribe links. */
  secret: string;
}

/** The one-click unsubscribe link and its RFC 8058 headers. */
export function unsubscribeLink(deps: Pick<ChapterMailDeps, 'linkBase' | 'secret'>, userId: number) {
  const url = `${deps.linkBase}/api/unsubscribe?token=${unsubscribeToken(userId, deps.secret)}`;
  return { url, headers: { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } };
}

const chapterLine = (deps: ChapterMailDeps, row: ChapterNotificationRow): string =>
  `${N.newChapter(row.novelTitle, N.chapterLabel(row.chapterNumber, row.chapterTitle))} (${N.byAuthor(row.authorName)})\n` +
  `${deps.linkBase}${chapterPath(row.novelTitle, row.chapterNumber)}`;

function compose(deps: ChapterMailDeps, to: Pick<User, 'id' | 'email'>, rows: ChapterNotificationRow[]): MailMessage {
  const unsubscribe = unsubscribeLink(deps, to.id);
  const first = rows[0]!;
  const subject =
    rows.length === 1 ? N.mailSubject(first.novelTitle, first.chapterNumber) : N.digestSubject(rows.length);
  const text = `${rows.map((row) => chapterLine(deps, row)).join('\n\n')}\n\n${N.mailUnsubscribe}: ${unsubscribe.url}\n`;
  return { to: to.email, subject, text, headers: unsubscribe.headers };
}

/**
 * Mails one reader their unread, unmailed notifications (of one chapter, or all for a digest) in ONE mail. The
 * claim and the send share a transaction: a send that fails leaves the notifications for the next run.
 */
async function mailReader(deps: ChapterMailDeps, userId: number, chapterId?: number): Promise<boolean> {
  return deps.orm.em.fork().transactional(async (tx: EntityManager) => {
    const users: Pick<User, 'id' | 'email'>[] = await tx.execute('select id, email from users where id = ?', [userId]);
    const rows = await new NotificationRepository(tx).claimUnmailed(userId, chapterId);
    if (!users[0] || rows.length === 0) return false;
    await deps.mailer.send(compose(deps, users[0], rows));
    return true;
  });
}

async function mailAll(deps: ChapterMailDeps, mode: 'immediate' | 'digest', chapterId?: number): Promise<number> {
  let sent = 0;
  let after = 0;
  for (;;) {
    const readers = await new NotificationRepository(deps.orm.em.fork()).readersToMail(
      mode,
      after,
      READERS_PER_ROUND,
      chapterId,
    );
    for (const userId of readers) {
      if (await mailReader(deps, userId, chapterId)) sent++;
      after = userId;
    }
    if (readers.length < READERS_PER_ROUND) return sent;
  }
}

/** One mail per reader who chose immediate emails and has not read or been mailed this chapter's notification. */
export const sendChapterMails = (deps: ChapterMailDeps, chapterId: number): Promise<number> =>
  mailAll(deps, 'immediate', chapterId);

/** The daily digest: one mail per reader on digest gathering every unread, unmailed notification of the week. */
export const sendDigests = (deps: ChapterMailDeps): Promise<number> => mailAll(deps, 'digest');
