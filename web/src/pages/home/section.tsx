/** Building blocks of the home page sections: a titled section with an optional action, and its states. */
import { buttonClasses, Skeleton } from '@inkshelf/reader-ui';
import { AlertCircle, Inbox } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { HOME_TEXTS } from './texts.ts';

export interface HomeSectionProps {
  title: string;
  /** Where 'View More' goes; no link without it. */
  viewMoreTo?: string;
  /** Extra controls next to the title (e.g. Refresh). */
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}

export function HomeSection({ title, viewMoreTo, actions, children, className }: HomeSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={className}>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-xl font-semibold tracking-tight sm:text-2xl">
          {title}
        </h2>
        <div className="flex items-center gap-2">
          {actions}
          {viewMoreTo && (
            <Link to={viewMoreTo} aria-describedby={headingId} className={buttonClasses('outline', 'sm')}>
              {HOME_TEXTS.viewMore}
            </Link>
          )}
        </div>
      </div>
      {children}
    </section>
  );
}

/** A fetch failure, worded as section 8 says. */
export function SectionError({ message }: { message: string }) {
  return (
    <p
      role="alert"
      className="flex items-center gap-2 rounded-lg border border-destructive/40 bg-destructive/5 p-4 text-sm text-destructive"
    >
      <AlertCircle aria-hidden="true" className="size-4 shrink-0" />
      {message}
    </p>
  );
}

/** An empty list: a title and a line of text. */
export function SectionEmpty({ title, text }: { title: string; text?: string }) {
  return (
    <div className="flex flex-col items-center gap-1 rounded-lg border border-dashed border-border p-8 text-center">
      <Inbox aria-hidden="true" className="mb-1 size-8 text-muted-foreground" />
      <p className="font-medium">{title}</p>
      {text && <p className="text-sm text-muted-foreground">{text}</p>}
    </div>
  );
}

/** Placeholder rows while a list loads. */
export function SectionSkeleton({ rows, className }: { rows: number; className: string }) {
  return (
    <div aria-busy="true" className="grid gap-3">
      <span role="status" className="sr-only">
        Loading...
      </span>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} className={className} />
      ))}
    </div>
  );
}
