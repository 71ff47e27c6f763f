/**
 * The confirmation of a queue action: what it does, the note (required for hide, remove and suspend; it is
 * mailed to the author or shown to the suspended account), the suspension's optional end, and the server's
 * message in the dialog when it refuses.
 */
import { invalidateApi } from '@inkshelf/api-client';
import { MODERATION_LIMITS, NOTE_REQUIRED_ACTIONS, type ModerationAction, type QueueReport } from '@inkshelf/contracts';
import { Button } from '@inkshelf/reader-ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useId, useState, type FormEvent } from 'react';
import { moderationApi } from '../../api-moderation.ts';
import { dialogCloseClasses, dialogContentClasses, dialogOverlayClasses } from '@inkshelf/ui/dialog-classes';
import { inputClasses } from '@inkshelf/ui/input-classes';
import { toast } from '@inkshelf/ui/toast';
import { failureText } from '../author-shared/failure.ts';
import { ACTION_EFFECTS, ACTION_LABELS, MODERATION_TEXTS as T } from './texts.ts';

/** Cached moderation reads (queue pages, audit log, staff) start with this path. */
export const MODERATION_PREFIX = '/api/moderation';

const DESTRUCTIVE: readonly ModerationAction[] = ['hide', 'remove', 'suspend'];

export interface ResolveDialogProps {
  report: QueueReport;
  action: ModerationAction;
  onClose: () => void;
}

export function ResolveDialog({ report, action, onClose }: ResolveDialogProps) {
  const id = useId();
  const queryClient = useQueryClient();
  const [note, setNote] = useState('');
  const [until, setUntil] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const noteRequired = NOTE_REQUIRED_ACTIONS.includes(action);
  const resolve = useMutation({
    mutationFn: () =>
      moderationApi.resolveReport({
        params: { id: report.id },
        body: {
          action,
          note: note.trim() || undefined,
          until: action === 'suspend' && until ? new Date(until).toISOString() : undefined,
        },
      }),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (noteRequired && !note.trim()) {
      setProblem(T.noteMissing);
      return;
    }
    setProblem(null);
    try {
      await resolve.mutateAsync();
      toast({ title: T.doneTitle, description: `${ACTION_LABELS[action]}: ${report.target?.title ?? ''}`.trim() });
      await invalidateApi(queryClient, MODERATION_PREFIX);
      onClose();
    } catch (error) {
      setProblem(failureText(error, T.failedTitle));
    }
  };

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogOverlayClasses} />
        <Dialog.Content className={dialogContentClasses}>
          <div className="grid gap-1 pr-6">
            <Dialog.Title className="text-lg font-semibold">{T.dialogTitle(action)}</Dialog.Title>
            <Dialog.Description className="text-sm text-muted-foreground">{ACTION_EFFECTS[action]}</Dialog.Description>
          </div>
          {report.target && (
            <p className="rounded-md bg-muted px-3 py-2 text-sm break-words">
              <span className="font-medium">{report.target.title}</span>
              {action === 'suspend' && (
                <span className="text-muted-foreground"> ({report.target.author.username})</span>
              )}
            </p>
          )}
          <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
            <div className="grid gap-1">
              <label htmlFor={`${id}-note`} className="text-sm font-medium">
                {T.noteLabel(noteRequired)}
              </label>
              <textarea
                id={`${id}-note`}
                rows={3}
                maxLength={MODERATION_LIMITS.noteMax}
                required={noteRequired}
                aria-invalid={problem === T.noteMissing ? true : undefined}
                className={`${inputClasses} h-auto py-2`}
                value={note}
                onChange={(event) => setNote(event.target.value)}
              />
            </div>
            {action === 'suspend' && (
              <div className="grid gap-1">
                <label htmlFor={`${id}-until`} className="text-sm font-medium">
                  {T.untilLabel}
                </label>
                <input
                  id={`${id}-until`}
                  type="datetime-local"
                  className={inputClasses}
                  value={until}
                  onChange={(event) => setUntil(event.target.value)}
                />
              </div>
            )}
            {problem && (
              <p role="alert" className="text-sm text-destructive">
                {problem}
              </p>
            )}
            <div className="flex flex-wrap justify-end gap-2">
              <Button type="button" variant="outline" onClick={onClose}>
                {T.cancel}
              </Button>
              <Button
                type="submit"
                variant={DESTRUCTIVE.includes(action) ? 'destructive' : 'default'}
                disabled={resolve.isPending}
              >
                {resolve.isPending ? T.working : ACTION_LABELS[action]}
              </Button>
            </div>
          </form>
          <Dialog.Close aria-label="Close" className={dialogCloseClasses}>
            <X aria-hidden="true" className="size-4" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
