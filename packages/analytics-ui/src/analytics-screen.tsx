/**
 * The reader-analytics screen's body, shared by the website's author dashboard and the studio: the period picker,
 * how old the figures are, the totals, and a panel per view (reads per day, chapters, where readers stop,
 * followers, library additions, ratings), each chart with its table and its CSV. The page around it fetches.
 */
import { MESSAGES, type NovelStats, type StatsRange } from '@inkshelf/contracts';
import { Skeleton, cn } from '@inkshelf/reader-ui';
import { BarChart3 } from 'lucide-react';
import type { ReactNode } from 'react';
import { CHART_COLORS } from './chart-theme.ts';
import { formatDay } from './format.ts';
import { RangePicker } from './range-picker.tsx';
import { RetentionPanel } from './retention-panel.tsx';
import { StatsNote, type StatsNoteValue } from './stats-note.tsx';
import { StatsPanel } from './stats-panel.tsx';
import { ChaptersTable, CountsTable, DaysTable, RatingsTable } from './stats-tables.tsx';
import { TimeChart } from './time-chart.tsx';
import { Totals } from './totals.tsx';

export type { StatsNoteValue } from './stats-note.tsx';

const S = MESSAGES.stats;

export interface AnalyticsScreenProps {
  /** The figures; none yet while the first answer is on its way or when it failed. */
  stats: NovelStats | undefined;
  /** The period chosen (while `updating`, `stats` may still be the previous period's). */
  range: StatsRange;
  onRangeChange: (range: StatsRange) => void;
  /** How old the figures are; an offline note when they are a kept copy. */
  note?: StatsNoteValue;
  /** The chosen period's figures are on their way. */
  updating?: boolean;
  /** Shown in place of the figures when there are none (a failed load); without it, their skeleton. */
  unavailable?: ReactNode;
}

export function AnalyticsScreen({
  stats,
  range,
  onRangeChange,
  note,
  updating = false,
  unavailable,
}: AnalyticsScreenProps) {
  return (
    <div className="grid min-w-0 gap-6">
      <div className="grid gap-3">
        <RangePicker value={range} onChange={onRangeChange} />
        {note && stats && <StatsNote note={note} />}
      </div>
      {stats ? <Figures stats={stats} updating={updating} /> : (unavailable ?? <AnalyticsSkeleton />)}
    </div>
  );
}

function Figures({ stats, updating }: { stats: NovelStats; updating: boolean }) {
  const noReads = stats.totals.reads === 0;
  return (
    <div
      aria-busy={updating}
      data-testid="stats-body"
      className={cn('grid min-w-0 gap-6 transition-opacity', updating && 'opacity-60')}
    >
      <Period stats={stats} />
      <Totals totals={stats.totals} />
      {noReads ? <NoReads /> : <ReadsPanels stats={stats} />}
      <OverTimePanels stats={stats} onlyWithCounts={noReads} />
    </div>
  );
}

function Period({ stats }: { stats: NovelStats }) {
  return (
    <div className="grid gap-1 text-sm text-muted-foreground">
      <p>
        <time dateTime={stats.from}>{formatDay(stats.from)}</time> &ndash;{' '}
        <time dateTime={stats.to}>{formatDay(stats.to)}</time>
      </p>
      <p>{S.countingNote}</p>
    </div>
  );
}

function NoReads() {
  return (
    <div
      data-testid="stats-empty"
      className="grid justify-items-center gap-3 rounded-lg border border-dashed border-border p-10 text-center"
    >
      <BarChart3 aria-hidden="true" className="size-10 text-muted-foreground" />
      <p className="max-w-prose text-muted-foreground">{S.empty}</p>
    </div>
  );
}

function ReadsPanels({ stats }: { stats: NovelStats }) {
  return (
    <>
      <StatsPanel
        title={S.readsPerDay}
        stats={stats}
        csv="days"
        chart={
          <TimeChart
            data={stats.days}
            series={[
              { key: 'reads', name: S.reads, color: CHART_COLORS.first },
              { key: 'uniqueReaders', name: S.uniqueReaders, color: CHART_COLORS.second, dashed: true },
            ]}
          />
        }
        table={(hidden) => <DaysTable stats={stats} caption={S.readsPerDay} hidden={hidden} />}
      />
      <RetentionPanel stats={stats} />
      <StatsPanel
        title={S.chaptersTitle}
        stats={stats}
        csv="chapters"
        table={() => <ChaptersTable stats={stats} caption={S.chaptersTitle} />}
      />
    </>
  );
}

const hasCounts = (points: readonly { count: number }[]) => points.some((point) => point.count > 0);

/** Followers, library additions and ratings over the period; with no reads, only those that moved. */
function OverTimePanels({ stats, onlyWithCounts }: { stats: NovelStats; onlyWithCounts: boolean }) {
  const show = (points: readonly { count: number }[]) => !onlyWithCounts || hasCounts(points);
  return (
    <div className="grid min-w-0 gap-6 xl:grid-cols-3">
      {(['followers', 'library'] as const)
        .filter((series) => show(stats[series]))
        .map((series) => {
          const title = series === 'followers' ? S.followersTitle : S.libraryTitle;
          const name = series === 'followers' ? S.followers : S.libraryAdditions;
          return (
            <StatsPanel
              key={series}
              title={title}
              stats={stats}
              csv={series}
              chart={
                <TimeChart
                  data={stats[series]}
                  curve="linear"
                  series={[{ key: 'count', name, color: CHART_COLORS.first }]}
                />
              }
              table={(hidden) => <CountsTable stats={stats} series={series} caption={title} hidden={hidden} />}
            />
          );
        })}
      {show(stats.ratings) && (
        <StatsPanel
          title={S.ratingsTitle}
          stats={stats}
          csv="ratings"
          chart={
            <TimeChart
              data={stats.ratings}
              curve="linear"
              series={[
                { key: 'count', name: S.ratings, color: CHART_COLORS.first },
                { key: 'average', name: S.averageRating, color: CHART_COLORS.third, dashed: true, right: { max: 5 } },
              ]}
            />
          }
          table={(hidden) => <RatingsTable stats={stats} caption={S.ratingsTitle} hidden={hidden} />}
        />
      )}
    </div>
  );
}

/** The figures' shape while the first ones load: no jump when they come. */
function AnalyticsSkeleton() {
  return (
    <div className="grid gap-6" data-testid="stats-skeleton">
      <Skeleton className="h-10 w-full max-w-xs" />
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} className="h-20" />
        ))}
      </div>
      <Skeleton className="h-80 w-full" />
    </div>
  );
}
