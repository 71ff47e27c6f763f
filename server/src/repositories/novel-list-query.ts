import {
  LIMITS,
  type CompletionStatus,
  type ContentRating,
  type NovelFilters,
  type NovelListSortField,
  type NovelStatus,
  type SortOrder,
} from '@inkshelf/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { runStatement, type StatementMode } from '../db/named-statements.ts';
import { readConnection } from '../db/read-replicas.ts';
import { filterConditions, positional } from './novel-filter-sql.ts';

/**
 * A novel as lists show it, with its author's id and name, read as plain rows. Lists are the busiest reads after
 * chapters, and hydrating a page of novels and authors into entities cost the server about ten times the query
 * itself (bench:api's novels list); nothing in a list is ever written back, so no entity is needed.
 */
export interface NovelListItem {
  id: number;
  title: string;
  description: string;
  coverVersion: number | null;
  genres: string[];
  tags: string[];
  status: NovelStatus;
  contentRating: ContentRating;
  contentWarnings: string[];
  completionStatus: CompletionStatus;
  /** Published chapters and their words. */
  chapterCount: number;
  wordCount: number;
  viewCount: number;
  bookmarkCount: number;
  reviewCount: number;
  averageRating: string | null;
  createdAt: Date;
  updatedAt: Date;
  author: { id: number; username: string };
  /** Moderation (issue 18): set while hidden; only its author can read a hidden (draft) novel. */
  hiddenAt: Date | null;
  hiddenNote: string | null;
}

export interface RawRow {
  id: number;
  title: string;
  description: string;
  cover_version: number | null;
  genres: string[];
  tags: string[];
  status: NovelStatus;
  content_rating: ContentRating;
  content_warnings: string[];
  completion_status: CompletionStatus;
  chapter_count: number;
  word_count: number;
  view_count: number;
  bookmark_count: number;
  review_count: number;
  average_rating: string | number | null;
  created_at: Date | string;
  updated_at: Date | string;
  author_id: number;
  author_name: string;
  hidden_at: Date | string | null;
  hidden_note: string | null;
}

export const COLUMNS = `
  select n.id, n.title, n.description, n.cover_version, n.genres, n.tags, n.status, n.content_rating, n.content_warnings, n.completion_status,
         n.chapter_count, n.word_count, n.view_count, n.bookmark_count, n.review_count, n.average_rating, n.created_at, n.updated_at, n.author_id,
         n.hidden_at, n.hidden_note,
         u.username as author_name`;
const SELECT = `${COLUMNS}
  from novels n
  join users u on u.id = n.author_id`;

/** Newest first, with the id to keep pages stable when two novels share a timestamp (novels_latest_index). */
const NEWEST_FIRST = 'order by n.created_at desc, n.id desc';

const toDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

export const toItem = (row: RawRow): NovelListItem => ({
  id: row.id,
  title: row.title,
  description: row.description,
  coverVersion: row.cover_version,
  genres: row.genres,
  tags: row.tags,
  status: row.status,
  contentRating: row.content_rating,
  contentWarnings: row.content_warnings,
  completionStatus: row.completion_status,
  chapterCount: row.chapter_count,
  wordCount: row.word_count,
  viewCount: row.view_count,
  bookmarkCount: row.bookmark_count,
  reviewCount: row.review_count,
  averageRating: row.average_rating === null ? null : String(row.average_rating),
  createdAt: toDate(row.created_at),
  updatedAt: toDate(row.updated_at),
  author: { id: row.author_id, username: row.author_name },
  hiddenAt: row.hidden_at === null ? null : toDate(row.hidden_at),
  hiddenNote: row.hidden_note,
});

/**
 * The page sizes worth a named statement: the SPEC's home lists and genre pages, the website's browse page (60,
 * web/src/pages/browse) and the largest page (the SPEC's search fetch): a few statements per list and connection,
 * never one per size a caller makes up.
 */
const PREPARED_LIMITS = new Set([LIMITS.homeList, LIMITS.genrePageSize, 60, LIMITS.maxPageSize]);

/** A list query as it is sent: its text with `?` placeholders, its values, and its name when it is prepared. */
export interface ListStatement {
  sql: string;
  params: unknown[];
  name?: string;
}

async function select(em: EntityManager, { sql, params, name }: ListStatement): Promise<NovelListItem[]> {
  // Public lists: on a read replica when there are some (see readConnection).
  const rows = await readConnection(em, async (connection) => {
    if (!name || em.getTransactionContext()) return connection.execute<RawRow[]>(sql, params);
    return runStatement<RawRow>(connection, { name, sql }, params, 'prepared');
  });
  return rows.map(toItem);
}

/**
 * The page size of a list statement: written into the statement when it is named, so that its plan is made once
 * for that size. With the size as a parameter, PostgreSQL's generic plan assumes a tenth of the table and loses
 * to planning every execution afresh, which is what a named statement is there to avoid.
 */
const pageSize = (limit: number, prepared: boolean, params: unknown[]) => {
  if (prepared) return String(limit);
  params.push(limit);
  return '?';
};

