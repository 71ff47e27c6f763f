/**
 * A novel's reader analytics in the studio (issue 33): the shared analytics body (@inkshelf/analytics-ui) over
 * `GET /api/novels/{id}/stats`. Every answer is kept on this computer per novel and period (lib/list-cache.ts); when
 * the server cannot be reached, or refuses, the kept figures show with the time they were fetched.
 */
import { AnalyticsScreen, type StatsNoteValue } from '@inkshelf/analytics-ui/analytics-screen';
import { MESSAGES, type NovelStats, type StatsRange } from '@inkshelf/contracts';
import { Button } from '@inkshelf/reader-ui';
import { keepPreviousData, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { ErrorNotice } from '../components/fields.tsx';
import { cachedList, isUnreachable, statsRef } from '../lib/list-cache.ts';
import { apiFor, useSession } from '../lib/session.ts';
import { describeError } from '../lib/text.ts';
import { go } from '../state/nav.ts';
import { QK } from '../state/runtime.ts';

const S = MESSAGES.stats;
const DEFAULT_RANGE: StatsRange = '30';

export function useNovelStats(serverUrl: string, novelId: number, range: StatsRange) {
  const userId = useSession((state) => state.user?.id ?? 0);
  return useQuery({
    queryKey: QK.stats(serverUrl, novelId, range),
    ...cachedList(statsRef(serverUrl, userId, novelId, range), () =>
      apiFor(serverUrl).novelStats({ params: { id: novelId }, query: { days: range } }),
    ),
    placeholderData: keepPreviousData,
  });
}

/**
 * What the figures shown are: the server's answer (as of when it was made), or a kept copy standing in for an
 * answer that did not come (as of when it was fetched).
 */
export function statsNote(query: UseQueryResult<NovelStats>): StatsNoteValue | undefined {
  const stats = query.data;
  if (!stats) return undefined;
  const failed = query.isError && !query.isPlaceholderData;
  if (failed && isUnreachable(query.error)) return { kind: 'offline', at: query.dataUpdatedAt };
  return failed ? { kind: 'fetched', at: query.dataUpdatedAt } : { kind: 'fetched', at: stats.generatedAt };
}

export function AnalyticsView({
  serverUrl,
  novelId,
  novelTitle,
}: {
  serverUrl: string;
  novelId: number;
  novelTitle: string;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const [range, setRange] = useState<StatsRange>(DEFAULT_RANGE);
  const query = useNovelStats(serverUrl, novelId, range);
  const unreachable = query.isError && isUnreachable(query.error);

  return (
    <section aria-labelledby="analytics-heading" className="grid min-w-0 gap-4">
      <div>
        <Button variant="ghost" size="sm" onClick={() => go({ name: 'novel', novelId, novelTitle })}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {novelTitle}
        </Button>
      </div>
      <div className="grid gap-1">
        <h1 id="analytics-heading" ref={headingRef} tabIndex={-1} className="text-2xl font-bold focus:outline-none">
          {S.title}
        </h1>
        <p className="text-muted-foreground">{novelTitle}</p>
      </div>
      {query.isError && !unreachable && (
        <ErrorNotice>
          {S.loadFailed}: {describeError(query.error)}
        </ErrorNotice>
      )}
      <AnalyticsScreen
        stats={query.data}
        range={range}
        onRangeChange={setRange}
        note={statsNote(query)}
        updating={query.isPlaceholderData && query.isFetching}
        unavailable={query.isError ? unreachable && <ErrorNotice>{S.unreachable}</ErrorNotice> : undefined}
      />
    </section>
  );
}
