/** The editor's status bar: words, how long ago the draft reached the disk (ticking), and the connection. */
import { useEffect, useState } from 'react';
import { useConnectivity } from '../../lib/connectivity.ts';
import { connectionText, diskStateText, type DiskState } from '../../lib/save-state.ts';
import { useWaitingCount } from '../../state/use-local-drafts.ts';

const number = new Intl.NumberFormat('en-US');

/** The current time, re-read every `ms` so relative texts tick. */
export function useNow(ms = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), ms);
    return () => clearInterval(timer);
  }, [ms]);
  return now;
}

export function ConnectionStatus({ serverUrl }: { serverUrl: string }) {
  const online = useConnectivity((state) => state.online);
  const waiting = useWaitingCount(serverUrl);
  return (
    <p data-testid="connection-status" className="flex items-center gap-2">
      <span
        aria-hidden="true"
        className={`inline-block size-2 rounded-full ${online ? 'bg-green-600' : online === false ? 'bg-destructive' : 'bg-muted-foreground'}`}
      />
      {connectionText(online, waiting)}
    </p>
  );
}

export function EditorStatusBar({
  serverUrl,
  disk,
  words,
  file,
}: {
  serverUrl: string;
  disk: DiskState;
  words: number;
  file: string | null;
}) {
  const now = useNow();
  return (
    <footer
      aria-label="Status"
      className="sticky bottom-0 flex flex-wrap items-center gap-x-6 gap-y-1 border-t border-border bg-background px-4 py-2 text-sm text-muted-foreground"
    >
      <p>
        {number.format(words)} {words === 1 ? 'word' : 'words'}
      </p>
      <p role="status" data-testid="disk-status" title={file ?? undefined}>
        {diskStateText(disk, now)}
      </p>
      <div role="status" className="ml-auto">
        <ConnectionStatus serverUrl={serverUrl} />
      </div>
    </footer>
  );
}
