/**
 * What a list page shows in place of its items: a failed load (an alert with a way out) or an empty list (what
 * to do next). One look for the website's list pages (browse, genre, search, bookmarks, reading history, the author pages).
 */
import { cn } from '@inkshelf/reader-ui';
import { TriangleAlert, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

export interface ErrorPanelProps {
  title: string;
  detail: ReactNode;
  /** Try again, or a link elsewhere. */
  action?: ReactNode;
  className?: string;
}

export function ErrorPanel({ title, detail, action, className }: ErrorPanelProps) {
  return (
    <section
      role="alert"
      className={cn(
        'grid justify-items-center gap-3 rounded-lg border border-destructive/40 bg-destructive/5 p-8 text-center',
        className,
      )}
    >
      <TriangleAlert aria-hidden="true" className="size-8 text-destructive" />
      <h2 className="text-lg font-semibold">{title}</h2>
      <p className="text-sm text-muted-foreground">{detail}</p>
      {action}
    </section>
  );
}

export interface EmptyPanelProps {
  icon?: LucideIcon;
  title: string;
  hint?: ReactNode;
  action?: ReactNode;
  /** 3 when the panel sits under a section heading of its own. */
  headingLevel?: 2 | 3;
  className?: string;
}

export function EmptyPanel({ icon: Icon, title, hint, action, headingLevel = 2, className }: EmptyPanelProps) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  return (
    <section
      className={cn(
        'grid justify-items-center gap-3 rounded-lg border border-dashed border-border p-10 text-center',
        className,
      )}
    >
      {Icon && <Icon aria-hidden="true" className="size-10 text-muted-foreground" />}
      <Heading className="text-lg font-semibold">{title}</Heading>
      {hint && <p className="text-sm text-muted-foreground">{hint}</p>}
      {action}
    </section>
  );
}
