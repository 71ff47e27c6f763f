/**
 * /notifications (issue 19): the signed-in reader's notifications (new chapters, and reviews the novel's author
 * deleted), newest first, 20 a page. Opening one marks it read and goes to the chapter or the novel; unread ones can
 * be marked read one by one or all at once.
 */
import { API_PREFIXES, isApiError, urlPrefixFilter } from '@inkshelf/api-client';
import { MESSAGES } from '@inkshelf/contracts';
import { Button, Skeleton } from '@inkshelf/reader-ui';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Bell, CheckCheck } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { api, queries } from '../../api.ts';
import { useCurrentUser } from '../../auth/use-current-user.ts';
import { EmptyPanel, ErrorPanel } from '@inkshelf/ui/list-states';
import { PROSE_CONTAINER } from '../../layout/page.ts';
import { pageTitle, usePageMeta } from '../../layout/page-meta.ts';
import { toast } from '@inkshelf/ui/toast';
import { LoginRequired } from '../reading-history/login-required.tsx';
import { NotificationItem } from './notification-item.tsx';

const N = MESSAGES.notifications;
export const PAGE_SIZE = 20;

export default function NotificationsPage() {
  const { user } = useCurrentUser();
  usePageMeta(pageTitle(N.title), null);
  return (
    <div className={`${PROSE_CONTAINER} grid gap-6`}>
      {user ? <NotificationList /> : <LoginRequired message={N.signedOut} />}
    </div>
  );
}

function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { ids: number[] } | { all: true }) => api.markNotificationsRead({ body }),
    onSettled: () => client.invalidateQueries(urlPrefixFilter(API_PREFIXES.notifications)),
    onError: (error) =>
      toast({
        title: MESSAGES.toasts.errorTitle,
        description: (isApiError(error) && error.status > 0 && error.detail.trim()) || N.markFailed,
        variant: 'destructive',
      }),
  });
}

function NotificationList() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const query = useQuery({
    ...queries.listNotifications({ query: { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
  const markRead = useMarkRead();
  const unread = query.data?.unreadCount ?? 0;
  const pages = Math.max(1, Math.ceil((query.data?.total ?? 0) / PAGE_SIZE));
  const goTo = (next: number) => setParams(next === 1 ? {} : { page: String(next) });

  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold sm:text-3xl">{N.title}</h1>
        {unread > 0 && (
          <Button
            variant="outline"
            size="sm"
            disabled={markRead.isPending}
            onClick={() => markRead.mutate({ all: true })}
          >
            <CheckCheck aria-hidden="true" className="size-4" />
            {N.markAllRead}
          </Button>
        )}
      </div>
      {query.isPending ? (
        <div aria-busy="true" className="grid gap-3">
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} className="h-20 w-full" />
          ))}
        </div>
      ) : query.isError ? (
        <ErrorPanel
          title={N.loadError}
          detail={query.error.detail || query.error.message}
          action={
            <Button variant="outline" onClick={() => void query.refetch()}>
              Try Again
            </Button>
          }
        />
      ) : query.data.items.length === 0 ? (
        <EmptyPanel icon={Bell} title={N.empty} />
      ) : (
        <ul className="grid gap-3">
          {query.data.items.map((item) => (
            <NotificationItem key={item.id} item={item} onRead={(ids) => markRead.mutate({ ids })} />
          ))}
        </ul>
      )}
      {pages > 1 && (
        <nav aria-label={N.title} className="flex items-center justify-between gap-3">
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => goTo(page - 1)}>
            {N.previous}
          </Button>
          <span className="text-sm text-muted-foreground">
            {page} / {pages}
          </span>
          <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => goTo(page + 1)}>
            {N.next}
          </Button>
        </nav>
      )}
    </>
  );
}
