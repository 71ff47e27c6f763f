import type { ChapterEmailMode, LibraryShelf } from '@inkshelf/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * The reads of the account export (`GET /api/users/me/export`): plain rows, each list read a page at a time in
 * key order (keyset paging), so an account with thousands of chapters is never held in memory at once and no
 * single statement or JSON.stringify runs long. Never a hash, secret or session column.
 */

export interface ProfileRow {
  id: number;
  username: string;
  email: string;
  is_author: boolean;
  created_at: Date;
  last_login_at: Date | null;
  has_password: boolean;
  two_factor_enabled: boolean;
  /** The saved browse default; null when none was saved. */
  excluded_genres: string[] | null;
  hide_mature: boolean | null;
  chapter_emails: ChapterEmailMode;
}

export interface LinkedProviderRow {
  supabase_uid: string;
  created_at: Date;
}

export interface AppRow {
  device_name: string;
  created_at: Date;
  last_used_at: Date | null;
  refresh_expires_at: Date;
}

export interface NovelRow {
  id: number;
  title: string;
  description: string;
  genres: string[];
  tags: string[];
  status: 'draft' | 'published';
  content_rating: 'everyone' | 'teen' | 'mature';
  completion_status: 'ongoing' | 'completed' | 'hiatus' | 'dropped';
  view_count: number;
  bookmark_count: number;
  review_count: number;
  average_rating: string | null;
  created_at: Date;
  updated_at: Date;
  cover_mime_type: string | null;
  cover_data: Buffer | null;
}

export interface ChapterRow {
  id: number;
  chapter_number: number;
  title: string;
  status: 'draft' | 'published';
  content_text: string | null;
  content: string;
  author_note: string | null;
  word_count: number;
  view_count: number;
  created_at: Date;
  updated_at: Date;
  published_at: Date | null;
}

export interface ReviewRow {
  id: number;
  novel_id: number;
  novel_title: string;
  rating: number;
  content: string;
  created_at: Date;
  updated_at: Date;
}

export interface CommentRow {
  id: number;
  novel_id: number;
  novel_title: string;
  chapter_id: number;
  chapter_number: number;
  parent_id: number | null;
  content: string;
  likes: number;
  created_at: Date;
}

export interface LikeRow {
  id: number;
  comment_id: number;
  created_at: Date;
}

export interface BookmarkRow {
  id: number;
  novel_id: number;
  novel_title: string;
  created_at: Date;
}

export interface ProgressRow {
  id: number;
  novel_id: number;
  novel_title: string;
  chapter_id: number | null;
  chapter_number: number | null;
  progress: number;
  last_read_at: Date;
}

export interface ChapterReadRow {
  chapter_id: number;
  novel_id: number;
  novel_title: string;
  chapter_number: number;
  read_at: Date;
}

export interface FollowedNovelRow {
  novel_id: number;
  novel_title: string;
  created_at: Date;
}

export interface FollowedAuthorRow {
  author_id: number;
  username: string;
  created_at: Date;
}

export interface LibraryRow {
  novel_id: number;
  novel_title: string;
  shelf: LibraryShelf;
  updated_at: Date;
}

export interface NotificationRow {
  novel_id: number;
  novel_title: string;
  chapter_id: number;
  chapter_number: number;
  chapter_title: string;
  created_at: Date;
  read_at: Date | null;
  emailed_at: Date | null;
}

export interface ReviewRemovalRow {
  id: string | number;
  novel_id: number;
  novel_title: string;
  details: { rating?: number; excerpt?: string } | null;
  created_at: Date;
  read_at: Date | null;
}

/** Rows per page: small for chapters (each may carry a million characters in two forms), larger elsewhere. */
export const EXPORT_PAGE = { chapters: 10, novels: 20, rows: 500 } as const;

export class AccountExportQuery {
  constructor(
    private readonly em: EntityManager,
    private readonly userId: number,
  ) {}

  private rows<T>(sql: string, params: unknown[]): Promise<T[]> {
    return this.em.execute(sql, params);
  }

  async profile(): Promise<ProfileRow | null> {
    const [row] = await this.rows<ProfileRow>(
      `select id, username, email, is_author, created_at, last_login_at, password is not null as has_password,
         exists(select 1 from mfa_factors f where f.user_id = u.id and f.verified_at is not null) as two_factor_enabled,
         (select p.excluded_genres from reader_preferences p where p.user_id = u.id) as excluded_genres,
         (select p.hide_mature from reader_preferences p where p.user_id = u.id) as hide_mature,
         chapter_emails
       from users u where id = ?`,
      [this.userId],
    );
    return row ?? null;
  }

  linkedProviders(): Promise<LinkedProviderRow[]> {
    return this.rows('select supabase_uid, created_at from auth_mapping where local_user_id = ? order by id', [
      this.userId,
    ]);
  }

  apps(): Promise<AppRow[]> {
    return this.rows(
      `select device_name, created_at, last_used_at, refresh_expires_at from api_tokens
       where user_id = ? and refresh_expires_at > now() order by id`,
      [this.userId],
    );
  }

  novels(afterId: number): Promise<NovelRow[]> {
    return this.rows(
      `select n.id, n.title, n.description, n.genres, n.tags, n.status, n.content_rating, n.completion_status, n.view_count,
         n.bookmark_count, n.review_count, n.average_rating, n.created_at, n.updated_at,
         c.mime_type as cover_mime_type, c.data as cover_data
       from novels n left join novel_covers c on c.novel_id = n.id
       where n.author_id = ? and n.id > ? order by n.id limit ?`,
      [this.userId, afterId, EXPORT_PAGE.novels],
    );
  }

