import type { ContentRating, HideableTargetType } from '@inkshelf/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Novel, type User } from '../entities/index.ts';
import { AuditRepository } from '../repositories/audit-repository.ts';
import { CommentRepository } from '../repositories/comment-repository.ts';
import { ReviewRepository } from '../repositories/review-repository.ts';
import { deleteChapter } from './chapter-publisher.ts';
import { deleteNovel } from './novel-deleter.ts';
import { deleteReview } from './review-writer.ts';
import { ACCOUNT_CHANGE, recordChanges, tags } from '../cache/index.ts';

/**
 * Hides content (kept, out of every public read) or restores it. A novel or chapter becomes a draft, its status kept in
 * hidden_status, so every public rule on drafts applies and the chapter triggers fix the counts in the same statement;
 * a review leaves its novel's totals. False when the content is gone or already in that state.
 */
export async function setHidden(
  em: EntityManager,
  type: HideableTargetType,
  id: number,
  note: string | null,
): Promise<boolean> {
  // Hidden or shown, a novel or chapter changes what every page and read shows; a review or comment, the pages.
  recordChanges(type === 'novel' || type === 'chapter' ? ACCOUNT_CHANGE : [tags.public]);
  return em.transactional(async (tx) => {
    if (type === 'review') return new ReviewRepository(tx).setHidden(id, note);
    if (type === 'comment') {
      const rows = await tx.execute(
        note === null
          ? 'update comments set hidden_at = null, hidden_note = null where id = ? and hidden_at is not null returning id'
          : 'update comments set hidden_at = clock_timestamp(), hidden_note = ? where id = ? and hidden_at is null returning id',
        note === null ? [id] : [note, id],
      );
      return rows.length > 0;
    }
    const table = type === 'novel' ? 'novels' : 'chapters';
    // A scheduled chapter loses its slot when hidden: it comes back a draft, for its author to schedule again.
    const keep =
      type === 'novel'
        ? 'hidden_status = status'
        : "hidden_status = replace(status, 'scheduled', 'draft'), publish_at = null";
    const rows = await tx.execute(
      note === null
        ? `update ${table} set status = hidden_status, hidden_status = null, hidden_at = null, hidden_note = null
           where id = ? and hidden_at is not null returning id`
        : `update ${table} set ${keep}, status = 'draft', hidden_at = clock_timestamp(), hidden_note = ?
           where id = ? and hidden_at is null returning id`,
      note === null ? [id] : [note, id],
    );
    return rows.length > 0;
  });
}

/**
 * Deletes content for good, as its author deleting it would (the same commands, so counters stay exact): a novel
 * with everything under it, a chapter with its comments, a comment with its replies, a review out of its totals.
 */
export async function removeContent(
  em: EntityManager,
  type: HideableTargetType,
  id: number,
  novelId: number | null,
): Promise<void> {
  if (type === 'novel') {
    const novel = await em.findOne(Novel, id);
    if (novel) await deleteNovel(em, novel);
  } else if (type === 'chapter') {
    if (novelId !== null) await deleteChapter(em, { id, novelId });
  } else if (type === 'comment') {
    await new CommentRepository(em).delete(id);
  } else {
    await deleteReview(em, id);
  }
}

/** A moderator's change of a novel's content rating, recorded in the audit log; false when the novel is gone. */
export async function changeContentRating(
  em: EntityManager,
  actor: Pick<User, 'id' | 'username'>,
  novelId: number,
  contentRating: ContentRating,
  note: string | null,
): Promise<boolean> {
  recordChanges([tags.public, tags.novel(novelId)]);
  return em.transactional(async (tx) => {
    const rows = await tx.execute<{ old_rating: string }[]>(
      `update novels n set content_rating = ?
       from (select id, content_rating as old_rating from novels where id = ? for update) o
       where n.id = o.id returning o.old_rating`,
      [contentRating, novelId],
    );
    if (!rows[0]) return false;
    await new AuditRepository(tx).append(actor, 'content-rating', { type: 'novel', id: novelId }, note, {
      from: rows[0].old_rating,
      to: contentRating,
    });
    return true;
  });
}
