/**
 * Moderation (issue 18): roles, reports, the moderation queue, its actions and the audit log. A hidden novel,
 * chapter, comment or review carries a `moderation` mark in the answers its author gets (nobody else sees it).
 */
import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import {
  CountSchema,
  IdSchema,
  IsoDateTimeSchema,
  ModerationMarkSchema,
  integerQuery,
  positiveIdBody,
} from './common.ts';
import { ContentRatingSchema } from './novels.ts';
import { UserRefSchema } from './users.ts';

const E = MESSAGES.errors;

/** Every account has one role: members read and write, moderators work the queue, admins also grant roles. */
export const USER_ROLES = ['member', 'moderator', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];
export const UserRoleSchema = z.enum(USER_ROLES);

export const REPORT_TARGET_TYPES = ['novel', 'chapter', 'comment', 'review', 'user'] as const;
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number];
/** The targets that can be hidden, restored or removed (an account is suspended instead). */
export const HIDEABLE_TARGET_TYPES = ['novel', 'chapter', 'comment', 'review'] as const;
export type HideableTargetType = (typeof HIDEABLE_TARGET_TYPES)[number];

export const REPORT_REASONS = ['spam', 'harassment', 'inappropriate', 'wrong-rating', 'copyright', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  spam: 'Spam',
  harassment: 'Harassment',
  inappropriate: 'Inappropriate content',
  'wrong-rating': 'Wrong content rating',
  copyright: 'Copyright',
  other: 'Other',
};

export const REPORT_STATUSES = ['open', 'resolved'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];
export const REPORT_SORTS = ['newest', 'most-reported'] as const;
export const MODERATION_ACTIONS = ['dismiss', 'hide', 'restore', 'remove', 'suspend'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];
/** The actions that must say why (the note is mailed to the author or shown to the suspended account). */
export const NOTE_REQUIRED_ACTIONS: readonly ModerationAction[] = ['hide', 'remove', 'suspend'];

/**
 * What the audit log records: a queue action, a role change, a content rating change, a lifted suspension, a
 * reader's review deleted by the novel's author or staff, or an administrator's change to the curated genres or a
 * tag merge (issue 37).
 */
