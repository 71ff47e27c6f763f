/**
 * Filter state lives in the URL under the API's own parameter names, so a filtered page is a shareable link, history
 * works, and the server render reads the same query key. Values the API would refuse are dropped (a hand-edited URL
 * still lists); `excludeGenres` present, even empty, overrides a signed-in reader's saved default. Tags (issue 37) are
 * required or left out the same way, and have no saved default.
 */
import {
  COMPLETION_STATUSES,
  CONTENT_RATINGS,
  LIMITS,
  NOVEL_LIST_SORT_FIELDS,
  genreFilterKey,
  hasInvisibleCharacters,
  labelKey,
  tidyLabel,
  type CompletionStatus,
  type ContentRating,
  type NovelListSortField,
} from '@inkshelf/contracts';

export interface FilterState {
  /** Genres a novel must carry (all of them), in the reader's spelling. */
  genres: string[];
  /** Genres a novel must not carry; null when the URL does not say (then the saved default applies). */
  excludeGenres: string[] | null;
  /** Tags a novel must carry, all of them (issue 37); a merged synonym stands for its canonical tag. */
  tags: string[];
  /** Tags a novel must not carry. */
  excludeTags: string[];
  status: CompletionStatus[];
  contentRating: ContentRating[];
  minWords?: number;
  maxWords?: number;
  updatedWithin?: number;
  sortBy?: NovelListSortField;
}

/** The URL keys the panel owns; any other key (Search's `q`) is kept as it is. */
export const FILTER_KEYS = [
  'genres',
  'excludeGenres',
  'tags',
  'excludeTags',
  'status',
  'contentRating',
  'minWords',
  'maxWords',
  'updatedWithin',
  'sortBy',
] as const;

/** The length presets: bounds in published words. */
export const WORD_PRESETS = [
  { id: 'short', label: 'Under 50k', minWords: undefined, maxWords: 50_000 },
  { id: 'medium', label: '50k–200k', minWords: 50_000, maxWords: 200_000 },
  { id: 'long', label: 'Over 200k', minWords: 200_000, maxWords: undefined },
] as const;

/** The 'updated within' choices in days (undefined: any time). */
export const UPDATED_WITHIN_DAYS = [7, 30, 90] as const;

const EMPTY: FilterState = {
  genres: [],
  excludeGenres: null,
  tags: [],
  excludeTags: [],
  status: [],
  contentRating: [],
};

/** The items of repeated and comma-separated values, trimmed, empties dropped, duplicates (any case) dropped. */
function listOf(params: URLSearchParams, key: string): string[] {
  const seen = new Set<string>();
  return params
    .getAll(key)
    .flatMap((value) => value.split(','))
    .map((item) => item.trim())
    .filter((item) => item !== '' && !seen.has(genreFilterKey(item)) && Boolean(seen.add(genreFilterKey(item))));
}

/** A genre list the API accepts (the contract's rules, checked here without pulling zod into the page), else none. */
function genresOf(params: URLSearchParams, key: 'genres' | 'excludeGenres'): string[] {
  const items = listOf(params, key);
  const valid = items.every((genre) => genre.length <= LIMITS.genreMaxLength && !hasInvisibleCharacters(genre));
  return valid && items.length <= LIMITS.filterGenresMax ? items : [];
}

/** A tag list the API accepts (tidied, each at most 40 characters without invisible characters), else none. */
function tagsOf(params: URLSearchParams, key: 'tags' | 'excludeTags'): string[] {
  const items = listOf(params, key).map(tidyLabel);
  const valid = items.every((tag) => tag.length <= LIMITS.tagMaxLength && !hasInvisibleCharacters(tag));
  return valid && items.length <= LIMITS.filterGenresMax ? items : [];
}

function enumsOf<T extends string>(params: URLSearchParams, key: string, allowed: readonly T[]): T[] {
  const items = listOf(params, key).map((item) => item.toLowerCase());
  return allowed.filter((value) => items.includes(value));
}

