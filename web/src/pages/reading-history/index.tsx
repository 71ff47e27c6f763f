/** /reading-history: the signed-in user's 50 most recent novels with the chapter reached and a way back in. */
import { LIMITS } from '@inkshelf/contracts';
import { Button, Skeleton, buttonClasses } from '@inkshelf/reader-ui';
import { useQuery } from '@tanstack/react-query';
import { History } from 'lucide-react';
import { Link } from 'react-router';
import { queries } from '../../api.ts';
import { useCurrentUser } from '../../auth/use-current-user.ts';
import { EmptyPanel, ErrorPanel } from '@inkshelf/ui/list-states';
import { PAGE_CONTAINER } from '../../layout/page.ts';
import { pageTitle, usePageMeta } from '../../layout/page-meta.ts';
import { HistoryItem } from './history-item.tsx';
import { LoginRequired } from './login-required.tsx';
import { HISTORY_TEXTS as T } from './texts.ts';

export default function ReadingHistoryPage() {
  const { user } = useCurrentUser();
  usePageMeta(pageTitle(T.heading), T.description);
  return (
    <div className={PAGE_CONTAINER}>
      {user ? (
        <>
          <h1 className="mb-6 text-2xl font-bold sm:text-3xl">{T.heading}</h1>
          <HistoryList />
        </>
      ) : (
        <LoginRequired message={T.signedOut} />
      )}
    </div>
  );
}

function HistoryList() {
  const history = useQuery(queries.recentProgress({ query: { limit: LIMITS.readingHistory } }));

  if (history.isPending) {
    return (
      <div aria-busy="true" className="grid grid-cols-1 gap-4">
        <p role="status" className="sr-only">
          {T.loading}
        </p>
        {Array.from({ length: 3 }, (_, index) => (
          <div key={index} className="flex gap-4 rounded-lg border border-border p-4">
            <Skeleton className="h-28 w-20" />
            <div className="grid flex-1 content-start gap-2">
              <Skeleton className="h-6 w-1/2" />
              <Skeleton className="h-4 w-1/4" />
              <Skeleton className="h-4 w-1/3" />
              <Skeleton className="h-2 w-full max-w-xs" />
            </div>
          </div>
        ))}
      </div>
    );
  }
  if (history.isError) {
    return (
      <ErrorPanel
        title={T.errorTitle}
        detail={history.error.message}
        action={
          <Button variant="outline" onClick={() => void history.refetch()}>
            {T.tryAgain}
          </Button>
        }
      />
    );
  }
  if (history.data.length === 0) {
    return (
      <EmptyPanel
        icon={History}
        title={T.emptyTitle}
        hint={T.emptyHint}
        action={
          <Link to="/browse" className={buttonClasses('default')}>
            {T.browse}
          </Link>
        }
      />
    );
  }
  return (
    <ul aria-label={T.heading} className="grid grid-cols-1 gap-4">
      {history.data.map((item) => (
        <HistoryItem key={item.id} item={item} />
      ))}
    </ul>
  );
}
