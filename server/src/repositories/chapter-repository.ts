import type { ChapterStatus } from '@inkshelf/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Chapter, Novel } from '../entities/index.ts';

/** The chapter numbers around one chapter; null at either end. */
export interface Neighbours {
  previous: number | null;
  next: number | null;
}

/** A chapter of a list as a plain row, without its text (see chapter-list-body.ts for the full list). */
export interface ChapterListRow {
  id: number;
  chapterNumber: number;
  title: string;
  /** `updated_at` to the microsecond: changes with every write to the chapter, its text included. */
  version: string;
  contentLength: number;
  wordCount: number;
  authorNote: string | null;
  viewCount: number;
  status: ChapterStatus;
  createdAt: Date;
  updatedAt: Date;
  publishedAt: Date | null;
  hiddenAt: Date | null;
  hiddenNote: string | null;
}

interface RawListRow {
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
  hidden_at: Date | string | null;
  hidden_note: string | null;
}

const toDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

/** How many chapter rows the latest-updates walk reads per round trip. */
const LATEST_BATCH = 200;

/** Chapters of novels: lists, slot lookups, numbering, and the latest-updates feed. */
export class ChapterRepository {
  constructor(private readonly em: EntityManager) {}

  /**
   * A novel's chapters by number as plain rows, without their text (a long novel's list is read without hydrating
   * an entity per chapter). Drafts only when asked for.
   */
  async listForNovel(novelId: number, includeDrafts: boolean): Promise<ChapterListRow[]> {
    const rows: RawListRow[] = await this.em.execute(
      `select id, chapter_number, title, floor(extract(epoch from updated_at) * 1000000)::bigint::text as version,
              content_length, word_count, author_note, view_count, status, created_at, updated_at, published_at,
              hidden_at, hidden_note
       from chapters
       where novel_id = ? ${includeDrafts ? '' : "and status = 'published'"}
       order by chapter_number`,
      [novelId],
    );
    return rows.map((row) => ({
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
      hiddenAt: row.hidden_at === null ? null : toDate(row.hidden_at),
      hiddenNote: row.hidden_note,
    }));
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
    await this.em.execute('update novels set updated_at = ? where id = ?', [at, novelId]);
  }

  /** Deletes the chapter; the database cascades to its comments and clears reading progress pointing at it. */
  async delete(id: number): Promise<void> {
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

  /**
   * Published novels by their most recent chapter publication, newest first. Walks published chapters newest
   * first (the partial published_at index) and keeps each novel's first appearance, so it never aggregates
   * over the whole table; a novel that published many chapters at once only costs another round trip.
   */
  async latestUpdatedNovelIds(limit: number): Promise<number[]> {
    const ids: number[] = [];
    let afterId: number | null = null;
    while (ids.length < limit) {
      // The cursor is compared in SQL against the stored value, so no precision is lost on the way to JavaScript.
      const after =
        afterId === null
          ? ''
          : `and c.published_at <= (select published_at from chapters where id = ?)
             and (c.published_at, c.id) < (select published_at, id from chapters where id = ?)`;
      const rows: { id: number; novel_id: number }[] = await this.em.execute(
        `select c.id, c.novel_id
         from chapters c join novels n on n.id = c.novel_id
         where c.status = 'published' and c.published_at is not null and n.status = 'published' ${after}
         order by c.published_at desc, c.id desc
         limit ?`,
        afterId === null ? [LATEST_BATCH] : [afterId, afterId, LATEST_BATCH],
      );
      for (const row of rows) {
        if (!ids.includes(row.novel_id)) ids.push(row.novel_id);
        if (ids.length === limit) break;
      }
      const last = rows.at(-1);
      if (rows.length < LATEST_BATCH || !last) break;
      afterId = last.id;
    }
    return ids;
  }

  /** The novels with their authors, in no particular order. */
  novelsWithAuthors(ids: number[]) {
    return this.em.find(Novel, { id: { $in: ids } }, { populate: ['author'] });
  }

  /** Each novel's `perNovel` most recently published chapters, without content. */
  async latestPublishedOf(novelIds: number[], perNovel: number) {
    if (novelIds.length === 0) return [];
    const rows: { id: number }[] = await this.em.execute(
      `select latest.id from novels n
       cross join lateral (
         select c.id from chapters c
         where c.novel_id = n.id and c.status = 'published' and c.published_at is not null
         order by c.published_at desc, c.id desc
         limit ?
       ) latest
       where n.id in (${novelIds.map(() => '?').join(', ')})`,
      [perNovel, ...novelIds],
    );
    return this.em.find(
      Chapter,
      { id: { $in: rows.map((row) => row.id) } },
      { orderBy: { publishedAt: 'desc', id: 'desc' } },
    );
  }
}
