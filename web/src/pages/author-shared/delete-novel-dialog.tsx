/** The delete-novel confirmation: warns that chapters, comments and related data go too, then deletes. */
import { MESSAGES } from '@inkshelf/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@inkshelf/ui/toast';
import { refreshAuthorData, useDeleteNovel } from './author-mutations.ts';
import { ConfirmDialog } from '@inkshelf/ui/confirm-dialog';
import { failureText } from './failure.ts';
import { AUTHOR_TEXTS as T } from './texts.ts';

export interface DeleteNovelDialogProps {
  /** The novel asked about; null keeps the dialog closed. */
  novel: { id: number; title: string } | null;
  onClose: () => void;
  /** After the deletion succeeded, before the lists refresh (a page showing the novel navigates away here). */
  onDeleted?: () => void;
}

export function DeleteNovelDialog({ novel, onClose, onDeleted }: DeleteNovelDialogProps) {
  const client = useQueryClient();
  const remove = useDeleteNovel();
  const confirm = async () => {
    if (!novel) return;
    try {
      await remove.mutateAsync(novel.id);
    } catch (error) {
      toast({
        title: MESSAGES.toasts.errorTitle,
        description: failureText(error, MESSAGES.fallbacks.deleteNovel),
        variant: 'destructive',
      });
      return;
    }
    toast({ title: T.novelDeleted });
    onDeleted?.();
    onClose();
    await refreshAuthorData(client);
  };
  return (
    <ConfirmDialog
      open={novel !== null}
      title={T.deleteNovelTitle}
      subject={novel?.title}
      description={novel ? T.deleteNovelWarning(novel.title) : ''}
      confirmLabel={T.delete}
      pendingLabel="Deleting..."
      destructive
      pending={remove.isPending}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    />
  );
}
