/** Building request URLs from an endpoint's path template, path params and query object. */
import { ROUTES, type RouteName } from '@inkshelf/contracts/routes';
import type { ApiTable } from './table.ts';
import type { CallArgs, RouteNames, RouteTable } from './types.ts';

const SLOT = /\{(\w+)\}/g;

/** Fills `{name}` slots of a path template; each value is URI-encoded, so '/' and ' ' stay inside the slot. */
export function fillPath(template: string, params: Readonly<Record<string, unknown>> = {}): string {
  return template.replace(SLOT, (_match, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '') {
      throw new TypeError(`Missing path parameter '${name}' for ${template}`);
    }
    return encodeURIComponent(scalarText(value, name));
  });
}

/** The text of a path or query value; objects are refused rather than sent as '[object Object]'. */
function scalarText(value: unknown, name: string): string {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  throw new TypeError(`Parameter '${name}' must be a string, number, boolean or date`);
}

/**
 * Serialises a query object: keys sorted (one URL, so one cache key, per query), undefined and null skipped,
 * arrays as repeated keys. Returns '' or a string starting with '?'.
 */
export function serializeQuery(query: Readonly<Record<string, unknown>> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const key of Object.keys(query).sort()) {
    const value = query[key];
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      for (const item of value as unknown[])
        if (item !== undefined && item !== null) search.append(key, scalarText(item, key));
    } else {
      search.append(key, scalarText(value, key));
    }
  }
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}

interface UrlArgs {
  params?: Readonly<Record<string, unknown>>;
  query?: Readonly<Record<string, unknown>>;
}

/** The path of an endpoint of ROUTES with its slots filled, without the query: `/api/novels/5/chapters`. */
export function apiPath<K extends RouteName>(name: K, ...[args]: CallArgs<ApiTable[K], object>): string {
  return fillPath(ROUTES[name].path, (args as UrlArgs | undefined)?.params);
}

/** The request URL of an endpoint of ROUTES relative to the API origin: path plus query, `/api/novels?limit=10`. */
export function apiUrl<K extends RouteName>(name: K, ...[args]: CallArgs<ApiTable[K], object>): string {
  return urlOf(ROUTES[name].path, args);
}

/** apiUrl for an endpoint of another route table: `routeUrl(ACCOUNT_ROUTES, 'exportAccount')`. */
export function routeUrl<T extends RouteTable, K extends RouteNames<T>>(
  routes: T,
  name: K,
  ...[args]: CallArgs<ApiTable[K], object>
): string {
  const route = routes[name];
  if (!route) throw new TypeError(`${name} is not in this route table`);
  return urlOf(route.path, args);
}

/** Untyped form used inside the package, where the endpoint is only known at run time. */
export function urlOf(template: string, args: unknown): string {
  // Narrowed before `??`: over the whole endpoint table the union of argument types is too complex for tsc.
  const { params, query } = (args as UrlArgs | undefined) ?? {};
  return fillPath(template, params) + serializeQuery(query);
}
