import type { Middleware } from 'koa';
import type { z } from 'zod';
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

/** Parses body, query and route params with the given schemas; a failure becomes a 400 with the field. */
export function validate<S extends RequestSchemas>(schemas: S): Middleware {
  return async (ctx, next) => {
    const input: Record<string, unknown> = {};
    if (schemas.params) input.params = await schemas.params.parseAsync(ctx.params ?? {});
    if (schemas.query) input.query = await schemas.query.parseAsync(ctx.query);
    if (schemas.body) input.body = await schemas.body.parseAsync(ctx.request.body ?? {});
    ctx.input = input;
    await next();
  };
}
