/**
 * The takedown cases for the moderation screens (issue 18): open ones (overdue first, then by due time, as
 * `GET /api/moderation/takedowns` orders them) or closed ones, each with its clock and its actions
 * (`POST /api/moderation/takedowns/{id}/act`). Self-contained: mount it in a page that only staff reach.
 */
import type { TakedownAction } from '@inkshelf/contracts';
import { isApiError, urlPrefixFilter } from '@inkshelf/api-client';
import { Button, cn } from '@inkshelf/reader-ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { moderationApi, moderationQueries } from '../../api-moderation.ts';
import { TakedownCaseCard } from './takedown-case-card.tsx';
import { TAKEDOWN_QUEUE_TEXTS as T } from './texts.ts';

type Which = 'open' | 'closed';

const failure = (error: unknown, fallback: string) =>
  (isApiError(error) && error.status > 0 && error.detail.trim()) || fallback;

export function TakedownQueue() {
  const client = useQueryClient();
  const [status, setStatus] = useState<Which>('open');
  const [page, setPage] = useState(1);
  const list = useQuery(moderationQueries.takedownQueue({ query: { status, page } }));
  const act = useMutation({
    mutationFn: ({ id, action, note }: { id: number; action: TakedownAction; note: string }) =>
      moderationApi.actOnTakedown({ params: { id }, body: { action, note: note || undefined } }),
    onSuccess: () => client.invalidateQueries(urlPrefixFilter('/api/moderation/takedowns')),
  });
  const show = (next: Which) => {
    setStatus(next);
    setPage(1);
    act.reset();
  };

  return (
    <section aria-labelledby="takedown-queue-title" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="takedown-queue-title" className="text-xl font-semibold">
          {T.heading}
        </h2>
        <div role="group" aria-label={T.filter} className="flex gap-1">
          {(['open', 'closed'] as const).map((which) => (
            <Button
              key={which}
              size="sm"
              variant={status === which ? 'default' : 'outline'}
              aria-pressed={status === which}
              onClick={() => show(which)}
            >
              {T[which]}
            </Button>
          ))}
        </div>
      </div>
      {list.isError && (
        <p role="alert" className="text-sm text-destructive">
          {failure(list.error, T.failed)}
        </p>
      )}
      {list.data?.cases.length === 0 && <p className="text-sm text-muted-foreground">{T.empty[status]}</p>}
      <div className={cn('grid gap-3', list.isFetching && 'opacity-80')}>
        {list.data?.cases.map((item) => (
          <TakedownCaseCard
            key={item.id}
            item={item}
            busy={act.isPending}
            error={act.isError && act.variables?.id === item.id ? failure(act.error, T.actFailed) : null}
            onAct={(action, note) => act.mutate({ id: item.id, action, note })}
          />
        ))}
      </div>
      {list.data && list.data.totalPages > 1 && (
        <nav aria-label={T.heading} className="flex items-center gap-2 text-sm">
          <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {T.previous}
          </Button>
          <span>{T.page(page, list.data.totalPages)}</span>
          <Button size="sm" variant="outline" disabled={page >= list.data.totalPages} onClick={() => setPage(page + 1)}>
            {T.next}
          </Button>
        </nav>
      )}
    </section>
  );
}
