/**
 * The line under the range picker that says how old the figures are: 'Figures as of ...' when they come from the
 * server, 'Offline: showing the figures fetched ...' when a kept copy stands in for an answer that did not come.
 */
import { MESSAGES } from '@inkshelf/contracts';
import { cn } from '@inkshelf/reader-ui';
import { Clock, CloudOff } from 'lucide-react';

const S = MESSAGES.stats;

export interface StatsNoteValue {
  /** fetched: the server's answer; offline: a copy kept from an earlier answer. */
  kind: 'fetched' | 'offline';
  /** When the figures were made or fetched (an ISO date-time or ms since epoch). */
  at: string | number;
}

const WHEN = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** 'Nov 24, 2026, 12:00 PM' in the reader's own zone. */
export function formatWhen(at: string | number): string {
  const date = new Date(at);
  return Number.isNaN(date.getTime()) ? '' : WHEN.format(date);
}

export function statsNoteText(note: StatsNoteValue): string {
  const when = formatWhen(note.at);
  return note.kind === 'offline' ? S.offline(when) : S.fetchedAt(when);
}

export function StatsNote({ note, className }: { note: StatsNoteValue; className?: string }) {
  const offline = note.kind === 'offline';
  const Icon = offline ? CloudOff : Clock;
  return (
    <p
      role={offline ? 'status' : undefined}
      data-testid="stats-note"
      className={cn(
        'flex items-center gap-2 text-sm',
        offline ? 'rounded-md border border-border bg-muted p-3 text-foreground' : 'text-muted-foreground',
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      <span>{statsNoteText(note)}</span>
    </p>
  );
}
