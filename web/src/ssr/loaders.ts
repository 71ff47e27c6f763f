/**
 * What each public route fetches before rendering, under the query keys the page reads (so the browser finds it in the
 * dehydrated state), plus its canonical path, image and structured data. A failed main read throws the ApiError, so the
 * page renders its error view with that status; routes without a loader are signed-in screens (app shell).
 */
import type { ApiClient, ApiQueries } from '@inkshelf/api-client';
import {
  chapterPath,
  labelKey,
  LIMITS,
  nameKey,
  novelPath,
  tagPath,
  type ChapterRead,
  type NovelDetail,
  type SiteRouteId,
} from '@inkshelf/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { chapterSummariesOf } from '../api.ts';
import { apiFilters, readFilters } from '../components/novel-filters.ts';
import { browseQuery } from '../pages/browse/browse-list.ts';
import { parseChapterNumber } from '../pages/chapter/index.tsx';
import { genreListQuery, readGenrePage } from '../pages/genre/genre-page.ts';
import { readSortBy } from '../pages/ranking/ranking-metric.ts';
import { pageOffset, readPage } from '../pages/search/search-params.ts';
import { tagNovelsQuery } from '../pages/tag/tag-page.ts';

export interface LoaderInput {
  client: QueryClient;
  queries: ApiQueries;
  api: ApiClient;
  params: Readonly<Record<string, string | undefined>>;
  search: URLSearchParams;
}

/**
 * What a loaded page adds to its <head> besides the title and description it renders itself; a page reached by
 * another name (a merged tag's synonym) gives the path of its canonical URL.
 */
export type PageSubject =
  | { kind: 'novel'; novel: NovelDetail }
  | { kind: 'chapter'; novel: NovelDetail; chapter: ChapterRead }
  | { kind: 'page'; canonicalPath?: string };

export interface LoaderResult {
  status: number;
  subject: PageSubject;
  /** The page has moved for good (a novel's former title, a merged tag): the server answers 301 to this path. */
  redirect?: string;
}

/** Issue 37: a page reached by a name the content no longer has moves to the current one. */
const moved = (path: string): LoaderResult => ({ status: 301, subject: { kind: 'page' }, redirect: path });

export type Loader = (input: LoaderInput) => Promise<LoaderResult>;

const page: LoaderResult = { status: 200, subject: { kind: 'page' } };
const nothing: Loader = () => Promise.resolve(page);

/** A status for a route whose URL can never name anything (e.g. a chapter number that is not a number). */
class NotFoundSlot extends Error {
  readonly status = 404;
}
export const isNotFoundSlot = (error: unknown): error is NotFoundSlot => error instanceof NotFoundSlot;

async function novel({ client, queries, params }: LoaderInput): Promise<LoaderResult> {
  const detail = await client.fetchQuery(queries.novelByName({ params: { name: params.novelName ?? '' } }));
  if (nameKey(detail.title) !== nameKey(params.novelName ?? '')) return moved(novelPath(detail.title));
  await Promise.all([
    client.prefetchQuery(chapterSummariesOf(queries, detail.id)),
    client.prefetchQuery(queries.listReviews({ params: { id: detail.id } })),
  ]);
  return { status: 200, subject: { kind: 'novel', novel: detail } };
}

async function chapter({ client, queries, params }: LoaderInput): Promise<LoaderResult> {
  const detail = await client.fetchQuery(queries.novelByName({ params: { name: params.novelName ?? '' } }));
  const number = parseChapterNumber(params.chapterNumber);
  if (number === null) throw new NotFoundSlot();
  if (nameKey(detail.title) !== nameKey(params.novelName ?? '')) return moved(chapterPath(detail.title, number));
  const [read] = await Promise.all([
    client.fetchQuery(
      queries.readChapter({ params: { novelId: detail.id, slot: String(number) }, query: { format: 'html' } }),
    ),
    client.prefetchQuery(chapterSummariesOf(queries, detail.id)),
  ]);
  // Shown read-only to readers without JavaScript; in the cache when others scroll down to them.
  await client.prefetchQuery(queries.listComments({ params: { chapterId: read.id } }));
  return { status: 200, subject: { kind: 'chapter', novel: detail, chapter: read } };
}

