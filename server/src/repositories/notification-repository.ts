import type { ChapterEmailMode } from '@inkshelf/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { publicChapterSql } from './readable-content.ts';

interface RowBase {
  id: number;
  novelId: number;
  novelTitle: string;
  authorName: string;
  readAt: Date | null;
  createdAt: Date;
}

/** A new-chapter notification with what the list, the bell and the mails show of its chapter. */
export interface ChapterNotificationRow extends RowBase {
  kind: 'chapter';
  chapterId: number;
  chapterNumber: number;
  chapterTitle: string;
}

/** A notice that the novel's author deleted the reader's review, with what it said. */
export interface ReviewRemovedRow extends RowBase {
  kind: 'review-removed';
  rating: number;
  excerpt: string;
}

export type NotificationRow = ChapterNotificationRow | ReviewRemovedRow;

type RawRow = {
  id: string | number;
  kind: NotificationRow['kind'];
  novel_id: number;
  novel_title: string;
  author_name: string;
  chapter_id: number | null;
  chapter_number: number | null;
  chapter_title: string | null;
  details: Record<string, unknown> | null;
  read_at: Date | string | null;
  created_at: Date | string;
};

/** One fan-out batch: how many followers it reached, how many rows it wrote, and where the next one starts. */
export interface FanOutBatch {
  seen: number;
  inserted: number;
  lastUserId: number | null;
}

const FROM = `from notifications n
  left join chapters c on c.id = n.chapter_id
  join novels nv on nv.id = n.novel_id`;

const SELECT = `select n.id, n.kind, n.novel_id, nv.title as novel_title, u.username as author_name, n.chapter_id,
       c.chapter_number, c.title as chapter_title, n.details, n.read_at, n.created_at
  ${FROM}
  join users u on u.id = nv.author_id`;

/** Chapter notifications only of chapters anyone may read now (a chapter hidden or a novel taken back drops out). */
const CHAPTER_VISIBLE = publicChapterSql('c', 'nv');
const VISIBLE = `(n.kind <> 'chapter' or ${CHAPTER_VISIBLE})`;

function toRow(row: RawRow): NotificationRow {
  const base = {
    id: Number(row.id),
    novelId: row.novel_id,
    novelTitle: row.novel_title,
    authorName: row.author_name,
    readAt: row.read_at === null ? null : new Date(row.read_at),
    createdAt: new Date(row.created_at),
  };
  if (row.kind === 'review-removed') {
    const details = row.details ?? {};
    return {
      ...base,
      kind: 'review-removed',
      rating: Number(details.rating ?? 0),
      excerpt: typeof details.excerpt === 'string' ? details.excerpt : '',
    };
  }
  return {
    ...base,
    kind: 'chapter',
    chapterId: row.chapter_id!,
    chapterNumber: row.chapter_number!,
    chapterTitle: row.chapter_title!,
  };
}

const placeholders = (values: readonly unknown[]): string => values.map(() => '?').join(', ');

/** Readers' new-chapter notifications: the fan-out's batches, the bell's counts, the page, the mails' claims. */
export class NotificationRepository {
  constructor(private readonly em: EntityManager) {}

  /** The chapter's novel and author when the chapter is public now (the fan-out's precondition), else null. */
  async publishedChapter(chapterId: number): Promise<{ novelId: number; authorId: number } | null> {
    const rows: { novel_id: number; author_id: number }[] = await this.em.execute(
      `select c.novel_id, nv.author_id from chapters c join novels nv on nv.id = c.novel_id
        where c.id = ? and ${CHAPTER_VISIBLE}`,
      [chapterId],
    );
    const row = rows[0];
    return row ? { novelId: row.novel_id, authorId: row.author_id } : null;
  }

  /**
   * Notifies the next `size` followers (of the novel or of its author, each once, never the author) after
   * `afterUserId`, in user id order. ON CONFLICT DO NOTHING on (user, chapter): a batch run again writes nothing
   * twice, so a fan-out cut short and started over from the first follower loses and repeats nothing.
   */
  async fanOutBatch(
    target: { chapterId: number; novelId: number; authorId: number },
    afterUserId: number,
    size: number,
  ): Promise<FanOutBatch> {
    const rows: { last_user_id: number | null; seen: number; inserted: number }[] = await this.em.execute(
      `with followers as (
         select user_id from novel_follows where novel_id = ? and user_id > ?
         union
         select user_id from author_follows where author_id = ? and user_id > ?
       ), batch as (
         select user_id from followers where user_id <> ? order by user_id limit ?
       ), written as (
         insert into notifications (user_id, chapter_id, novel_id, created_at)
         select user_id, ?, ?, clock_timestamp() from batch
         on conflict (user_id, chapter_id) do nothing
         returning 1
       )
       select (select max(user_id) from batch) as last_user_id, (select count(*) from batch)::int as seen,
              (select count(*) from written)::int as inserted`,
      [
        target.novelId,
        afterUserId,
        target.authorId,
        afterUserId,
        target.authorId,
        size,
        target.chapterId,
        target.novelId,
      ],
    );
    const row = rows[0]!;
    return { seen: row.seen, inserted: row.inserted, lastUserId: row.last_user_id };
  }

