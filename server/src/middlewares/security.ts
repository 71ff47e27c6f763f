import type { Context, Middleware } from 'koa';
import type http from 'node:http';
import helmet from 'helmet';
import { forbidden } from '../errors.ts';
import { isApiPath } from './methods.ts';
import { MESSAGES } from '@inkshelf/contracts';

const MUTATIONS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** This site's own origin as the request reached it (Koa 3's `ctx.origin` is the Origin header instead). */
export const siteOrigin = (ctx: Context): string => `${ctx.protocol}://${ctx.host}`;

export const isJsonType = (contentType: string): boolean =>
  /^application\/(?:[\w.-]+\+)?json\s*(?:;|$)/i.test(contentType);

/**
 * Headers that act only on a rendered document, so a JSON answer gets none of them. An API answer keeps nosniff, CORP,
 * HSTS, X-Frame-Options (without the CSP's frame-ancestors it keeps JSON out of frames) and Referrer-Policy (a
 * redirect's policy applies to the request it leads to, and sign-in redirects carry codes in their URLs).
 */
export const DOCUMENT_ONLY_HEADERS: ReadonlySet<string> = new Set([
  'content-security-policy',
  'content-security-policy-report-only',
  'cross-origin-opener-policy',
  'cross-origin-embedder-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
]);

/**
 * Runs helmet once against a recording response and returns the headers it set. They depend only on the options
 * (no per-request nonces), so every response can get the same list without running helmet again.
 */
function helmetHeaders(options: Parameters<typeof helmet>[0]): [string, string][] {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => headers.set(name, String(value)),
    removeHeader: (name: string) => headers.delete(name),
  };
  helmet(options)({} as http.IncomingMessage, recorder as unknown as http.ServerResponse, (error?: unknown) => {
    if (error) throw error instanceof Error ? error : new Error('helmet refused its options');
  });
  return [...headers];
}

/** The security headers of each kind of answer, over plain HTTP and over HTTPS (with HSTS). */
export interface SecurityHeaderLists {
  document: { secure: [string, string][]; plain: [string, string][] };
  api: { secure: [string, string][]; plain: [string, string][] };
  /** What an API path adds when it answers something other than JSON. */
  documentOnly: [string, string][];
}

