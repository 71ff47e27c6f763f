import {
  COMPLETION_STATUSES,
  CONTENT_RATINGS,
  NOVEL_LIST_SORT_FIELDS,
  NovelListSchema,
  SearchResultSchema,
  type CompletionStatus,
  type ContentRating,
  type NovelListSortField,
  type SortOrder,
} from '@inkshelf/contracts';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTestServer, type TestAgent, type TestServer } from '../../../test/support.ts';
import { fork } from '../chapters/chapter-test-support.ts';

let server: TestServer;
let reader: TestAgent;
let authorId: number;
beforeAll(async () => {
  server = await getTestServer();
  const signedIn = await server.signedIn({ isAuthor: true });
  reader = signedIn.agent;
  authorId = signedIn.user.id;
});
afterAll(() => server.close());

const GENRES = ['Fantasy', 'Romance', 'Sci-Fi', 'Horror', 'Slice of Life'];
const spellings = (genre: string) => [genre, genre.toLowerCase(), genre.toUpperCase()];

/** One novel of a generated catalogue; times are whole steps so the brute force compares plain numbers. */
interface Row {
  genres: string[];
  published: boolean;
  completionStatus: CompletionStatus;
  contentRating: ContentRating;
  wordCount: number;
  viewCount: number;
  bookmarkCount: number;
  /** Tenths of a star (10..50), or null when unrated. */
  rating: number | null;
  /** Minutes after a fixed start; equal values test the tie-breaks. */
  createdMinute: number;
  /** Whole days before now, plus half a day, so no novel sits on an `updatedWithin` boundary. */
  updatedDaysAgo: number;
}

const rowArbitrary: fc.Arbitrary<Row> = fc.record({
  genres: fc
    .uniqueArray(fc.constantFrom(...GENRES), { maxLength: 3 })
    .chain((genres) => fc.tuple(...genres.map((genre) => fc.constantFrom(...spellings(genre))))),
  published: fc.integer({ min: 0, max: 4 }).map((n) => n > 0),
  completionStatus: fc.constantFrom(...COMPLETION_STATUSES),
  contentRating: fc.constantFrom(...CONTENT_RATINGS),
  wordCount: fc.constantFrom(0, 500, 1000, 5000, 12000, 80000),
  viewCount: fc.nat(5),
  bookmarkCount: fc.nat(3),
  rating: fc.option(fc.integer({ min: 10, max: 50 }), { freq: 3 }),
  createdMinute: fc.nat(15),
  updatedDaysAgo: fc.nat(40),
});

interface Filters {
  genres?: string[];
  excludeGenres?: string[];
  status?: CompletionStatus[];
  contentRating?: ContentRating[];
  minWords?: number;
  maxWords?: number;
  updatedWithin?: number;
  sortBy?: NovelListSortField;
  sortOrder?: SortOrder;
  limit: number;
  offset: number;
}

/** Absent more often than not, so combinations are narrow enough to match something. */
const maybe = <T>(arbitrary: fc.Arbitrary<T>): fc.Arbitrary<T | undefined> =>
  fc.oneof({ arbitrary: fc.constant(undefined), weight: 3 }, { arbitrary, weight: 2 });

const genreList = maybe(
  fc
    .uniqueArray(fc.constantFrom(...GENRES), { minLength: 1, maxLength: 2 })
    .chain((genres) => fc.tuple(...genres.map((genre) => fc.constantFrom(...spellings(genre))))),
);
const words = maybe(fc.constantFrom(0, 500, 999, 1000, 5000, 20000));

const filtersArbitrary: fc.Arbitrary<Filters> = fc
  .record({
    genres: genreList,
    excludeGenres: genreList,
    status: maybe(fc.uniqueArray(fc.constantFrom(...COMPLETION_STATUSES), { minLength: 1, maxLength: 3 })),
    contentRating: maybe(fc.uniqueArray(fc.constantFrom(...CONTENT_RATINGS), { minLength: 1, maxLength: 2 })),
    minWords: words,
    maxWords: words,
    updatedWithin: maybe(fc.integer({ min: 1, max: 45 })),
    sortBy: fc.option(fc.constantFrom(...NOVEL_LIST_SORT_FIELDS), { nil: undefined }),
    sortOrder: fc.option(fc.constantFrom<SortOrder>('asc', 'desc'), { nil: undefined }),
    limit: fc.integer({ min: 1, max: 40 }),
    offset: fc.oneof({ arbitrary: fc.constant(0), weight: 3 }, { arbitrary: fc.nat(6), weight: 1 }),
  })
  .filter((f) => f.minWords === undefined || f.maxWords === undefined || f.minWords <= f.maxWords);

