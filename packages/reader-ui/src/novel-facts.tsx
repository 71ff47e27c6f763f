/**
 * NovelFacts: a novel's published chapters, their words and its completion status, as one line
 * ('12 chapters · 48,210 words · Completed') with the status as a small badge. Used on every novel card, the
 * ranking rows and the novel page.
 */
import { COMPLETION_STATUS_LABELS, type CompletionStatus, type Novel } from '@inkshelf/contracts';
import { cn } from './ui/cn.ts';

export type NovelFactsData = Pick<Novel, 'chapterCount' | 'wordCount' | 'completionStatus'>;

const plural = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** The counts part of the line: '12 chapters · 48,210 words'. */
export function novelCountsText(novel: Pick<NovelFactsData, 'chapterCount' | 'wordCount'>): string {
  return `${plural(novel.chapterCount, 'chapter', 'chapters')} · ${plural(novel.wordCount, 'word', 'words')}`;
}

/** The whole line as text: '12 chapters · 48,210 words · Completed'. */
export function novelFactsText(novel: NovelFactsData): string {
  return `${novelCountsText(novel)} · ${COMPLETION_STATUS_LABELS[novel.completionStatus]}`;
}

const BADGE_COLORS: Record<CompletionStatus, string> = {
  ongoing: 'border-primary/40 text-primary',
  completed: 'border-success/50 text-success',
  hiatus: 'border-warning/50 text-warning',
  dropped: 'border-border text-muted-foreground',
};

export interface NovelFactsProps {
  novel: NovelFactsData;
  className?: string;
}

export function NovelFacts({ novel, className }: NovelFactsProps) {
  return (
    <p
      data-testid="novel-facts"
      className={cn('flex flex-wrap items-center gap-x-1.5 gap-y-1 text-xs text-muted-foreground', className)}
    >
      <span className="tabular-nums">{novelCountsText(novel)}</span>
      <span aria-hidden="true"> · </span>
      <span
        data-status={novel.completionStatus}
        className={cn('rounded-full border px-1.5 py-px font-medium', BADGE_COLORS[novel.completionStatus])}
      >
        {COMPLETION_STATUS_LABELS[novel.completionStatus]}
      </span>
    </p>
  );
}