/** Helmet's headers for this site, worked out once (see securityHeaders). */
export function securityHeaderLists(options: { extraScriptSources?: string[] } = {}): SecurityHeaderLists {
  const headers = helmetHeaders({
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
  const isHsts = ([name]: [string, string]) => name.toLowerCase() === 'strict-transport-security';
  const isDocumentOnly = ([name]: [string, string]) => DOCUMENT_ONLY_HEADERS.has(name.toLowerCase());
  return {
    document: { secure: headers, plain: headers.filter((header) => !isHsts(header)) },
    api: {
      secure: headers.filter((header) => !isDocumentOnly(header)),
      plain: headers.filter((header) => !isDocumentOnly(header) && !isHsts(header)),
    },
    documentOnly: headers.filter(isDocumentOnly),
  };
}

/**
 * Security headers on every response (`lists`, from securityHeaderLists); HSTS only when the request came over
 * HTTPS. API answers in JSON (and those without a body) leave out the document-only ones (DOCUMENT_ONLY_HEADERS).
 */
export function securityHeaders(lists: SecurityHeaderLists = securityHeaderLists()): Middleware {
  return async (ctx, next) => {
    const res = ctx.res;
    const api = isApiPath(ctx.path);
    const list = lists[api ? 'api' : 'document'];
    for (const [name, value] of ctx.secure ? list.secure : list.plain) res.setHeader(name, value);
    await next();
    // An API path that answers something other than JSON (the /api/docs page, a cover) gets the whole set.
    const type = ctx.response.type;
    if (api && type && !isJsonType(type) && !res.headersSent) {
      for (const [name, value] of lists.documentOnly) res.setHeader(name, value);
    }
  };
}

/**
 * An origin in the form browsers send it (`https://example.org`, lowercase, no default port, no path); a value
 * that is not an http(s) URL (`app://studio`) is kept as written.
 */
export function normalOrigin(value: string): string {
  if (!URL.canParse(value)) return value;
  const origin = new URL(value).origin;
  return origin === 'null' ? value.replace(/\/$/, '') : origin;
}

export interface CsrfOptions {
  sessionCookie: string;
  /** Further origins allowed to send cookie-authenticated mutations (ALLOWED_ORIGINS). */
  allowedOrigins: readonly string[];
  /** The site's public address (PUBLIC_URL): its origin is always allowed. */
  publicUrl?: string;
  /** Paths that also take an HTML form's body from the site itself (the mails' unsubscribe confirmation). */
  formPaths?: ReadonlySet<string>;
}

const isFormType = (contentType: string): boolean =>
  contentType.split(';')[0]!.trim().toLowerCase() === 'application/x-www-form-urlencoded';

/**
 * A mutation carrying the session cookie is refused when cross-site, from an origin not allowed (the request's own and
 * PUBLIC_URL's always are; ALLOWED_ORIGINS adds), or with a non-JSON body (forms cannot send JSON; body-less ones need
 * no Content-Type). Requests without the cookie pass: a browser never adds a Bearer header, so it cannot forge them.
 */
export function csrfGuard(options: CsrfOptions): Middleware {
  const configured = new Set(options.allowedOrigins.map(normalOrigin));
  if (options.publicUrl) configured.add(normalOrigin(options.publicUrl));
  const allowed = (origin: string, ctx: Context) => {
    const normal = normalOrigin(origin);
    return configured.has(normal) || normal === normalOrigin(siteOrigin(ctx));
  };
  return async (ctx, next) => {
    if (MUTATIONS.has(ctx.method) && ctx.cookies.get(options.sessionCookie)) {
      const origin = ctx.get('origin');
      const site = ctx.get('sec-fetch-site');
      const hasBody = Number(ctx.get('content-length') || 0) > 0 || !!ctx.get('transfer-encoding');
      const contentType = ctx.get('content-type');
      if (
        site === 'cross-site' ||
        (origin && origin !== 'null' && !allowed(origin, ctx)) ||
        origin === 'null' ||
        ((hasBody || contentType) &&
          !isJsonType(contentType) &&
          !(options.formPaths?.has(ctx.path) && isFormType(contentType)))
      ) {
        throw forbidden(MESSAGES.errors.csrfRejected);
      }
    }
    await next();
  };
}

/** What the studio may send cross-origin, and what its renderer may read back. */
export const CORS_POLICY = {
  methods: 'GET, POST, PUT, DELETE',
  headers: 'Authorization, Content-Type, If-None-Match',
  exposeHeaders: 'ETag',
  maxAgeSeconds: 600,
} as const;

/**
 * CORS for the studio's origins (STUDIO_ORIGINS) on /api/*, for Bearer requests only: preflights are answered
 * and responses name the origin, but Access-Control-Allow-Credentials is never sent, so a cross-origin request
 * can never carry or set the session cookie. Any other origin gets no CORS headers at all.
 */
export function studioCors(origins: readonly string[]): Middleware {
  const allowed = new Set(origins);
  return async (ctx, next) => {
    const origin = ctx.get('origin');
    if (allowed.size === 0 || !ctx.path.startsWith('/api/')) {
      await next();
      return;
    }
    ctx.vary('Origin');
    if (!origin || !allowed.has(origin)) {
      await next();
      return;
    }
    if (ctx.method === 'OPTIONS' && ctx.get('access-control-request-method')) {
      ctx.set({
        'Access-Control-Allow-Origin': origin,
        'Access-Control-Allow-Methods': CORS_POLICY.methods,
        'Access-Control-Allow-Headers': CORS_POLICY.headers,
        'Access-Control-Max-Age': String(CORS_POLICY.maxAgeSeconds),
      });
      ctx.status = 204;
      return;
    }
    ctx.set('Access-Control-Allow-Origin', origin);
    ctx.set('Access-Control-Expose-Headers', CORS_POLICY.exposeHeaders);
    await next();
  };
}
