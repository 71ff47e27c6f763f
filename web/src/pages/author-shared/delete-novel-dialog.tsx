/** The delete-novel confirmation: warns that chapters, comments and related data go too, then deletes. */
import { MESSAGES } from '@inkshelf/contracts';
import { toast } from '../../toast/index.ts';
import { useDeleteNovel } from './author-mutations.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { failureText } from './failure.ts';
import { AUTHOR_TEXTS as T } from './texts.ts';

export interface DeleteNovelDialogProps {
  /** The novel asked about; null keeps the dialog closed. */
  novel: { id: number; title: string } | null;
  onClose: () => void;
  /** After the deletion succeeded (before the lists refresh). */
  onDeleted?: () => void;
}

export function DeleteNovelDialog({ novel, onClose, onDeleted }: DeleteNovelDialogProps) {
  const remove = useDeleteNovel();
  const confirm = () => {
    if (!novel) return;
    remove.mutate(novel.id, {
      onSuccess: () => {
        toast({ title: T.novelDeleted });
        onDeleted?.();
        onClose();
      },
      onError: (error) =>
        toast({
          title: MESSAGES.toasts.errorTitle,
          description: failureText(error, MESSAGES.fallbacks.deleteNovel),
          variant: 'destructive',
        }),
    });
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
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}
