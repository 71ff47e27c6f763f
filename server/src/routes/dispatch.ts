import http from 'node:http';
import type Router from '@koa/router';
import type { Middleware } from 'koa';
import compose from 'koa-compose';

/** The API segment a layer's path starts with (`/api/<segment>/...`), lower-cased, or null when it may be any. */
function segmentOf(path: string | RegExp): string | null {
  if (typeof path !== 'string') return null;
  const match = /^\/api\/([\w-]+)(?:\/|$)/i.exec(path);
  return match ? match[1]!.toLowerCase() : null;
}

/** The first segment after `/api/` of a request path, lower-cased (the routers match case-insensitively). */
const requestSegment = (path: string): string | undefined =>
  path.slice(0, 5).toLowerCase() === '/api/' ? path.slice(5).split('/', 1)[0]!.toLowerCase() : undefined;

/**
 * Runs, in order, only the routers that can answer the request's path, as `app.use` would, instead of passing every
 * request through twenty-odd routers (fifty middleware). Routers are indexed by the first segment after `/api/`; a
 * layer without a literal one there (parameter, pattern, `use` over the prefix) puts its router in every chain.
 */
export function routerDispatch(routers: Router[]): Middleware {
  // Every method HTTP knows is "implemented": a known path asked with one it does not take gets 405 with Allow, not 501.
  for (const router of routers) router.methods = [...http.METHODS];
  const indexed = routers.map((router) => {
    const segments = router.stack.map((layer) => segmentOf(layer.path));
    return {
      router,
      segments: segments.includes(null) ? null : new Set(segments as string[]),
    };
  });
  const chainOf = (segment: string | undefined): Middleware =>
    compose<Parameters<Middleware>[0]>(
      indexed
        .filter(({ segments }) => segments === null || (segment !== undefined && segments.has(segment)))
        .flatMap(({ router }) => [router.routes(), router.allowedMethods()] as Middleware[]),
    );
  const known = new Set(indexed.flatMap(({ segments }) => [...(segments ?? [])]));
  const chains = new Map([...known].map((segment) => [segment, chainOf(segment)]));
  const fallback = chainOf(undefined);
  return (ctx, next) => {
    const segment = requestSegment(ctx.path);
    const chain = (segment !== undefined && chains.get(segment)) || fallback;
    return chain(ctx, next) as Promise<void>;
  };
}