/** Replaces the catalogue with `rows` (ids in row order) in one statement. */
async function seed(rows: Row[]): Promise<number[]> {
  const em = fork(server);
  await em.execute('delete from novels');
  if (rows.length === 0) return [];
  const json = rows.map((row, index) => ({
    title: `Saga number ${index}`,
    genres: row.genres,
    genre_keys: row.genres.map((genre) => genre.toLowerCase()),
    status: row.published ? 'published' : 'draft',
    completion_status: row.completionStatus,
    content_rating: row.contentRating,
    word_count: row.wordCount,
    view_count: row.viewCount,
    bookmark_count: row.bookmarkCount,
    average_rating: row.rating === null ? null : row.rating / 10,
    created_minute: row.createdMinute,
    updated_hours: row.updatedDaysAgo * 24 + 12,
    ord: index,
  }));
  const inserted = await em.execute<{ id: number }[]>(
    `insert into novels (title, title_key, description, author_id, genres, genre_keys, status, completion_status,
       content_rating, word_count, view_count, bookmark_count, average_rating, created_at, updated_at)
     select x.title, lower(x.title), 'A generated novel for the filter test.', ?,
       array(select json_array_elements_text(x.genres)), array(select json_array_elements_text(x.genre_keys)),
       x.status, x.completion_status, x.content_rating, x.word_count, x.view_count, x.bookmark_count,
       x.average_rating, timestamptz '2026-01-01T00:00:00Z' + make_interval(mins => x.created_minute),
       now() - make_interval(hours => x.updated_hours)
     from json_to_recordset(?::json) as x(title text, genres json, genre_keys json, status text,
       completion_status text, content_rating text, word_count int, view_count int, bookmark_count int,
       average_rating numeric, created_minute int, updated_hours int, ord int)
     order by x.ord
     returning id`,
    [authorId, JSON.stringify(json)],
  );
  // Any successful write clears the app's read caches (search pages are kept 30 s): this one is cheap.
  expect((await reader.request('PUT', '/api/users/me/preferences', { json: { excludedGenres: [] } })).status).toBe(200);
  return inserted.map((row) => row.id).sort((a, b) => a - b);
}

const lower = (genres: readonly string[]) => genres.map((genre) => genre.toLowerCase());

/** The same filters, the slow way, in JavaScript. */
function matches(row: Row, f: Filters): boolean {
  const keys = lower(row.genres);
  return (
    row.published &&
    (!f.genres || lower(f.genres).every((genre) => keys.includes(genre))) &&
    (!f.excludeGenres || !lower(f.excludeGenres).some((genre) => keys.includes(genre))) &&
    (!f.status || f.status.includes(row.completionStatus)) &&
    (!f.contentRating || f.contentRating.includes(row.contentRating)) &&
    (f.minWords === undefined || row.wordCount >= f.minWords) &&
    (f.maxWords === undefined || row.wordCount <= f.maxWords) &&
    (f.updatedWithin === undefined || row.updatedDaysAgo < f.updatedWithin)
  );
}

/** The sort value of a row; null only for an unrated novel (last in both directions). */
function sortValue(row: Row, sortBy: NovelListSortField): number | null {
  if (sortBy === 'viewCount') return row.viewCount;
  if (sortBy === 'bookmarkCount') return row.bookmarkCount;
  if (sortBy === 'rating') return row.rating;
  if (sortBy === 'wordCount') return row.wordCount;
  return -row.updatedDaysAgo;
}

function bruteForce(rows: Row[], ids: number[], f: Filters): number[] {
  const order = f.sortOrder ?? 'desc';
  const newest = (a: number, b: number) => rows[b]!.createdMinute - rows[a]!.createdMinute || ids[b]! - ids[a]!;
  const compare = (a: number, b: number): number => {
    if (!f.sortBy) return newest(a, b);
    const x = sortValue(rows[a]!, f.sortBy);
    const y = sortValue(rows[b]!, f.sortBy);
    if (x !== y) {
      if (x === null) return 1;
      if (y === null) return -1;
      return order === 'asc' ? x - y : y - x;
    }
    return newest(a, b);
  };
  return rows
    .map((_, index) => index)
    .filter((index) => matches(rows[index]!, f))
    .sort(compare)
    .map((index) => ids[index]!)
    .slice(f.offset, f.offset + f.limit);
}

/** The query string of the filters; lists alternate between comma-separated and repeated parameters. */
function queryOf(f: Filters, repeated: boolean): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(f)) {
    if (value === undefined) continue;
    if (Array.isArray(value) && repeated) for (const item of value) params.append(key, String(item));
    else params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  return params.toString();
}

describe('GET /api/novels with filters', () => {
  it('gives the ids of a brute-force filter and sort of the same rows, for every combination', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(rowArbitrary, { minLength: 8, maxLength: 40, size: 'max' }),
        fc.array(fc.tuple(filtersArbitrary, fc.boolean()), { minLength: 1, maxLength: 6 }),
        async (rows, queries) => {
          const ids = await seed(rows);
          for (const [filters, repeated] of queries) {
            const response = await server.request('GET', `/api/novels?${queryOf(filters, repeated)}`);
            expect(response.status, response.text).toBe(200);
            const got = NovelListSchema.parse(response.body).map((novel) => novel.id);
            expect(got).toEqual(bruteForce(rows, ids, filters));
          }
        },
      ),
      { numRuns: 50 },
    );
  });

  it('applies the same filters to search, keeping its order (views, then id, when every title matches alike)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(rowArbitrary, { minLength: 8, maxLength: 30, size: 'max' }),
        filtersArbitrary,
        async (rows, filters) => {
          const ids = await seed(rows);
          const { sortBy: _sortBy, sortOrder: _sortOrder, ...rest } = filters;
          const response = await server.request('GET', `/api/novels/search?q=saga&${queryOf(rest, false)}`);
          expect(response.status, response.text).toBe(200);
          const found = rows
            .map((row, index) => ({ row, id: ids[index]! }))
            .filter(({ row }) => matches(row, rest))
            .sort((a, b) => b.row.viewCount - a.row.viewCount || b.id - a.id)
            .map(({ id }) => id);
          const page = SearchResultSchema.parse(response.body);
          expect(page.items.map((novel) => novel.id)).toEqual(found.slice(rest.offset, rest.offset + rest.limit));
          if (page.items.length > 0) expect(page.total).toBe(found.length);
        },
      ),
      { numRuns: 25 },
    );
  });
});
