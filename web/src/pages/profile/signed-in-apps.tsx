/**
 * Profile: the apps signed in to the account with a token (the desktop studio and the like), with when each
 * signed in and was last used, and a Revoke button that signs it out. The list loads when the section is
 * opened, so viewing the profile costs no extra request.
 */
import { MESSAGES, type TokenInfo } from '@inkshelf/contracts';
import { Button, RelativeTime, formatDate } from '@inkshelf/reader-ui';
import { ConfirmDialog } from '@inkshelf/ui/confirm-dialog';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MonitorSmartphone } from 'lucide-react';
import { useId, useState } from 'react';
import { accountApi, accountQueries } from '../../api-account.ts';
import { toast } from '@inkshelf/ui/toast';
import { failureText } from './use-account-mutations.ts';

export const SIGNED_IN_APPS_TEXTS = {
  heading: 'Signed-in apps',
  intro: 'Apps such as Inkshelf Studio that you signed in to with your password. Revoke one to sign it out.',
  show: 'Show signed-in apps',
  hide: 'Hide signed-in apps',
  loading: 'Loading signed-in apps...',
  loadFailed: 'Could not load your signed-in apps.',
  retry: 'Try Again',
  empty: 'No apps are signed in to your account.',
  signedIn: 'Signed in',
  lastUsed: 'Last used',
  neverUsed: 'Not used yet',
  thisApp: 'This app',
  revoke: 'Revoke',
  revoking: 'Revoking...',
  cancel: 'Cancel',
  confirmTitle: (deviceName: string) => `Revoke ${deviceName}?`,
  confirmDescription: 'The app is signed out at once. To use it again, sign in to it with your password.',
  revoked: (deviceName: string) => ({
    title: 'App signed out',
    description: `${deviceName} no longer has access to your account.`,
  }),
  revokeFailed: 'Failed to revoke the app.',
} as const;

const T = SIGNED_IN_APPS_TEXTS;

export function SignedInApps() {
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <section className="grid gap-4 rounded-lg border border-border bg-card p-6 text-card-foreground shadow-sm">
      <h2 className="text-lg font-semibold">{T.heading}</h2>
      <p className="text-sm text-muted-foreground">{T.intro}</p>
      <Button
        variant="outline"
        className="justify-self-start"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? T.hide : T.show}
      </Button>
      {open && (
        <div id={listId}>
          <AppList />
        </div>
      )}
    </section>
  );
}

function AppList() {
  const tokens = useQuery(accountQueries.listTokens());
  const [revoking, setRevoking] = useState<TokenInfo | null>(null);
  if (tokens.isPending) return <p className="text-sm text-muted-foreground">{T.loading}</p>;
  if (tokens.isError) {
    return (
      <div className="grid gap-2" role="alert">
        <p className="text-sm">{T.loadFailed}</p>
        <Button variant="outline" size="sm" className="justify-self-start" onClick={() => void tokens.refetch()}>
          {T.retry}
        </Button>
      </div>
    );
  }
  if (tokens.data.length === 0) return <p className="text-sm text-muted-foreground">{T.empty}</p>;
  return (
    <>
      <ul className="grid divide-y divide-border" aria-label={T.heading}>
        {tokens.data.map((token) => (
          <li key={token.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3 first:pt-0 last:pb-0">
            <MonitorSmartphone aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
            <div className="grid min-w-0 flex-1 gap-0.5">
              <p className="font-medium break-words">
                {token.deviceName}
                {token.current && <span className="ml-2 text-xs text-muted-foreground">({T.thisApp})</span>}
              </p>
              <p className="text-sm text-muted-foreground">
                {T.signedIn} {formatDate(token.createdAt)} · {T.lastUsed}{' '}
                {token.lastUsedAt ? <RelativeTime date={token.lastUsedAt} /> : T.neverUsed}
              </p>
            </div>
            <Button
              variant="outline"
              size="sm"
              aria-label={`${T.revoke} ${token.deviceName}`}
              onClick={() => setRevoking(token)}
            >
              {T.revoke}
            </Button>
          </li>
        ))}
      </ul>
      {revoking && <RevokeDialog token={revoking} onClose={() => setRevoking(null)} />}
    </>
  );
}

function RevokeDialog({ token, onClose }: { token: TokenInfo; onClose: () => void }) {
  const client = useQueryClient();
  const revoke = useMutation({
    mutationFn: () => accountApi.deleteToken({ params: { id: token.id } }),
    onSettled: () => client.invalidateQueries({ queryKey: accountQueries.listTokens().queryKey }),
  });
  const onConfirm = () =>
    revoke.mutate(undefined, {
      onSuccess: () => {
        toast(T.revoked(token.deviceName));
        onClose();
      },
      onError: (error) => {
        toast({
          title: MESSAGES.toasts.errorTitle,
          description: failureText(error, T.revokeFailed),
          variant: 'destructive',
        });
        onClose();
      },
    });
  return (
    <ConfirmDialog
      open
      title={T.confirmTitle(token.deviceName)}
      description={T.confirmDescription}
      confirmLabel={T.revoke}
      pendingLabel={T.revoking}
      cancelLabel={T.cancel}
      destructive
      pending={revoke.isPending}
      onConfirm={onConfirm}
      onCancel={onClose}
    />
  );
}
