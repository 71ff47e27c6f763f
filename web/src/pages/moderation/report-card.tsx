/**
 * One report in the queue: the target previewed (with a link to where it is read), why, by whom, and the actions
 * (for administrators, lifting the suspension of a suspended account or author).
 */
import {
  HIDEABLE_TARGET_TYPES,
  REPORT_REASON_LABELS,
  type ModerationAction,
  type QueueReport,
} from '@inkshelf/contracts';
import { Button, RelativeTime, authorPath, formatDate, novelPath } from '@inkshelf/reader-ui';
import { Link } from 'react-router';
import { LiftSuspension } from './lift-suspension.tsx';
import { RatingControl } from './rating-control.tsx';
import { ACTION_LABELS, MODERATION_TEXTS as T, TARGET_LABELS } from './texts.ts';

/** Actions that take nothing away; the others are drawn in the destructive colour. */
const GENTLE: readonly ModerationAction[] = ['dismiss', 'restore'];

/** The actions that make sense for the report now; the server checks them again. */
export function availableActions(report: QueueReport): ModerationAction[] {
  const { target } = report;
  const actions: ModerationAction[] = report.status === 'open' ? ['dismiss'] : [];
  if (!target) return actions;
  if ((HIDEABLE_TARGET_TYPES as readonly string[]).includes(report.targetType)) {
    actions.push(target.hidden ? 'restore' : 'hide', 'remove');
  }
  if (!target.suspended) actions.push('suspend');
  return actions;
}

/** Where the reported thing is read, when it can be linked to. */
function targetLink(report: QueueReport): string | null {
  const { target } = report;
  if (!target) return null;
  if (report.targetType === 'user') return authorPath(target.author.username);
  // A hidden novel's page is its author's alone; the others' titles are descriptions, not page names.
  return report.targetType === 'novel' && !target.hidden ? novelPath(target.title) : null;
}

export interface ReportCardProps {
  report: QueueReport;
  onAction: (report: QueueReport, action: ModerationAction) => void;
}

export function ReportCard({ report, onAction }: ReportCardProps) {
  const { target, resolution } = report;
  const link = targetLink(report);
  const headingId = `report-${report.id}`;
  return (
    <li>
      <article
        aria-labelledby={headingId}
        className="grid gap-3 rounded-lg border border-border bg-card p-4 text-card-foreground shadow-sm"
      >
        <header className="flex flex-wrap items-center gap-2 text-sm">
          <span className="rounded-full bg-secondary px-2 py-0.5 text-xs font-medium text-secondary-foreground">
            {TARGET_LABELS[report.targetType]}
          </span>
          <span className="rounded-full bg-destructive/10 px-2 py-0.5 text-xs font-medium text-destructive">
            {REPORT_REASON_LABELS[report.reason]}
          </span>
          <span className="font-medium">{T.reports(report.reportCount)}</span>
          <RelativeTime date={report.createdAt} className="text-xs text-muted-foreground" />
        </header>
        {target ? (
          <div className="grid gap-1">
            <h3 id={headingId} className="font-semibold break-words">
              {link ? (
                <Link to={link} className="hover:text-primary hover:underline">
                  {target.title}
                </Link>
              ) : (
                target.title
              )}
            </h3>
            <p className="text-sm text-muted-foreground">
              by{' '}
              <Link to={authorPath(target.author.username)} className="font-medium hover:underline">
                {target.author.username}
              </Link>
            </p>
            {target.excerpt && (
              <blockquote className="border-l-2 border-border pl-3 text-sm break-words whitespace-pre-line">
                {target.excerpt}
              </blockquote>
            )}
            <div className="flex flex-wrap gap-2 text-xs">
              {target.hidden && (
                <span className="rounded-full bg-warning/15 px-2 py-0.5 font-medium">
                  {T.hidden}: {target.hidden.note}
                </span>
              )}
              {target.suspended && (
                <span className="rounded-full bg-warning/15 px-2 py-0.5 font-medium">
                  {T.suspended(target.suspended.until ? formatDate(target.suspended.until) : null)}
                </span>
              )}
            </div>
          </div>
        ) : (
          <h3 id={headingId} className="text-sm text-muted-foreground italic">
            {T.targetGone}
          </h3>
        )}
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-muted-foreground">{T.reportedBy}</dt>
          <dd className="min-w-0 break-words">{report.reporter.username}</dd>
          {report.details && (
            <>
              <dt className="text-muted-foreground">Details</dt>
              <dd className="min-w-0 break-words whitespace-pre-line">{report.details}</dd>
            </>
          )}
          {resolution && (
            <>
              <dt className="text-muted-foreground">{T.resolved}</dt>
              <dd className="min-w-0 break-words">
                {T.resolvedAs(ACTION_LABELS[resolution.action], resolution.resolvedBy?.username ?? null)}
                {resolution.note && ` · ${resolution.note}`}
              </dd>
            </>
          )}
        </dl>
        {report.targetType === 'novel' && target?.novelId && target.contentRating && (
          <RatingControl novelId={target.novelId} title={target.title} current={target.contentRating} />
        )}
        <div className="flex flex-wrap gap-2">
          {availableActions(report).map((action) => (
            <Button
              key={action}
              size="sm"
              variant="outline"
              // Important: the outline variant's own text colour would win over a plain text-destructive.
              className={
                GENTLE.includes(action) ? undefined : 'border-destructive/40 text-destructive! hover:bg-destructive/10'
              }
              aria-haspopup="dialog"
              onClick={() => onAction(report, action)}
            >
              {ACTION_LABELS[action]}
            </Button>
          ))}
          {target?.suspended && <LiftSuspension account={target.author} />}
        </div>
      </article>
    </li>
  );
}
