import { ACCOUNT_EXPORT_FORMAT, ACCOUNT_EXPORT_VERSION, type AccountExport } from '@inkshelf/contracts';
import type {
  AppRow,
  BookmarkRow,
  ChapterReadRow,
  FollowedAuthorRow,
  FollowedNovelRow,
  LibraryRow,
  ChapterRow,
  CommentRow,
  LikeRow,
  LinkedProviderRow,
  NotificationRow,
  NovelRow,
  ProfileRow,
  ProgressRow,
  ReviewRemovalRow,
  ReviewRow,
} from '../repositories/account-export-query.ts';

/** Rows of the account export -> the archive's fields (AccountExportSchema), with explicit field lists. */

type Item<K extends keyof AccountExport> = AccountExport[K] extends (infer T)[] ? T : never;
type NovelHead = Omit<Item<'novels'>, 'chapters'>;

const iso = (date: Date | string) => new Date(date).toISOString();
const isoOrNull = (date: Date | string | null) => (date === null ? null : iso(date));

/** The archive's opening fields: everything but the lists, which are streamed after it. */
export function presentExportHead(profile: ProfileRow, providers: LinkedProviderRow[], apps: AppRow[], now: Date) {
  return {
    format: ACCOUNT_EXPORT_FORMAT,
    version: ACCOUNT_EXPORT_VERSION,
    exportedAt: now.toISOString(),
    profile: {
      id: profile.id,
      username: profile.username,
      email: profile.email,
      isAuthor: profile.is_author,
      createdAt: iso(profile.created_at),
      lastLoginAt: isoOrNull(profile.last_login_at),
    },
    preferences: {
      excludedGenres: profile.excluded_genres ?? [],
      hideMature: profile.hide_mature ?? false,
      chapterEmails: profile.chapter_emails,
    },
    signIn: {
      hasPassword: profile.has_password,
      twoFactorEnabled: profile.two_factor_enabled,
      // The mapping key is '<provider>:<subject>': the subject identifies the person at the provider, so only
      // the provider's name is shown.
      linkedProviders: providers.map((row) => ({
        provider: row.supabase_uid.split(':')[0] ?? 'unknown',
        linkedAt: iso(row.created_at),
      })),
      apps: apps.map((row) => ({
        deviceName: row.device_name,
        createdAt: iso(row.created_at),
        lastUsedAt: isoOrNull(row.last_used_at),
        expiresAt: iso(row.refresh_expires_at),
      })),
    },
  } satisfies Omit<
    AccountExport,
    | 'novels'
    | 'reviews'
    | 'comments'
    | 'likes'
    | 'bookmarks'
    | 'readingProgress'
    | 'chapterReads'
    | 'followedNovels'
    | 'followedAuthors'
    | 'library'
    | 'notifications'
    | 'reviewRemovals'
  >;
}

export const presentExportNovel = (row: NovelRow): NovelHead => ({
  id: row.id,
  title: row.title,
  description: row.description,
  genres: row.genres,
  tags: row.tags,
  status: row.status,
  contentRating: row.content_rating,
  completionStatus: row.completion_status,
  viewCount: row.view_count,
  bookmarkCount: row.bookmark_count,
  reviewCount: row.review_count,
  averageRating: row.average_rating === null ? null : String(row.average_rating),
  coverImage:
    row.cover_data && row.cover_mime_type
      ? `data:${row.cover_mime_type};base64,${Buffer.from(row.cover_data).toString('base64')}`
      : null,
  createdAt: iso(row.created_at),
  updatedAt: iso(row.updated_at),
});

export const presentExportChapter = (row: ChapterRow): Item<'novels'>['chapters'][number] => ({
  id: row.id,
  chapterNumber: row.chapter_number,
  title: row.title,
  status: row.status,
  content: row.content_text,
  contentHtml: row.content,
  authorNote: row.author_note,
  wordCount: row.word_count,
  viewCount: row.view_count,
  createdAt: iso(row.created_at),
  updatedAt: iso(row.updated_at),
  publishedAt: isoOrNull(row.published_at),
});

export const presentExportReview = (row: ReviewRow): Item<'reviews'> => ({
  id: row.id,
  novelId: row.novel_id,
  novelTitle: row.novel_title,
  rating: row.rating,
  content: row.content,
  createdAt: iso(row.created_at),
  updatedAt: iso(row.updated_at),
});

export const presentExportComment = (row: CommentRow): Item<'comments'> => ({
  id: row.id,
  novelId: row.novel_id,
  novelTitle: row.novel_title,
  chapterId: row.chapter_id,
  chapterNumber: row.chapter_number,
  parentId: row.parent_id,
  content: row.content,
  likes: row.likes,
  createdAt: iso(row.created_at),
});

export const presentExportLike = (row: LikeRow): Item<'likes'> => ({
  commentId: row.comment_id,
  createdAt: iso(row.created_at),
});

export const presentExportBookmark = (row: BookmarkRow): Item<'bookmarks'> => ({
  novelId: row.novel_id,
  novelTitle: row.novel_title,
  createdAt: iso(row.created_at),
});

export const presentExportProgress = (row: ProgressRow): Item<'readingProgress'> => ({
  novelId: row.novel_id,
  novelTitle: row.novel_title,
  chapterId: row.chapter_id,
  chapterNumber: row.chapter_number,
  progress: row.progress,
  lastReadAt: iso(row.last_read_at),
});

export const presentExportChapterRead = (row: ChapterReadRow): Item<'chapterReads'> => ({
  novelId: row.novel_id,
  novelTitle: row.novel_title,
  chapterId: row.chapter_id,
  chapterNumber: row.chapter_number,
  readAt: iso(row.read_at),
});

export const presentExportFollowedNovel = (row: FollowedNovelRow): Item<'followedNovels'> => ({
  novelId: row.novel_id,
  novelTitle: row.novel_title,
  followedAt: iso(row.created_at),
});

export const presentExportFollowedAuthor = (row: FollowedAuthorRow): Item<'followedAuthors'> => ({
  authorId: row.author_id,
  username: row.username,
  followedAt: iso(row.created_at),
});

export const presentExportLibrary = (row: LibraryRow): Item<'library'> => ({
  novelId: row.novel_id,
  novelTitle: row.novel_title,
  shelf: row.shelf,
  updatedAt: iso(row.updated_at),
});

export const presentExportNotification = (row: NotificationRow): Item<'notifications'> => ({
  novelId: row.novel_id,
  novelTitle: row.novel_title,
  chapterId: row.chapter_id,
  chapterNumber: row.chapter_number,
  chapterTitle: row.chapter_title,
  createdAt: iso(row.created_at),
  readAt: isoOrNull(row.read_at),
  emailedAt: isoOrNull(row.emailed_at),
});

export const presentExportReviewRemoval = (row: ReviewRemovalRow): Item<'reviewRemovals'> => ({
  novelId: row.novel_id,
  novelTitle: row.novel_title,
  rating: Number(row.details?.rating ?? 0),
  excerpt: row.details?.excerpt ?? '',
  createdAt: iso(row.created_at),
  readAt: isoOrNull(row.read_at),
});
