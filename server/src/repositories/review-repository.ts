import type { ReviewBody } from '@inkshelf/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Review } from '../entities/index.ts';
import { recordChanges, tags } from '../cache/index.ts';

/** What a deleted review was: whose, of which novel, its stars and words, and whether moderation had hidden it. */
export interface DeletedReview {
  userId: number;
  novelId: number;
  rating: number;
  content: string;
  hidden: boolean;
}

/** Reviews and the review totals kept on novels. Writes are raw SQL so counters use row-level arithmetic. */
export class ReviewRepository {
  constructor(private readonly em: EntityManager) {}

  /** A novel's reviews, newest first, with their writers; those hidden by moderation are left out. */
  listForNovel(novelId: number) {
    return this.em.find(
      Review,
      { novel: novelId, hiddenAt: null },
      { populate: ['user'], orderBy: { createdAt: 'desc', id: 'desc' } },
    );
  }

  /** The user's one review of the novel, with its writer. */
  findOwn(userId: number, novelId: number) {
    return this.em.findOne(Review, { user: userId, novel: novelId }, { populate: ['user'] });
  }

  /** A review freshly read from the database (after a raw write), with its writer. */
  findById(id: number) {
    return this.em.findOneOrFail(Review, id, { populate: ['user'], refresh: true });
  }

  /** A review with its novel, for the delete policy. */
  findWithNovel(id: number) {
    return this.em.findOne(Review, id, { populate: ['novel'] });
  }

  /** Inserts the user's review unless one exists; the new id, or null when there already was one. */
  async insertIfAbsent(userId: number, novelId: number, body: ReviewBody): Promise<number | null> {
    recordChanges([tags.public, tags.novel(novelId)]);
    const rows: { id: number }[] = await this.em.execute(
      `insert into reviews (user_id, novel_id, content, rating, created_at, updated_at)
       values (?, ?, ?, ?, clock_timestamp(), clock_timestamp())
       on conflict (user_id, novel_id) do nothing
       returning id`,
      [userId, novelId, body.content, body.rating],
    );
    return rows[0]?.id ?? null;
  }

  /** The user's review of the novel, locked until the transaction ends (so its old rating stays true). */
  async lockOwn(userId: number, novelId: number): Promise<{ id: number; rating: number; hidden: boolean } | null> {
    const rows: { id: number; rating: number; hidden: boolean }[] = await this.em.execute(
      'select id, rating, hidden_at is not null as hidden from reviews where user_id = ? and novel_id = ? for update',
      [userId, novelId],
    );
    return rows[0] ?? null;
  }

  async update(id: number, body: ReviewBody): Promise<void> {
    recordChanges([tags.public]);
    await this.em.execute('update reviews set content = ?, rating = ?, updated_at = clock_timestamp() where id = ?', [
      body.content,
      body.rating,
      id,
    ]);
  }

  /** Deletes a review; its novel, rating and whether it was hidden (out of the totals), or null when gone. */
  async delete(id: number): Promise<DeletedReview | null> {
    recordChanges([tags.public]);
    const rows: { user_id: number; novel_id: number; rating: number; content: string; hidden: boolean }[] =
      await this.em.execute(
        `delete from reviews where id = ?
         returning user_id, novel_id, rating, content, hidden_at is not null as hidden`,
        [id],
      );
    const row = rows[0];
    return row
      ? { userId: row.user_id, novelId: row.novel_id, rating: row.rating, content: row.content, hidden: row.hidden }
      : null;
  }

  /**
   * Hides (note given) or restores (null) a review and takes it out of, or puts it back into, its novel's totals, in
   * one transaction. False when the review is gone or already in that state.
   */
  async setHidden(id: number, note: string | null): Promise<boolean> {
    const rows: { novel_id: number; rating: number }[] = await this.em.execute(
      `update reviews set hidden_at = case when ?::text is null then null else clock_timestamp() end, hidden_note = ?
       where id = ? and (hidden_at is null) = (?::text is not null)
       returning novel_id, rating`,
      [note, note, id, note],
    );
    const row = rows[0];
    if (!row) return false;
    const sign = note === null ? 1 : -1;
    await this.adjustNovelTotals(row.novel_id, sign, sign * row.rating);
    return true;
  }

  /**
   * Adds to the novel's review count and rating sum and recomputes the average from the same row, in one
   * statement: the row lock makes concurrent writers apply their deltas one after the other, so the totals
   * stay exact. The average is null when no review is left.
   */
  async adjustNovelTotals(novelId: number, countDelta: number, ratingDelta: number): Promise<void> {
    recordChanges([tags.public, tags.novel(novelId)]);
    await this.em.execute(
      `update novels
       set review_count = review_count + ?,
           rating_sum = rating_sum + ?,
           average_rating = (rating_sum + ?)::numeric / nullif(review_count + ?, 0)
       where id = ?`,
      [countDelta, ratingDelta, ratingDelta, countDelta, novelId],
    );
  }
}
