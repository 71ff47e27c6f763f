/**
 * An administrator's "Lift suspension" on a report whose account (or author) is suspended: behind a confirmation,
 * `DELETE /api/moderation/users/{id}/suspension`, which the server records in the audit log. Nothing for anyone
 * else (the server refuses them too); the server's refusal is shown beside the button.
 */
import { invalidateApi } from '@inkshelf/api-client';
import type { UserRef } from '@inkshelf/contracts';
import { Button } from '@inkshelf/reader-ui';
import { ConfirmDialog } from '@inkshelf/ui/confirm-dialog';
import { toast } from '@inkshelf/ui/toast';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { moderationApi } from '../../api-moderation.ts';
import { useCurrentUser } from '../../auth/use-current-user.ts';
import { failureText } from '../author-shared/failure.ts';
import { MODERATION_PREFIX } from './resolve-dialog.tsx';
import { MODERATION_TEXTS as T } from './texts.ts';

export function LiftSuspension({ account }: { account: UserRef }) {
  const { user } = useCurrentUser();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const lift = useMutation({
    mutationFn: () => moderationApi.liftSuspension({ params: { id: account.id } }),
    onSuccess: async () => {
      setConfirming(false);
      toast({ title: T.lifted(account.username) });
      await invalidateApi(queryClient, MODERATION_PREFIX);
    },
    onError: (error) => {
      setConfirming(false);
      setProblem(failureText(error, T.liftFailed));
    },
  });
  if (user?.role !== 'admin') return null;

  return (
    <>
      <Button
        size="sm"
        variant="outline"
        aria-haspopup="dialog"
        onClick={() => {
          setProblem(null);
          setConfirming(true);
        }}
      >
        {T.liftSuspension}
      </Button>
      {problem && (
        <p role="alert" className="basis-full text-sm text-destructive">
          {problem}
        </p>
      )}
      <ConfirmDialog
        open={confirming}
        title={T.liftTitle}
        subject={account.username}
        description={T.liftText(account.username)}
        confirmLabel={T.liftSuspension}
        pending={lift.isPending}
        onConfirm={() => lift.mutate()}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
