/** Compile-time ergonomics of the typed client and query factories (checked by `typecheck`, run by vitest). */
import type {
  AuditPage,
  ChapterListItem,
  ChapterRead,
  ChapterSummary,
  CurrentUser,
  MfaStatus,
  Novel,
  NovelDetail,
  Review,
} from '@inkshelf/contracts';
import { ACCOUNT_ROUTES } from '@inkshelf/contracts/routes-account';
import { MODERATION_ROUTES } from '@inkshelf/contracts/routes-moderation';
import { expect, expectTypeOf, test } from 'vitest';
import { createApiClient, withRoutes } from './client.ts';
import type { ApiArgs, ApiResult } from './index.ts';
import { createQueries, createRouteQueries } from './query.ts';

const api = createApiClient({
  fetch: () => Promise.resolve(new Response('null', { headers: { 'content-type': 'application/json' } })),
});
const queries = createQueries(api);

test('results are the response schemas output types', async () => {
  expectTypeOf(await api.novelById({ params: { id: 1 } })).toEqualTypeOf<NovelDetail>();
  expectTypeOf(await api.ownReview({ params: { id: 1 } })).toEqualTypeOf<Review | null>();
  expectTypeOf(await api.novelByName({ params: { name: 'x' } })).toEqualTypeOf<NovelDetail>();
  expectTypeOf(
    await api.readChapter({ params: { novelId: 1, slot: '1' }, query: { format: 'html' } }),
  ).toEqualTypeOf<ChapterRead>();
  expectTypeOf<ApiResult<'listNovels'>>().toEqualTypeOf<Novel[]>();
  expectTypeOf<ApiResult<'listChapterSummaries'>>().toEqualTypeOf<ChapterSummary[]>();
  expectTypeOf<ApiResult<'listChapters'>>().toEqualTypeOf<ChapterListItem[]>();
  expectTypeOf(api.novelCover).returns.toEqualTypeOf<string>();
});

test("on401: 'returnNull' adds null to the result", async () => {
  expectTypeOf(await api.currentUser()).toEqualTypeOf<CurrentUser>();
  expectTypeOf(await api.currentUser({ on401: 'returnNull' })).toEqualTypeOf<CurrentUser | null>();
  expectTypeOf(queries.currentUser().queryFn).not.toBeUndefined();
  expect(await api.currentUser({ on401: 'returnNull' })).toBeNull();
});

test('required parts are required, absent parts are refused', async () => {
  const calls = [
    // @ts-expect-error params are required
    () => api.novelById(),
    // @ts-expect-error wrong slot name
    () => api.novelById({ params: { novelId: 1 } }),
    // @ts-expect-error a body is required
    () => api.addBookmark(),
    // @ts-expect-error no body on a GET
    () => api.listBookmarks({ body: { novelId: 1 } }),
    // @ts-expect-error no query on this endpoint
    () => api.novelById({ params: { id: 1 }, query: { limit: 1 } }),
    // @ts-expect-error sortBy is one of the contract's fields
    () => api.listNovels({ query: { sortBy: 'title' } }),
    // @ts-expect-error mutations have no query factory
    () => void queries.createNovel,
    // @ts-expect-error the lean chapter list needs its query, view: 'summary'
    () => api.listChapterSummaries({ params: { novelId: 1 } }),
  ];
  expect(calls).toHaveLength(8);
  expectTypeOf<ApiArgs<'listNovels'>['query']>().toExtend<
    { limit?: number | string; offset?: number | string } | undefined
  >();
  expectTypeOf<ApiArgs<'addBookmark'>['body']>().toExtend<{ novelId: number | string }>();
  await expect(api.listNovels()).resolves.toBeNull();
});

test('the other route tables: typed once added, absent before', async () => {
  const staff = withRoutes(api, MODERATION_ROUTES);
  expectTypeOf(await staff.auditLog({ query: { page: 1 } })).toEqualTypeOf<AuditPage>();
  expectTypeOf(await staff.novelById({ params: { id: 1 } })).toEqualTypeOf<NovelDetail>();
  expectTypeOf(createRouteQueries(api, ACCOUNT_ROUTES).mfaStatus().queryFn).not.toBeUndefined();
  expectTypeOf<ApiResult<'mfaStatus'>>().toEqualTypeOf<MfaStatus>();
  const calls = [
    // @ts-expect-error the entry's client has no staff calls
    () => void api.auditLog,
    // @ts-expect-error nor query factories for them
    () => void queries.mfaStatus,
    // @ts-expect-error mutations have no query factory in a route table either
    () => void createRouteQueries(api, ACCOUNT_ROUTES).deleteToken,
  ];
  expect(calls).toHaveLength(3);
});
