/** 'Published', 'Scheduled', 'Draft' or 'On this computer' as a small badge. */
import { cn } from '@inkshelf/reader-ui';

const LABELS = { published: 'Published', scheduled: 'Scheduled', draft: 'Draft', local: 'On this computer' } as const;

export function StatusBadge({ status, className }: { status: keyof typeof LABELS; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center rounded-full border px-2 py-0.5 text-xs font-medium',
        status === 'published' && 'border-primary/40 bg-primary/10 text-foreground',
        status === 'draft' && 'border-border bg-muted text-foreground',
        status === 'scheduled' && 'border-accent-foreground/30 bg-accent text-accent-foreground',
        status === 'local' && 'border-dashed border-foreground/40 text-foreground',
        className,
      )}
    >
      {LABELS[status]}
    </span>
  );
}
