/** One notification in the list: a new chapter, or a review of the reader's that the novel's author deleted. */
import { MESSAGES, type Notification } from '@inkshelf/contracts';
import { RelativeTime, StarRatingDisplay, buttonClasses, chapterPath, cn, novelPath } from '@inkshelf/reader-ui';
import { Link } from 'react-router';

const N = MESSAGES.notifications;

interface ItemProps {
  item: Notification;
  onRead: (ids: number[]) => void;
}

export function NotificationItem({ item, onRead }: ItemProps) {
  const chapter = item.kind === 'chapter';
  const label = chapter ? N.chapterLabel(item.chapterNumber, item.chapterTitle) : N.reviewRemoved;
  const target = chapter ? chapterPath(item.novelTitle, item.chapterNumber) : novelPath(item.novelTitle);
  return (
    <li
      className={cn(
        'flex items-start gap-3 rounded-lg border bg-card p-4 text-card-foreground shadow-sm',
        item.read ? 'border-border' : 'border-primary/50',
      )}
    >
      <span
        aria-hidden="true"
        className={cn('mt-2 size-2 shrink-0 rounded-full', item.read ? 'bg-transparent' : 'bg-primary')}
      />
      <div className="grid min-w-0 flex-1 gap-1">
        <p className="text-sm text-muted-foreground">
          <span className="font-medium text-foreground">{item.novelTitle}</span> {N.byAuthor(item.authorName)}
        </p>
        <Link
          to={target}
          onClick={() => {
            if (!item.read) onRead([item.id]);
          }}
          className={cn('break-words hover:underline focus-visible:underline', !item.read && 'font-semibold')}
        >
          {label}
          {!item.read && <span className="sr-only"> ({N.unread})</span>}
        </Link>
        {item.kind === 'review-removed' && (
          <div className="grid gap-1 border-l-2 border-border pl-3 text-sm text-muted-foreground">
            <StarRatingDisplay value={item.rating} />
            {item.excerpt && <p className="break-words">{item.excerpt}</p>}
          </div>
        )}
        <RelativeTime date={item.createdAt} className="text-xs text-muted-foreground" />
      </div>
      {!item.read && (
        <button
          type="button"
          onClick={() => onRead([item.id])}
          aria-label={`${N.markRead}: ${label}`}
          className={buttonClasses('ghost', 'sm', 'shrink-0 text-xs')}
        >
          {N.markRead}
        </button>
      )}
    </li>
  );
}
