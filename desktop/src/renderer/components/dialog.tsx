/** A modal dialog (Radix) in the website's look: overlay, centred card, title, close button; focus goes back to the opener. */
import { Dialog } from 'radix-ui';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@inkshelf/reader-ui';
import { dialogCardClasses, dialogCloseClasses, dialogOverlayClasses } from '@inkshelf/ui/dialog-classes';
import { useDialogFocus } from '@inkshelf/ui/dialog-focus';

export interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  /** 'md' for forms and lists, 'xl' for the preview. */
  size?: 'md' | 'xl';
  children: ReactNode;
}

export function Modal({ open, onOpenChange, title, description, size = 'md', children }: ModalProps) {
  const { onCloseAutoFocus } = useDialogFocus(open);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogOverlayClasses} />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={onCloseAutoFocus}
          className={cn(dialogCardClasses, 'content-start', size === 'xl' ? 'max-w-3xl' : 'max-w-md')}
        >
          <Dialog.Title className="pr-8 text-lg font-semibold">{title}</Dialog.Title>
          {description && <p className="text-sm text-muted-foreground">{description}</p>}
          {children}
          <Dialog.Close aria-label="Close" className={dialogCloseClasses}>
            <X aria-hidden="true" className="size-4" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
