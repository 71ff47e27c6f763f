import type { Middleware } from 'koa';
import type { z } from 'zod';
import { badRequest } from '../errors.ts';
import type { AppContext } from '../types.ts';

export interface RequestSchemas {
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
}

/** The typed input that `validate(schemas)` puts on the context. */
export type InputOf<S extends RequestSchemas> = {
  [K in keyof S]: S[K] extends z.ZodType ? z.output<S[K]> : never;
};

/** A context whose `input` was checked by `validate`. */
export type APIContext<S extends RequestSchemas> = AppContext & { input: InputOf<S> };

/** Far deeper than any request of the API; a body nested deeper is refused before it can exhaust the stack. */
export const MAX_INPUT_DEPTH = 64;

/** What a string holding half of a UTF-16 pair (`"\ud800"` in JSON) is told: it is no text at all. */
export const LONE_SURROGATE = 'Text must be valid Unicode: a lone surrogate (\\ud800 to \\udfff) cannot be stored';
/** With the `u` flag a whole pair is one code point, so only a lone half is in the surrogate category. */
const LONE_SURROGATE_PATTERN = /\p{Cs}/u;

/** PostgreSQL text cannot hold NUL characters: they are dropped from every input string before parsing. */
export function withoutNul(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return value.includes('\u0000') ? value.replaceAll('\u0000', '') : value;
  if (!value || typeof value !== 'object') return value;
  if (depth >= MAX_INPUT_DEPTH) throw badRequest('Request body is nested too deeply');
  if (Array.isArray(value)) return value.map((item) => withoutNul(item, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withoutNul(item, depth + 1)]));
}

/**
 * A lone surrogate would be stored as U+FFFD, silently changing the text: refused (400) once the schemas passed, so
 * that a field with rules of its own (a title's invisible characters) still answers with its own message.
 */
function refuseLoneSurrogates(value: unknown, depth = 0): void {
  if (typeof value === 'string') {
    if (LONE_SURROGATE_PATTERN.test(value)) throw badRequest(LONE_SURROGATE);
    return;
  }
  if (!value || typeof value !== 'object' || depth >= MAX_INPUT_DEPTH) return;
  for (const [key, item] of Object.entries(value)) {
    refuseLoneSurrogates(key, depth + 1);
    refuseLoneSurrogates(item, depth + 1);
  }
}

/** Parses body, query and route params with the given schemas; a failure becomes a 400 with the field. */
export function validate<S extends RequestSchemas>(schemas: S): Middleware {
  return async (ctx, next) => {
    const input: Record<string, unknown> = {};
    if (schemas.params) input.params = await schemas.params.parseAsync(withoutNul(ctx.params ?? {}));
    if (schemas.query) input.query = await schemas.query.parseAsync(withoutNul(ctx.query));
    if (schemas.body) input.body = await schemas.body.parseAsync(withoutNul(ctx.request.body ?? {}));
    if (schemas.body) refuseLoneSurrogates(ctx.request.body);
    ctx.input = input;
    await next();
  };
}
