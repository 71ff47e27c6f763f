import type { SearchQuery } from '@inkshelf/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Novel } from '../entities/index.ts';
import { NOVEL_SEARCH_DOCUMENT } from '../entities/novel.ts';
import { NovelRepository } from '../repositories/novel-repository.ts';

/**
 * Finds published novels for a search box text. A novel matches when
 * - full-text search (English stemming, websearch syntax: "quoted phrases", OR, -exclusions) finds the text in
 *   its title, genres or description (GIN index `novels_search_index`), or
 * - the text is trigram-similar to a part of its title, so that small typos still match ('dragn' finds
 *   'Dragon', 'embrfall' finds 'Emberfall'; GIN index `novels_title_trgm_index`, word similarity >= 0.5).
 *   Only for plain text: with websearch operators ("phrase", -word, or) the user asked for precision, or
 * - the text names its author (a word of the username, or the whole username; no typo tolerance, since
 *   generated names such as Reader123 and Reader456 are trigram neighbours).
 * Order: exact title, then title matches by similarity, then author matches, then genre matches, then the
 * rest; most viewed first within each. `total` counts every match.
 *
 * Each branch is a separate index lookup joined by UNION ALL; the planner is told not to fall back to scanning
 * the table, because it underestimates how expensive to_tsvector over every description is. Known cost: a
 * quoted phrase makes PostgreSQL recheck the phrase on every candidate row by recomputing the document (about
 * 1 s for a phrase found in all of 10,000 novels); a stored tsvector column would remove that recheck.
 */
const SEARCH_SQL = `
with hits as (
  select id, false as title_hit, false as author_hit from novels
  where (${NOVEL_SEARCH_DOCUMENT}) @@ websearch_to_tsquery('english', :q)
  union all
  select id, true, false from novels where :fuzzy and lower(:q) <% lower(title)
  union all
  select n.id, false, true from novels n join users u on u.id = n.author_id
  where to_tsvector('simple', u.username) @@ websearch_to_tsquery('simple', :q) or lower(u.username) = lower(:q)
),
matched as (
  select n.id, n.title, n.genre_keys, n.view_count,
    bool_or(h.title_hit) as title_hit, bool_or(h.author_hit) as author_hit
  from hits h join novels n on n.id = h.id
  where n.status = 'published'
  group by n.id
),
ranked as (
  select id, view_count, title_hit, author_hit,
    lower(title) = lower(:q) as exact_title,
    case when title_hit then word_similarity(lower(:q), lower(title)) else 0 end as title_score,
    genre_keys @> array[lower(:q)] as genre_hit
  from matched
)
select t.total, p.id
from (select count(*)::int as total from matched) t
left join lateral (
  select id from ranked
  order by exact_title desc, title_hit desc, title_score desc, author_hit desc, genre_hit desc, view_count desc, id desc
  limit :limit offset :offset
) p on true`;

/** Below pg_trgm's default of 0.6, a letter missing from a long word ('embrfall') is not found. */
const WORD_SIMILARITY_THRESHOLD = 0.5;

/** Quotes, a word starting with '-', or the word 'or': websearch_to_tsquery gives them meaning. */
const WEBSEARCH_OPERATORS = /"|(^|\s)-\S|(^|\s)or(\s|$)/i;

/** For this transaction only: index lookups, no parallel workers for a small query, the trigram threshold. */
const PLANNER_SETTINGS = `select set_config('enable_seqscan', 'off', true),
  set_config('max_parallel_workers_per_gather', '0', true),
  set_config('pg_trgm.word_similarity_threshold', :threshold, true)`;

export interface SearchPage {
  items: Novel[];
  total: number;
}

/** NUL cannot travel to PostgreSQL in a text; nobody types it, so it is dropped. */
const searchable = (text: string): string => text.replace(/\0/g, '').trim();

/** One page of published novels matching `q` (already trimmed and bounded by SearchQuerySchema). */
export async function searchNovels(em: EntityManager, query: SearchQuery): Promise<SearchPage> {
  const text = searchable(query.q);
  if (text === '') return { items: [], total: 0 };
  const rows = await em.transactional(
    async (tx) => {
      await tx.execute(PLANNER_SETTINGS, { threshold: String(WORD_SIMILARITY_THRESHOLD) });
      const params = { q: text, fuzzy: !WEBSEARCH_OPERATORS.test(text), limit: query.limit, offset: query.offset };
      return tx.execute<{ total: number; id: number | null }[]>(SEARCH_SQL, params);
    },
    { readOnly: true },
  );
  const ids = rows.flatMap((row) => (row.id === null ? [] : [row.id]));
  const items = await new NovelRepository(em).findByIdsInOrder(ids);
  return { items, total: rows[0]?.total ?? 0 };
}
