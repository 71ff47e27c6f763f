/**
 * Copyright takedowns (issue 18): anyone's notice, worked by moderators within `POLICY.takedownHours`, and the removed
 * author's counter-notice. A case goes open -> removed or rejected; removed -> countered, then restored or removed
 * again. Open and countered cases make the queue.
 */
import { z } from 'zod';
import { POLICY } from '../constants.ts';
import { MESSAGES } from '../messages.ts';
import { IdSchema, IsoDateTimeSchema, integerQuery, requiredText } from './common.ts';
import { ReportTargetPreviewSchema } from './moderation.ts';
import { EmailSchema, UserRefSchema } from './users.ts';

const T = MESSAGES.takedowns;

export const TAKEDOWN_STATUSES = ['open', 'removed', 'rejected', 'countered', 'restored'] as const;
export type TakedownStatus = (typeof TAKEDOWN_STATUSES)[number];
/** The statuses a moderator still has to act on (`?status=open`); every other one is closed. */
export const OPEN_TAKEDOWN_STATUSES: readonly TakedownStatus[] = ['open', 'countered'];
export const TAKEDOWN_ACTIONS = ['remove', 'reject', 'restore'] as const;
export type TakedownAction = (typeof TAKEDOWN_ACTIONS)[number];
/** What a notice's addresses may point to on the site. */
export const TAKEDOWN_TARGET_TYPES = ['novel', 'chapter'] as const;
export type TakedownTargetType = (typeof TAKEDOWN_TARGET_TYPES)[number];

export const TAKEDOWN_LIMITS = {
  nameMax: 200,
  urlsMax: 20,
  urlMax: 2000,
  originalWorkMax: 5000,
  statementMax: 5000,
  noteMax: 1000,
  pageSize: 20,
} as const;

/** The review time the copyright policy promises, in milliseconds: a case is due this long after receipt. */
export const TAKEDOWN_REVIEW_MS = POLICY.takedownHours * 60 * 60 * 1000;

const isHttpUrl = (value: string) => {
  if (!URL.canParse(value)) return false;
  const { protocol } = new URL(value);
  return protocol === 'http:' || protocol === 'https:';
};

const text = (required: string, max: number, tooLong: string) =>
  requiredText(required).trim().min(1, required).max(max, tooLong);

const checked = (message: string) => z.literal(true, { error: message });
/** A form's checkbox that must be ticked: a boolean in, `true` out. */
const ticked = (message: string) =>
  z
    .boolean()
    .refine((value) => value, message)
    .transform((): true => true);

/** `POST /api/takedowns`: a copyright notice (no account needed). */
export const TakedownBodySchema = z.object({
  claimantName: text(T.claimantNameRequired, TAKEDOWN_LIMITS.nameMax, T.claimantNameTooLong),
  email: EmailSchema,
  urls: z
    .array(
      z
        .string({ error: T.urlInvalid })
        .trim()
        .max(TAKEDOWN_LIMITS.urlMax, T.urlInvalid)
        .refine(isHttpUrl, T.urlInvalid),
      {
        error: T.urlsRequired,
      },
    )
    .min(1, T.urlsRequired)
    .max(TAKEDOWN_LIMITS.urlsMax, T.urlsTooMany),
  originalWork: text(T.originalWorkRequired, TAKEDOWN_LIMITS.originalWorkMax, T.originalWorkTooLong),
  goodFaith: checked(T.goodFaithRequired),
  accuracy: checked(T.accuracyRequired),
  signature: text(T.signatureRequired, TAKEDOWN_LIMITS.nameMax, T.signatureTooLong),
});
export type TakedownBody = z.output<typeof TakedownBodySchema>;
export type TakedownInput = z.input<typeof TakedownBodySchema>;

/**
 * The copyright page's notice form: the addresses typed one per line (or separated by spaces), the two statements
 * as checkboxes. Its output is a `TakedownBody`.
 */
export const TakedownFormSchema = TakedownBodySchema.extend({
  urls: z
    .string()
    .transform((typed) => typed.split(/\s+/).filter(Boolean))
    .superRefine((urls, ctx) => {
      const issue = TakedownBodySchema.shape.urls.safeParse(urls).error?.issues[0];
      if (issue) ctx.addIssue({ code: 'custom', message: issue.message });
    }),
  goodFaith: ticked(T.goodFaithRequired),
  accuracy: ticked(T.accuracyRequired),
});
export type TakedownFormInput = z.input<typeof TakedownFormSchema>;

