/** 'Offline: showing your novels as of 5 minutes ago': a list shown from the copy kept for offline use. */
import { RelativeTime } from '@inkshelf/reader-ui';
import { CloudOff } from 'lucide-react';

export function OfflineCopyNotice({ what, savedAt }: { what: string; savedAt: number }) {
  return (
    <p
      role="status"
      data-testid="offline-copy-notice"
      className="flex flex-wrap items-center gap-2 rounded-md border border-border bg-muted p-3 text-sm text-foreground"
    >
      <CloudOff aria-hidden="true" className="size-4 shrink-0" />
      <span>
        Offline: showing {what} as of <RelativeTime date={savedAt} lowercase />. It updates when the server answers.
      </span>
    </p>
  );
}
