/** The note shown when a locally autosaved chapter draft was put back into the form. */
import { Button, formatFullDate } from '@inkshelf/reader-ui';
import { History } from 'lucide-react';
import { AUTHOR_TEXTS as T } from './texts.ts';

export function RestoredNotice({ savedAt, onDiscard }: { savedAt: string; onDiscard: () => void }) {
  return (
    <div
      role="status"
      className="flex flex-wrap items-center gap-3 rounded-md border border-border bg-muted px-4 py-3 text-sm"
    >
      <History aria-hidden="true" className="size-4 shrink-0" />
      <p className="min-w-0 flex-1">
        <span className="font-semibold">{T.draftRestored}. </span>
        {T.localDraftFrom(formatFullDate(savedAt))}
      </p>
      <Button variant="outline" size="sm" onClick={onDiscard}>
        {T.discardLocalDraft}
      </Button>
    </div>
  );
}
