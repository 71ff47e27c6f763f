/** The sign-up invitation a visitor sees on the home page, at most once per browser session. */
import { Button } from '@inkshelf/reader-ui';
import { Bookmark, History, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useEffect, useState } from 'react';
import { openAuthDialog } from '../../auth/auth-dialog-store.ts';
import { dialogCloseClasses, dialogContentClasses, dialogOverlayClasses } from '@inkshelf/ui/dialog-classes';
import { HOME_TEXTS, INVITE_SHOWN_KEY } from './texts.ts';

function wasShown(): boolean {
  try {
    return window.sessionStorage.getItem(INVITE_SHOWN_KEY) === '1';
  } catch {
    return false;
  }
}

function markShown(): void {
  try {
    window.sessionStorage.setItem(INVITE_SHOWN_KEY, '1');
  } catch {
    // Without storage the invitation may come back on the next visit; nothing else depends on it.
  }
}

/** `signedOut`: true once the current-user call has answered 'nobody'. */
export function SignUpInvite({ signedOut }: { signedOut: boolean }) {
  const [eligible] = useState(() => !wasShown());
  const [dismissed, setDismissed] = useState(false);
  const open = signedOut && eligible && !dismissed;

  useEffect(() => {
    if (open) markShown();
  }, [open]);

  const createAccount = () => {
    setDismissed(true);
    openAuthDialog('register');
  };

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && setDismissed(true)}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogOverlayClasses} />
        <Dialog.Content className={dialogContentClasses}>
          <Dialog.Title className="pr-6 text-lg font-semibold">{HOME_TEXTS.inviteTitle}</Dialog.Title>
          <Dialog.Description className="text-sm text-muted-foreground">{HOME_TEXTS.inviteText}</Dialog.Description>
          <ul className="grid gap-2 text-sm">
            <li className="flex items-center gap-2">
              <History aria-hidden="true" className="size-4 text-primary" />
              Pick up every novel where you left off.
            </li>
            <li className="flex items-center gap-2">
              <Bookmark aria-hidden="true" className="size-4 text-primary" />
              Keep the novels you love on your own shelf.
            </li>
          </ul>
          <div className="flex flex-wrap justify-end gap-2">
            <Dialog.Close asChild>
              <Button variant="ghost">{HOME_TEXTS.inviteDismiss}</Button>
            </Dialog.Close>
            <Button onClick={createAccount}>{HOME_TEXTS.inviteAction}</Button>
          </div>
          <Dialog.Close aria-label="Close" className={dialogCloseClasses}>
            <X aria-hidden="true" className="size-4" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
