/**
 * Building blocks shared by the schemas: timestamps, ids, integers, errors. Integers come two ways: from path
 * slots and query strings (`integerInput`, `integerQuery`, `positiveId`: text by nature, decimal strings parsed)
 * and from JSON request bodies (`integerBody`, `optionalIntegerBody`, `positiveIdBody`: JSON numbers only).
 */
import { z } from 'zod';
import { LIMITS } from '../constants.ts';
import { MESSAGES } from '../messages.ts';

const V = MESSAGES.validation;

/** ISO-8601 date-time as sent on the wire ('2025-05-20T10:00:00.000Z'; an offset is accepted). */
export const IsoDateTimeSchema = z.iso.datetime({ offset: true });

/** An integer id in a response. */
export const IdSchema = z.number().int().positive();

/**
 * The mark on content hidden by moderation (issue 18): sent only to its author, the one reader who still sees it
 * (like a draft); everyone else gets no trace of it.
 */
export const ModerationMarkSchema = z.object({ hiddenAt: IsoDateTimeSchema, note: z.string() });
export type ModerationMark = z.infer<typeof ModerationMarkSchema>;

/** A counter in a response (views, bookmarks, likes...). */
export const CountSchema = z.number().int().nonnegative();

/** Text a client may leave out: trimmed, at most `max` characters; absent, null or blank gives ''. */
export function textOrEmpty(label: string, max: number, tooLongMessage: string) {
  return z
    .string({ error: V.textRequired(label) })
    .trim()
    .max(max, tooLongMessage)
    .nullish()
    .transform((text) => text ?? '');
}

/** A string that must be present: `requiredMessage` when missing, `typeMessage` when not a string. */
export function requiredText(requiredMessage: string, typeMessage: string = requiredMessage) {
  return z.string({ error: (issue) => (issue.input === undefined ? requiredMessage : typeMessage) });
}

const INTEGER_TEXT = /^[+-]?\d+$/;

/** A JSON number stays as is; a decimal-integer string becomes a number; '' becomes undefined. */
function parseInteger(value: number | string | undefined): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text === '') return undefined;
  return INTEGER_TEXT.test(text) ? Number(text) : value;
}

export interface IntegerOptions {
  min: number;
  max: number;
  /** One message for every failure (type, fraction, range); per-rule messages when absent. */
  message?: string;
  /** Message when the value is missing or empty. */
  requiredMessage?: string;
}

function integerChecks(label: string, { min, max, message, requiredMessage }: IntegerOptions) {
  const whole = message ?? V.wholeNumber(label);
  const required = requiredMessage ?? message ?? V.required(label);
  return z
    .number({ error: (issue) => (issue.input === undefined ? required : whole) })
    .int({ error: whole, abort: true })
    .min(min, message ?? V.atLeast(label, min))
    .max(max, message ?? V.atMost(label, max));
}

function numberOrText(label: string, options: IntegerOptions) {
  const whole = options.message ?? V.wholeNumber(label);
  const required = options.requiredMessage ?? options.message ?? V.required(label);
  return z.union([z.number(), z.string()], {
    error: (issue) => (issue.input === undefined ? required : whole),
  });
}

/**
 * A required integer in min..max, given as a JSON number or a decimal string (path slots, query strings,
 * lenient bodies). NaN, fractions, '1e3', '' and anything else are refused with a clear message.
 */
export function integerInput(label: string, options: IntegerOptions) {
  return numberOrText(label, options)
    .transform(parseInteger)
    .pipe(integerChecks(label, options))
    .describe(`Whole number from ${options.min} to ${options.max} (a decimal string is accepted)`);
}

/** An optional integer in min..max (typically a query parameter); missing or '' gives `fallback`. */
export function integerQuery(label: string, options: IntegerOptions & { fallback: number }) {
  return numberOrText(label, options)
    .optional()
    .transform((value) => parseInteger(value) ?? options.fallback)
    .pipe(integerChecks(label, options))
    .describe(`Whole number from ${options.min} to ${options.max}, default ${options.fallback}`);
}

/** A database id (1..2147483647) as a number or a decimal string: '{label} must be a positive whole number'. */
export function positiveId(label: string) {
  return integerInput(label, { min: 1, max: LIMITS.maxId, message: V.positiveId(label) });
}

