import type { Notification as NotificationWire } from '@inkshelf/contracts';
import type { NotificationRow } from '../repositories/notification-repository.ts';

/** A notification as the list shows it. */
export const presentNotification = (row: NotificationRow): NotificationWire => ({
  id: row.id,
  kind: 'chapter',
  novelId: row.novelId,
  novelTitle: row.novelTitle,
  authorName: row.authorName,
  chapterId: row.chapterId,
  chapterNumber: row.chapterNumber,
  chapterTitle: row.chapterTitle,
  read: row.readAt !== null,
  createdAt: row.createdAt.toISOString(),
});
