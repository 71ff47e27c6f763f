/** The takedown queue's texts (issue 18), for the moderation screens that mount it. */
import type { TakedownAction, TakedownStatus } from '@inkshelf/contracts';

export const TAKEDOWN_QUEUE_TEXTS = {
  heading: 'Copyright takedowns',
  open: 'Open',
  closed: 'Closed',
  filter: 'Show cases',
  empty: { open: 'No open takedown cases.', closed: 'No closed takedown cases yet.' },
  failed: 'The takedown cases could not be loaded.',
  caseTitle: (id: number) => `Case #${id}`,
  received: 'Received',
  claimant: 'Claimant',
  originalWork: 'Original work',
  signature: 'Signed',
  targets: 'Content named',
  gone: 'No longer exists',
  by: 'by',
  hidden: 'Hidden by moderation',
  counterNotice: 'Counter-notice',
  counterFrom: (name: string, author: string | null) => (author ? `${name} (account ${author})` : name),
  decision: 'Decision',
  note: 'Note (sent to the author when removing)',
  actions: { remove: 'Remove content', reject: 'Reject notice', restore: 'Restore content' } satisfies Record<
    TakedownAction,
    string
  >,
  actionPast: { remove: 'Removed', reject: 'Rejected', restore: 'Restored' } satisfies Record<TakedownAction, string>,
  status: {
    open: 'Open',
    removed: 'Removed',
    rejected: 'Rejected',
    countered: 'Counter-notice received',
    restored: 'Restored',
  } satisfies Record<TakedownStatus, string>,
  actFailed: 'The action failed.',
  previous: 'Previous',
  next: 'Next',
  page: (page: number, total: number) => `Page ${page} of ${total}`,
} as const;

const HOUR = 60 * 60 * 1000;

/** The case's clock: 'Due in 5 h 20 min' or 'Overdue by 2 h'; the due time itself goes in the element's title. */
export function dueLabel(dueAt: string, now: number = Date.now()): { text: string; overdue: boolean } {
  const left = Date.parse(dueAt) - now;
  const span = Math.abs(left);
  const hours = Math.floor(span / HOUR);
  const minutes = Math.floor((span % HOUR) / 60_000);
  const amount = hours > 0 ? `${hours} h${minutes > 0 ? ` ${minutes} min` : ''}` : `${Math.max(minutes, 1)} min`;
  return left >= 0 ? { text: `Due in ${amount}`, overdue: false } : { text: `Overdue by ${amount}`, overdue: true };
}
