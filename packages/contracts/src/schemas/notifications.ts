/** New-chapter notifications and their email settings (issue 19). */
import { z } from 'zod';
import { NOTIFICATION_MESSAGES } from '../messages-notifications.ts';
import { CountSchema, IdSchema, IsoDateTimeSchema, OffsetQuerySchema, limitQuery } from './common.ts';

/** How a reader hears of new chapters by mail: never, one mail per chapter, or one mail a day. */
export const CHAPTER_EMAIL_MODES = ['off', 'immediate', 'digest'] as const;
export type ChapterEmailMode = (typeof CHAPTER_EMAIL_MODES)[number];
export const DEFAULT_CHAPTER_EMAIL_MODE: ChapterEmailMode = 'digest';

/** `GET /api/notifications?limit=&offset=`: 20 a page by default, newest first. */
export const NotificationListQuerySchema = z.object({ limit: limitQuery(20), offset: OffsetQuerySchema });
export type NotificationListQuery = z.output<typeof NotificationListQuerySchema>;

/** A chapter of a followed novel or author was published. */
export const ChapterNotificationSchema = z.object({
  id: IdSchema,
  kind: z.literal('chapter'),
  novelId: IdSchema,
  novelTitle: z.string(),
  authorName: z.string(),
  chapterId: IdSchema,
  chapterNumber: z.number().int(),
  chapterTitle: z.string(),
  read: z.boolean(),
  createdAt: IsoDateTimeSchema,
});

export const NOTIFICATION_KINDS = ['chapter', 'review-removed'] as const;

/** The novel's author deleted the reader's review of it (issue 37): what it said, so they know which one. */
export const ReviewRemovedNotificationSchema = z.object({
  id: IdSchema,
  kind: z.literal('review-removed'),
  novelId: IdSchema,
  novelTitle: z.string(),
  authorName: z.string(),
  rating: z.number().int(),
  excerpt: z.string(),
  read: z.boolean(),
  createdAt: IsoDateTimeSchema,
});

/** One notification; `kind` tells which (clients made before review notices know only 'chapter'). */
export const NotificationSchema = z.discriminatedUnion('kind', [
  ChapterNotificationSchema,
  ReviewRemovedNotificationSchema,
]);
export type Notification = z.infer<typeof NotificationSchema>;
export type ChapterNotification = z.infer<typeof ChapterNotificationSchema>;
export type ReviewRemovedNotification = z.infer<typeof ReviewRemovedNotificationSchema>;

/** One page of the caller's notifications, the total and how many are unread. */
export const NotificationPageSchema = z.object({
  items: z.array(NotificationSchema),
  total: CountSchema,
  unreadCount: CountSchema,
});
export type NotificationPage = z.infer<typeof NotificationPageSchema>;

/** `GET /api/notifications/unread-count`. */
export const UnreadCountSchema = z.object({ count: CountSchema });
export type UnreadCount = z.infer<typeof UnreadCountSchema>;

/** `POST /api/notifications/read`: some of the caller's notifications by id, or all of them. */
export const MarkNotificationsReadBodySchema = z.union(
  [z.object({ ids: z.array(IdSchema).min(1).max(100) }).strict(), z.object({ all: z.literal(true) }).strict()],
  { error: NOTIFICATION_MESSAGES.readBodyInvalid },
);
export type MarkNotificationsReadBody = z.output<typeof MarkNotificationsReadBodySchema>;

/** The answer of a mark-read: how many changed, and the unread count after. */
export const MarkNotificationsReadSchema = z.object({ updated: CountSchema, count: CountSchema });

export const ChapterEmailModeSchema = z.enum(CHAPTER_EMAIL_MODES, { error: NOTIFICATION_MESSAGES.emailModeInvalid });

/** `GET` and `PUT /api/users/me/notification-settings`. */
export const NotificationSettingsSchema = z.object({ chapterEmails: ChapterEmailModeSchema });
export type NotificationSettings = z.infer<typeof NotificationSettingsSchema>;

/** `GET` and `POST /api/unsubscribe?token=`: the signed token from a mail's link. */
export const UnsubscribeQuerySchema = z.object({
  token: z.string({ error: NOTIFICATION_MESSAGES.unsubscribeInvalid }).min(1).max(200),
});