  /** A page of one of the account's novels' chapters, drafts included, by chapter number. */
  chapters(novelId: number, afterNumber: number): Promise<ChapterRow[]> {
    return this.rows(
      `select c.id, c.chapter_number, c.title, c.status, c.content_text, c.content, c.author_note, c.word_count,
         c.view_count, c.created_at, c.updated_at, c.published_at
       from chapters c join novels n on n.id = c.novel_id
       where c.novel_id = ? and n.author_id = ? and c.chapter_number > ? order by c.chapter_number limit ?`,
      [novelId, this.userId, afterNumber, EXPORT_PAGE.chapters],
    );
  }

  reviews(afterId: number): Promise<ReviewRow[]> {
    return this.rows(
      `select r.id, r.novel_id, n.title as novel_title, r.rating, r.content, r.created_at, r.updated_at
       from reviews r join novels n on n.id = r.novel_id
       where r.user_id = ? and r.id > ? order by r.id limit ?`,
      [this.userId, afterId, EXPORT_PAGE.rows],
    );
  }

  comments(afterId: number): Promise<CommentRow[]> {
    return this.rows(
      `select m.id, n.id as novel_id, n.title as novel_title, c.id as chapter_id, c.chapter_number, m.parent_id,
         m.content, m.likes, m.created_at
       from comments m join chapters c on c.id = m.chapter_id join novels n on n.id = c.novel_id
       where m.user_id = ? and m.id > ? order by m.id limit ?`,
      [this.userId, afterId, EXPORT_PAGE.rows],
    );
  }

  likes(afterId: number): Promise<LikeRow[]> {
    return this.rows(
      'select id, comment_id, created_at from comment_likes where user_id = ? and id > ? order by id limit ?',
      [this.userId, afterId, EXPORT_PAGE.rows],
    );
  }

  bookmarks(afterId: number): Promise<BookmarkRow[]> {
    return this.rows(
      `select b.id, b.novel_id, n.title as novel_title, b.created_at
       from bookmarks b join novels n on n.id = b.novel_id
       where b.user_id = ? and b.id > ? order by b.id limit ?`,
      [this.userId, afterId, EXPORT_PAGE.rows],
    );
  }

  readingProgress(afterId: number): Promise<ProgressRow[]> {
    return this.rows(
      `select p.id, p.novel_id, n.title as novel_title, p.chapter_id, c.chapter_number, p.progress, p.last_read_at
       from reading_progress p join novels n on n.id = p.novel_id left join chapters c on c.id = p.chapter_id
       where p.user_id = ? and p.id > ? order by p.id limit ?`,
      [this.userId, afterId, EXPORT_PAGE.rows],
    );
  }

  chapterReads(afterChapterId: number): Promise<ChapterReadRow[]> {
    return this.rows(
      `select r.chapter_id, c.novel_id, n.title as novel_title, c.chapter_number, r.read_at
       from chapter_reads r join chapters c on c.id = r.chapter_id join novels n on n.id = c.novel_id
       where r.user_id = ? and r.chapter_id > ? order by r.chapter_id limit ?`,
      [this.userId, afterChapterId, EXPORT_PAGE.rows],
    );
  }

  followedNovels(afterNovelId: number): Promise<FollowedNovelRow[]> {
    return this.rows(
      `select f.novel_id, n.title as novel_title, f.created_at
       from novel_follows f join novels n on n.id = f.novel_id
       where f.user_id = ? and f.novel_id > ? order by f.novel_id limit ?`,
      [this.userId, afterNovelId, EXPORT_PAGE.rows],
    );
  }

  followedAuthors(afterAuthorId: number): Promise<FollowedAuthorRow[]> {
    return this.rows(
      `select f.author_id, u.username, f.created_at
       from author_follows f join users u on u.id = f.author_id
       where f.user_id = ? and f.author_id > ? order by f.author_id limit ?`,
      [this.userId, afterAuthorId, EXPORT_PAGE.rows],
    );
  }

  library(afterNovelId: number): Promise<LibraryRow[]> {
    return this.rows(
      `select e.novel_id, n.title as novel_title, e.shelf, e.updated_at
       from library_entries e join novels n on n.id = e.novel_id
       where e.user_id = ? and e.novel_id > ? order by e.novel_id limit ?`,
      [this.userId, afterNovelId, EXPORT_PAGE.rows],
    );
  }

  /**
   * The account's notifications, every row whatever its chapter's state, by chapter id: the (user, chapter) unique
   * key's own order, so each page is one range of that index however many the account has.
   */
  notifications(afterChapterId: number): Promise<NotificationRow[]> {
    return this.rows(
      `select n.novel_id, nv.title as novel_title, n.chapter_id, c.chapter_number, c.title as chapter_title,
         n.created_at, n.read_at, n.emailed_at
       from notifications n join chapters c on c.id = n.chapter_id join novels nv on nv.id = n.novel_id
       where n.user_id = ? and n.chapter_id > ? order by n.chapter_id limit ?`,
      [this.userId, afterChapterId, EXPORT_PAGE.rows],
    );
  }

  /** The notices that the novel's author deleted one of the account's reviews, by notification id. */
  reviewRemovals(afterId: number): Promise<ReviewRemovalRow[]> {
    return this.rows(
      `select n.id, n.novel_id, nv.title as novel_title, n.details, n.created_at, n.read_at
       from notifications n join novels nv on nv.id = n.novel_id
       where n.user_id = ? and n.kind = 'review-removed' and n.id > ? order by n.id limit ?`,
      [this.userId, afterId, EXPORT_PAGE.rows],
    );
  }
}