export const AUDIT_ACTIONS = [
  ...MODERATION_ACTIONS,
  'role',
  'content-rating',
  'lift-suspension',
  'review-delete',
  'genre-add',
  'genre-rename',
  'genre-delete',
  'tag-merge',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const MODERATION_LIMITS = { detailsMax: 1000, noteMax: 1000, pageSize: 20 } as const;

/** `POST /api/reports`. */
export const ReportBodySchema = z.object({
  targetType: z.enum(REPORT_TARGET_TYPES),
  targetId: positiveIdBody('targetId'),
  reason: z.enum(REPORT_REASONS),
  details: z.string().trim().max(MODERATION_LIMITS.detailsMax).optional(),
});
export type ReportBody = z.output<typeof ReportBodySchema>;

/** A report as its reporter sees it. */
export const ReportSchema = z.object({
  id: IdSchema,
  targetType: z.enum(REPORT_TARGET_TYPES),
  targetId: IdSchema,
  reason: z.enum(REPORT_REASONS),
  details: z.string().nullable(),
  status: z.enum(REPORT_STATUSES),
  createdAt: IsoDateTimeSchema,
});
export type Report = z.infer<typeof ReportSchema>;

/** What the queue shows of the reported thing; null when it is gone (removed or deleted by its author). */
export const ReportTargetPreviewSchema = z.object({
  /** The novel's title, the chapter's 'Novel — Chapter n: title', the account's name, or the comment's novel. */
  title: z.string(),
  /** The first characters of the text (comment, review, chapter, novel description); null for an account. */
  excerpt: z.string().nullable(),
  /** The writer of the content, or the account itself. */
  author: UserRefSchema,
  /** Where it is read: the novel (and chapter number) it belongs to. */
  novelId: IdSchema.nullable(),
  chapterNumber: z.number().int().nullable(),
  hidden: ModerationMarkSchema.nullable(),
  /** The account's suspension end (null: until lifted), when the target or its author is suspended. */
  suspended: z.object({ until: IsoDateTimeSchema.nullable() }).nullable(),
  contentRating: ContentRatingSchema.nullable(),
});
export type ReportTargetPreview = z.infer<typeof ReportTargetPreviewSchema>;

export const ReportResolutionSchema = z.object({
  action: z.enum(MODERATION_ACTIONS),
  note: z.string().nullable(),
  resolvedAt: IsoDateTimeSchema,
  resolvedBy: UserRefSchema.nullable(),
});

export const QueueReportSchema = ReportSchema.extend({
  reporter: UserRefSchema,
  /** Reports of the same target with this one's status (this one included). */
  reportCount: CountSchema,
  target: ReportTargetPreviewSchema.nullable(),
  resolution: ReportResolutionSchema.nullable(),
});
export type QueueReport = z.infer<typeof QueueReportSchema>;

const pageQuery = integerQuery('page', { min: 1, max: 100000, fallback: 1 });

/** `GET /api/moderation/reports`. */
export const ReportQueueQuerySchema = z.object({
  status: z.enum(REPORT_STATUSES).default('open'),
  sort: z.enum(REPORT_SORTS).default('newest'),
  page: pageQuery,
});
export type ReportQueueQuery = z.output<typeof ReportQueueQuerySchema>;

export const ReportQueuePageSchema = z.object({
  reports: z.array(QueueReportSchema),
  page: z.number().int().positive(),
  totalPages: CountSchema,
  total: CountSchema,
});
export type ReportQueuePage = z.infer<typeof ReportQueuePageSchema>;

/** `POST /api/moderation/reports/{id}/resolve`: the note is required for hide, remove and suspend. */
export const ResolveReportBodySchema = z
  .object({
    action: z.enum(MODERATION_ACTIONS),
    note: z.string().trim().max(MODERATION_LIMITS.noteMax).optional(),
    /** The end of a suspension; without it the account stays suspended until an admin lifts it. */
    until: IsoDateTimeSchema.optional(),
  })
  .superRefine((body, ctx) => {
    if (NOTE_REQUIRED_ACTIONS.includes(body.action) && !body.note)
      ctx.addIssue({ code: 'custom', path: ['note'], message: E.moderationNoteRequired });
  });
export type ResolveReportBody = z.output<typeof ResolveReportBodySchema>;

/** `PUT /api/moderation/novels/{id}/content-rating`. */
export const ContentRatingChangeBodySchema = z.object({
  contentRating: ContentRatingSchema,
  note: z.string().trim().max(MODERATION_LIMITS.noteMax).optional(),
});
export type ContentRatingChangeBody = z.output<typeof ContentRatingChangeBodySchema>;

export const ContentRatingChangeSchema = z.object({ id: IdSchema, contentRating: ContentRatingSchema });

/** `PUT /api/moderation/roles`: an admin grants or revokes a role by username. */
export const RoleChangeBodySchema = z.object({
  username: z.string().trim().min(1).max(64),
  role: UserRoleSchema,
  note: z.string().trim().max(MODERATION_LIMITS.noteMax).optional(),
});
export type RoleChangeBody = z.output<typeof RoleChangeBodySchema>;

export const StaffMemberSchema = z.object({ id: IdSchema, username: z.string(), role: UserRoleSchema });
export type StaffMember = z.infer<typeof StaffMemberSchema>;
export const StaffListSchema = z.array(StaffMemberSchema);

/** One line of the audit log: who did what to which target, why and when. */
export const AuditEntrySchema = z.object({
  id: IdSchema,
  actor: z.object({ id: IdSchema.nullable(), username: z.string() }),
  action: z.enum(AUDIT_ACTIONS),
  targetType: z.string(),
  targetId: IdSchema,
  note: z.string().nullable(),
  /** What changed: the new role, the content rating, the suspension end, the report. */
  details: z.record(z.string(), z.unknown()),
  createdAt: IsoDateTimeSchema,
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const AuditQuerySchema = z.object({ page: pageQuery });
export const AuditPageSchema = z.object({
  entries: z.array(AuditEntrySchema),
  page: z.number().int().positive(),
  totalPages: CountSchema,
  total: CountSchema,
});
export type AuditPage = z.infer<typeof AuditPageSchema>;