  /** Takes back the chapter's unread notifications (it was unpublished); read ones stay in the readers' lists. */
  async withdrawUnread(chapterId: number): Promise<number> {
    const rows = await this.em.execute(
      'delete from notifications where chapter_id = ? and read_at is null returning 1',
      [chapterId],
    );
    return rows.length;
  }

  /** One page of the reader's notifications, newest first, with the total. */
  async page(userId: number, limit: number, offset: number): Promise<{ items: NotificationRow[]; total: number }> {
    const rows: RawRow[] = await this.em.execute(
      `${SELECT} where n.user_id = ? and ${VISIBLE} order by n.created_at desc, n.id desc limit ? offset ?`,
      [userId, limit, offset],
    );
    const counted: { total: number }[] = await this.em.execute(
      `select count(*)::int as total ${FROM} where n.user_id = ? and ${VISIBLE}`,
      [userId],
    );
    return { items: rows.map(toRow), total: counted[0]!.total };
  }

  /** How many of the reader's notifications are unread (of chapters still public). */
  async unreadCount(userId: number): Promise<number> {
    const rows: { count: number }[] = await this.em.execute(
      `select count(*)::int as count ${FROM} where n.user_id = ? and n.read_at is null and ${VISIBLE}`,
      [userId],
    );
    return rows[0]!.count;
  }

  /** Marks the reader's unread notifications read: the given ones (others' ids are ignored), or all. */
  async markRead(userId: number, ids: readonly number[] | 'all'): Promise<number> {
    const only = ids === 'all' ? '' : `and id in (${placeholders(ids)})`;
    const rows = await this.em.execute(
      `update notifications set read_at = clock_timestamp() where user_id = ? and read_at is null ${only} returning 1`,
      [userId, ...(ids === 'all' ? [] : ids)],
    );
    return rows.length;
  }

  /**
   * Readers after `afterUserId` (in id order) with the given email setting who have unread, unmailed
   * notifications: of `chapterId` when given, else of the last 7 days.
   */
  async readersToMail(
    mode: 'immediate' | 'digest',
    afterUserId: number,
    limit: number,
    chapterId?: number,
  ): Promise<number[]> {
    const rows: { user_id: number }[] = await this.em.execute(
      `select distinct n.user_id from notifications n join users u on u.id = n.user_id
        where u.chapter_emails = ? and n.user_id > ? and n.kind = 'chapter' and n.read_at is null
          and n.emailed_at is null
          ${chapterId === undefined ? "and n.created_at > now() - interval '7 days'" : 'and n.chapter_id = ?'}
        order by n.user_id limit ?`,
      chapterId === undefined ? [mode, afterUserId, limit] : [mode, afterUserId, chapterId, limit],
    );
    return rows.map((row) => row.user_id);
  }

  /**
   * Stamps the reader's unread, unmailed notifications (of `chapterId` when given) of public chapters as mailed,
   * locking them, and returns them; run inside the transaction that sends the mail, so a failed send leaves them
   * for the next try.
   */
  async claimUnmailed(userId: number, chapterId?: number): Promise<ChapterNotificationRow[]> {
    const claimed: { id: string | number }[] = await this.em.execute(
      `update notifications n set emailed_at = clock_timestamp()
         from chapters c, novels nv
        where n.user_id = ? and n.read_at is null and n.emailed_at is null
          and c.id = n.chapter_id and nv.id = n.novel_id and ${CHAPTER_VISIBLE}
          ${chapterId === undefined ? '' : 'and n.chapter_id = ?'}
        returning n.id`,
      chapterId === undefined ? [userId] : [userId, chapterId],
    );
    if (claimed.length === 0) return [];
    const ids = claimed.map((row) => Number(row.id));
    const rows: RawRow[] = await this.em.execute(
      `${SELECT} where n.id in (${placeholders(ids)}) order by n.created_at, n.id`,
      ids,
    );
    return rows.map(toRow).filter((row): row is ChapterNotificationRow => row.kind === 'chapter');
  }

  /** Tells a reader the novel's author deleted their review of it, with what it said. */
  async noteReviewRemoved(
    userId: number,
    novelId: number,
    details: { rating: number; excerpt: string },
  ): Promise<void> {
    await this.em.execute(
      `insert into notifications (user_id, kind, novel_id, details, created_at)
       values (?, 'review-removed', ?, ?::jsonb, clock_timestamp())`,
      [userId, novelId, JSON.stringify(details)],
    );
  }

  /** The account's new-chapter email setting and name, or null when there is no such account. */
  async emailSetting(userId: number): Promise<{ username: string; chapterEmails: ChapterEmailMode } | null> {
    const rows: { username: string; chapter_emails: ChapterEmailMode }[] = await this.em.execute(
      'select username, chapter_emails from users where id = ?',
      [userId],
    );
    return rows[0] ? { username: rows[0].username, chapterEmails: rows[0].chapter_emails } : null;
  }

  async saveEmailSetting(userId: number, mode: ChapterEmailMode): Promise<void> {
    await this.em.execute('update users set chapter_emails = ? where id = ?', [mode, userId]);
  }
}