/** A case as the claimant (and the counter-notice's author) gets it: its number, state and due time. */
export const TakedownCaseSchema = z.object({
  id: IdSchema,
  status: z.enum(TAKEDOWN_STATUSES),
  urls: z.array(z.string()),
  receivedAt: IsoDateTimeSchema,
  /** receivedAt + POLICY.takedownHours. */
  dueAt: IsoDateTimeSchema,
});
export type TakedownCase = z.infer<typeof TakedownCaseSchema>;

/** One address of a notice and what it points to on the site; `preview` is null when the content is gone. */
export const TakedownTargetSchema = z.object({
  url: z.string(),
  type: z.enum(TAKEDOWN_TARGET_TYPES),
  id: IdSchema,
  preview: ReportTargetPreviewSchema.nullable(),
});

export const CounterNoticeSchema = z.object({
  author: UserRefSchema.nullable(),
  name: z.string(),
  statement: z.string(),
  signature: z.string(),
  receivedAt: IsoDateTimeSchema,
});

/** A case as moderators see it: the notice in full, its targets, the clock, the decision and any counter-notice. */
export const StaffTakedownCaseSchema = TakedownCaseSchema.extend({
  claimantName: z.string(),
  email: z.string(),
  originalWork: z.string(),
  signature: z.string(),
  targets: z.array(TakedownTargetSchema),
  /** Open (not yet decided) and past its due time. */
  overdue: z.boolean(),
  decision: z
    .object({
      action: z.enum(TAKEDOWN_ACTIONS),
      note: z.string().nullable(),
      decidedAt: IsoDateTimeSchema,
      decidedBy: UserRefSchema.nullable(),
    })
    .nullable(),
  counterNotice: CounterNoticeSchema.nullable(),
});
export type StaffTakedownCase = z.infer<typeof StaffTakedownCaseSchema>;

/** `GET /api/moderation/takedowns`: open cases overdue first, then by due time; closed ones latest decided first. */
export const TakedownQueueQuerySchema = z.object({
  status: z.enum(['open', 'closed']).default('open'),
  page: integerQuery('page', { min: 1, max: 100000, fallback: 1 }),
});
export type TakedownQueueQuery = z.output<typeof TakedownQueueQuerySchema>;

export const TakedownQueuePageSchema = z.object({
  cases: z.array(StaffTakedownCaseSchema),
  page: z.number().int().positive(),
  totalPages: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
});
export type TakedownQueuePage = z.infer<typeof TakedownQueuePageSchema>;

/**
 * `POST /api/moderation/takedowns/{id}/act`: remove (an open case's content is hidden by moderation and its
 * author mailed the counter-notice steps), reject (an open case, or a countered one: the content stays removed),
 * restore (a removed or countered case's content comes back). The note is required to remove.
 */
export const TakedownActBodySchema = z
  .object({
    action: z.enum(TAKEDOWN_ACTIONS),
    note: z.string().trim().max(TAKEDOWN_LIMITS.noteMax, T.noteTooLong).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.action === 'remove' && !body.note)
      ctx.addIssue({ code: 'custom', path: ['note'], message: MESSAGES.errors.moderationNoteRequired });
  });
export type TakedownActBody = z.output<typeof TakedownActBodySchema>;

/** `POST /api/takedowns/{id}/counter-notice`: the removed content's author disputes the notice. */
export const CounterNoticeBodySchema = z.object({
  statement: text(T.statementRequired, TAKEDOWN_LIMITS.statementMax, T.statementTooLong),
  name: text(T.claimantNameRequired, TAKEDOWN_LIMITS.nameMax, T.claimantNameTooLong),
  signature: text(T.signatureRequired, TAKEDOWN_LIMITS.nameMax, T.signatureTooLong),
  consent: checked(T.consentRequired),
});
export type CounterNoticeBody = z.output<typeof CounterNoticeBodySchema>;

/** The counter-notice form: its consent as a checkbox. Its output is a `CounterNoticeBody`. */
export const CounterNoticeFormSchema = CounterNoticeBodySchema.extend({ consent: ticked(T.consentRequired) });
export type CounterNoticeFormInput = z.input<typeof CounterNoticeFormSchema>;
