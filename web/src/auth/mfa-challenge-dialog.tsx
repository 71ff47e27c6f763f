/**
 * Shown whenever the current user reports a second factor still owed (a reload during the code step, or a
 * Google sign-in landing on /auth/callback): the code step, which only a code or signing out ends.
 */
import { Dialog } from 'radix-ui';
import { dialogContentClasses, dialogOverlayClasses } from '@inkshelf/ui/dialog-classes';
import { MfaChallenge } from './mfa-challenge.tsx';
import { MFA_TEXTS as T } from './mfa.ts';

export default function MfaChallengeDialog() {
  return (
    <Dialog.Root open>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogOverlayClasses} />
        <Dialog.Content
          className={dialogContentClasses}
          onEscapeKeyDown={(event) => event.preventDefault()}
          onPointerDownOutside={(event) => event.preventDefault()}
          onInteractOutside={(event) => event.preventDefault()}
        >
          <Dialog.Title className="text-lg font-semibold">{T.title}</Dialog.Title>
          <Dialog.Description className="sr-only">{T.codeIntro}</Dialog.Description>
          <MfaChallenge />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
