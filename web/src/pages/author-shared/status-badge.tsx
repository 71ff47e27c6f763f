/** Publication status pill: Published in green, Scheduled in blue, anything else (a draft) in yellow (spec section 2). */
import { MESSAGES } from '@inkshelf/contracts';
import { cn } from '@inkshelf/reader-ui';
import { AUTHOR_TEXTS as T } from './texts.ts';

const LOOKS = {
  published: 'bg-green-100 text-green-800 dark:bg-green-900 dark:text-green-100',
  scheduled: 'bg-sky-100 text-sky-900 dark:bg-sky-900 dark:text-sky-100',
  draft: 'bg-yellow-100 text-yellow-900 dark:bg-yellow-900 dark:text-yellow-100',
} as const;

export function StatusBadge({ status }: { status: string }) {
  const kind = status === 'published' || status === 'scheduled' ? status : 'draft';
  const label = kind === 'published' ? T.published : kind === 'scheduled' ? MESSAGES.releases.scheduled : T.draft;
  return (
    <span className={cn('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold', LOOKS[kind])}>
      {label}
    </span>
  );
}
