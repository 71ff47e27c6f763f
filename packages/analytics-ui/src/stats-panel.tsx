/**
 * One view of the analytics: its heading, a chart with a button that turns it into its table (and back), and a
 * Download CSV button. While the chart shows, its table stays in the page for screen readers only; a panel without
 * a chart is its table.
 */
import { MESSAGES, type NovelStats, type StatsTable } from '@inkshelf/contracts';
import { Button } from '@inkshelf/reader-ui';
import { BarChart3, Download, Table2 } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { downloadStatsCsv } from './csv-download.ts';

const S = MESSAGES.stats;

export interface StatsPanelProps {
  title: string;
  stats: NovelStats;
  /** The table of the answer the CSV download carries. */
  csv: StatsTable;
  hint?: ReactNode;
  /** The chart; none for a panel that is only a table. */
  chart?: ReactNode;
  /** The table, for screen readers only while `hidden` (the chart shows). */
  table: (hidden: boolean) => ReactNode;
}

export function StatsPanel({ title, stats, csv, hint, chart, table }: StatsPanelProps) {
  const headingId = useId();
  const viewId = useId();
  const [asTable, setAsTable] = useState(false);
  const showChart = chart !== undefined && !asTable;
  return (
    <section
      aria-labelledby={headingId}
      className="grid min-w-0 gap-3 rounded-lg border border-border bg-card p-4 text-card-foreground shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold">
          {title}
        </h2>
        <div className="flex flex-wrap gap-2">
          {chart !== undefined && (
            <Button
              variant="outline"
              size="sm"
              aria-controls={viewId}
              aria-label={`${asTable ? S.showChart : S.showTable}: ${title}`}
              onClick={() => setAsTable(!asTable)}
            >
              {asTable ? (
                <BarChart3 aria-hidden="true" className="size-4" />
              ) : (
                <Table2 aria-hidden="true" className="size-4" />
              )}
              {asTable ? S.showChart : S.showTable}
            </Button>
          )}
          <Button
            variant="outline"
            size="sm"
            aria-label={`${S.downloadCsv}: ${title}`}
            onClick={() => downloadStatsCsv(stats, csv)}
          >
            <Download aria-hidden="true" className="size-4" />
            {S.downloadCsv}
          </Button>
        </div>
      </div>
      {hint}
      <div id={viewId} className="min-w-0">
        {showChart && chart}
        {table(showChart)}
      </div>
    </section>
  );
}
