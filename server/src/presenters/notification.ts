import type { Notification as NotificationWire } from '@inkshelf/contracts';
import type { NotificationRow } from '../repositories/notification-repository.ts';

/** A notification as the list shows it. */
export function presentNotification(row: NotificationRow): NotificationWire {
  const common = {
    id: row.id,
    novelId: row.novelId,
    novelTitle: row.novelTitle,
    authorName: row.authorName,
    read: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
  if (row.kind === 'review-removed') {
    return { ...common, kind: row.kind, rating: row.rating, excerpt: row.excerpt };
  }
  const { chapterId, chapterNumber, chapterTitle } = row;
  return { ...common, kind: row.kind, chapterId, chapterNumber, chapterTitle };
}
