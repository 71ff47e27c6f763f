/** The website's single API client, its query option factories and the QueryClient with the spec's defaults. */
import { createApiClient, createQueries, createQueryClient, type ApiQueries } from '@inkshelf/api-client';

/** Same-origin calls with cookies: `await api.listNovels({ query: { limit: 10 } })`. */
export const api = createApiClient();

/** `useQuery(queries.novelByName({ params: { name } }))`: keys and cache times of spec section 9. */
export const queries = createQueries(api);

/**
 * A novel's chapter list as every screen of the website reads it: the lean form (`?view=summary`), without the
 * chapters' text. `useQuery(chapterSummaries(novelId))`; invalidating the list's path also covers this key.
 */
export const chapterSummaries = (novelId: number) => chapterSummariesOf(queries, novelId);

/** The same query for another client's factories (the server render's): same key, its own fetch. */
export const chapterSummariesOf = (factories: ApiQueries, novelId: number) =>
  factories.listChapterSummaries({ params: { novelId }, query: { view: 'summary' } });

/** Shared by the whole app (mounted in main.tsx). */
export const queryClient = createQueryClient({ api });
