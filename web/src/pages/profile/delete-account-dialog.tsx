/**
 * The confirmation of 'Delete account': names what will be removed (GET /api/users/me/footprint), asks for the
 * password (an account without one, Google only, types its username) and, when two-factor is on, a code. After
 * DELETE /api/users/me the site forgets the user, goes home and says so.
 */
import { isApiError } from '@inkshelf/api-client';
import { MESSAGES, type AccountFootprint, type DeleteAccountBody } from '@inkshelf/contracts';
import { Button, buttonClasses } from '@inkshelf/reader-ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AlertDialog } from 'radix-ui';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { accountApi, accountQueries } from '../../api-account.ts';
import { userChanged } from '../../auth/session.ts';
import { useCurrentUser } from '../../auth/use-current-user.ts';
import { dialogContentClasses, dialogOverlayClasses } from '@inkshelf/ui/dialog-classes';
import { useDialogFocus } from '@inkshelf/ui/dialog-focus';
import { FormField } from '@inkshelf/ui/form-field';
import { toast } from '@inkshelf/ui/toast';
import { failureText } from './use-account-mutations.ts';
import { YOUR_DATA_TEXTS as T } from './your-data-texts.ts';

type Field = keyof DeleteAccountBody;

export function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const { user } = useCurrentUser();
  const footprint = useQuery({ ...accountQueries.accountFootprint(), staleTime: 0 });
  const focus = useDialogFocus(true);
  const client = useQueryClient();
  const navigate = useNavigate();
  const [values, setValues] = useState({ password: '', confirmUsername: '', code: '' });
  const [failure, setFailure] = useState<{ message: string; field?: Field } | null>(null);
  const remove = useMutation({ mutationFn: (body: DeleteAccountBody) => accountApi.deleteAccount({ body }) });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const facts = footprint.data;
    if (!facts || remove.isPending) return;
    const body: DeleteAccountBody = facts.hasPassword
      ? { password: values.password }
      : { confirmUsername: values.confirmUsername };
    if (facts.twoFactorEnabled) body.code = values.code;
    setFailure(null);
    remove.mutate(body, {
      onSuccess: () => {
        void navigate('/');
        void userChanged(client, null);
        toast(MESSAGES.account.deletedToast);
      },
      onError: (error) => {
        const field = isApiError(error) ? (error.field as Field | undefined) : undefined;
        setFailure({ message: failureText(error, MESSAGES.account.deleteFailed), field });
      },
    });
  };
  const errorOf = (field: Field) => (failure?.field === field ? failure.message : undefined);
  const bind = (field: Field) => ({
    value: values[field],
    error: errorOf(field),
    onChange: (event: { target: { value: string } }) => setValues((old) => ({ ...old, [field]: event.target.value })),
  });

  return (
    <AlertDialog.Root open onOpenChange={(next) => !next && !remove.isPending && onClose()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={dialogOverlayClasses} />
        <AlertDialog.Content className={dialogContentClasses} {...focus}>
          <AlertDialog.Title className="text-lg font-semibold">{T.confirmTitle}</AlertDialog.Title>
          <AlertDialog.Description asChild>
            <div className="grid gap-2 text-sm">
              <Footprint query={footprint} />
            </div>
          </AlertDialog.Description>
          {footprint.data && user && (
            <form noValidate onSubmit={onSubmit} className="grid gap-4">
              {footprint.data.hasPassword ? (
                // The form appears once the counts are in, after the dialog placed focus: it takes it then.
                <FormField
                  label={T.password}
                  type="password"
                  autoComplete="current-password"
                  autoFocus
                  {...bind('password')}
                />
              ) : (
                <FormField
                  label={T.username(user.username)}
                  hint={T.noPasswordHint}
                  autoComplete="off"
                  autoFocus
                  spellCheck={false}
                  {...bind('confirmUsername')}
                />
              )}
              {footprint.data.twoFactorEnabled && (
                <FormField
                  label={T.code}
                  hint={T.codeHint}
                  autoComplete="one-time-code"
                  spellCheck={false}
                  {...bind('code')}
                />
              )}
              {failure && !failure.field && (
                <p role="alert" className="text-sm text-destructive">
                  {failure.message}
                </p>
              )}
              <div className="flex flex-wrap justify-end gap-2">
                <AlertDialog.Cancel className={buttonClasses('outline')} disabled={remove.isPending}>
                  {T.cancel}
                </AlertDialog.Cancel>
                <Button type="submit" variant="destructive" disabled={remove.isPending}>
                  {remove.isPending ? T.deleting : T.confirm}
                </Button>
              </div>
            </form>
          )}
          {!footprint.data && (
            <AlertDialog.Cancel className={buttonClasses('outline', 'md', 'justify-self-end')}>
              {T.cancel}
            </AlertDialog.Cancel>
          )}
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

function Footprint({
  query,
}: {
  query: { data?: AccountFootprint | undefined; isError: boolean; refetch: () => unknown };
}) {
  if (query.isError) {
    return (
      <div role="alert" className="grid gap-2">
        <p>{T.loadFailed}</p>
        <Button variant="outline" size="sm" className="justify-self-start" onClick={() => void query.refetch()}>
          {T.retry}
        </Button>
      </div>
    );
  }
  if (!query.data) return <p className="text-muted-foreground">{T.loading}</p>;
  const items = T.items(query.data);
  return (
    <>
      <p>{items.length > 0 ? T.removes : T.nothingWritten}</p>
      {items.length > 0 && (
        <ul className="list-disc space-y-0.5 pl-5" aria-label={T.confirmTitle}>
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
      <p className="text-muted-foreground">{T.keepCopy}</p>
    </>
  );
}
