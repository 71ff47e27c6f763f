/** @inkshelf/api-client: a typed function per API call, the spec's error rule, query keys and options. */
import type { EndpointName } from '@inkshelf/contracts';
import type { ApiTable } from './table.ts';
import type { EndpointArgs, EndpointResult } from './types.ts';

export {
  createApiClient,
  withRoutes,
  type ApiClient,
  type ApiClientCore,
  type ApiClientOptions,
  type ApiEndpoints,
  type RequestOptions,
} from './client.ts';
export {
  ApiError,
  NETWORK_ERROR_DETAIL,
  errorFromResponse,
  isApiError,
  readErrorDetail,
  type ApiErrorInit,
} from './errors.ts';
export {
  API_PREFIXES,
  apiKey,
  invalidateApi,
  isUnderPrefix,
  keyForUrl,
  urlPrefixFilter,
  type ApiQueryKey,
} from './keys.ts';
export {
  QUERY_CACHE,
  createQueries,
  createQueryClient,
  createRouteQueries,
  type ApiQueries,
  type ApiQueryOptions,
  type EndpointQueries,
  type NamedQueries,
  type QueryClientOptions,
  type QueryEndpointName,
  type QueryFactory,
  type QueryNamesOf,
  type RouteQueries,
} from './query.ts';
export type { ApiTable } from './table.ts';
export type {
  CallOptions,
  EndpointArgs,
  EndpointFunction,
  EndpointResult,
  InputOf,
  On401,
  OutputOf,
  Route,
  RouteNames,
  RouteTable,
  SchemaLike,
  UrlBuilder,
} from './types.ts';
export { apiPath, apiUrl, fillPath, routeUrl, serializeQuery } from './url.ts';

/** The arguments of one endpoint by name: `ApiArgs<'createNovel'>['body']`. */
export type ApiArgs<K extends EndpointName> = EndpointArgs<ApiTable[K]>;
/** The answer of one endpoint by name: `ApiResult<'readChapter'>`. */
export type ApiResult<K extends EndpointName> = EndpointResult<ApiTable[K]>;
