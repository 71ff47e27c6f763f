import { BODY_LIMITS, ENDPOINTS, type Endpoint } from '@inkshelf/contracts';
import type { Context } from 'koa';
import { SESSION_COOKIE } from './session.ts';

interface LargeCall {
  method: string;
  pattern: RegExp;
  limit: number;
}

/** `/api/novels/{id}` as a pattern of the paths it answers (routers match case-insensitively). */
const patternOf = (path: string): RegExp =>
  new RegExp(
    `^${path
      .split(/\{[^{}]+\}/)
      .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
      .join('[^/]+')}/?$`,
    'i',
  );

/**
 * The most bytes of JSON a request's call takes (BODY_LIMITS): the few calls that carry a chapter's text, a cover or
 * a notice name theirs in the endpoint table; any other takes 64 KB from someone signed in (a session cookie or a
 * bearer token, checked later) and 16 KB from anyone else. Worked out before the body is read, from the method and
 * path alone.
 */
export function bodyLimitOf(endpoints: Record<string, Endpoint> = ENDPOINTS): (ctx: Context) => number {
  const large: LargeCall[] = Object.values(endpoints).flatMap((endpoint) =>
    endpoint.bodyLimit
      ? [{ method: endpoint.method, pattern: patternOf(endpoint.path), limit: BODY_LIMITS[endpoint.bodyLimit] }]
      : [],
  );
  return (ctx) => {
    for (const call of large) if (call.method === ctx.method && call.pattern.test(ctx.path)) return call.limit;
    const signedIn = Boolean(ctx.cookies.get(SESSION_COOKIE)) || /^bearer\s/i.test(ctx.get('authorization'));
    return signedIn ? BODY_LIMITS.signedIn : BODY_LIMITS.signedOut;
  };
}
