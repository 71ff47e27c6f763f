import type { Context, Middleware } from 'koa';
import helmet from 'koa-helmet';
import { forbidden } from '../errors.ts';
import { MESSAGES } from '@inkshelf/contracts';

const MUTATIONS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** This site's own origin as the request reached it (Koa 3's `ctx.origin` is the Origin header instead). */
export const siteOrigin = (ctx: Context): string => `${ctx.protocol}://${ctx.host}`;

export const isJsonType = (contentType: string): boolean => /^application\/([\w.-]+\+)?json\s*(;|$)/i.test(contentType);

/** Security headers on every response; HSTS only when the request came over HTTPS. */
export function securityHeaders(options: { extraScriptSources?: string[] } = {}): Middleware {
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(options.extraScriptSources ?? [])],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
  return async (ctx, next) => {
    await headers(ctx, next);
    if (!ctx.secure) ctx.remove('Strict-Transport-Security');
  };
}

/**
 * Cross-site request forgery guard for cookie sessions: a mutation that carries the session cookie is refused
 * when the browser says it is cross-site, when its Origin is not allowed, or when it has a body that is not
 * JSON (HTML forms cannot send JSON). Body-less mutations from the site's own pages stay compatible with
 * clients that send no Content-Type. Requests without the session cookie are not affected.
 */
export function csrfGuard(options: { sessionCookie: string; allowedOrigins: string[] }): Middleware {
  return async (ctx, next) => {
    if (MUTATIONS.has(ctx.method) && ctx.cookies.get(options.sessionCookie)) {
      const origin = ctx.get('origin');
      const site = ctx.get('sec-fetch-site');
      const allowed = options.allowedOrigins.length > 0 ? options.allowedOrigins : [siteOrigin(ctx)];
      const hasBody = Number(ctx.get('content-length') || 0) > 0 || !!ctx.get('transfer-encoding');
      const contentType = ctx.get('content-type');
      if (
        site === 'cross-site' ||
        (origin && origin !== 'null' && !allowed.includes(origin)) ||
        origin === 'null' ||
        ((hasBody || contentType) && !isJsonType(contentType))
      ) {
        throw forbidden(MESSAGES.errors.csrfRejected);
      }
    }
    await next();
  };
}
