import type { NovelFilters } from '@inkshelf/contracts';

/** Adds a value to the statement's parameters and gives its placeholder ('?' or ':name'). */
export type Bind = (value: unknown) => string;

/** Positional parameters ('?'), in the order the placeholders are written. */
export function positional(params: unknown[]): Bind {
  return (value) => {
    params.push(value);
    return '?';
  };
}

/** Named parameters (':f0', ':f1', ...) added to `params`, for statements that already use names. */
export function named(params: Record<string, unknown>): Bind {
  let next = 0;
  return (value) => {
    const name = `f${next++}`;
    params[name] = value;
    return `:${name}`;
  };
}

/** `array[?, ?]::text[]`: one placeholder per item, so no driver has to know how to send an array. */
const textArray = (items: readonly string[], bind: Bind) => `array[${items.map(bind).join(', ')}]::text[]`;
const list = (items: readonly string[], bind: Bind) => items.map(bind).join(', ');

/**
 * Tag keys followed to their canonical tags (issue 37), one subquery per key: an unknown tag gives null, which
 * `@>` never contains and `&&` never overlaps, so it matches nothing and excludes nothing.
 */
const canonicalTagKeys = (keys: readonly string[], bind: Bind) =>
  `array[${keys
    .map(
      (key) =>
        `(select coalesce(c.key, t.key) from tags t left join tags c on c.id = t.canonical_id where t.key = ${bind(key)})`,
    )
    .join(', ')}]::text[]`;

/**
 * The conditions of the novel filters (issue 19) on columns of `alias`, each starting with ' and ', or '' when
 * no filter is set. Genres and tags are matched by their lower-cased keys (`genre_keys`, `tag_keys`; the filter
 * schema lower-cases).
 * `updatedWithin` counts whole days back from the statement's transaction time.
 */
export function filterConditions(alias: string, filters: NovelFilters, bind: Bind): string {
  const a = alias;
  const parts: string[] = [];
  if (filters.genres) parts.push(`${a}.genre_keys @> ${textArray(filters.genres, bind)}`);
  if (filters.excludeGenres) parts.push(`not (${a}.genre_keys && ${textArray(filters.excludeGenres, bind)})`);
  if (filters.tags) parts.push(`${a}.tag_keys @> ${canonicalTagKeys(filters.tags, bind)}`);
  if (filters.excludeTags) parts.push(`not (${a}.tag_keys && ${canonicalTagKeys(filters.excludeTags, bind)})`);
  if (filters.status) parts.push(`${a}.completion_status in (${list(filters.status, bind)})`);
  if (filters.contentRating) parts.push(`${a}.content_rating in (${list(filters.contentRating, bind)})`);
  if (filters.minWords !== undefined) parts.push(`${a}.word_count >= ${bind(filters.minWords)}`);
  if (filters.maxWords !== undefined) parts.push(`${a}.word_count <= ${bind(filters.maxWords)}`);
  if (filters.updatedWithin !== undefined) {
    parts.push(`${a}.updated_at >= now() - make_interval(days => ${bind(filters.updatedWithin)}::int)`);
  }
  return parts.map((part) => ` and ${part}`).join('');
}

/** The filter fields of a query object (anything else dropped), for callers that hold a whole query. */
export const filtersOf = (query: NovelFilters): NovelFilters => ({
  genres: query.genres,
  excludeGenres: query.excludeGenres,
  tags: query.tags,
  excludeTags: query.excludeTags,
  status: query.status,
  contentRating: query.contentRating,
  minWords: query.minWords,
  maxWords: query.maxWords,
  updatedWithin: query.updatedWithin,
});
