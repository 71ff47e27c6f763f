/**
 * A modal confirmation (Radix AlertDialog) for the website and the studio. It stays open until its action answers: the
 * caller sets `open` false when done, and while `pending` neither button nor Escape closes it.
 */
import { buttonClasses } from '@inkshelf/reader-ui';
import { AlertDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { dialogContentClasses, dialogOverlayClasses } from './dialog-classes.ts';
import { useDialogFocus } from './dialog-focus.ts';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** The question or warning (the spec's confirmation text). */
  description: ReactNode;
  /** What is being acted on, shown above the description. */
  subject?: ReactNode;
  confirmLabel: string;
  /** The confirm button's text while `pending`. */
  pendingLabel?: string;
  cancelLabel?: string;
  /** A red confirm button, for what cannot be undone. */
  destructive?: boolean;
  pending?: boolean;
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
  cancelLabel = 'Cancel',
  destructive = false,
  pending = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const focus = useDialogFocus(open);
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !next && !pending && onCancel()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={dialogOverlayClasses} />
        <AlertDialog.Content className={dialogContentClasses} {...focus}>
          <AlertDialog.Title className="text-lg font-semibold break-words">{title}</AlertDialog.Title>
          {subject && <p className="text-sm font-medium break-words">{subject}</p>}
          <AlertDialog.Description className="text-sm text-muted-foreground">{description}</AlertDialog.Description>
          <div className="flex justify-end gap-2">
            <AlertDialog.Cancel className={buttonClasses('outline')} disabled={pending}>
              {cancelLabel}
            </AlertDialog.Cancel>
            <AlertDialog.Action
              className={buttonClasses(destructive ? 'destructive' : 'default')}
              disabled={pending}
              onClick={(event) => {
                // Stay open until the call answers; the caller closes the dialog then.
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
