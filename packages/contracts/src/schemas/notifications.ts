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

/** One notification: a chapter of a followed novel or author was published. */
export const NotificationSchema = z.object({
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
export type Notification = z.infer<typeof NotificationSchema>;

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