/** `limit` query parameter: 1..100, default `fallback`. */
export function limitQuery(fallback: number) {
  return integerQuery('limit', { min: 1, max: LIMITS.maxPageSize, fallback });
}

/**
 * An optional integer in min..max from a lenient body: a number or decimal string; null, '' and a missing
 * value all give undefined.
 */
export function optionalIntegerInput(label: string, options: IntegerOptions) {
  return z
    .union([z.number(), z.string(), z.null()], { error: options.message ?? V.wholeNumber(label) })
    .optional()
    .transform((value) => parseInteger(value ?? undefined))
    .pipe(integerChecks(label, options).optional())
    .describe(`Whole number from ${options.min} to ${options.max}, or null / absent`);
}

/**
 * A required integer in min..max in a JSON body: a JSON number only. A string ("5"), null or anything else is
 * refused with the field's message (`message`, else '{label} must be a whole number'); a missing value with
 * `requiredMessage`, else `message`, else '{label} is required'.
 */
export function integerBody(label: string, options: IntegerOptions) {
  return integerChecks(label, options).describe(`Whole number from ${options.min} to ${options.max} (a JSON number)`);
}

/**
 * An optional integer in min..max in a JSON body: a JSON number, or null / absent (both give undefined). A
 * string ("5", '') or anything else is refused with the field's message.
 */
export function optionalIntegerBody(label: string, options: IntegerOptions) {
  return integerChecks(label, options)
    .nullish()
    .transform((value) => value ?? undefined)
    .describe(`Whole number from ${options.min} to ${options.max} (a JSON number), or null / absent`);
}

/** A database id (1..2147483647) in a JSON body: a JSON number only, '{label} must be a positive whole number'. */
export function positiveIdBody(label: string) {
  return integerBody(label, { min: 1, max: LIMITS.maxId, message: V.positiveId(label) });
}

/** `offset` query parameter: >= 0, default 0. */
export const OffsetQuerySchema = integerQuery('offset', { min: 0, max: LIMITS.maxId, fallback: 0 });

/** `{ limit }` with the home-list default of 10 (latest novels, latest chapters). */
export const LimitQuerySchema = z.object({ limit: limitQuery(LIMITS.homeList) });
export type LimitQuery = z.output<typeof LimitQuerySchema>;

/** A route slot holding an id, e.g. `idParamSchema('novelId')` for `/api/novels/:novelId/...`. */
export function idParamSchema<K extends string>(name: K) {
  return z.object({ [name]: positiveId(name) } as Record<K, ReturnType<typeof positiveId>>);
}

/** `{ id }` from a route like `/api/novels/:id`. */
export const IdParamSchema = idParamSchema('id');
export type IdParam = z.output<typeof IdParamSchema>;

/** One validation problem in an error body. */
export const ErrorIssueSchema = z.object({
  path: z.array(z.union([z.string(), z.number()])),
  message: z.string(),
});
export type ErrorIssue = z.infer<typeof ErrorIssueSchema>;

/** Every non-2xx answer: `{ message }`, plus the first failing field and all issues for validation errors. */
export const ErrorBodySchema = z.object({
  message: z.string(),
  field: z.string().optional(),
  issues: z.array(ErrorIssueSchema).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/** A body that only carries a message (logout, reset-password...). */
export const MessageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponseSchema>;

/** `GET /api/health`. */
export const HealthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['embedded', 'postgresql']),
});
export type Health = z.infer<typeof HealthSchema>;

/** `GET /api/health/ready` (200; a 503 carries the message, `status` 'draining' or 'unavailable' and the same parts). */
export const ReadinessSchema = z.object({
  status: z.literal('ready'),
  database: z.literal('up'),
  /** Present when the instance shares its state through Redis. */
  redis: z.literal('up').optional(),
});
export type Readiness = z.infer<typeof ReadinessSchema>;

/** The error body for a failed parse: the first issue's message and field, then every issue. */
export function toErrorBody(error: z.ZodError): ErrorBody {
  const issues = error.issues.map((issue) => ({
    path: issue.path.map((key) => (typeof key === 'number' ? key : String(key))),
    message: issue.message,
  }));
  const first = issues[0];
  if (!first) return { message: MESSAGES.errors.invalidRequest };
  return {
    message: first.message,
    ...(first.path.length > 0 ? { field: first.path.join('.') } : {}),
    issues,
  };
}
