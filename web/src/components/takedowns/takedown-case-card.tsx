/** One takedown case in the queue: the notice, what it names, the clock, any counter-notice and the actions left. */
import type { StaffTakedownCase, TakedownAction, TakedownStatus } from '@inkshelf/contracts';
import { Button, cn } from '@inkshelf/reader-ui';
import { useId, useState } from 'react';
import { inputClasses } from '@inkshelf/ui/input-classes';
import { dueLabel, TAKEDOWN_QUEUE_TEXTS as T } from './texts.ts';

/** The actions a case's status allows (the server's rule; it answers 409 to any other). */
const ACTIONS: Record<TakedownStatus, TakedownAction[]> = {
  open: ['remove', 'reject'],
  countered: ['restore', 'reject'],
  removed: ['restore'],
  rejected: [],
  restored: [],
};

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' } as Intl.DateTimeFormatOptions);

export interface TakedownCaseCardProps {
  item: StaffTakedownCase;
  busy: boolean;
  error: string | null;
  onAct: (action: TakedownAction, note: string) => void;
}

export function TakedownCaseCard({ item, busy, error, onAct }: TakedownCaseCardProps) {
  const id = useId();
  const [note, setNote] = useState('');
  const open = item.status === 'open' || item.status === 'countered';
  const clock = dueLabel(item.dueAt);
  const actions = ACTIONS[item.status];
  return (
    <article aria-labelledby={`${id}-title`} className="grid gap-3 rounded-lg border border-border p-4">
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={`${id}-title`} className="text-base font-semibold">
          {T.caseTitle(item.id)} · <span className="font-normal">{T.status[item.status]}</span>
        </h3>
        {item.status === 'open' && (
          <span
            title={when(item.dueAt)}
            className={cn(
              'rounded-full px-2 py-0.5 text-xs font-medium',
              clock.overdue ? 'bg-destructive text-destructive-foreground' : 'bg-muted text-foreground',
            )}
          >
            {clock.text}
          </span>
        )}
      </header>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="text-muted-foreground">{T.received}</dt>
        <dd>{when(item.receivedAt)}</dd>
        <dt className="text-muted-foreground">{T.claimant}</dt>
        <dd className="break-words">
          {item.claimantName} &lt;{item.email}&gt;
        </dd>
        <dt className="text-muted-foreground">{T.originalWork}</dt>
        <dd className="break-words whitespace-pre-line">{item.originalWork}</dd>
        <dt className="text-muted-foreground">{T.signature}</dt>
        <dd>{item.signature}</dd>
      </dl>
      <div className="grid gap-1">
        <h4 className="text-sm font-medium">{T.targets}</h4>
        <ul className="grid gap-1 text-sm">
          {item.targets.map((target) => (
            <li key={`${target.type}:${target.id}`} className="break-words">
              <a href={target.url} className="text-primary underline-offset-4 hover:underline">
                {target.preview?.title ?? target.url}
              </a>
              {target.preview ? ` ${T.by} ${target.preview.author.username}` : ` (${T.gone})`}
              {target.preview?.hidden && <span className="text-muted-foreground"> · {T.hidden}</span>}
            </li>
          ))}
        </ul>
      </div>
      {item.counterNotice && (
        <div className="grid gap-1 rounded-md bg-muted/50 p-3 text-sm">
          <h4 className="font-medium">
            {T.counterNotice}: {T.counterFrom(item.counterNotice.name, item.counterNotice.author?.username ?? null)}
          </h4>
          <p className="break-words whitespace-pre-line">{item.counterNotice.statement}</p>
          <p className="text-muted-foreground">
            {T.signature} {item.counterNotice.signature}, {when(item.counterNotice.receivedAt)}
          </p>
        </div>
      )}
      {item.decision && (
        <p className="text-sm">
          <span className="text-muted-foreground">{T.decision}: </span>
          {T.actionPast[item.decision.action]}
          {item.decision.decidedBy && ` ${T.by} ${item.decision.decidedBy.username}`}, {when(item.decision.decidedAt)}
          {item.decision.note && ` — ${item.decision.note}`}
        </p>
      )}
      {actions.length > 0 && (
        <div className={cn('grid gap-2', !open && 'border-t border-border pt-3')}>
          <label htmlFor={`${id}-note`} className="text-sm font-medium">
            {T.note}
          </label>
          <textarea
            id={`${id}-note`}
            rows={2}
            className={`${inputClasses} h-auto py-2`}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
          <div className="flex flex-wrap gap-2">
            {actions.map((action) => (
              <Button
                key={action}
                variant={action === 'remove' ? 'destructive' : 'outline'}
                disabled={busy}
                onClick={() => onAct(action, note.trim())}
              >
                {T.actions[action]}
              </Button>
            ))}
          </div>
          {error && (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          )}
        </div>
      )}
    </article>
  );
}
