import type { NovelFilters, SearchQuery } from '@inkshelf/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Transaction } from '@mikro-orm/core';
import { readConnection } from '../db/read-replicas.ts';
import { USERNAME_KEY_SQL } from '../entities/user.ts';
import { COLUMNS, toItem, type NovelListItem, type RawRow } from '../repositories/novel-list-query.ts';
import { filterConditions, filtersOf, named } from '../repositories/novel-filter-sql.ts';

/**
 * Search: full-text (English stemming, websearch syntax) over title, genres and description, or a word of the author's
 * username (no typo tolerance there: generated names like Reader123 and Reader456 are trigram neighbours). Trigram
 * title similarity runs only when a plain text finds nothing, so a common word never pays for it over every title.
 */
/** Exact title, then title, author and genre matches, most viewed first within each; on the columns of `alias`. */
const matchOrder = (alias: string) =>
  ['exact_title', 'title_hit', 'author_hit', 'genre_hit', 'view_count', 'id']
    .map((key) => `${alias}.${key} desc`)
    .join(', ');

/**
 * The accounts the text names: a word of the username (users_username_search_index), the whole username
 * (users_username_lower_unique), or from three letters the start of its letters and digits ("Theo", "theo vance"
 * for TheoVance: users_username_key_trgm_index), so that a search never reads every account.
 */
export const AUTHOR_IDS_SQL = `select u.id from users u
    where to_tsvector('simple', u.username) @@ websearch_to_tsquery('simple', :q) or lower(u.username) = lower(:q)
      or (length(${USERNAME_KEY_SQL(':q')}) >= 3 and ${USERNAME_KEY_SQL('u.username')} like ${USERNAME_KEY_SQL(':q')} || '%')`;

const MATCH_SQL = (where: string) => `
with authors as (
  select array(${AUTHOR_IDS_SQL}) as ids
)
${COLUMNS}, page.total
from (
  select count(*) over ()::int as total, m.* from (
    select n.id, n.view_count,
      lower(n.title) = lower(:q) as exact_title,
      n.title_vector @@ websearch_to_tsquery('english', :q) as title_hit,
      n.author_id = any(a.ids) as author_hit,
      n.genre_keys @> array[lower(:q)] as genre_hit
    from novels n cross join authors a
    where n.status = 'published'${where}
      and (n.search_vector @@ websearch_to_tsquery('english', :q) or n.author_id = any(a.ids))
  ) m
  order by ${matchOrder('m')}
  limit :limit offset :offset
) page
join novels n on n.id = page.id
join users u on u.id = n.author_id
order by ${matchOrder('page')}`;

const FUZZY_SQL = (where: string) => `
${COLUMNS}, page.total
from (
  select count(*) over ()::int as total, m.* from (
    select n.id, n.view_count, word_similarity(lower(:q), lower(n.title)) as score
    from novels n
    where n.status = 'published'${where} and lower(:q) <% lower(n.title)
  ) m
  order by m.score desc, m.view_count desc, m.id desc
  limit :limit offset :offset
) page
join novels n on n.id = page.id
join users u on u.id = n.author_id
order by page.score desc, page.view_count desc, page.id desc`;

/** A page past the end still needs the total; this reads it without the ranking. */
const COUNT_SQL = {
  match: (where: string) => `select count(*)::int as total from novels n
    where n.status = 'published'${where} and (n.search_vector @@ websearch_to_tsquery('english', :q)
      or n.author_id = any(array(${AUTHOR_IDS_SQL})))`,
  fuzzy: (where: string) =>
    `select count(*)::int as total from novels n where n.status = 'published'${where} and lower(:q) <% lower(n.title)`,
};

/** Below pg_trgm's default of 0.6, a letter missing from a long word ('embrfall') is not found. */
const WORD_SIMILARITY_THRESHOLD = 0.5;

/** Quotes, a word starting with '-', or the word 'or': websearch_to_tsquery gives them meaning. */
const WEBSEARCH_OPERATORS = /"|(?:^|\s)-\S|(?:^|\s)or(?:\s|$)/i;

/** For the typo-tolerant retry's transaction only: the trigram threshold. */
const TRIGRAM_THRESHOLD = `select set_config('pg_trgm.word_similarity_threshold', :threshold, true)`;

export interface SearchPage {
  items: NovelListItem[];
  total: number;
}

/** NUL cannot travel to PostgreSQL in a text; nobody types it, so it is dropped. */
const searchable = (text: string): string => text.replace(/\0/g, '').trim();

type Row = RawRow & { total: number };

const pageOf = (rows: Row[], total: number): SearchPage => ({ items: rows.map(toItem), total });

async function findPage(
  em: EntityManager,
  text: string,
  page: { limit: number; offset: number },
  filters: NovelFilters,
): Promise<SearchPage> {
  const params: Record<string, unknown> = { q: text, limit: page.limit, offset: page.offset };
  const where = filterConditions('n', filters, named(params));
  // A public read: on a read replica when there are some (see readConnection). The match is one statement with
  // no transaction around it; only the rare typo-tolerant retry needs one, for its trigram threshold.
  return readConnection(em, async (connection) => {
    const run = <T extends object[]>(sql: string, trx?: Transaction) => connection.execute<T>(sql, params, 'all', trx);
    const total = async (kind: keyof typeof COUNT_SQL, rows: Row[], trx?: Transaction) =>
      rows[0]?.total ??
      (page.offset > 0 ? ((await run<{ total: number }[]>(COUNT_SQL[kind](where), trx))[0]?.total ?? 0) : 0);
    const matched = await run<Row[]>(MATCH_SQL(where));
    const matchedTotal = await total('match', matched);
    if (matchedTotal > 0 || WEBSEARCH_OPERATORS.test(text)) return pageOf(matched, matchedTotal);
    return connection.transactional(
      async (trx) => {
        await connection.execute(TRIGRAM_THRESHOLD, { threshold: String(WORD_SIMILARITY_THRESHOLD) }, 'all', trx);
        const fuzzy = await run<Row[]>(FUZZY_SQL(where), trx);
        return pageOf(fuzzy, await total('fuzzy', fuzzy, trx));
      },
      { readOnly: true },
    );
  });
}

/** What identifies a page of results: the same text in any case, the same page, the same filters. */
export const searchCacheKey = (query: SearchQuery): string =>
  `${query.limit}|${query.offset}|${JSON.stringify(filtersOf(query))}|${searchable(query.q).toLowerCase()}`;

/** One page of published novels matching `q` (already trimmed and bounded by SearchQuerySchema). */
export async function searchNovels(em: EntityManager, query: SearchQuery): Promise<SearchPage> {
  const text = searchable(query.q);
  if (text === '') return { items: [], total: 0 };
  return findPage(em, text, query, filtersOf(query));
}
