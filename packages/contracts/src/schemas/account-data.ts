/**
 * The account's own data (issue 18): the archive of everything it wrote or saved (`GET /api/users/me/export`),
 * what deleting it would remove (`GET /api/users/me/footprint`) and the deletion itself (`DELETE /api/users/me`).
 */
import { z } from 'zod';
import { CHAPTER_STATUSES, COMPLETION_STATUSES, CONTENT_RATINGS, LIMITS, NOVEL_STATUSES } from '../constants.ts';
import { MESSAGES } from '../messages.ts';
import { CountSchema, IdSchema, IsoDateTimeSchema } from './common.ts';
import { LibraryShelfSchema } from './follows.ts';
import { ChapterEmailModeSchema } from './notifications.ts';

/** The archive's format: a reader of version 1 keeps working when fields are added; a changed meaning is version 2. */
export const ACCOUNT_EXPORT_FORMAT = 'inkshelf-account-export';
export const ACCOUNT_EXPORT_VERSION = 1;

/** `GET /api/users/me/footprint`: what deleting the account removes, and what the deletion asks for. */
export const AccountFootprintSchema = z.object({
  novels: CountSchema,
  /** Chapters of those novels, drafts included. */
  chapters: CountSchema,
  reviews: CountSchema,
  comments: CountSchema,
  /** Replies of other people to the account's comments, removed with them (as deleting a comment does). */
  repliesFromOthers: CountSchema,
  bookmarks: CountSchema,
  /** Novels in the reading history. */
  readingHistory: CountSchema,
  likes: CountSchema,
  /** Signed-in apps (API tokens). */
  apps: CountSchema,
  /** False for an account that only signs in with Google: it confirms by typing its username instead. */
  hasPassword: z.boolean(),
  /** Two-factor is on: the deletion also needs a current code or a recovery code. */
  twoFactorEnabled: z.boolean(),
});
export type AccountFootprint = z.infer<typeof AccountFootprintSchema>;

/**
 * `DELETE /api/users/me`. `password` is required when the account has one; an account without one (Google only)
 * sends `confirmUsername` instead. `code` is a current TOTP code or a recovery code, required when two-factor is
 * on. Which of them is missing is checked by the server, which knows the account (400 naming the field).
 */
export const DeleteAccountBodySchema = z.object({
  password: z
    .string({ error: MESSAGES.validation.passwordRequired })
    .max(LIMITS.passwordMax, MESSAGES.validation.passwordTooLong)
    .optional(),
  confirmUsername: z.string({ error: MESSAGES.account.deleteUsernameMismatch }).max(100).optional(),
  code: z.string({ error: MESSAGES.account.deleteCodeRequired }).max(64).optional(),
});
export type DeleteAccountBody = z.output<typeof DeleteAccountBodySchema>;

const ExportNovelRef = { novelId: IdSchema, novelTitle: z.string() };

export const ExportChapterSchema = z.object({
  id: IdSchema,
  chapterNumber: z.number().int().positive(),
  title: z.string(),
  status: z.enum(CHAPTER_STATUSES),
  /** The spec's text format; null only for a chapter whose text form was never written. */
  content: z.string().nullable(),
  contentHtml: z.string(),
  authorNote: z.string().nullable(),
  wordCount: CountSchema,
  viewCount: CountSchema,
  createdAt: IsoDateTimeSchema,
  updatedAt: IsoDateTimeSchema,
  publishedAt: IsoDateTimeSchema.nullable(),
});

export const ExportNovelSchema = z.object({
  id: IdSchema,
  title: z.string(),
  description: z.string(),
  genres: z.array(z.string()),
  /** Issue 37. */
  tags: z.array(z.string()).default([]),
  status: z.enum(NOVEL_STATUSES),
  contentRating: z.enum(CONTENT_RATINGS),
  completionStatus: z.enum(COMPLETION_STATUSES),
  viewCount: CountSchema,
  bookmarkCount: CountSchema,
  reviewCount: CountSchema,
  averageRating: z.string().nullable(),
  /** The cover as stored (re-encoded JPEG), as a data URL; null without one. */
  coverImage: z.string().nullable(),
  createdAt: IsoDateTimeSchema,
  updatedAt: IsoDateTimeSchema,
  chapters: z.array(ExportChapterSchema),
});

