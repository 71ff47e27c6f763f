import type { EntityManager } from '@mikro-orm/postgresql';
import { Comment } from '../entities/index.ts';
import { recordChanges, tags } from '../cache/index.ts';

/** Comments, their replies and likes. Like writes are raw SQL so the counter uses row-level arithmetic. */
export class CommentRepository {
  constructor(private readonly em: EntityManager) {}

  /**
   * A chapter's comments and replies as one flat list in the spec's order: top-level newest first, replies oldest first
   * (a client that does not sort keeps both). Hidden comments and their replies are left out except for their own
   * writer (`viewerId`), who sees them marked.
   */
  async listForChapter(chapterId: number, viewerId?: number) {
    const all = await this.em.find(
      Comment,
      { chapter: chapterId },
      { populate: ['user'], orderBy: { createdAt: 'asc', id: 'asc' } },
    );
    // Oldest first, so a parent is always decided before its replies.
    const shown = new Set<number>();
    const oldestFirst = all.filter((comment) => {
      const parentShown = !comment.parent || shown.has(comment.parent.id);
      const visible = parentShown && (!comment.hiddenAt || comment.user.id === viewerId);
      if (visible) shown.add(comment.id);
      return visible;
    });
    const topLevel = oldestFirst.filter((comment) => !comment.parent).reverse();
    return [...topLevel, ...oldestFirst.filter((comment) => comment.parent)];
  }

  /** Comments on every chapter of the author's novels: by novel title, then chapter number, then time. */
  listForAuthor(authorId: number) {
    return this.em.find(
      Comment,
      { chapter: { novel: { author: authorId } }, hiddenAt: null },
      {
        populate: ['user', 'chapter.novel'],
        orderBy: { chapter: { novel: { title: 'asc', id: 'asc' }, chapterNumber: 'asc' }, createdAt: 'asc', id: 'asc' },
      },
    );
  }

  /** A comment with its writer, freshly read. */
  findById(id: number) {
    return this.em.findOneOrFail(Comment, id, { populate: ['user'], refresh: true });
  }

  /** A comment with its chapter, novel and the novel's author (for policies). */
  findWithChapter(id: number) {
    return this.em.findOne(Comment, id, { populate: ['chapter.novel'] });
  }

  /** A comment's chapter id, or null when the comment does not exist. */
  /** The chapter of a comment that may be answered: null when it is gone or hidden by moderation. */
  async chapterIdOf(id: number): Promise<number | null> {
    const rows: { chapter_id: number }[] = await this.em.execute(
      'select chapter_id from comments where id = ? and hidden_at is null',
      [id],
    );
    return rows[0]?.chapter_id ?? null;
  }

  /**
   * How deep the comment sits in its thread: 1 for a top-level comment, 2 for a reply to it, and so on.
   * The walk up the parents stops at `cap`, so the answer is at most `cap`.
   */
  async depthOf(id: number, cap: number): Promise<number> {
    const rows: { depth: number | null }[] = await this.em.execute(
      `with recursive chain (id, parent_id, depth) as (
         select id, parent_id, 1 from comments where id = ?
         union all
         select c.id, c.parent_id, chain.depth + 1 from comments c join chain on c.id = chain.parent_id
         where chain.depth < ?
       )
       select max(depth)::int as depth from chain`,
      [id, cap],
    );
    return rows[0]?.depth ?? 0;
  }

  async isLiked(userId: number, commentId: number): Promise<boolean> {
    const rows = await this.em.execute('select 1 from comment_likes where user_id = ? and comment_id = ?', [
      userId,
      commentId,
    ]);
    return rows.length > 0;
  }

  /** Records the like unless it exists; true when a row was inserted. */
  async insertLike(userId: number, commentId: number): Promise<boolean> {
    const rows = await this.em.execute(
      `insert into comment_likes (user_id, comment_id, created_at) values (?, ?, clock_timestamp())
       on conflict (user_id, comment_id) do nothing returning id`,
      [userId, commentId],
    );
    return rows.length > 0;
  }

  /** Removes the like; true when a row was deleted. */
  async deleteLike(userId: number, commentId: number): Promise<boolean> {
    const rows = await this.em.execute('delete from comment_likes where user_id = ? and comment_id = ? returning id', [
      userId,
      commentId,
    ]);
    return rows.length > 0;
  }

  /** Adds `delta` to the comment's like counter and returns the new count (the row lock serializes writers). */
  async adjustLikes(commentId: number, delta: number): Promise<number> {
    recordChanges([tags.public]);
    const rows: { likes: number }[] = await this.em.execute(
      'update comments set likes = likes + ? where id = ? returning likes',
      [delta, commentId],
    );
    return rows[0]?.likes ?? 0;
  }

  /** The comment's like counter as committed now. */
  async likesOf(commentId: number): Promise<number> {
    const rows: { likes: number }[] = await this.em.execute('select likes from comments where id = ?', [commentId]);
    return rows[0]?.likes ?? 0;
  }

  /** Deletes the comment; the database deletes its replies (and their likes) by cascade. */
  async delete(id: number): Promise<boolean> {
    recordChanges([tags.public]);
    const rows = await this.em.execute('delete from comments where id = ? returning id', [id]);
    return rows.length > 0;
  }
}
