/** Confirmation before an author deletes a chapter (Radix AlertDialog): Cancel or Delete. */
import { MESSAGES } from '@inkshelf/contracts';
import { buttonClasses } from '@inkshelf/reader-ui';
import { AlertDialog } from 'radix-ui';
import { dialogContentClasses, dialogOverlayClasses } from '../../components/dialog.ts';
import { useDialogFocus } from '../../components/dialog-focus.ts';
import { NOVEL_TEXTS } from './texts.ts';

export interface DeleteChapterDialogProps {
  /** The chapter asked about; null keeps the dialog closed. */
  chapter: { chapterNumber: number; title: string } | null;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function DeleteChapterDialog({ chapter, pending, onConfirm, onCancel }: DeleteChapterDialogProps) {
  const focus = useDialogFocus(chapter !== null);
  return (
    <AlertDialog.Root open={chapter !== null} onOpenChange={(open) => !open && !pending && onCancel()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={dialogOverlayClasses} />
        <AlertDialog.Content className={dialogContentClasses} {...focus}>
          <AlertDialog.Title className="text-lg font-semibold">{NOVEL_TEXTS.deleteChapterTitle}</AlertDialog.Title>
          {chapter && (
            <p className="text-sm font-medium">{NOVEL_TEXTS.chapterLabel(chapter.chapterNumber, chapter.title)}</p>
          )}
          <AlertDialog.Description className="text-sm text-muted-foreground">
            {MESSAGES.confirmations.deleteChapter}
          </AlertDialog.Description>
          <div className="flex justify-end gap-2">
            <AlertDialog.Cancel className={buttonClasses('outline')} disabled={pending}>
              {NOVEL_TEXTS.cancel}
            </AlertDialog.Cancel>
            <AlertDialog.Action
              className={buttonClasses('destructive')}
              disabled={pending}
              onClick={(event) => {
                // Stay open until the call answers; the list closes the dialog then.
                event.preventDefault();
                onConfirm();
              }}
            >
              {pending ? 'Deleting...' : NOVEL_TEXTS.delete}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