function integerOf(params: URLSearchParams, key: string, min: number, max: number): number | undefined {
  const value = params.get(key);
  if (value === null || !/^\d{1,10}$/.test(value.trim())) return undefined;
  const number = Number(value.trim());
  return number >= min && number <= max ? number : undefined;
}

/** The panel's state from a URL's query string. */
export function readFilters(params: URLSearchParams): FilterState {
  const state: FilterState = {
    genres: genresOf(params, 'genres'),
    excludeGenres: params.has('excludeGenres') ? genresOf(params, 'excludeGenres') : null,
    tags: tagsOf(params, 'tags'),
    excludeTags: tagsOf(params, 'excludeTags'),
    status: enumsOf(params, 'status', COMPLETION_STATUSES),
    contentRating: enumsOf(params, 'contentRating', CONTENT_RATINGS),
  };
  const minWords = integerOf(params, 'minWords', 0, LIMITS.filterWordsMax);
  const maxWords = integerOf(params, 'maxWords', 0, LIMITS.filterWordsMax);
  if (minWords !== undefined) state.minWords = minWords;
  if (maxWords !== undefined && (minWords === undefined || maxWords >= minWords)) state.maxWords = maxWords;
  const updatedWithin = integerOf(params, 'updatedWithin', 1, LIMITS.filterDaysMax);
  if (updatedWithin !== undefined) state.updatedWithin = updatedWithin;
  const sortBy = params.get('sortBy');
  if (NOVEL_LIST_SORT_FIELDS.includes(sortBy as NovelListSortField)) state.sortBy = sortBy as NovelListSortField;
  return state;
}

/**
 * The query string for a state: the other keys of `base` kept (Search's q), its page dropped (a new filter starts
 * at page 1), lists as repeated keys. An explicit empty exclusion list is written as `excludeGenres=`.
 */
export function writeFilters(state: FilterState, base: URLSearchParams = new URLSearchParams()): URLSearchParams {
  const params = new URLSearchParams(base);
  for (const key of [...FILTER_KEYS, 'page']) params.delete(key);
  for (const genre of state.genres) params.append('genres', genre);
  if (state.excludeGenres?.length === 0) params.set('excludeGenres', '');
  for (const genre of state.excludeGenres ?? []) params.append('excludeGenres', genre);
  for (const tag of state.tags) params.append('tags', tag);
  for (const tag of state.excludeTags) params.append('excludeTags', tag);
  for (const status of state.status) params.append('status', status);
  for (const rating of state.contentRating) params.append('contentRating', rating);
  if (state.minWords !== undefined) params.set('minWords', String(state.minWords));
  if (state.maxWords !== undefined) params.set('maxWords', String(state.maxWords));
  if (state.updatedWithin !== undefined) params.set('updatedWithin', String(state.updatedWithin));
  if (state.sortBy !== undefined) params.set('sortBy', state.sortBy);
  return params;
}

/** The query string with every filter removed (Search keeps its q): the reset link, back to the saved default. */
export const resetFilters = (base: URLSearchParams): URLSearchParams => writeFilters(EMPTY, base);

/** The genres left out: the URL's when it says, else the saved default (none for a signed-out visitor). */
export const excludedOf = (state: FilterState, saved: readonly string[]): string[] => state.excludeGenres ?? [...saved];

/** The filter part of the API query: only what narrows (so an unfiltered list keeps its plain URL and key). */
export function apiFilters(state: FilterState, saved: readonly string[], sortable = true) {
  const excluded = excludedOf(state, saved);
  return {
    ...(state.genres.length > 0 ? { genres: state.genres } : {}),
    ...(excluded.length > 0 ? { excludeGenres: excluded } : {}),
    ...(state.tags.length > 0 ? { tags: state.tags } : {}),
    ...(state.excludeTags.length > 0 ? { excludeTags: state.excludeTags } : {}),
    ...(state.status.length > 0 ? { status: state.status } : {}),
    ...(state.contentRating.length > 0 ? { contentRating: state.contentRating } : {}),
    ...(state.minWords !== undefined ? { minWords: state.minWords } : {}),
    ...(state.maxWords !== undefined ? { maxWords: state.maxWords } : {}),
    ...(state.updatedWithin !== undefined ? { updatedWithin: state.updatedWithin } : {}),
    ...(sortable && state.sortBy !== undefined ? { sortBy: state.sortBy } : {}),
  };
}

