/** The audit log (administrators): every moderation and role action, newest first, a page at a time. */
import type { AuditEntry } from '@inkshelf/contracts';
import { Button, Skeleton, formatDate, formatFullDate } from '@inkshelf/reader-ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ScrollText } from 'lucide-react';
import { useState } from 'react';
import { moderationQueries } from '../../api-moderation.ts';
import { EmptyPanel, ErrorPanel } from '@inkshelf/ui/list-states';
import { failureText } from '../author-shared/failure.ts';
import { Pager } from './pager.tsx';
import { AUDIT_ACTION_LABELS, MODERATION_TEXTS as T } from './texts.ts';

/**
 * The change an entry made, in words: the new role, the rating, the suspension's end (or the lifted one's), the genre
 * or the tags' names.
 */
function detailText(entry: AuditEntry): string | null {
  const { details } = entry;
  if (entry.action === 'role' && typeof details.to === 'string') return `${String(details.from)} → ${details.to}`;
  if (['content-rating', 'genre-rename', 'tag-merge'].includes(entry.action) && typeof details.to === 'string')
    return `${String(details.from)} → ${details.to}`;
  if ((entry.action === 'genre-add' || entry.action === 'genre-delete') && typeof details.name === 'string')
    return details.name;
  if (entry.action === 'suspend') {
    return typeof details.until === 'string' ? `until ${formatDate(details.until)}` : 'until lifted';
  }
  if (entry.action === 'lift-suspension' && typeof details.until === 'string')
    return `was until ${formatDate(details.until)}`;
  return null;
}

export function AuditTab() {
  const [page, setPage] = useState(1);
  const audit = useQuery({ ...moderationQueries.auditLog({ query: { page } }), placeholderData: keepPreviousData });

  if (audit.isPending) {
    return (
      <div aria-busy="true" className="grid gap-2">
        <p role="status" className="sr-only">
          {T.loading}
        </p>
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-12 w-full" />
      </div>
    );
  }
  if (audit.isError) {
    return (
      <ErrorPanel
        title={T.auditFailed}
        detail={failureText(audit.error, T.auditFailed)}
        action={
          <Button variant="outline" onClick={() => void audit.refetch()}>
            {T.retry}
          </Button>
        }
      />
    );
  }
  if (audit.data.entries.length === 0) return <EmptyPanel icon={ScrollText} title={T.auditEmpty} />;
  return (
    <div className="grid gap-4">
      <ol aria-label={T.tabs.audit} className="grid divide-y divide-border rounded-lg border border-border bg-card">
        {audit.data.entries.map((entry) => {
          const detail = detailText(entry);
          return (
            <li key={entry.id} className="grid gap-1 p-3 text-sm sm:grid-cols-[11rem_1fr]">
              <time dateTime={entry.createdAt} className="text-muted-foreground">
                {formatFullDate(entry.createdAt)}
              </time>
              <div className="min-w-0 break-words">
                <p>
                  <span className="font-medium">{entry.actor.username}</span>{' '}
                  <span className="rounded-full bg-secondary px-2 py-0.5 text-xs font-medium text-secondary-foreground">
                    {AUDIT_ACTION_LABELS[entry.action] ?? entry.action}
                  </span>{' '}
                  {entry.targetType} #{entry.targetId}
                  {detail && <span className="text-muted-foreground"> {detail}</span>}
                </p>
                {entry.note && <p className="text-muted-foreground">“{entry.note}”</p>}
              </div>
            </li>
          );
        })}
      </ol>
      <Pager page={audit.data.page} totalPages={audit.data.totalPages} onPage={setPage} />
    </div>
  );
}
