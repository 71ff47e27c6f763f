/** Types of the client: endpoint arguments and results derived from the contract's zod schemas. */

/** Anything zod-shaped: zod 4 schemas carry their input and output types on `_zod` (what `z.input` reads). */
export interface SchemaLike<I = unknown, O = I> {
  readonly _zod: { readonly input: I; readonly output: O };
}

/** `z.input` / `z.output` without importing zod. */
export type InputOf<S> = S extends { readonly _zod: { readonly input: infer I } } ? I : never;
export type OutputOf<S> = S extends { readonly _zod: { readonly output: infer O } } ? O : never;

/** The schemas of one endpoint (see table.ts). `binary` marks an answer that is not JSON. */
export interface EndpointSchemas {
  readonly params?: SchemaLike;
  readonly query?: SchemaLike;
  readonly body?: SchemaLike;
  readonly response: SchemaLike;
  readonly binary?: string;
}

/** Nothing: the empty object type, written so lint accepts it. */
type Empty = Record<never, never>;

type ParamsPart<E> = E extends { readonly params: infer P } ? { params: InputOf<P> } : { params?: never };
type QueryPart<E> = E extends { readonly query: infer Q }
  ? Empty extends InputOf<Q>
    ? { query?: InputOf<Q> }
    : { query: InputOf<Q> }
  : { query?: never };
type BodyPart<E> = E extends { readonly body: infer B } ? { body: InputOf<B> } : { body?: never };

/** What a call takes: `params` (path slots) and `body` when the endpoint has them, `query` when it has one. */
export type EndpointArgs<E> = ParamsPart<E> & QueryPart<E> & BodyPart<E>;

/** What a call answers (the response schema's output type). */
export type EndpointResult<E> = E extends { readonly response: infer R } ? OutputOf<R> : never;

/** What to do with a 401 answer: raise an ApiError (default) or resolve to null (spec section 7). */
export type On401 = 'throw' | 'returnNull';

export interface CallOptions {
  /** Aborts the request; the promise then rejects with the AbortError itself (what TanStack Query expects). */
  signal?: AbortSignal;
  on401?: On401;
}

/** The arguments tuple: optional when every part is optional (`api.listBookmarks()`), required otherwise. */
export type CallArgs<E, Extra> =
  Empty extends EndpointArgs<E> ? [args?: EndpointArgs<E> & Extra] : [args: EndpointArgs<E> & Extra];

/**
 * One typed API call. Resolves to the response's type; with `on401: 'returnNull'` a 401 resolves to null.
 * Per spec section 7 a 2xx answer that is not JSON resolves to null too (the server never sends one for /api).
 */
export interface EndpointFunction<E> {
  (...args: CallArgs<E, { signal?: AbortSignal; on401?: 'throw' }>): Promise<EndpointResult<E>>;
  (args: EndpointArgs<E> & { signal?: AbortSignal; on401: 'returnNull' }): Promise<EndpointResult<E> | null>;
  (args: EndpointArgs<E> & CallOptions): Promise<EndpointResult<E> | null>;
}

/** A binary endpoint (the cover image): builds its absolute URL instead of fetching it. */
export type UrlBuilder<E> = (...args: CallArgs<E, Empty>) => string;
