/** The window's status bar: the open chapter's words and disk state (ticking), and the connection with its queue. */
import { useEffect, useState } from 'react';
import { useConnectivity } from '../../lib/connectivity.ts';
import { blockedText, connectionText, diskStateText, type DiskState } from '../../lib/save-state.ts';
import { useEditorStatus } from '../../state/editor-status.ts';
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

function ConnectionStatus({ serverUrl }: { serverUrl: string }) {
  const online = useConnectivity((state) => state.online);
  const { waiting, blocked } = useWaitingCount(serverUrl);
  const colour = online ? 'bg-green-600' : online === false ? 'bg-destructive' : 'bg-muted-foreground';
  return (
    <p role="status" className="ml-auto flex items-center gap-2">
      <span aria-hidden="true" className={`inline-block size-2 rounded-full ${colour}`} />
      <span data-testid="connection-status">{connectionText(online, waiting)}</span>
      {blocked > 0 && <span className="font-medium text-destructive">{blockedText(blocked)}</span>}
    </p>
  );
}

function DiskStatus({ disk, file }: { disk: DiskState; file: string | null }) {
  const now = useNow();
  return (
    <p role="status" data-testid="disk-status" title={file ?? undefined}>
      {diskStateText(disk, now)}
    </p>
  );
}

export function StatusBar({ serverUrl }: { serverUrl: string }) {
  const editor = useEditorStatus((state) => state.status);
  return (
    <footer
      aria-label="Status"
      className="flex flex-wrap items-center gap-x-6 gap-y-1 border-t border-border bg-background px-4 py-2 text-sm text-muted-foreground"
    >
      {editor && (
        <>
          <p>
            {number.format(editor.words)} {editor.words === 1 ? 'word' : 'words'}
          </p>
          <DiskStatus disk={editor.disk} file={editor.file} />
        </>
      )}
      <ConnectionStatus serverUrl={serverUrl} />
    </footer>
  );
}
