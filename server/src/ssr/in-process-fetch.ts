/**
 * A `fetch` that answers '/api/...' with the app's own middleware stack in process (no socket), so a rendered page sees
 * exactly what the API sends, as its visitor would (address and user agent; never cookies: pages render signed out).
 */
import http from 'node:http';
import type Koa from 'koa';

type Handler = (ctx: Koa.Context) => Promise<void>;

/** koa-compose, without its checks: runs the middleware in order, each one's `next` calling the following one. */
function compose(middleware: readonly Koa.Middleware[]): Handler {
  return (ctx) => {
    const dispatch = (index: number): Promise<void> => {
      const handle = middleware[index];
      if (!handle) return Promise.resolve();
      return Promise.resolve(handle(ctx, () => dispatch(index + 1)));
    };
    return dispatch(0);
  };
}

/** Who the pages are rendered for: what the API sees of them. */
export interface Visitor {
  ip: string;
  userAgent?: string | undefined;
  host?: string | undefined;
}

function bodyOf(ctx: Koa.Context): string | Uint8Array<ArrayBuffer> | null {
  const { body } = ctx;
  if (body === null || body === undefined) return null;
  if (typeof body === 'string') return body;
  if (Buffer.isBuffer(body)) return new Uint8Array(body);
  if (typeof (body as { pipe?: unknown }).pipe === 'function') {
    throw new Error(`In-process request ${ctx.path} answered a stream, which the renderer does not read`);
  }
  return JSON.stringify(body);
}

/** A fetch for the api-client: `createApiClient({ fetch: inProcessFetch(app, visitor) })`. */
export function inProcessFetch(app: Koa, visitor: Visitor): typeof fetch {
  // Built on first use: every middleware is mounted by then.
  let handler: Handler | undefined;
  return async (input, init) => {
    const target = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(target, 'http://in-process');
    if (!url.pathname.startsWith('/api/')) throw new TypeError(`Not an API path: ${url.pathname}`);
    const headers: http.IncomingHttpHeaders = { host: visitor.host ?? 'localhost' };
    new Headers(init?.headers).forEach((value, name) => (headers[name] = value));
    if (visitor.userAgent) headers['user-agent'] = visitor.userAgent;
    delete headers.cookie;
    delete headers.authorization;
    // The body is read right here: compressing it would only cost time.
    headers['accept-encoding'] = 'identity';

    const socket = { remoteAddress: visitor.ip, encrypted: false } as unknown as ConstructorParameters<
      typeof http.IncomingMessage
    >[0];
    const req = new http.IncomingMessage(socket);
    req.method = init?.method ?? 'GET';
    req.url = url.pathname + url.search;
    req.headers = headers;
    req.push(null);
    const res = new http.ServerResponse(req);
    const ctx = app.createContext(req, res);
    handler ??= compose(app.middleware);
    await handler(ctx);

    const responseHeaders = new Headers();
    const type = ctx.response.get('Content-Type');
    if (type) responseHeaders.set('Content-Type', type);
    const status = ctx.status;
    const body = status === 204 || status === 304 ? null : bodyOf(ctx);
    return new Response(body, { status, headers: responseHeaders });
  };
}
