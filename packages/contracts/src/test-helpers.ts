/** Helpers for the package's own tests (not exported from the package). */
import type { z } from 'zod';

/** Each issue of a failed parse as 'path: message' ('' path for the root); [] when the parse succeeds. */
export function issuesOf(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  if (result.success) return [];
  return result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

/** The parsed output, or a thrown error listing the issues (so a failing test shows why). */
export function parse<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input);
  if (!result.success) throw new Error(`unexpected issues: ${issuesOf(schema, input).join('; ')}`);
  return result.data;
}
