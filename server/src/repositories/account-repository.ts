import type { AccountFootprint } from '@inkshelf/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';

export type AccountCounts = Omit<AccountFootprint, 'hasPassword' | 'twoFactorEnabled'>;

/**
 * The account as a whole: what it holds (the footprint) and the statements that delete it. Counters on OTHER rows
 * (novels' bookmark and review totals, comments' likes) are given back by data-modifying CTEs that move them by exactly
 * what each statement deleted, so a concurrent removal of the same row is never subtracted twice.
 */
export class AccountRepository {
  constructor(private readonly em: EntityManager) {}

  /** How many rows of each kind the account has, in one statement. */
  async counts(userId: number): Promise<AccountCounts> {
    const [row] = await this.em.execute<AccountCounts[]>(
      `select
         (select count(*) from novels where author_id = ?)::int as novels,
         (select count(*) from chapters c join novels n on n.id = c.novel_id where n.author_id = ?)::int as chapters,
         (select count(*) from reviews where user_id = ?)::int as reviews,
         (select count(*) from comments where user_id = ?)::int as comments,
         (with recursive removed (id) as (
            select id from comments where user_id = ?
            union
            select c.id from comments c join removed r on c.parent_id = r.id
          )
          select count(*) from comments c join removed r on r.id = c.id where c.user_id <> ?)::int as "repliesFromOthers",
         (select count(*) from bookmarks where user_id = ?)::int as bookmarks,
         (select count(*) from reading_progress where user_id = ?)::int as "readingHistory",
         (select count(*) from comment_likes where user_id = ?)::int as likes,
         (select count(*) from api_tokens where user_id = ? and refresh_expires_at > now())::int as apps`,
      Array.from({ length: 10 }, () => userId),
    );
    if (!row) throw new Error(`account counts of user ${userId} answered no row`);
    return row;
  }

  /**
   * Locks the user row until the transaction ends: every insert that references the account (a like, a
   * bookmark, a comment...) takes a key-share lock on it, so none can slip in between the statements below and
   * the final delete. False when the account is already gone.
   */
  async lock(userId: number): Promise<boolean> {
    const rows = await this.em.execute('select id from users where id = ? for update', [userId]);
    return rows.length > 0;
  }

  /** Deletes the account's likes and takes each out of its comment's counter. */
  async releaseLikes(userId: number): Promise<void> {
    await this.em.execute(
      `with gone as (delete from comment_likes where user_id = ? returning comment_id)
       update comments c set likes = c.likes - g.n
       from (select comment_id, count(*)::int as n from gone group by comment_id) g
       where c.id = g.comment_id`,
      [userId],
    );
  }

  /** Deletes the account's bookmarks and takes each out of its novel's bookmark count. */
  async releaseBookmarks(userId: number): Promise<void> {
    await this.em.execute(
      `with gone as (delete from bookmarks where user_id = ? returning novel_id)
       update novels n set bookmark_count = n.bookmark_count - g.n
       from (select novel_id, count(*)::int as n from gone group by novel_id) g
       where n.id = g.novel_id`,
      [userId],
    );
  }

  /** Deletes the account's reviews and takes each out of its novel's review count, rating sum and average. */
  async releaseReviews(userId: number): Promise<void> {
    await this.em.execute(
      `with gone as (delete from reviews where user_id = ? returning novel_id, rating)
       update novels n
       set review_count = n.review_count - g.n,
           rating_sum = n.rating_sum - g.ratings,
           average_rating = (n.rating_sum - g.ratings)::numeric / nullif(n.review_count - g.n, 0)
       from (select novel_id, count(*)::int as n, sum(rating)::int as ratings from gone group by novel_id) g
       where n.id = g.novel_id`,
      [userId],
    );
  }

  /**
   * Deletes the user row; the foreign keys cascade to everything else of the account (see the entities' deleteRule),
   * its comments' replies and its novels with all on them included.
   */
  async deleteUser(userId: number): Promise<boolean> {
    const rows = await this.em.execute('delete from users where id = ? returning id', [userId]);
    return rows.length > 0;
  }
}
