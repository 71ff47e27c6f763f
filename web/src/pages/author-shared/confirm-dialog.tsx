/** A modal confirmation (Radix AlertDialog) that stays open until its action answers. */
import { buttonClasses } from '@inkshelf/reader-ui';
import { AlertDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { dialogContentClasses, dialogOverlayClasses } from '../../components/dialog.ts';
import { useDialogFocus } from '../../components/dialog-focus.ts';
import { AUTHOR_TEXTS as T } from './texts.ts';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** The question or warning (the spec's confirmation text). */
  description: ReactNode;
  /** What is being acted on, shown above the description. */
  subject?: ReactNode;
  confirmLabel: string;
  pendingLabel?: string;
  destructive?: boolean;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog({
  open,
  title,
  description,
  subject,
  confirmLabel,
  pendingLabel = 'Working...',
  destructive = false,
  pending,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const focus = useDialogFocus(open);
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !next && !pending && onCancel()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={dialogOverlayClasses} />
        <AlertDialog.Content className={dialogContentClasses} {...focus}>
          <AlertDialog.Title className="text-lg font-semibold">{title}</AlertDialog.Title>
          {subject && <p className="text-sm font-medium break-words">{subject}</p>}
          <AlertDialog.Description className="text-sm text-muted-foreground">{description}</AlertDialog.Description>
          <div className="flex justify-end gap-2">
            <AlertDialog.Cancel className={buttonClasses('outline')} disabled={pending}>
              {T.cancel}
            </AlertDialog.Cancel>
            <AlertDialog.Action
              className={buttonClasses(destructive ? 'destructive' : 'default')}
              disabled={pending}
              onClick={(event) => {
                event.preventDefault();
                onConfirm();
              }}
            >
              {pending ? pendingLabel : confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
