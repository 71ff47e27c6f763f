/**
 * createApiClient: one typed function per entry of the contracts ROUTES table, over fetch; withRoutes adds the
 * calls of the other generated tables (MODERATION_ROUTES, ACCOUNT_ROUTES) where they are needed.
 */
import type { EndpointName, HttpMethod } from '@inkshelf/contracts';
import { ROUTES, type RouteName } from '@inkshelf/contracts/routes';
import { ApiError, NETWORK_ERROR_DETAIL, errorFromResponse, isJsonContentType } from './errors.ts';
import type { ApiTable } from './table.ts';
import type { EndpointFunction, On401, Route, RouteNames, RouteTable, UrlBuilder } from './types.ts';
import { urlOf } from './url.ts';

export interface ApiClientOptions {
  /** Origin (and optional path prefix) of the API; '' (the default) means the page's own origin. */
  baseUrl?: string;
  /** Desktop: a token sent as `Authorization: Bearer <token>` on every request (nothing when it gives null). */
  getToken?: () => string | null | undefined | Promise<string | null | undefined>;
  /** The fetch to use; defaults to the global one, looked up at call time. */
  fetch?: typeof fetch;
  /** Cookie policy; 'include' (the spec's, and the default) sends the session cookie. */
  credentials?: RequestCredentials;
}

export interface RequestOptions {
  /** JSON body; sent (with Content-Type: application/json) only when not undefined. */
  body?: unknown;
  signal?: AbortSignal | undefined;
  on401?: On401 | undefined;
}

/**
 * A function per endpoint of the names given (by default the ROUTES table's), named by its key in ENDPOINTS;
 * binary endpoints give their URL instead.
 */
export type ApiEndpoints<N extends EndpointName = RouteName> = {
  readonly [K in N]: ApiTable[K] extends { readonly binary: string }
    ? UrlBuilder<ApiTable[K]>
    : EndpointFunction<ApiTable[K]>;
};

export interface ApiClientCore {
  /** The normalised base URL ('' for same origin, no trailing slash). */
  readonly baseUrl: string;
  /**
   * Low-level call for URLs not in the table (or built elsewhere, e.g. a query key): `url` is relative to
   * `baseUrl`, like '/api/novels?limit=10'. Same error and null rules as the typed functions.
   */
  request(method: HttpMethod, url: string, options?: RequestOptions): Promise<unknown>;
}

/** The client: the ROUTES table's calls, or the names given (see withRoutes). */
export type ApiClient<N extends EndpointName = RouteName> = ApiEndpoints<N> & ApiClientCore;

/** Fails to compile if an endpoint is ever named like a core member. */
type CoreNameClash = Extract<EndpointName, keyof ApiClientCore>;
const _noClash: [CoreNameClash] extends [never] ? true : never = true;

interface CallShape extends RequestOptions {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
}

function isAbortError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'name' in error && error.name === 'AbortError';
}

/** The body of a 2xx answer: parsed JSON, or null when it is not JSON or cannot be parsed (spec section 7). */
async function readSuccessBody(response: Response, signal: AbortSignal | undefined): Promise<unknown> {
  if (!isJsonContentType(response.headers.get('content-type'))) {
    await response.body?.cancel().catch(() => undefined);
    return null;
  }
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    if (signal?.aborted || isAbortError(error)) throw error;
    return null;
  }
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** The typed functions of a route table's endpoints, over a client's `request`. */
function endpointFunctions(core: ApiClientCore, routes: RouteTable): Record<string, unknown> {
  const functions: Record<string, unknown> = {};
  for (const [name, route] of Object.entries<Route | undefined>(routes)) {
    if (!route) continue;
    functions[name] = route.binary
      ? (args?: CallShape) => core.baseUrl + urlOf(route.path, args)
      : async (args?: CallShape) =>
          core.request(route.method, urlOf(route.path, args), {
            body: args?.body,
            signal: args?.signal,
            on401: args?.on401,
          });
  }
  return functions;
}

/**
 * The API client with the calls of the ROUTES table (staff and account calls come through withRoutes). Responses are
 * not validated at run time: their types come from the contract's schemas.
 * @example const me = await api.currentUser({ on401: 'returnNull' }); // CurrentUser | null
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseUrl = (options.baseUrl ?? '').replace(/(?<!\/)\/+$/, '');
  const doFetch: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const { getToken, credentials = 'include' } = options;

  async function request(method: HttpMethod, url: string, init: RequestOptions = {}): Promise<unknown> {
    const target = baseUrl + url;
    const headers: Record<string, string> = { Accept: 'application/json' };
    const hasBody = init.body !== undefined;
    if (hasBody) headers['Content-Type'] = 'application/json';
    const token = getToken ? await getToken() : null;
    if (token) headers.Authorization = `Bearer ${token}`;

    let response: Response;
    try {
      response = await doFetch(target, {
        method,
        headers,
        credentials,
        ...(hasBody ? { body: JSON.stringify(init.body) } : {}),
        ...(init.signal ? { signal: init.signal } : {}),
      });
    } catch (error) {
      if (init.signal?.aborted || isAbortError(error)) throw error;
      throw new ApiError(0, NETWORK_ERROR_DETAIL, { cause: error, method, url: target });
    }

    if (response.status === 401 && init.on401 === 'returnNull') {
      await response.body?.cancel().catch(() => undefined);
      return null;
    }
    if (!response.ok) throw await errorFromResponse(response, { method, url: target });
    return readSuccessBody(response, init.signal);
  }

  const core: ApiClientCore = { baseUrl, request };
  // The schema-free routes table: the client never bundles zod or the schemas.
  return { ...core, ...endpointFunctions(core, ROUTES) } as unknown as ApiClient;
}

/**
 * A client with the calls of another generated route table too, sharing the client's base URL, token and fetch: only
 * the code that makes those calls imports the table, so a page that never makes them never loads it.
 * @example await withRoutes(api, MODERATION_ROUTES).reportQueue({ query: { status: 'open' } });
 */
export function withRoutes<C extends ApiClientCore, T extends RouteTable>(
  client: C,
  routes: T,
): C & ApiEndpoints<RouteNames<T>> {
  return { ...client, ...endpointFunctions(client, routes) } as C & ApiEndpoints<RouteNames<T>>;
}
