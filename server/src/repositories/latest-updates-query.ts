import type { EntityManager } from '@mikro-orm/postgresql';
import { readConnection } from '../db/read-replicas.ts';
import { listColumns, toListRow, type ChapterListRow, type RawListRow } from './chapter-repository.ts';
import { novelsByIds, type NovelListItem } from './novel-list-query.ts';

/** How many chapter rows the latest-updates walk reads per round trip. */
const LATEST_BATCH = 200;

export interface LatestUpdate {
  novel: NovelListItem;
  /** The novel's most recently published chapters, newest first. */
  chapters: ChapterListRow[];
}

type Execute = <T extends object[]>(sql: string, params: unknown[]) => Promise<T>;

/**
 * Published novels by their most recent chapter publication, newest first. Walks published chapters newest
 * first (the partial published_at index) and keeps each novel's first appearance, so it never aggregates
 * over the whole table; a novel that published many chapters at once only costs another round trip.
 */
async function latestUpdatedNovelIds(execute: Execute, limit: number, hideMature: boolean): Promise<number[]> {
  const ids = new Set<number>();
  let afterId: number | null = null;
  while (ids.size < limit) {
    // The cursor is compared in SQL against the stored value, so no precision is lost on the way to JavaScript.
    const after: string =
      afterId === null
        ? ''
        : `and c.published_at <= (select published_at from chapters where id = ?)
           and (c.published_at, c.id) < (select published_at, id from chapters where id = ?)`;
    const rows: { id: number; novel_id: number }[] = await execute(
      `select c.id, c.novel_id
       from chapters c join novels n on n.id = c.novel_id
       where c.status = 'published' and c.published_at is not null and n.status = 'published'
         ${hideMature ? "and n.content_rating <> 'mature'" : ''} ${after}
       order by c.published_at desc, c.id desc
       limit ?`,
      afterId === null ? [LATEST_BATCH] : [afterId, afterId, LATEST_BATCH],
    );
    for (const row of rows) {
      ids.add(row.novel_id);
      if (ids.size === limit) break;
    }
    const last: { id: number } | undefined = rows.at(-1);
    if (rows.length < LATEST_BATCH || !last) break;
    afterId = last.id;
  }
  return [...ids];
}

/**
 * The home page's latest updates (`GET /api/chapters/latest`): the `limit` novels that published most recently,
 * each with its `perNovel` newest published chapters, as plain rows. The walk, then the novels and their
 * chapters side by side: three statements, no entity hydrated. On a read replica when there are some. Mature
 * novels are left out for a reader who hides them (issue 37).
 */
export function latestUpdates(
  em: EntityManager,
  limit: number,
  perNovel: number,
  hideMature = false,
): Promise<LatestUpdate[]> {
  return readConnection(em, async (connection) => {
    const execute: Execute = (sql, params) => connection.execute(sql, params);
    const ids = await latestUpdatedNovelIds(execute, limit, hideMature);
    if (ids.length === 0) return [];
    const [novels, chapters] = await Promise.all([
      novelsByIds(em, ids),
      execute<(RawListRow & { novel_id: number })[]>(
        `select ${listColumns('c')}, n.id as novel_id from novels n
         cross join lateral (
           select c.* from chapters c
           where c.novel_id = n.id and c.status = 'published' and c.published_at is not null
           order by c.published_at desc, c.id desc
           limit ?
         ) c
         where n.id in (${ids.map(() => '?').join(', ')})
         order by c.published_at desc, c.id desc`,
        [perNovel, ...ids],
      ),
    ]);
    return novels.map((novel) => ({
      novel,
      chapters: chapters.filter((row) => row.novel_id === novel.id).map(toListRow),
    }));
  });
}
