import type { EntityManager } from '@mikro-orm/postgresql';
import { namedStatement, runStatement, type StatementMode } from '../db/named-statements.ts';
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

/** Where each user stopped reading each novel: one row per user and novel. */
export class ReadingProgressRepository {
  constructor(
    private readonly em: EntityManager,
    private readonly mode: StatementMode = 'orm',
  ) {}

  /**
   * Saves the user's place in the novel, creating the row on first read, marks the chapter read for the novel
   * page's list and the user's unread new-chapter notification of it read (issue 19: opening the chapter is
   * reading it), in one statement (data-modifying CTEs, one round trip; the notification is found by its
   * (user, chapter) key); its id and whether it is new.
   */
  async upsert(
    userId: number,
    novelId: number,
    chapterId: number,
    progress: number,
  ): Promise<{ id: number; created: boolean; lastReadAt: Date }> {
    const mode = this.em.getTransactionContext() ? 'orm' : this.mode;
    const rows = await runStatement<{ id: number; created: boolean; last_read_at: Date | string }>(
      this.em.getConnection(),
      UPSERT,
      [userId, chapterId, userId, chapterId, userId, novelId, chapterId, progress],
      mode,
    );
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
}