/** The column behind each `sortBy` of `GET /api/novels`. */
const SORT_COLUMNS = {
  viewCount: 'view_count',
  bookmarkCount: 'bookmark_count',
  rating: 'average_rating',
  updatedAt: 'updated_at',
  wordCount: 'word_count',
} as const satisfies Record<NovelListSortField, string>;

/**
 * The order of a ranked list, on columns of `alias`. Counts, times and words are never null, so plain DESC matches
 * their (status, column DESC, created_at DESC, id DESC) indexes; unrated novels (average null) go last both ways.
 */
function rankOrder(alias: string, sortBy: NovelListSortField | undefined, sortOrder: SortOrder): string {
  const newest = `${alias}.created_at desc, ${alias}.id desc`;
  if (!sortBy) return newest;
  const direction = sortOrder === 'asc' ? 'asc nulls last' : sortBy === 'rating' ? 'desc nulls last' : 'desc';
  return `${alias}.${SORT_COLUMNS[sortBy]} ${direction}, ${newest}`;
}

/**
 * `GET /api/novels`: a page of published novels, ranked or newest first, filtered (issue 19), in one round trip. A
 * deferred join: the page's ids come from an index-only scan of the list's order, so deep offsets skip index entries,
 * not rows; only those novels are joined with their authors.
 */
export const rankedNovels = (
  em: EntityManager,
  query: RankedQuery,
  mode: StatementMode = 'orm',
): Promise<NovelListItem[]> => select(em, rankedStatement(query, mode));

export type RankedQuery = {
  limit: number;
  offset: number;
  sortBy?: NovelListSortField;
  sortOrder: SortOrder;
} & NovelFilters;

/**
 * The statement of a ranked page. Only first pages of unfiltered lists at usual sizes are named: a filtered plan
 * depends on its values, and with the offset as a parameter PostgreSQL's generic plan assumes a tenth of the table is
 * skipped and it replans every time. A name always stands for one text (sort, order and size in it).
 */
export function rankedStatement(query: RankedQuery, mode: StatementMode): ListStatement {
  const params: unknown[] = [];
  const filters = filterConditions('p', query, positional(params));
  const prepared = mode === 'prepared' && filters === '' && query.offset === 0 && PREPARED_LIMITS.has(query.limit);
  const limit = pageSize(query.limit, prepared, params);
  if (!prepared) params.push(query.offset);
  const order = query.sortBy ? `${query.sortBy}-${query.sortOrder}` : 'newest';
  return {
    sql: `${COLUMNS}
     from (select p.id from novels p where p.status = 'published'${filters}
           order by ${rankOrder('p', query.sortBy, query.sortOrder)} limit ${limit} offset ${prepared ? '0' : '?'}) page
     join novels n on n.id = page.id
     join users u on u.id = n.author_id
     order by ${rankOrder('n', query.sortBy, query.sortOrder)}`,
    params,
    name: prepared ? `inkshelf-novels-${order}-${query.limit}-2` : undefined,
  };
}

/** The novels with these ids, in the order of `ids`; missing ids are skipped. */
export async function novelsByIds(em: EntityManager, ids: number[]): Promise<NovelListItem[]> {
  if (ids.length === 0) return [];
  const items = await select(em, { sql: `${SELECT} where n.id in (${ids.map(() => '?').join(', ')})`, params: ids });
  const byId = new Map(items.map((item) => [item.id, item]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The newest published novels. */
export const latestNovels = (em: EntityManager, limit: number, mode: StatementMode = 'orm'): Promise<NovelListItem[]> =>
  select(em, latestStatement(limit, mode));

/** The statement of the newest novels: named at the usual sizes (see PREPARED_LIMITS). */
export function latestStatement(limit: number, mode: StatementMode): ListStatement {
  const prepared = mode === 'prepared' && PREPARED_LIMITS.has(limit);
  const params: unknown[] = [];
  return {
    sql: `${SELECT} where n.status = 'published' ${NEWEST_FIRST} limit ${pageSize(limit, prepared, params)}`,
    params,
    name: prepared ? `inkshelf-novels-latest-${limit}-2` : undefined,
  };
}

/** Published novels carrying the genre key (lower-cased), newest first (novels_genre_keys_index). */
export const novelsByGenreKey = (
  em: EntityManager,
  genreKey: string,
  page: { limit: number; offset: number },
): Promise<NovelListItem[]> =>
  select(em, {
    sql: `${SELECT} where n.status = 'published' and n.genre_keys @> array[?]::text[] ${NEWEST_FIRST} limit ? offset ?`,
    params: [genreKey, page.limit, page.offset],
  });

/** An author's novels, newest first; drafts too when `includeDrafts`. */
export const novelsByAuthor = (em: EntityManager, authorId: number, includeDrafts: boolean): Promise<NovelListItem[]> =>
  select(em, {
    sql: `${SELECT} where n.author_id = ? ${includeDrafts ? '' : "and n.status = 'published'"} ${NEWEST_FIRST}`,
    params: [authorId],
  });
