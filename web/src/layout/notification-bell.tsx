/**
 * The header's bell (issue 19): the signed-in reader's unread notification count, a link to /notifications. The
 * count is polled once a minute while the page is visible (no faster), and refreshed when notifications are read,
 * from the list or by opening the chapter (its progress save marks the chapter's notification read).
 */
import { MESSAGES } from '@inkshelf/contracts';
import { buttonClasses } from '@inkshelf/reader-ui';
import { useQuery } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import { Link } from 'react-router';
import { queries } from '../api.ts';

const N = MESSAGES.notifications;

/** How often the bell asks for the count. */
export const BELL_POLL_MS = 60_000;

export function NotificationBell() {
  const { data } = useQuery({
    ...queries.unreadNotificationCount(),
    refetchInterval: BELL_POLL_MS,
    refetchIntervalInBackground: false,
  });
  const count = data?.count ?? 0;
  return (
    <Link
      to="/notifications"
      aria-label={N.bellLabel(count)}
      title={N.bellLabel(count)}
      className={buttonClasses('ghost', 'icon', 'relative')}
    >
      <Bell aria-hidden="true" className="size-5" />
      {count > 0 && (
        <span
          aria-hidden="true"
          data-testid="notification-count"
          className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-primary px-1 text-center text-[0.7rem] leading-5 font-semibold text-primary-foreground"
        >
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  );
}
