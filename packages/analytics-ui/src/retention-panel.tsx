/** Where readers stop: the retention funnel, the drop-off chapter named in words, and its table. */
import { MESSAGES, type NovelStats } from '@inkshelf/contracts';
import { TrendingDown } from 'lucide-react';
import { chapterName } from './format.ts';
import { RetentionChart } from './retention-chart.tsx';
import { StatsPanel } from './stats-panel.tsx';
import { RetentionTable } from './stats-tables.tsx';

const S = MESSAGES.stats;

export function RetentionPanel({ stats }: { stats: NovelStats }) {
  const dropOff = stats.chapters.find((chapter) => chapter.chapterId === stats.dropOffChapterId);
  return (
    <StatsPanel
      title={S.retentionTitle}
      stats={stats}
      csv="chapters"
      hint={
        <div className="grid gap-1 text-sm">
          <p className="text-muted-foreground">{S.retentionHint}</p>
          {dropOff && (
            <p data-testid="stats-drop-off" className="flex items-center gap-2 font-medium text-destructive">
              <TrendingDown aria-hidden="true" className="size-4 shrink-0" />
              {S.dropOff(chapterName(dropOff))}
            </p>
          )}
        </div>
      }
      chart={<RetentionChart chapters={stats.chapters} dropOffChapterId={stats.dropOffChapterId} />}
      table={(hidden) => <RetentionTable stats={stats} caption={S.retentionTitle} hidden={hidden} />}
    />
  );
}
