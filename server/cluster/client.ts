/**
 * The cluster test's client side: one request to an instance or the site as the test's users send it, a small
 * cookie jar, and `converges` (a signed-out read catching up with a write as soon as the replica has replayed it).
 */
import { until } from './cluster.ts';

export interface Answer {
  status: number;
  headers: Headers;
  /** The parsed JSON of any endpoint (or the text): the tests read the fields they expect. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- test code, as in *.test.ts
  body: any;
  cookie?: string;
}

interface CallOptions {
  json?: unknown;
  cookie?: string;
  token?: string;
  ip?: string;
  headers?: Record<string, string>;
}

/** One request to `base` (an instance or the site); `cookie` is the session cookie the answer set, if any. */
export async function call(base: string, method: string, path: string, options: CallOptions = {}): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.json !== undefined) headers['content-type'] = 'application/json';
  if (options.cookie) headers.cookie = options.cookie;
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.ip) headers['x-forwarded-for'] = options.ip;
  const res = await fetch(`${base}${path}`, {
    method,
    headers,
    body: options.json === undefined ? undefined : JSON.stringify(options.json),
  });
  const text = await res.text();
  const body: unknown = text && res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text;
  const cookies = res.headers.getSetCookie().map((line) => line.split(';')[0]!);
  return {
    status: res.status,
    headers: res.headers,
    body,
    cookie: cookies.length ? cookies.join('; ') : undefined,
  };
}

/** `cookie` with the cookies of `set` (name=value pairs joined by "; ") put over those of the same name. */
export function withCookies(cookie: string, set: string | undefined): string {
  const jar = new Map<string, string>();
  for (const pair of [...cookie.split('; '), ...(set?.split('; ') ?? [])]) {
    const name = pair.slice(0, pair.indexOf('='));
    if (name) jar.set(name, pair);
  }
  return [...jar.values()].join('; ');
}

/** How long a signed-out read may lag a write: the replica's replay on loopback, well under this. */
export const REPLICA_LAG_BOUND_MS = 2_000;
/** The slowest convergence seen this run, printed with the results. */
export let slowestConvergenceMs = 0;

/** Polls `check` until it holds, and asserts that it held within REPLICA_LAG_BOUND_MS. */
export async function converges(what: string, check: () => Promise<boolean>): Promise<void> {
  const from = Date.now();
  await until(what, check, REPLICA_LAG_BOUND_MS);
  slowestConvergenceMs = Math.max(slowestConvergenceMs, Date.now() - from);
}

/** A revalidation as a browser sends it on reload. */
export const revalidate = (tag: string) => ({ headers: { 'if-none-match': tag, 'cache-control': 'max-age=0' } });
