/** Confirmation before an author deletes a chapter: Cancel or Delete (the shared ConfirmDialog). */
import { MESSAGES } from '@inkshelf/contracts';
import { ConfirmDialog } from '@inkshelf/ui/confirm-dialog';
import { NOVEL_TEXTS } from './texts.ts';

export interface DeleteChapterDialogProps {
  /** The chapter asked about; null keeps the dialog closed. */
  chapter: { chapterNumber: number; title: string } | null;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function DeleteChapterDialog({ chapter, pending, onConfirm, onCancel }: DeleteChapterDialogProps) {
  return (
    <ConfirmDialog
      open={chapter !== null}
      title={NOVEL_TEXTS.deleteChapterTitle}
      subject={chapter && NOVEL_TEXTS.chapterLabel(chapter.chapterNumber, chapter.title)}
      description={MESSAGES.confirmations.deleteChapter}
      confirmLabel={NOVEL_TEXTS.delete}
      pendingLabel="Deleting..."
      cancelLabel={NOVEL_TEXTS.cancel}
      destructive
      pending={pending}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
