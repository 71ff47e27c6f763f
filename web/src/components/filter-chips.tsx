/**
 * The filter panel's choices as links to the filtered URL: they work as plain links before the page's script runs
 * (or without it), and as client-side navigations after (one history entry per choice, so back undoes it).
 */
import { cn } from '@inkshelf/reader-ui';
import { Check, Minus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ChipState } from './novel-filters.ts';
import { FILTER_TEXTS as T } from './filter-texts.ts';

const CHIP =
  'inline-flex min-h-8 items-center gap-1 rounded-full border px-3 py-1 text-sm transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none';

const CHIP_LOOK: Record<ChipState, string> = {
  neutral: 'border-border bg-background text-foreground hover:bg-accent',
  include: 'border-primary bg-primary text-primary-foreground hover:bg-primary/90',
  exclude: 'border-destructive/60 bg-destructive/10 text-destructive line-through decoration-2 hover:bg-destructive/15',
};

/** A link to another filter state that keeps the scroll position (the panel stays where the reader is). */
export function FilterLink({
  to,
  className,
  label,
  children,
}: {
  to: string;
  className?: string;
  /** The accessible name, when the visible text does not say the chip's state. */
  label?: string;
  children: ReactNode;
}) {
  return (
    <Link to={{ search: to }} preventScrollReset className={className} aria-label={label}>
      {children}
    </Link>
  );
}

/** A tri-state genre chip: neutral, included (check) or excluded (minus, struck through). */
export function GenreChip({ genre, state, to }: { genre: string; state: ChipState; to: string }) {
  return (
    <FilterLink
      to={to}
      className={cn(CHIP, CHIP_LOOK[state])}
      label={state === 'neutral' ? undefined : `${genre} ${state === 'include' ? T.included : T.excluded}`}
    >
      {state === 'include' && <Check aria-hidden="true" className="size-3.5" />}
      {state === 'exclude' && <Minus aria-hidden="true" className="size-3.5" />}
      {genre}
    </FilterLink>
  );
}

/** An on/off chip (completion, rating, length, updated). */
export function ToggleChip({ label, on, to }: { label: string; on: boolean; to: string }) {
  return (
    <FilterLink
      to={to}
      className={cn(CHIP, CHIP_LOOK[on ? 'include' : 'neutral'])}
      label={on ? `${label} ${T.selected}` : undefined}
    >
      {on && <Check aria-hidden="true" className="size-3.5" />}
      {label}
    </FilterLink>
  );
}

/** A titled group of chips. */
export function ChipGroup({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <section className="grid gap-2">
      <h3 className="text-sm font-semibold">{title}</h3>
      {hint && <p className="text-xs text-muted-foreground">{hint}</p>}
      <div className="flex flex-wrap gap-1.5">{children}</div>
    </section>
  );
}