async function home({ client, queries }: LoaderInput): Promise<LoaderResult> {
  await Promise.all([
    client.prefetchQuery(queries.latestNovels({ query: { limit: LIMITS.homeList } })),
    client.prefetchQuery(queries.topNovels()),
    client.prefetchQuery(queries.latestChapters({ query: { limit: LIMITS.homeList } })),
  ]);
  return page;
}

/**
 * The filters of a Browse or Search URL as the page reads them for a signed-out visitor (no saved default), so the
 * rendered list has the page's query key and hydration does not ask again.
 */
const filtersOf = (search: URLSearchParams, sortable: boolean) => apiFilters(readFilters(search), [], sortable);

async function browse({ client, queries, api, search }: LoaderInput): Promise<LoaderResult> {
  await Promise.all([
    client.prefetchInfiniteQuery(browseQuery(api, filtersOf(search, true))),
    client.prefetchQuery(queries.listGenres()),
  ]);
  return page;
}

async function ranking({ client, queries, search }: LoaderInput): Promise<LoaderResult> {
  await client.prefetchQuery(queries.ranking(readSortBy(search.get('sortBy'))));
  return page;
}

async function genre({ client, queries, params, search }: LoaderInput): Promise<LoaderResult> {
  const number = readGenrePage(search.get('page'));
  await Promise.all([
    client.prefetchQuery(genreListQuery(queries, params.genre ?? '', number, filtersOf(search, true))),
    client.prefetchQuery(queries.listGenres()),
  ]);
  return page;
}

async function genres({ client, queries }: LoaderInput): Promise<LoaderResult> {
  await client.prefetchQuery(queries.listGenres());
  return page;
}

/** A tag's page: the tag (404 when unknown) and its novels; a synonym's URL names its canonical tag's. */
async function tag({ client, queries, params, search }: LoaderInput): Promise<LoaderResult> {
  const name = params.tag ?? '';
  const [detail] = await Promise.all([
    client.fetchQuery(queries.tagDetail({ params: { tag: name } })),
    client.prefetchQuery(tagNovelsQuery(queries, name, readPage(search.get('page')))),
  ]);
  if (labelKey(detail.tag) !== labelKey(name)) return moved(tagPath(detail.tag));
  return detail.tag === name ? page : { status: 200, subject: { kind: 'page', canonicalPath: tagPath(detail.tag) } };
}

async function searchPage({ client, queries, search }: LoaderInput): Promise<LoaderResult> {
  const q = (search.get('q') ?? '').trim();
  if (q !== '') {
    const offset = pageOffset(readPage(search.get('page')));
    const filters = filtersOf(search, false);
    await Promise.all([
      client.prefetchQuery(queries.searchNovels({ query: { q, limit: LIMITS.searchPageSize, offset, ...filters } })),
      client.prefetchQuery(queries.listGenres()),
      offset === 0 && client.prefetchQuery(queries.searchAuthors({ query: { q, limit: LIMITS.authorSearchPageSize } })),
    ]);
  }
  return page;
}

async function author({ client, queries, params }: LoaderInput): Promise<LoaderResult> {
  const slot = params.username ?? '';
  // The page tries the slot as a username first, then (all digits) as a user id: the server does the same.
  const user = await client
    .fetchQuery(queries.userByUsername({ params: { username: slot } }))
    .catch(async (error: unknown) => {
      if (!/^\d{1,10}$/.test(slot) || Number(slot) === 0) throw error;
      return client.fetchQuery(queries.userById({ params: { id: Number(slot) } }));
    });
  await client.prefetchQuery(queries.novelsByAuthor({ params: { authorId: user.id } }));
  return page;
}

/**
 * The loader of each public route, by its id in the contracts' SITE_ROUTES (the route carries it in routes.tsx): the
 * type asks for exactly one per route. Attached here rather than in routes.tsx, which the browser loads: there they
 * would take every loader and what it imports into the browser's first chunk.
 */
export const LOADERS: Readonly<Record<SiteRouteId, Loader>> = {
  home,
  novel,
  chapter,
  browse,
  ranking,
  genre,
  genreUnderIndex: genre,
  genres,
  tag,
  search: searchPage,
  author,
  terms: nothing,
  privacy: nothing,
  copyright: nothing,
  guidelines: nothing,
  signIn: ({ client, queries }) => client.prefetchQuery(queries.authProviders()).then(() => page),
};

/** The not-found page's: any path no public route matches. */
export const notFoundLoader: Loader = () => Promise.resolve({ status: 404, subject: { kind: 'page' } });
