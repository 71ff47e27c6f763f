/** The report queue: open or resolved, newest or most reported first, a page at a time, each report's actions. */
import type { ModerationAction, QueueReport, ReportStatus } from '@inkshelf/contracts';
import { Button, Skeleton } from '@inkshelf/reader-ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Inbox } from 'lucide-react';
import { useId, useState } from 'react';
import { moderationQueries } from '../../api-moderation.ts';
import { inputClasses } from '@inkshelf/ui/input-classes';
import { EmptyPanel, ErrorPanel } from '@inkshelf/ui/list-states';
import { failureText } from '../author-shared/failure.ts';
import { Pager } from './pager.tsx';
import { ReportCard } from './report-card.tsx';
import { ResolveDialog } from './resolve-dialog.tsx';
import { MODERATION_TEXTS as T } from './texts.ts';

type Sort = 'newest' | 'most-reported';

export function QueueTab() {
  const id = useId();
  const [status, setStatus] = useState<ReportStatus>('open');
  const [sort, setSort] = useState<Sort>('newest');
  const [page, setPage] = useState(1);
  const [acting, setActing] = useState<{ report: QueueReport; action: ModerationAction } | null>(null);
  const queue = useQuery({
    ...moderationQueries.reportQueue({ query: { status, sort, page } }),
    placeholderData: keepPreviousData,
  });

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap gap-3">
        <div className="grid min-w-40 flex-1 gap-1 sm:flex-none">
          <label htmlFor={`${id}-status`} className="text-sm font-medium">
            {T.status}
          </label>
          <select
            id={`${id}-status`}
            className={inputClasses}
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as ReportStatus);
              setPage(1);
            }}
          >
            <option value="open">{T.open}</option>
            <option value="resolved">{T.resolved}</option>
          </select>
        </div>
        <div className="grid min-w-40 flex-1 gap-1 sm:flex-none">
          <label htmlFor={`${id}-sort`} className="text-sm font-medium">
            {T.sort}
          </label>
          <select
            id={`${id}-sort`}
            className={inputClasses}
            value={sort}
            onChange={(event) => {
              setSort(event.target.value as Sort);
              setPage(1);
            }}
          >
            <option value="newest">{T.newest}</option>
            <option value="most-reported">{T.mostReported}</option>
          </select>
        </div>
      </div>
      {queue.isPending ? (
        <div aria-busy="true" className="grid gap-3">
          <p role="status" className="sr-only">
            {T.loading}
          </p>
          <Skeleton className="h-36 w-full" />
          <Skeleton className="h-36 w-full" />
        </div>
      ) : queue.isError ? (
        <ErrorPanel
          title={T.loadFailed}
          detail={failureText(queue.error, T.loadFailed)}
          action={
            <Button variant="outline" onClick={() => void queue.refetch()}>
              {T.retry}
            </Button>
          }
        />
      ) : queue.data.reports.length === 0 ? (
        <EmptyPanel icon={Inbox} headingLevel={2} title={status === 'open' ? T.emptyOpen : T.emptyResolved} />
      ) : (
        <>
          <p className="text-sm text-muted-foreground">{T.total(queue.data.total, status)}</p>
          <ul aria-label={status === 'open' ? T.open : T.resolved} className="grid gap-3">
            {queue.data.reports.map((report) => (
              <ReportCard key={report.id} report={report} onAction={(r, action) => setActing({ report: r, action })} />
            ))}
          </ul>
          <Pager page={queue.data.page} totalPages={queue.data.totalPages} onPage={setPage} />
        </>
      )}
      {acting && <ResolveDialog report={acting.report} action={acting.action} onClose={() => setActing(null)} />}
    </div>
  );
}
