import type {
  AuditEntry,
  ContentRating,
  QueueReport,
  Report,
  ReportTargetPreview,
  StaffMember,
} from '@inkshelf/contracts';
import type { User } from '../entities/index.ts';
import { isSuspended } from '../policies/moderation.ts';
import type { AuditRow } from '../repositories/audit-repository.ts';
import type { TargetFacts } from '../repositories/moderation-target.ts';
import type { ReportRow } from '../repositories/report-repository.ts';
import { moderationMarkOf } from './moderation-mark.ts';

const iso = (value: Date | string) => new Date(value).toISOString();

/** A report as its reporter gets it back. */
export function presentReport(row: ReportRow): Report {
  return {
    id: row.id,
    targetType: row.target_type,
    targetId: row.target_id,
    reason: row.reason,
    details: row.details,
    status: row.status,
    createdAt: iso(row.created_at),
  };
}

/** The queue's view of the reported thing (never the author's email). */
export function presentTargetPreview(target: TargetFacts): ReportTargetPreview {
  const suspended = isSuspended(target);
  return {
    title: target.title,
    excerpt: target.excerpt,
    author: { id: target.author.id, username: target.author.username },
    novelId: target.novelId,
    chapterNumber: target.chapterNumber,
    hidden: moderationMarkOf(target).moderation ?? null,
    suspended: suspended ? { until: target.suspendedUntil?.toISOString() ?? null } : null,
    contentRating: (target.contentRating as ContentRating | null) ?? null,
  };
}

/** A report in the moderation queue, with its reporter, how often its target is reported and a preview. */
export function presentQueueReport(row: ReportRow, target: TargetFacts | null): QueueReport {
  return {
    ...presentReport(row),
    reporter: { id: row.reporter_id, username: row.reporter_name },
    reportCount: row.report_count,
    target: target ? presentTargetPreview(target) : null,
    resolution:
      row.resolution && row.resolved_at
        ? {
            action: row.resolution,
            note: row.resolution_note,
            resolvedAt: iso(row.resolved_at),
            resolvedBy:
              row.resolved_by_id !== null && row.resolved_by_name !== null
                ? { id: row.resolved_by_id, username: row.resolved_by_name }
                : null,
          }
        : null,
  };
}

export function presentAuditEntry(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    actor: { id: row.actor_id, username: row.actor_name },
    action: row.action,
    targetType: row.target_type,
    targetId: row.target_id,
    note: row.note,
    details: row.details ?? {},
    createdAt: iso(row.created_at),
  };
}

export function presentStaffMember(user: Pick<User, 'id' | 'username' | 'role'>): StaffMember {
  return { id: user.id, username: user.username, role: user.role };
}
