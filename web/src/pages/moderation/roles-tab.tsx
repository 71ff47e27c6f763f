/** Roles (administrators): the moderators and administrators, a role granted or revoked by username. */
import { invalidateApi } from '@inkshelf/api-client';
import { MODERATION_LIMITS, USER_ROLES, type CurrentUser, type UserRole } from '@inkshelf/contracts';
import { Button, Skeleton } from '@inkshelf/reader-ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { moderationApi, moderationQueries } from '../../api-moderation.ts';
import { inputClasses } from '@inkshelf/ui/input-classes';
import { toast } from '@inkshelf/ui/toast';
import { ConfirmDialog } from '@inkshelf/ui/confirm-dialog';
import { failureText } from '../author-shared/failure.ts';
import { MODERATION_PREFIX } from './resolve-dialog.tsx';
import { MODERATION_TEXTS as T, ROLE_LABELS } from './texts.ts';

function useChangeRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { username: string; role: UserRole; note?: string }) => moderationApi.changeRole({ body }),
    onSuccess: async (member) => {
      toast({ title: T.saved(member.username, member.role) });
      await invalidateApi(queryClient, MODERATION_PREFIX);
    },
  });
}

export function RolesTab({ user }: { user: CurrentUser }) {
  const staff = useQuery(moderationQueries.listStaff());
  const change = useChangeRole();
  const [revoking, setRevoking] = useState<string | null>(null);
  const [revokeProblem, setRevokeProblem] = useState<string | null>(null);

  const revoke = () => {
    if (!revoking) return;
    change.mutate(
      { username: revoking, role: 'member' },
      {
        onSuccess: () => setRevoking(null),
        onError: (error) => {
          setRevoking(null);
          setRevokeProblem(failureText(error, T.roleFailed));
        },
      },
    );
  };

  return (
    <div className="grid gap-8 md:grid-cols-2">
      <section aria-labelledby="staff-heading" className="grid content-start gap-3">
        <h2 id="staff-heading" className="text-lg font-semibold">
          {T.staffHeading}
        </h2>
        {revokeProblem && (
          <p role="alert" className="text-sm text-destructive">
            {revokeProblem}
          </p>
        )}
        {staff.isPending ? (
          <Skeleton className="h-24 w-full" />
        ) : staff.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {failureText(staff.error, T.staffFailed)}
          </p>
        ) : staff.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">{T.staffEmpty}</p>
        ) : (
          <ul
            aria-label={T.staffHeading}
            className="grid divide-y divide-border rounded-lg border border-border bg-card"
          >
            {staff.data.map((member) => (
              <li key={member.id} className="flex flex-wrap items-center gap-2 px-3 py-2 text-sm">
                <span className="min-w-0 flex-1 font-medium break-all">{member.username}</span>
                <span className="rounded-full bg-secondary px-2 py-0.5 text-xs font-medium text-secondary-foreground">
                  {ROLE_LABELS[member.role]}
                </span>
                {member.id !== user.id && (
                  <Button
                    variant="ghost"
                    size="sm"
                    className="text-destructive hover:text-destructive"
                    aria-label={`${T.revoke} ${member.username}`}
                    onClick={() => {
                      setRevokeProblem(null);
                      setRevoking(member.username);
                    }}
                  >
                    {T.revoke}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
      <RoleForm change={change} />
      <ConfirmDialog
        open={revoking !== null}
        title={T.revokeTitle}
        subject={revoking}
        description={revoking ? T.revokeText(revoking) : ''}
        confirmLabel={T.revoke}
        destructive
        pending={change.isPending}
        onConfirm={revoke}
        onCancel={() => setRevoking(null)}
      />
    </div>
  );
}

function RoleForm({ change }: { change: ReturnType<typeof useChangeRole> }) {
  const id = useId();
  const [username, setUsername] = useState('');
  const [role, setRole] = useState<UserRole>('moderator');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    change.mutate(
      { username: username.trim(), role, note: note.trim() || undefined },
      {
        onSuccess: () => {
          setUsername('');
          setNote('');
        },
        onError: (error) => setProblem(failureText(error, T.roleFailed)),
      },
    );
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="grid content-start gap-3">
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        {T.changeHeading}
      </h2>
      <form onSubmit={submit} className="grid gap-3 rounded-lg border border-border bg-card p-4">
        <div className="grid gap-1">
          <label htmlFor={`${id}-username`} className="text-sm font-medium">
            {T.username}
          </label>
          <input
            id={`${id}-username`}
            required
            maxLength={64}
            autoComplete="off"
            className={inputClasses}
            value={username}
            onChange={(event) => setUsername(event.target.value)}
          />
        </div>
        <div className="grid gap-1">
          <label htmlFor={`${id}-role`} className="text-sm font-medium">
            {T.role}
          </label>
          <select
            id={`${id}-role`}
            className={inputClasses}
            value={role}
            onChange={(event) => setRole(event.target.value as UserRole)}
          >
            {USER_ROLES.map((value) => (
              <option key={value} value={value}>
                {ROLE_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-1">
          <label htmlFor={`${id}-note`} className="text-sm font-medium">
            {T.roleNote}
          </label>
          <input
            id={`${id}-note`}
            maxLength={MODERATION_LIMITS.noteMax}
            className={inputClasses}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
        </div>
        {problem && (
          <p role="alert" className="text-sm text-destructive">
            {problem}
          </p>
        )}
        <Button type="submit" className="justify-self-start" disabled={change.isPending || !username.trim()}>
          {change.isPending ? T.working : T.save}
        </Button>
      </form>
    </section>
  );
}
