import { CONTENT_WARNINGS, type ContentWarning, type Novel as NovelWire } from '@inkshelf/contracts';

const isContentWarning = (value: string): value is ContentWarning =>
  (CONTENT_WARNINGS as readonly string[]).includes(value);
import type { Novel } from '../entities/index.ts';
import { moderationMarkOf, type HiddenFacts } from './moderation-mark.ts';

/** The cover's URL, versioned so that browsers and CDNs may cache it for good. */
export const coverUrl = (novel: Pick<Novel, 'id' | 'coverVersion'>): string | null =>
  novel.coverVersion === null || novel.coverVersion === undefined
    ? null
    : `/api/novels/${novel.id}/cover?v=${novel.coverVersion}`;

/** Average rating as the wire wants it: a string with one decimal, or null without reviews. */
export const averageRatingText = (novel: Pick<Novel, 'averageRating' | 'reviewCount'>): string | null =>
  novel.reviewCount > 0 && novel.averageRating !== null && novel.averageRating !== undefined
    ? Number(novel.averageRating).toFixed(1)
    : null;

/** What the wire's novel is made of: a Novel entity with its author loaded, or a list row (NovelListItem). */
export type NovelView = Pick<
  Novel,
  | 'id'
  | 'title'
  | 'description'
  | 'coverVersion'
  | 'genres'
  | 'tags'
  | 'status'
  | 'contentRating'
  | 'contentWarnings'
  | 'completionStatus'
  | 'chapterCount'
  | 'wordCount'
  | 'viewCount'
  | 'bookmarkCount'
  | 'reviewCount'
  | 'averageRating'
  | 'createdAt'
  | 'updatedAt'
> & { author: { id: number; username: string } } & HiddenFacts;

/** A novel for lists and detail pages. */
export function presentNovel(novel: NovelView): NovelWire {
  return {
    id: novel.id,
    title: novel.title,
    description: novel.description,
    coverImage: coverUrl(novel),
    authorId: novel.author.id,
    authorName: novel.author.username,
    genres: novel.genres,
    tags: novel.tags,
    status: novel.status,
    contentRating: novel.contentRating,
    contentWarnings: novel.contentWarnings.filter(isContentWarning),
    completionStatus: novel.completionStatus,
    chapterCount: novel.chapterCount,
    wordCount: novel.wordCount,
    viewCount: novel.viewCount,
    bookmarkCount: novel.bookmarkCount,
    reviewCount: novel.reviewCount,
    averageRating: averageRatingText(novel),
    createdAt: novel.createdAt.toISOString(),
    updatedAt: novel.updatedAt.toISOString(),
    ...moderationMarkOf(novel),
  };
}
