import type { EntityManager } from '@mikro-orm/postgresql';

/** A scheduled chapter that fell due, as the release sweep takes it. */
export interface DueChapter {
  id: number;
  novelId: number;
  notifyFollowers: boolean;
}

/** The SQL of scheduled releases (issue 33): due chapters first by their time, then released in one statement. */
export class ReleaseRepository {
  constructor(private readonly em: EntityManager) {}

  /** Novels with chapters due at `now` (the database's clock when null), those falling due first. */
  async novelsDue(now: Date | null, limit: number): Promise<number[]> {
    const rows: { novel_id: number }[] = await this.em.execute(
      `select novel_id from (
         select novel_id, min(publish_at) as first from chapters
          where status = 'scheduled' and publish_at <= coalesce(?::timestamptz, now())
          group by novel_id) due
        order by first, novel_id limit ?`,
      [now, limit],
    );
    return rows.map((row) => row.novel_id);
  }

  /**
   * Locks these novels, in id order as every chapter write takes them (so no deadlock with an author's save), and
   * returns their chapters still due once the locks are held; novels another sweep holds are skipped.
   */
  async lockDue(novelIds: number[], now: Date | null): Promise<DueChapter[]> {
    const locked: { id: number }[] = await this.em.execute(
      'select id from novels where id in (?) order by id for no key update skip locked',
      [novelIds],
    );
    if (locked.length === 0) return [];
    const rows: { id: number; novel_id: number; notify_followers: boolean }[] = await this.em.execute(
      `select id, novel_id, notify_followers from chapters
        where novel_id in (?) and status = 'scheduled' and publish_at <= coalesce(?::timestamptz, now())
        order by publish_at, id`,
      [locked.map((row) => row.id), now],
    );
    return rows.map((row) => ({ id: row.id, novelId: row.novel_id, notifyFollowers: row.notify_followers }));
  }

  /**
   * Publishes the chapters: each keeps its scheduled instant as its publication date (a release caught up late
   * still sorts where it was due), and each novel is bumped as a publish bumps it.
   */
  async release(chapters: DueChapter[]): Promise<void> {
    await this.em.execute(
      `update chapters set status = 'published', published_at = coalesce(published_at, publish_at), publish_at = null,
              updated_at = clock_timestamp()
        where id in (?)`,
      [chapters.map((chapter) => chapter.id)],
    );
    await this.em.execute('update novels set updated_at = clock_timestamp() where id in (?)', [
      [...new Set(chapters.map((chapter) => chapter.novelId))],
    ]);
  }
}
