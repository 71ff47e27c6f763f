/**
 * The schemas of every entry of the contracts ENDPOINTS table, with their precise types. Needed because
 * contracts' `e()` returns the wide `Endpoint` type, so `typeof ENDPOINTS` has lost each entry's schemas.
 * Named schemas are the contract's own objects (table.test.ts checks each against ENDPOINTS); schemas the
 * table builds inline are the table's own objects, given their type here. If contracts' `e()` becomes
 * `<const T extends Endpoint>(endpoint: T) => endpoint`, this file can shrink to `ENDPOINTS` itself.
 */
import {
  BecomeAuthorBodySchema,
  BookmarkBodySchema,
  BookmarkListSchema,
  BookmarkLookupSchema,
  BookmarkSchema,
  ChangePasswordBodySchema,
  ChangeUsernameBodySchema,
  ChapterCreateBodySchema,
  ChapterReadSchema,
  ChapterSchema,
  ChapterSummaryListSchema,
  ChapterUpdateBodySchema,
  CommentBodySchema,
  CommentListSchema,
  CommentSchema,
  CurrentUserSchema,
  ENDPOINTS,
  GenreQuerySchema,
  HealthSchema,
  LatestProgressResponseSchema,
  LatestUpdatesSchema,
  LikeToggleResultSchema,
  LikedResultSchema,
  LimitQuerySchema,
  LoginBodySchema,
  MessageResponseSchema,
  NovelCreateBodySchema,
  NovelDetailSchema,
  NovelListQuerySchema,
  NovelListSchema,
  NovelReadingHistoryResponseSchema,
  NovelSchema,
  NovelUpdateBodySchema,
  PublicUserSchema,
  ReadingHistoryQuerySchema,
  ReadingProgressBodySchema,
  ReadingProgressItemSchema,
  ReadingProgressListSchema,
  RegisterBodySchema,
  ResetPasswordBodySchema,
  ResetPasswordConfirmBodySchema,
  ReviewBodySchema,
  ReviewListSchema,
  ReviewSchema,
  SearchQuerySchema,
  SearchResultSchema,
  type EndpointName,
  type idParamSchema,
} from '@inkshelf/contracts';
import type { EndpointSchemas, SchemaLike } from './types.ts';

const E = ENDPOINTS;

/** Gives a schema the table built inline its precise type (the object itself is unchanged). */
const typed = <S>(schema: unknown): S => schema as S;

type IdParams<K extends string> = ReturnType<typeof idParamSchema<K>>;
type SlotParams = SchemaLike<{ novelId: number | string; slot: string }, { novelId: number; slot: string }>;
type TextParam<K extends string> = SchemaLike<Record<K, string>>;