/** The JSON archive of `GET /api/users/me/export`. Never a password hash, token, secret or session. */
export const AccountExportSchema = z.object({
  format: z.literal(ACCOUNT_EXPORT_FORMAT),
  version: z.literal(ACCOUNT_EXPORT_VERSION),
  exportedAt: IsoDateTimeSchema,
  profile: z.object({
    id: IdSchema,
    username: z.string(),
    email: z.string(),
    isAuthor: z.boolean(),
    createdAt: IsoDateTimeSchema,
    lastLoginAt: IsoDateTimeSchema.nullable(),
  }),
  /** Saved settings: the genres Browse leaves out by default, and how new chapters are mailed (issue 19). */
  preferences: z.object({
    excludedGenres: z.array(z.string()),
    hideMature: z.boolean().default(false),
    chapterEmails: ChapterEmailModeSchema,
  }),
  signIn: z.object({
    hasPassword: z.boolean(),
    twoFactorEnabled: z.boolean(),
    /** Third-party sign-ins linked to the account: the provider only. */
    linkedProviders: z.array(z.object({ provider: z.string(), linkedAt: IsoDateTimeSchema })),
    /** Signed-in apps: their names and dates, never their tokens. */
    apps: z.array(
      z.object({
        deviceName: z.string(),
        createdAt: IsoDateTimeSchema,
        lastUsedAt: IsoDateTimeSchema.nullable(),
        expiresAt: IsoDateTimeSchema,
      }),
    ),
  }),
  novels: z.array(ExportNovelSchema),
  reviews: z.array(
    z.object({
      id: IdSchema,
      ...ExportNovelRef,
      rating: z.number().int(),
      content: z.string(),
      createdAt: IsoDateTimeSchema,
      updatedAt: IsoDateTimeSchema,
    }),
  ),
  comments: z.array(
    z.object({
      id: IdSchema,
      ...ExportNovelRef,
      chapterId: IdSchema,
      chapterNumber: z.number().int(),
      parentId: IdSchema.nullable(),
      content: z.string(),
      likes: CountSchema,
      createdAt: IsoDateTimeSchema,
    }),
  ),
  likes: z.array(z.object({ commentId: IdSchema, createdAt: IsoDateTimeSchema })),
  bookmarks: z.array(z.object({ ...ExportNovelRef, createdAt: IsoDateTimeSchema })),
  readingProgress: z.array(
    z.object({
      ...ExportNovelRef,
      chapterId: IdSchema.nullable(),
      chapterNumber: z.number().int().nullable(),
      progress: z.number().int(),
      lastReadAt: IsoDateTimeSchema,
    }),
  ),
  chapterReads: z.array(
    z.object({ ...ExportNovelRef, chapterId: IdSchema, chapterNumber: z.number().int(), readAt: IsoDateTimeSchema }),
  ),
  /** Follows and library shelves (issue 19). */
  followedNovels: z.array(z.object({ ...ExportNovelRef, followedAt: IsoDateTimeSchema })),
  followedAuthors: z.array(z.object({ authorId: IdSchema, username: z.string(), followedAt: IsoDateTimeSchema })),
  library: z.array(z.object({ ...ExportNovelRef, shelf: LibraryShelfSchema, updatedAt: IsoDateTimeSchema })),
  /**
   * New-chapter notifications (issue 19), read or not, by chapter id; `emailedAt` is when a mail told of it (null
   * when none did). All of the account's rows, also of chapters no longer public.
   */
  notifications: z.array(
    z.object({
      ...ExportNovelRef,
      chapterId: IdSchema,
      chapterNumber: z.number().int(),
      chapterTitle: z.string(),
      createdAt: IsoDateTimeSchema,
      readAt: IsoDateTimeSchema.nullable(),
      emailedAt: IsoDateTimeSchema.nullable(),
    }),
  ),
  /** Issue 37: the account's reviews that a novel's author deleted, as the notices told of them, oldest first. */
  reviewRemovals: z.array(
    z.object({
      ...ExportNovelRef,
      rating: z.number().int(),
      excerpt: z.string(),
      createdAt: IsoDateTimeSchema,
      readAt: IsoDateTimeSchema.nullable(),
    }),
  ),
});
export type AccountExport = z.infer<typeof AccountExportSchema>;
