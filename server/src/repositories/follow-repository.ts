import type { EntityManager } from '@mikro-orm/postgresql';
import { COLUMNS, toItem, type NovelListItem, type RawRow } from './novel-list-query.ts';
import { newChaptersSql, visibleToReaderSql } from './shelf-sql.ts';

/** A followed novel as the follows list shows it. */
export interface NovelFollowItem {
  createdAt: Date;
  followerCount: number;
  newChapters: number;
  novel: NovelListItem;
}

/** A followed author as the follows list shows it. */
export interface AuthorFollowItem {
  createdAt: Date;
  followerCount: number;
  author: { id: number; username: string };
}

export interface FollowStatusRow {
  followerCount: number;
  following: boolean;
}

type NovelFollowRow = RawRow & { follow_created_at: Date | string; follower_count: number; new_chapters: number };
type AuthorFollowRow = { author_id: number; username: string; created_at: Date | string; follower_count: number };

const toDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));
const toNovelFollow = (row: NovelFollowRow): NovelFollowItem => ({
  createdAt: toDate(row.follow_created_at),
  followerCount: row.follower_count,
  newChapters: row.new_chapters,
  novel: toItem(row),
});
const toAuthorFollow = (row: AuthorFollowRow): AuthorFollowItem => ({
  createdAt: toDate(row.created_at),
  followerCount: row.follower_count,
  author: { id: row.author_id, username: row.username },
});

/**
 * Follows of novels and authors. There is no follower counter to keep: counts are taken on the target's index
 * (novel_follows_novel_id_index, author_follows_author_id_index), exact however many follows run at once, and
 * the rows of a deleted account go with it by cascade without touching anyone's count.
 */
export class FollowRepository {
  constructor(private readonly em: EntityManager) {}

  /**
   * Follows the novel when the reader may see it, and answers the follow as it stands with the novel: one statement
   * checks the novel (a draft of someone else writes nothing: null), writes, and reads back, so a concurrent unfollow
   * can never empty the answer. The statement's snapshot does not see its own insert: the count adds it.
   */
  async followNovel(userId: number, novelId: number): Promise<(NovelFollowItem & { created: boolean }) | null> {
    const rows: (NovelFollowRow & { created: boolean })[] = await this.em.execute(
      `with upserted as (
         insert into novel_follows (user_id, novel_id, created_at)
         select ?, n.id, clock_timestamp() from novels n where n.id = ? and ${visibleToReaderSql('n')}
         on conflict (user_id, novel_id) do update set created_at = novel_follows.created_at
         returning created_at, (xmax = 0) as created
       )
       ${COLUMNS}, upserted.created_at as follow_created_at, upserted.created,
         ((select count(*) from novel_follows c where c.novel_id = n.id) + upserted.created::int)::int as follower_count,
         ${newChaptersSql('n')} as new_chapters
       from upserted
       join novels n on n.id = ?
       join users u on u.id = n.author_id`,
      [userId, novelId, userId, userId, novelId],
    );
    const row = rows[0];
    return row ? { ...toNovelFollow(row), created: row.created } : null;
  }

  /** Follows the author (a user who is an author), as `followNovel` does; null when there is no such author. */
  async followAuthor(userId: number, authorId: number): Promise<(AuthorFollowItem & { created: boolean }) | null> {
    const rows: (AuthorFollowRow & { created: boolean })[] = await this.em.execute(
      `with upserted as (
         insert into author_follows (user_id, author_id, created_at)
         select ?, u.id, clock_timestamp() from users u where u.id = ? and u.is_author
         on conflict (user_id, author_id) do update set created_at = author_follows.created_at
         returning author_id, created_at, (xmax = 0) as created
       )
       select upserted.author_id, u.username, upserted.created_at, upserted.created,
         ((select count(*) from author_follows c where c.author_id = u.id) + upserted.created::int)::int
           as follower_count
       from upserted join users u on u.id = upserted.author_id`,
      [userId, authorId],
    );
    const row = rows[0];
    return row ? { ...toAuthorFollow(row), created: row.created } : null;
  }

  /** Removes the follow; false when there was none. */
  async unfollowNovel(userId: number, novelId: number): Promise<boolean> {
    const rows = await this.em.execute('delete from novel_follows where user_id = ? and novel_id = ? returning 1', [
      userId,
      novelId,
    ]);
    return rows.length > 0;
  }

  async unfollowAuthor(userId: number, authorId: number): Promise<boolean> {
    const rows = await this.em.execute('delete from author_follows where user_id = ? and author_id = ? returning 1', [
      userId,
      authorId,
    ]);
    return rows.length > 0;
  }

  /** The novel's follower count and whether the reader follows it; null when the viewer may not see the novel. */
  async novelStatus(novelId: number, viewerId: number | null): Promise<FollowStatusRow | null> {
    const rows: FollowStatusRow[] = await this.em.execute(
      `select (select count(*) from novel_follows f where f.novel_id = n.id)::int as "followerCount",
              exists (select 1 from novel_follows f where f.novel_id = n.id and f.user_id = ?) as following
       from novels n where n.id = ? and ${visibleToReaderSql('n')}`,
      [viewerId ?? 0, novelId, viewerId ?? 0],
    );
    return rows[0] ?? null;
  }

  /** The author's follower count and whether the reader follows them; null when there is no such author. */
  async authorStatus(authorId: number, viewerId: number | null): Promise<FollowStatusRow | null> {
    const rows: FollowStatusRow[] = await this.em.execute(
      `select (select count(*) from author_follows f where f.author_id = u.id)::int as "followerCount",
              exists (select 1 from author_follows f where f.author_id = u.id and f.user_id = ?) as following
       from users u where u.id = ? and u.is_author`,
      [viewerId ?? 0, authorId],
    );
    return rows[0] ?? null;
  }

  /** The novels the reader follows and may still see, newest follow first. */
  async novelFollows(userId: number): Promise<NovelFollowItem[]> {
    const rows: NovelFollowRow[] = await this.em.execute(
      `${COLUMNS}, f.created_at as follow_created_at,
         (select count(*) from novel_follows c where c.novel_id = n.id)::int as follower_count,
         ${newChaptersSql('n')} as new_chapters
       from novel_follows f
       join novels n on n.id = f.novel_id
       join users u on u.id = n.author_id
       where f.user_id = ? and ${visibleToReaderSql('n')}
       order by f.created_at desc, n.id desc`,
      [userId, userId, userId],
    );
    return rows.map(toNovelFollow);
  }

  /** The authors the reader follows, newest follow first. */
  async authorFollows(userId: number): Promise<AuthorFollowItem[]> {
    const rows: AuthorFollowRow[] = await this.em.execute(
      `select f.author_id, u.username, f.created_at,
         (select count(*) from author_follows c where c.author_id = f.author_id)::int as follower_count
       from author_follows f join users u on u.id = f.author_id
       where f.user_id = ?
       order by f.created_at desc, f.author_id desc`,
      [userId],
    );
    return rows.map(toAuthorFollow);
  }
}
