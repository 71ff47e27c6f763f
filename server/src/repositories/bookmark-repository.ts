import type { EntityManager } from '@mikro-orm/postgresql';
import { namedStatement, runStatement, type NamedStatement, type StatementMode } from '../db/named-statements.ts';
import { Bookmark } from '../entities/index.ts';
import { COLUMNS, toItem, type NovelListItem, type RawRow } from './novel-list-query.ts';
import { publicNovelSql } from './readable-content.ts';

/** What `upsert` answers: the bookmark row as it stands, whether this call created it, and its novel. */
export interface UpsertedBookmark {
  id: number;
  createdAt: Date;
  created: boolean;
  /** The novel with its author, its bookmark count as this write left it. */
  novel: NovelListItem;
}

type UpsertRow = RawRow & { bookmark_id: number; bookmark_created_at: Date | string; created: boolean };

/** See BookmarkRepository.upsert. */
const UPSERT = namedStatement(
  'inkshelf-bookmark-upsert-1',
  `with visible as (
     select n.id from novels n where n.id = ? and (${publicNovelSql('n')} or n.author_id = ?)
   ), upserted as (
     insert into bookmarks (user_id, novel_id, created_at) select ?, id, clock_timestamp() from visible
     on conflict (user_id, novel_id) do update set created_at = bookmarks.created_at
     returning id, created_at, (xmax = 0) as created
   ), counted as (
     update novels set bookmark_count = bookmark_count + 1
     where id = (select id from visible) and exists (select 1 from upserted where created)
     returning bookmark_count
   )
   ${COLUMNS.replace('n.bookmark_count', 'coalesce((select bookmark_count from counted), n.bookmark_count) as bookmark_count')},
     upserted.id as bookmark_id, upserted.created_at as bookmark_created_at, upserted.created
   from upserted
   join novels n on n.id = ?
   join users u on u.id = n.author_id`,
);

/** See BookmarkRepository.delete. */
const DELETE = namedStatement(
  'inkshelf-bookmark-delete-1',
  `with deleted as (
     delete from bookmarks where user_id = ? and novel_id = ? returning novel_id
   ), counted as (
     update novels set bookmark_count = bookmark_count - 1 where id in (select novel_id from deleted)
   )
   select exists (select 1 from deleted) as removed`,
);

/** Bookmarks and the bookmark counter on novels. Writes are raw SQL so the counter uses row-level arithmetic. */
export class BookmarkRepository {
  constructor(
    private readonly em: EntityManager,
    private readonly mode: StatementMode = 'orm',
  ) {}

  /** The user's bookmarks, newest first, with their novels and the novels' authors (read fresh). */
  listForUser(userId: number) {
    return this.em.find(
      Bookmark,
      { user: userId },
      { populate: ['novel.author'], orderBy: { createdAt: 'desc', id: 'desc' }, refresh: true },
    );
  }

  /** The user's bookmark of the novel, with the novel and its author (read fresh), or null. */
  findForUser(userId: number, novelId: number) {
    return this.em.findOne(Bookmark, { user: userId, novel: novelId }, { populate: ['novel.author'], refresh: true });
  }

  /**
   * Inserts the bookmark or takes the existing one, checking visibility (null: nothing written), in one statement
   * that holds against a concurrent delete: `on conflict do update` (a no-op) returns the existing row where
   * `do nothing` would not, and `xmax = 0` tells a fresh insert, the only case that moves the novel's counter.
   */
  async upsert(userId: number, novelId: number): Promise<UpsertedBookmark | null> {
    const rows = await this.run<UpsertRow>(UPSERT, [novelId, userId, userId, novelId]);
    const row = rows[0];
    if (!row) return null;
    return {
      id: row.bookmark_id,
      createdAt: new Date(row.bookmark_created_at),
      created: row.created,
      novel: toItem(row),
    };
  }

  /**
   * Deletes the bookmark and decrements the novel's counter in one statement (atomic without a transaction: the
   * update sees the delete's row through the CTE); true when a row was deleted.
   */
  async delete(userId: number, novelId: number): Promise<boolean> {
    const rows = await this.run<{ removed: boolean }>(DELETE, [userId, novelId]);
    return rows[0]?.removed ?? false;
  }

  /** A write of the toggle: named on PostgreSQL (see StatementMode), unless it runs inside a transaction. */
  private run<T>(statement: NamedStatement, params: unknown[]): Promise<T[]> {
    const mode = this.em.getTransactionContext() ? 'orm' : this.mode;
    return runStatement<T>(this.em.getConnection(), statement, params, mode);
  }
}
