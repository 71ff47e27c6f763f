/** The draft's rolling snapshots (time and words), each restorable; restoring snapshots the current text first. */
import { Button } from '@inkshelf/reader-ui';
import { useQuery } from '@tanstack/react-query';
import type { ChapterDraft, DraftKey } from '../../../shared/bridge.ts';
import { Modal } from '../../components/dialog.tsx';
import { ErrorNotice } from '../../components/fields.tsx';
import { keyString } from '../../lib/draft-keys.ts';
import { formatTime } from '../../lib/save-state.ts';
import { studio } from '../../lib/studio.ts';

export interface SnapshotsDialogProps {
  open: boolean;
  draftKey: DraftKey;
  onOpenChange: (open: boolean) => void;
  onRestored: (draft: ChapterDraft) => void;
}

export function SnapshotsDialog({ open, draftKey, onOpenChange, onRestored }: SnapshotsDialogProps) {
  const snapshots = useQuery({
    queryKey: ['snapshots', keyString(draftKey)],
    queryFn: () => studio().drafts.snapshots(draftKey),
    enabled: open,
    staleTime: 0,
  });
  const restore = async (id: string) => {
    onRestored(await studio().drafts.restoreSnapshot(draftKey, id));
    onOpenChange(false);
  };
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Snapshots"
      description="Saved every 30 seconds while you write. Restoring keeps the current text as a snapshot too."
    >
      {snapshots.isError && <ErrorNotice>Could not read the snapshots.</ErrorNotice>}
      {snapshots.data?.length === 0 && <p className="text-sm text-muted-foreground">No snapshots yet.</p>}
      {snapshots.data && snapshots.data.length > 0 && (
        <ul className="grid gap-2">
          {snapshots.data.map((snapshot) => (
            <li key={snapshot.id} className="flex items-center gap-3 rounded-md border border-border p-2">
              <div className="min-w-0 flex-1 text-sm">
                <p className="font-medium">{formatTime(snapshot.savedAt)}</p>
                <p className="text-muted-foreground">
                  {snapshot.words} {snapshot.words === 1 ? 'word' : 'words'} · {snapshot.title || 'Untitled'}
                </p>
              </div>
              <Button
                size="sm"
                variant="outline"
                onClick={() => void restore(snapshot.id)}
                aria-label={`Restore the snapshot of ${formatTime(snapshot.savedAt)}`}
              >
                Restore
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
