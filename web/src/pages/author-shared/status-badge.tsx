/** Publication status pill: Published in green, anything else (a draft) in yellow (spec section 2). */
import { cn } from '@inkshelf/reader-ui';
import { AUTHOR_TEXTS as T } from './texts.ts';

export function StatusBadge({ status }: { status: string }) {
  const published = status === 'published';
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold',
        published
          ? 'bg-green-100 text-green-800 dark:bg-green-900 dark:text-green-100'
          : 'bg-yellow-100 text-yellow-900 dark:bg-yellow-900 dark:text-yellow-100',
      )}
    >
      {published ? T.published : T.draft}
    </span>
  );
}
