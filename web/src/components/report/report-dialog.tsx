/** 'Report': a dialog with the reason and optional details that posts `POST /api/reports`, then a toast. */
import {
  MODERATION_LIMITS,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  type ReportReason,
  type ReportTargetType,
} from '@inkshelf/contracts';
import { Button, errorMessage, useNotify } from '@inkshelf/reader-ui';
import { useMutation } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useId, useState, type FormEvent } from 'react';
import { moderationApi } from '../../api-moderation.ts';
import { dialogCloseClasses, dialogContentClasses, dialogOverlayClasses } from '@inkshelf/ui/dialog-classes';
import { inputClasses } from '@inkshelf/ui/input-classes';
import { REPORT_TEXTS } from './texts.ts';

export interface ReportDialogProps {
  targetType: ReportTargetType;
  targetId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function ReportDialog({ targetType, targetId, open, onOpenChange }: ReportDialogProps) {
  const notify = useNotify();
  const id = useId();
  const [reason, setReason] = useState<ReportReason>('spam');
  const [details, setDetails] = useState('');
  const send = useMutation({
    mutationFn: () =>
      moderationApi.createReport({ body: { targetType, targetId, reason, details: details.trim() || undefined } }),
  });

  const close = () => {
    onOpenChange(false);
    setReason('spam');
    setDetails('');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await send.mutateAsync();
      notify({ title: REPORT_TEXTS.sentTitle, description: REPORT_TEXTS.sentDescription });
      close();
    } catch (error) {
      notify({
        title: REPORT_TEXTS.failedTitle,
        description: errorMessage(error, REPORT_TEXTS.failedTitle),
        variant: 'destructive',
      });
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogOverlayClasses} />
        <Dialog.Content className={dialogContentClasses}>
          <div className="grid gap-1">
            <Dialog.Title className="text-lg font-semibold">{REPORT_TEXTS.title}</Dialog.Title>
            <Dialog.Description className="text-sm text-muted-foreground">
              {REPORT_TEXTS.description}
            </Dialog.Description>
          </div>
          <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
            <div className="grid gap-1">
              <label htmlFor={`${id}-reason`} className="text-sm font-medium">
                {REPORT_TEXTS.reason}
              </label>
              <select
                id={`${id}-reason`}
                className={inputClasses}
                value={reason}
                onChange={(event) => setReason(event.target.value as ReportReason)}
              >
                {REPORT_REASONS.map((value) => (
                  <option key={value} value={value}>
                    {REPORT_REASON_LABELS[value]}
                  </option>
                ))}
              </select>
            </div>
            <div className="grid gap-1">
              <label htmlFor={`${id}-details`} className="text-sm font-medium">
                {REPORT_TEXTS.details}
              </label>
              <textarea
                id={`${id}-details`}
                rows={4}
                maxLength={MODERATION_LIMITS.detailsMax}
                className={`${inputClasses} h-auto py-2`}
                value={details}
                onChange={(event) => setDetails(event.target.value)}
              />
            </div>
            <div className="flex justify-end gap-2">
              <Button type="button" variant="outline" onClick={close}>
                {REPORT_TEXTS.cancel}
              </Button>
              <Button type="submit" disabled={send.isPending}>
                {send.isPending ? REPORT_TEXTS.sending : REPORT_TEXTS.submit}
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