export const API_TABLE = {
  health: { response: HealthSchema },
  currentUser: { response: CurrentUserSchema },
  login: { body: LoginBodySchema, response: CurrentUserSchema },
  register: { body: RegisterBodySchema, response: CurrentUserSchema },
  logout: { response: MessageResponseSchema },
  resetPassword: { body: ResetPasswordBodySchema, response: MessageResponseSchema },
  confirmResetPassword: { body: ResetPasswordConfirmBodySchema, response: MessageResponseSchema },
  userById: { params: typed<IdParams<'id'>>(E.userById.params), response: PublicUserSchema },
  userByUsername: { params: typed<TextParam<'username'>>(E.userByUsername.params), response: PublicUserSchema },
  changeUsername: { body: ChangeUsernameBodySchema, response: CurrentUserSchema },
  changePassword: { body: ChangePasswordBodySchema, response: MessageResponseSchema },
  becomeAuthor: { body: BecomeAuthorBodySchema, response: CurrentUserSchema },

  listNovels: { query: NovelListQuerySchema, response: NovelListSchema },
  latestNovels: { query: LimitQuerySchema, response: NovelListSchema },
  searchNovels: { query: SearchQuerySchema, response: SearchResultSchema },
  novelByName: { params: typed<TextParam<'name'>>(E.novelByName.params), response: NovelDetailSchema },
  novelById: { params: typed<IdParams<'id'>>(E.novelById.params), response: NovelSchema },
  novelsByAuthor: { params: typed<IdParams<'authorId'>>(E.novelsByAuthor.params), response: NovelListSchema },
  novelsByGenre: {
    params: typed<TextParam<'genre'>>(E.novelsByGenre.params),
    query: GenreQuerySchema,
    response: NovelListSchema,
  },
  createNovel: { body: NovelCreateBodySchema, response: NovelSchema },
  updateNovel: {
    params: typed<IdParams<'id'>>(E.updateNovel.params),
    body: NovelUpdateBodySchema,
    response: NovelSchema,
  },
  deleteNovel: { params: typed<IdParams<'id'>>(E.deleteNovel.params), response: MessageResponseSchema },
  novelCover: {
    params: typed<IdParams<'id'>>(E.novelCover.params),
    response: typed<SchemaLike<string>>(E.novelCover.response),
    binary: true,
  },

  listChapters: { params: typed<IdParams<'novelId'>>(E.listChapters.params), response: ChapterSummaryListSchema },
  readChapter: { params: typed<SlotParams>(E.readChapter.params), response: ChapterReadSchema },
  createChapter: {
    params: typed<IdParams<'novelId'>>(E.createChapter.params),
    body: ChapterCreateBodySchema,
    response: ChapterSchema,
  },
  updateChapter: {
    params: typed<SlotParams>(E.updateChapter.params),
    body: ChapterUpdateBodySchema,
    response: ChapterSchema,
  },
  publishChapter: { params: typed<IdParams<'id'>>(E.publishChapter.params), response: ChapterSchema },
  deleteChapter: { params: typed<IdParams<'id'>>(E.deleteChapter.params), response: MessageResponseSchema },
  latestChapters: { query: LimitQuerySchema, response: LatestUpdatesSchema },

  listReviews: { params: typed<IdParams<'id'>>(E.listReviews.params), response: ReviewListSchema },
  ownReview: { params: typed<IdParams<'id'>>(E.ownReview.params), response: ReviewSchema },
  saveReview: { params: typed<IdParams<'id'>>(E.saveReview.params), body: ReviewBodySchema, response: ReviewSchema },
  deleteReview: { params: typed<IdParams<'id'>>(E.deleteReview.params), response: MessageResponseSchema },
  listComments: { params: typed<IdParams<'chapterId'>>(E.listComments.params), response: CommentListSchema },
  postComment: {
    params: typed<IdParams<'chapterId'>>(E.postComment.params),
    body: CommentBodySchema,
    response: CommentSchema,
  },
  deleteComment: { params: typed<IdParams<'id'>>(E.deleteComment.params), response: MessageResponseSchema },
  toggleLike: { params: typed<IdParams<'id'>>(E.toggleLike.params), response: LikeToggleResultSchema },
  likedComment: { params: typed<IdParams<'id'>>(E.likedComment.params), response: LikedResultSchema },
  authorComments: { params: typed<IdParams<'authorId'>>(E.authorComments.params), response: CommentListSchema },
  listBookmarks: { response: BookmarkListSchema },
  getBookmark: { params: typed<IdParams<'novelId'>>(E.getBookmark.params), response: BookmarkLookupSchema },
  addBookmark: { body: BookmarkBodySchema, response: BookmarkSchema },
  removeBookmark: { params: typed<IdParams<'novelId'>>(E.removeBookmark.params), response: MessageResponseSchema },
  saveProgress: { body: ReadingProgressBodySchema, response: ReadingProgressItemSchema },
  latestProgress: { response: LatestProgressResponseSchema },
  recentProgress: { query: ReadingHistoryQuerySchema, response: ReadingProgressListSchema },
  novelReadingHistory: {
    params: typed<IdParams<'id'>>(E.novelReadingHistory.params),
    response: NovelReadingHistoryResponseSchema,
  },
} as const satisfies Record<EndpointName, EndpointSchemas>;

export type ApiTable = typeof API_TABLE;
