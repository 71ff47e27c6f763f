import { ApiToken } from './api-token.ts';
import { AuditEntry } from './audit-entry.ts';
import { AuthMapping } from './auth-mapping.ts';
import { AuthorFollow } from './author-follow.ts';
import { Bookmark } from './bookmark.ts';
import { Chapter } from './chapter.ts';
import { ChapterRead } from './chapter-read.ts';
import { ChapterReader } from './chapter-reader.ts';
import { NovelReader } from './novel-reader.ts';
import { ChapterReadDay } from './chapter-read-day.ts';
import { NovelReadDay } from './novel-read-day.ts';
import { ChapterReadTotal } from './chapter-read-total.ts';
import { Comment } from './comment.ts';
import { Genre } from './genre.ts';
import { Tag } from './tag.ts';
import { CommentLike } from './comment-like.ts';
import { LibraryEntry } from './library-entry.ts';
import { MfaFactor } from './mfa-factor.ts';
import { MfaRecoveryCode } from './mfa-recovery-code.ts';
import { Notification } from './notification.ts';
import { Novel } from './novel.ts';
import { NovelFormerTitle } from './novel-former-title.ts';
import { PasswordResetToken } from './password-reset-token.ts';
import { NovelCover } from './novel-cover.ts';
import { ReaderPreference } from './reader-preference.ts';
import { NovelFollow } from './novel-follow.ts';
import { NovelReleaseSchedule } from './novel-release-schedule.ts';
import { RateLimitCounter } from './rate-limit-counter.ts';
import { ReadingProgress } from './reading-progress.ts';
import { Report } from './report.ts';
import { Review } from './review.ts';
import { Session } from './session.ts';
import { TakedownCase } from './takedown-case.ts';
import { User } from './user.ts';

export {
  ApiToken,
  AuditEntry,
  AuthMapping,
  AuthorFollow,
  Bookmark,
  Chapter,
  ChapterRead,
  ChapterReadDay,
  ChapterReader,
  ChapterReadTotal,
  Comment,
  Genre,
  Tag,
  CommentLike,
  LibraryEntry,
  MfaFactor,
  MfaRecoveryCode,
  Notification,
  Novel,
  NovelFormerTitle,
  NovelCover,
  NovelFollow,
  NovelReadDay,
  NovelReader,
  NovelReleaseSchedule,
  PasswordResetToken,
  RateLimitCounter,
  ReaderPreference,
  ReadingProgress,
  Report,
  Review,
  Session,
  TakedownCase,
  User,
};

/** Every entity, for the ORM configuration. */
export const entities = [
  User,
  AuthMapping,
  Session,
  Novel,
  NovelFormerTitle,
  NovelCover,
  Chapter,
  Bookmark,
  ReadingProgress,
  ChapterRead,
  ChapterReader,
  NovelReader,
  ChapterReadDay,
  NovelReadDay,
  ChapterReadTotal,
  ReaderPreference,
  NovelFollow,
  NovelReleaseSchedule,
  AuthorFollow,
  LibraryEntry,
  Comment,
  Genre,
  Tag,
  CommentLike,
  Review,
  PasswordResetToken,
  ApiToken,
  MfaFactor,
  MfaRecoveryCode,
  Report,
  AuditEntry,
  TakedownCase,
  RateLimitCounter,
  Notification,
];
