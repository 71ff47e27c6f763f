/** createApiClient: one typed function per entry of the contracts ENDPOINTS table, over fetch. */
import type { EndpointName, HttpMethod } from '@inkshelf/contracts';
import { ROUTES } from '@inkshelf/contracts/routes';
import { ApiError, NETWORK_ERROR_DETAIL, errorFromResponse, isJsonContentType } from './errors.ts';
import type { ApiTable } from './table.ts';
import type { EndpointFunction, On401, UrlBuilder } from './types.ts';
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

/** A function per endpoint, named by its key in ENDPOINTS; binary endpoints give their URL instead. */
export type ApiEndpoints = {
  readonly [K in EndpointName]: ApiTable[K] extends { readonly binary: string }
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

export type ApiClient = ApiEndpoints & ApiClientCore;

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

/**
 * Creates the API client. Every request includes credentials (cookies), sends `Accept: application/json`,
 * a JSON body only when one is supplied, and a bearer token when `getToken` gives one. Responses are not
 * validated at run time: their types come from the contract's schemas.
 *
 * @example
 * const api = createApiClient();
 * const novels = await api.listNovels({ query: { sortBy: 'viewCount', sortOrder: 'desc', limit: 10 } });
 * const chapter = await api.readChapter({ params: { novelId: 3, slot: '1' }, query: { format: 'html' } });
 * const novel = await api.createNovel({ body: { title, description, genres, status, contentRating } });
 * const me = await api.currentUser({ on401: 'returnNull' }); // CurrentUser | null
 * const src = api.novelCover({ params: { id: 3 } }); // a URL, not a fetch
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

  const client: Record<string, unknown> = { baseUrl, request };
  // The schema-free routes table: the client never bundles zod or the schemas.
  for (const name of Object.keys(ROUTES) as EndpointName[]) {
    const endpoint: { method: HttpMethod; path: string; binary?: true } = ROUTES[name];
    client[name] = endpoint.binary
      ? (args?: CallShape) => baseUrl + urlOf(endpoint.path, args)
      : async (args?: CallShape) =>
          request(endpoint.method, urlOf(endpoint.path, args), {
            body: args?.body,
            signal: args?.signal,
            on401: args?.on401,
          });
  }
  return client as unknown as ApiClient;
}
