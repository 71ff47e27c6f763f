/** The Login / Register dialog, opened on a tab through the auth-dialog store; mounted once in the layout. */
import { PRODUCT_NAME } from '@inkshelf/contracts';
import { X } from 'lucide-react';
import { Dialog, Tabs } from 'radix-ui';
import { dialogCloseClasses, dialogContentClasses, dialogOverlayClasses } from '@inkshelf/ui/dialog-classes';
import { focusFirstField, restoreFocus } from '@inkshelf/ui/dialog-focus';
import { useAuthDialog, type AuthTab } from './auth-dialog-store.ts';
import { ForgotPasswordDialog } from './forgot-password-dialog.tsx';
import { LoginForm } from './login-form.tsx';
import { RegisterForm } from './register-form.tsx';

const tabTrigger =
  'flex-1 rounded-md px-3 py-1.5 text-sm font-medium text-muted-foreground transition-colors data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none';

export default function AuthDialog() {
  const { isOpen, tab, setTab, close, openReset, opener } = useAuthDialog();
  return (
    <>
      <Dialog.Root open={isOpen} onOpenChange={(open) => !open && close()}>
        <Dialog.Portal>
          <Dialog.Overlay className={dialogOverlayClasses} />
          <Dialog.Content
            className={dialogContentClasses}
            onOpenAutoFocus={focusFirstField}
            onCloseAutoFocus={(event) => restoreFocus(event, opener, { standIn: true })}
          >
            <div className="grid gap-1">
              <Dialog.Title className="text-lg font-semibold">Welcome to {PRODUCT_NAME}</Dialog.Title>
              <Dialog.Description className="text-sm text-muted-foreground">
                {tab === 'login'
                  ? 'Log in to keep your bookmarks and reading history.'
                  : 'Create a free account to unlock reading history and bookmarks.'}
              </Dialog.Description>
            </div>
            <Tabs.Root value={tab} onValueChange={(value) => setTab(value as AuthTab)} className="grid gap-4">
              <Tabs.List aria-label="Sign in or create an account" className="flex gap-1 rounded-md bg-muted p-1">
                <Tabs.Trigger value="login" className={tabTrigger}>
                  Login
                </Tabs.Trigger>
                <Tabs.Trigger value="register" className={tabTrigger}>
                  Register
                </Tabs.Trigger>
              </Tabs.List>
              <Tabs.Content value="login">
                <LoginForm onDone={close} onForgotPassword={openReset} />
              </Tabs.Content>
              <Tabs.Content value="register">
                <RegisterForm onDone={close} />
              </Tabs.Content>
            </Tabs.Root>
            <Dialog.Close aria-label="Close" className={dialogCloseClasses}>
              <X aria-hidden="true" className="size-4" />
            </Dialog.Close>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
      <ForgotPasswordDialog />
    </>
  );
}
