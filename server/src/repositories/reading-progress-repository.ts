import type { EntityManager } from '@mikro-orm/postgresql';
import type { ChapterStatus, NovelStatus } from '@inkshelf/contracts';
import { namedStatement, runStatement, type NamedStatement, type StatementMode } from '../db/named-statements.ts';
import { ReadingProgress } from '../entities/index.ts';

/** See ReadingProgressRepository.upsert: the reader's most frequent write, named on PostgreSQL. */
const UPSERT = namedStatement(
  'inkshelf-reading-progress-upsert-1',
  `with read as (
     insert into chapter_reads (user_id, chapter_id, read_at) values (?, ?, clock_timestamp())
     on conflict (user_id, chapter_id) do update set read_at = excluded.read_at
   ), notified as (
     update notifications set read_at = clock_timestamp()
      where user_id = ? and chapter_id = ? and read_at is null
   )
   insert into reading_progress (user_id, novel_id, chapter_id, progress, last_read_at)
   values (?, ?, ?, ?, clock_timestamp())
   on conflict (user_id, novel_id) do update
     set chapter_id = excluded.chapter_id, progress = excluded.progress, last_read_at = excluded.last_read_at
   returning id, (xmax = 0) as created, last_read_at`,
);

/** See ReadingProgressRepository.target. */
const TARGET = namedStatement(
  'inkshelf-reading-progress-target-1',
  `select n.id, n.title, n.status, n.author_id, n.cover_version, u.username as author_name,
          c.id as chapter_id, c.chapter_number, c.title as chapter_title, c.status as chapter_status
   from novels n
   join users u on u.id = n.author_id
   left join chapters c on c.id = ? and c.novel_id = n.id
   where n.id = ?`,
);

type TargetRow = {
  id: number;
  title: string;
  status: NovelStatus;
  author_id: number;
  cover_version: number | null;
  author_name: string;
  chapter_id: number | null;
  chapter_number: number | null;
  chapter_title: string | null;
  chapter_status: ChapterStatus | null;
};

/** What a progress save checks and answers with: the novel with its author, and its chapter when it has it. */
export interface ProgressTarget {
  novel: {
    id: number;
    title: string;
    status: NovelStatus;
    coverVersion: number | null;
    author: { id: number; username: string };
  };
  chapter: { id: number; chapterNumber: number; title: string; status: ChapterStatus } | null;
}

/** Where each user stopped reading each novel: one row per user and novel. */
export class ReadingProgressRepository {
  constructor(
    private readonly em: EntityManager,
    private readonly mode: StatementMode = 'orm',
  ) {}

  /**
   * The novel (with its author's name) and, when it belongs to that novel, the chapter a save names, in one read;
   * null when the novel does not exist. Visibility is the caller's to check.
   */
  async target(novelId: number, chapterId: number): Promise<ProgressTarget | null> {
    const [row] = await this.run<TargetRow>(TARGET, [chapterId, novelId]);
    if (!row) return null;
    return {
      novel: {
        id: row.id,
        title: row.title,
        status: row.status,
        coverVersion: row.cover_version,
        author: { id: row.author_id, username: row.author_name },
      },
      chapter:
        row.chapter_id === null
          ? null
          : {
              id: row.chapter_id,
              chapterNumber: row.chapter_number!,
              title: row.chapter_title!,
              status: row.chapter_status!,
            },
    };
  }

  /**
   * Saves the user's place, marks the chapter read and its unread new-chapter notification read (issue 19: opening
   * the chapter is reading it), in one statement of data-modifying CTEs: the reader's most frequent write.
   */
  async upsert(
    userId: number,
    novelId: number,
    chapterId: number,
    progress: number,
  ): Promise<{ id: number; created: boolean; lastReadAt: Date }> {
    const rows = await this.run<{ id: number; created: boolean; last_read_at: Date | string }>(UPSERT, [
      userId,
      chapterId,
      userId,
      chapterId,
      userId,
      novelId,
      chapterId,
      progress,
    ]);
    const row = rows[0];
    if (!row) throw new Error('reading progress upsert returned no row');
    return { id: row.id, created: row.created, lastReadAt: new Date(row.last_read_at) };
  }

  /**
   * The ids of the novel's chapters the user has read, in chapter order: the novel's chapters
   * (chapters_novel_number_unique) probed against the user's reads (their primary key).
   */
  async readChapterIds(userId: number, novelId: number): Promise<number[]> {
    const rows: { id: number }[] = await this.em.execute(
      `select c.id from chapters c
       where c.novel_id = ? and exists (select 1 from chapter_reads r where r.user_id = ? and r.chapter_id = c.id)
       order by c.chapter_number`,
      [novelId, userId],
    );
    return rows.map((row) => row.id);
  }

  /** The user's most recent progress in a novel they may still see (published, or their own). */
  latestVisible(userId: number) {
    return this.em.findOne(
      ReadingProgress,
      { user: userId, novel: { $or: [{ status: 'published' }, { author: userId }] } },
      { populate: ['novel.author', 'chapter'], orderBy: { lastReadAt: 'desc', id: 'desc' } },
    );
  }

  /** The user's reading history, most recent first. */
  recent(userId: number, limit: number) {
    return this.em.find(
      ReadingProgress,
      { user: userId },
      { populate: ['novel.author', 'chapter'], orderBy: { lastReadAt: 'desc', id: 'desc' }, limit },
    );
  }

  /** The user's progress in one novel, with the novel and chapter. */
  forNovel(userId: number, novelId: number) {
    return this.em.findOne(ReadingProgress, { user: userId, novel: novelId }, { populate: ['novel', 'chapter'] });
  }

  /** A statement of the save: named on PostgreSQL (see StatementMode), unless it runs inside a transaction. */
  private run<T>(statement: NamedStatement, params: unknown[]): Promise<T[]> {
    const mode = this.em.getTransactionContext() ? 'orm' : this.mode;
    return runStatement<T>(this.em.getConnection(), statement, params, mode);
  }
}
