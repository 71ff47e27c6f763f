/**
 * The 'Report' action of a novel, chapter, review or author profile (issue 18): a button that opens the Report
 * dialog, whose code is loaded on the first click so no page's budget carries it.
 */
import type { ReportTargetType } from '@inkshelf/contracts';
import { Button } from '@inkshelf/reader-ui';
import { Flag } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { REPORT_TEXTS } from './texts.ts';

export const ReportDialog = lazy(() =>
  import('./report-dialog.tsx').then((module) => ({ default: module.ReportDialog })),
);

export interface ReportTarget {
  targetType: ReportTargetType;
  targetId: number;
}

/** The dialog for `target` while it is set; `onClose` clears it. For pages that report one of many items. */
export function LazyReportDialog({ target, onClose }: { target: ReportTarget | null; onClose: () => void }) {
  if (!target) return null;
  return (
    <Suspense fallback={null}>
      <ReportDialog
        targetType={target.targetType}
        targetId={target.targetId}
        open
        onOpenChange={(open) => {
          if (!open) onClose();
        }}
      />
    </Suspense>
  );
}

export interface ReportActionProps extends ReportTarget {
  /** The accessible name, e.g. 'Report novel Salt Road'; the visible text is 'Report'. */
  label: string;
  className?: string;
}

export function ReportAction({ targetType, targetId, label, className }: ReportActionProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        aria-label={label}
        aria-haspopup="dialog"
        className={className}
        onClick={() => setOpen(true)}
      >
        <Flag aria-hidden="true" className="size-4" />
        {REPORT_TEXTS.action}
      </Button>
      <LazyReportDialog target={open ? { targetType, targetId } : null} onClose={() => setOpen(false)} />
    </>
  );
}