export type ApiFilterQuery = Partial<ReturnType<typeof apiFilters>>;

/** How many choices narrow the list (the sort does not count): the badge on the Filters button. */
export function activeFilterCount(state: FilterState, saved: readonly string[]): number {
  return (
    state.genres.length +
    excludedOf(state, saved).length +
    state.tags.length +
    state.excludeTags.length +
    state.status.length +
    state.contentRating.length +
    (state.minWords !== undefined || state.maxWords !== undefined ? 1 : 0) +
    (state.updatedWithin !== undefined ? 1 : 0)
  );
}

export type ChipState = 'neutral' | 'include' | 'exclude';

const has = (list: readonly string[], genre: string) =>
  list.some((item) => genreFilterKey(item) === genreFilterKey(genre));
const without = (list: readonly string[], genre: string) =>
  list.filter((item) => genreFilterKey(item) !== genreFilterKey(genre));

/** A genre chip's state. */
export function genreState(state: FilterState, saved: readonly string[], genre: string): ChipState {
  if (has(state.genres, genre)) return 'include';
  return has(excludedOf(state, saved), genre) ? 'exclude' : 'neutral';
}

/**
 * The state after a genre chip is pressed: neutral, then included, then excluded, then neutral again. The
 * exclusions become explicit in the URL only when they change (so the saved default keeps applying otherwise).
 */
export function cycleGenre(state: FilterState, saved: readonly string[], genre: string): FilterState {
  const excluded = excludedOf(state, saved);
  switch (genreState(state, saved, genre)) {
    case 'neutral':
      return { ...state, genres: [...state.genres, genre] };
    case 'include':
      return { ...state, genres: without(state.genres, genre), excludeGenres: [...excluded, genre] };
    case 'exclude':
      return { ...state, excludeGenres: without(excluded, genre) };
  }
}

const tagIn = (list: readonly string[], tag: string) => list.some((item) => labelKey(item) === labelKey(tag));
const tagsWithout = (list: readonly string[], tag: string) => list.filter((item) => labelKey(item) !== labelKey(tag));

/** A tag chip's state: included or excluded (a tag that is neither has no chip). */
export const tagState = (state: FilterState, tag: string): ChipState =>
  tagIn(state.tags, tag) ? 'include' : tagIn(state.excludeTags, tag) ? 'exclude' : 'neutral';

/** The state with a tag required or left out (moved from the other list if it was there). */
export function withTag(state: FilterState, tag: string, as: 'include' | 'exclude'): FilterState {
  const tags = tagsWithout(state.tags, tag);
  const excludeTags = tagsWithout(state.excludeTags, tag);
  return as === 'include'
    ? { ...state, tags: [...tags, tag], excludeTags }
    : { ...state, tags, excludeTags: [...excludeTags, tag] };
}

/** The state after a tag chip is pressed: an included tag is left out instead, a left-out one is dropped. */
export function cycleTag(state: FilterState, tag: string): FilterState {
  return tagState(state, tag) === 'include'
    ? withTag(state, tag, 'exclude')
    : { ...state, tags: tagsWithout(state.tags, tag), excludeTags: tagsWithout(state.excludeTags, tag) };
}

/** A list with the value added, or removed when it is there (status and rating chips). */
export function toggled<T extends string>(list: readonly T[], value: T): T[] {
  return list.includes(value) ? list.filter((item) => item !== value) : [...list, value];
}

/** The length preset a state matches, 'custom' for other bounds, undefined for any length. */
export function wordPresetOf(state: FilterState): (typeof WORD_PRESETS)[number]['id'] | 'custom' | undefined {
  if (state.minWords === undefined && state.maxWords === undefined) return undefined;
  const preset = WORD_PRESETS.find((item) => item.minWords === state.minWords && item.maxWords === state.maxWords);
  return preset?.id ?? 'custom';
}

/** Two genre lists name the same genres (any order, any case). */
export const sameGenres = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((genre) => has(b, genre));
