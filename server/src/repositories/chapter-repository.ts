import type { ChapterStatus } from '@inkshelf/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Chapter } from '../entities/index.ts';
import { recordChanges, tags } from '../cache/index.ts';

/** The chapter numbers around one chapter; null at either end. */
export interface Neighbours {
  previous: number | null;
  next: number | null;
}

/**
 * The chapter's read model: the columns every read of a chapter shares, as plain values (the entity has them
 * too). The list and the reading page add what only they carry.
 */
export interface ChapterFields {
  id: number;
  chapterNumber: number;
  title: string;
  contentLength: number;
  wordCount: number;
  // Nullable columns may be absent on an entity (MikroORM types them `T | null | undefined`).
  authorNote?: string | null;
  viewCount: number;
  status: ChapterStatus;
  createdAt: Date;
  updatedAt: Date;
  publishedAt?: Date | null;
  /** A scheduled chapter's release (issue 33), and whether it notifies the followers. */
  publishAt?: Date | null;
  notifyFollowers?: boolean;
}

/** A chapter of a list, without its text (see presenters/chapter-list-body.ts for the full list). */
export interface ChapterListRow extends ChapterFields {
  /** `updated_at` to the microsecond: changes with every write to the chapter, its text included. */
  version: string;
  hiddenAt: Date | null;
  hiddenNote: string | null;
}

export interface RawListRow {
  id: number;
  chapter_number: number;
  title: string;
  version: string;
  content_length: number;
  word_count: number;
  author_note: string | null;
  view_count: number;
  status: ChapterStatus;
  created_at: Date | string;
  updated_at: Date | string;
  published_at: Date | string | null;
  publish_at: Date | string | null;
  notify_followers: boolean;
  hidden_at: Date | string | null;
  hidden_note: string | null;
}

const toDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

/** The columns of a ChapterListRow, on chapters aliased `alias`. */
export const listColumns = (alias: string) =>
  `${alias}.id, ${alias}.chapter_number, ${alias}.title,
   floor(extract(epoch from ${alias}.updated_at) * 1000000)::bigint::text as version, ${alias}.content_length,
   ${alias}.word_count, ${alias}.author_note, ${alias}.view_count, ${alias}.status, ${alias}.created_at,
   ${alias}.updated_at, ${alias}.published_at, ${alias}.publish_at, ${alias}.notify_followers, ${alias}.hidden_at,
   ${alias}.hidden_note`;

export const toListRow = (row: RawListRow): ChapterListRow => ({
  id: row.id,
  chapterNumber: row.chapter_number,
  title: row.title,
  version: row.version,
  contentLength: row.content_length,
  wordCount: row.word_count,
  authorNote: row.author_note,
  viewCount: row.view_count,
  status: row.status,
  createdAt: toDate(row.created_at),
  updatedAt: toDate(row.updated_at),
  publishedAt: row.published_at === null ? null : toDate(row.published_at),
  publishAt: row.publish_at === null ? null : toDate(row.publish_at),
  notifyFollowers: row.notify_followers,
  hiddenAt: row.hidden_at === null ? null : toDate(row.hidden_at),
  hiddenNote: row.hidden_note,
});

/** Chapters of novels: lists, slot lookups and numbering (the latest updates: latest-updates-query.ts). */
export class ChapterRepository {
  constructor(private readonly em: EntityManager) {}

  /**
   * A novel's chapters by number as plain rows, without their text (a long novel's list is read without hydrating
   * an entity per chapter). Drafts only when asked for.
   */
  async listForNovel(novelId: number, includeDrafts: boolean): Promise<ChapterListRow[]> {
    const rows: RawListRow[] = await this.em.execute(
      `select ${listColumns('c')}
       from chapters c
       where c.novel_id = ? ${includeDrafts ? '' : "and c.status = 'published'"}
       order by c.chapter_number`,
      [novelId],
    );
    return rows.map(toListRow);
  }

  /**
   * The novel's chapter whose number is `slot`, else the novel's chapter whose id is `slot` (links carry
   * either). One query; the content is loaded.
   */
  async findBySlot(novelId: number, slot: number) {
    const matches = await this.em.find(
      Chapter,
      { novel: novelId, $or: [{ chapterNumber: slot }, { id: slot }] },
      { populate: ['content', 'contentText'], limit: 2 },
    );
    return matches.find((chapter) => chapter.chapterNumber === slot) ?? matches[0] ?? null;
  }

  /** A chapter by id with its novel and the novel's author (for policies), or null. */
  findWithNovel(id: number) {
    return this.em.findOne(Chapter, id, { populate: ['novel.author'] });
  }

  /** A chapter freshly read with its content (inside a write transaction, after taking the novel's lock). */
  findFresh(id: number) {
    return this.em.findOne(Chapter, id, { populate: ['content', 'contentText'], refresh: true });
  }

  /** The previous and next chapter numbers in the novel, among published chapters or among all. */
  async neighbours(novelId: number, chapterNumber: number, includeDrafts: boolean): Promise<Neighbours> {
    const published = includeDrafts ? '' : "and status = 'published'";
    const rows: Neighbours[] = await this.em.execute(
      `select
         (select max(chapter_number) from chapters where novel_id = ? and chapter_number < ? ${published}) as previous,
         (select min(chapter_number) from chapters where novel_id = ? and chapter_number > ? ${published}) as next`,
      [novelId, chapterNumber, novelId, chapterNumber],
    );
    return { previous: rows[0]?.previous ?? null, next: rows[0]?.next ?? null };
  }

  /** The number a new chapter gets when none is given: the highest so far plus 1 (1 for the first). */
  async nextNumber(novelId: number): Promise<number> {
    const rows: { next: number }[] = await this.em.execute(
      'select coalesce(max(chapter_number), 0) + 1 as next from chapters where novel_id = ?',
      [novelId],
    );
    return Number(rows[0]?.next ?? 1);
  }

  /** Whether the novel already has a chapter with this number (other than `exceptId`). */
  async numberTaken(novelId: number, chapterNumber: number, exceptId = 0): Promise<boolean> {
    const rows: unknown[] = await this.em.execute(
      'select 1 from chapters where novel_id = ? and chapter_number = ? and id <> ? limit 1',
      [novelId, chapterNumber, exceptId],
    );
    return rows.length > 0;
  }

  /** Marks the novel as updated (every chapter write does). */
  async touchNovel(novelId: number, at: Date): Promise<void> {
    recordChanges([tags.public, tags.novel(novelId)]);
    await this.em.execute('update novels set updated_at = ? where id = ?', [at, novelId]);
  }

  /** Deletes the chapter; the database cascades to its comments and clears reading progress pointing at it. */
  async delete(id: number): Promise<void> {
    // Its novel is touched by the same command (touchNovel), which names it.
    recordChanges([tags.public]);
    await this.em.nativeDelete(Chapter, { id });
  }

  /**
   * Locks the novel's row until the transaction ends, so that chapter writes to one novel run one at a time
   * (numbering, renumbering, the novel's updatedAt). `for no key update` is what an update takes anyway; it
   * still lets others insert rows that merely reference the novel (bookmarks, reviews). False when it is gone.
   */
  async lockNovel(novelId: number): Promise<boolean> {
    const rows: { id: number }[] = await this.em.execute('select id from novels where id = ? for no key update', [
      novelId,
    ]);
    return rows.length > 0;
  }
}
