import net from 'node:net';
import type { Context, Middleware } from 'koa';
import { HttpError } from '../errors.ts';

/** A DNS name (labels of letters, digits and hyphens) or an IPv4 address, then an optional port. */
const NAME_HOST =
  /^([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*\.?)(?::(\d{1,5}))?$/i;
/** A bracketed IPv6 address, then an optional port. */
const IPV6_HOST = /^\[([0-9a-f:.]+)\](?::(\d{1,5}))?$/i;

/** Whether a Host value is one a URL can be built from: a name or address, and a port within 1-65535. */
export function isValidHost(host: string): boolean {
  if (host.length > 261) return false;
  const v6 = IPV6_HOST.exec(host);
  const match = v6 ?? NAME_HOST.exec(host);
  if (!match) return false;
  if (v6 && !net.isIPv6(v6[1] ?? '')) return false;
  const port = match[2];
  return port === undefined || (Number(port) >= 1 && Number(port) <= 65_535);
}

export interface HostGuardOptions {
  /** TRUST_PROXY: X-Forwarded-Host and -Proto may say how the visitor reached the proxy. */
  trustProxy: boolean;
  /** PUBLIC_URL: when set, links never come from a request's headers, so forwarded hosts are ignored. */
  publicUrl?: string | undefined;
  /** ALLOWED_ORIGINS: the only hosts a proxy may name in X-Forwarded-Host. */
  allowedOrigins: readonly string[];
}

/** A 400 no cache keeps: the same address may be asked again with a proper Host. */
const badHost = (header: string) =>
  new HttpError(
    400,
    'bad_request',
    `The ${header} header is not a valid host name`,
    {},
    { 'Cache-Control': 'no-store' },
  );

const firstValue = (value: string | string[] | undefined): string | undefined =>
  (Array.isArray(value) ? value[0] : value)?.split(',')[0]?.trim();

/** The socket's own address, the host of an HTTP/1.0 request that names none. */
function localHost(ctx: Context): string {
  const { localAddress, localPort } = ctx.req.socket;
  const address = localAddress?.startsWith('::ffff:') ? localAddress.slice(7) : (localAddress ?? '127.0.0.1');
  return `${net.isIPv6(address) ? `[${address}]` : address}:${localPort ?? 80}`;
}

/**
 * Links, canonical URLs, feeds and mail are built from the request's host when PUBLIC_URL is unset, so a host no URL
 * can be built from is refused here with a 400, before any of that code runs. A request with no Host at all
 * (HTTP/1.0) gets the listening address. Behind a trusted proxy, X-Forwarded-Host counts only when PUBLIC_URL is unset
 * and it names a host of ALLOWED_ORIGINS (else it is dropped: answers kept by shared caches do not vary on it), and
 * X-Forwarded-Proto only when it says http or https.
 */
export function hostGuard(options: HostGuardOptions): Middleware {
  const allowedHosts = new Set(options.allowedOrigins.map((origin) => new URL(origin).host.toLowerCase()));
  return async (ctx, next) => {
    const headers = ctx.req.headers;
    const host = headers.host;
    if (host === undefined || host === '') headers.host = localHost(ctx);
    else if (!isValidHost(host)) throw badHost('Host');

    if (options.trustProxy) {
      const forwarded = firstValue(headers['x-forwarded-host']);
      if (forwarded !== undefined && forwarded !== '') {
        if (!isValidHost(forwarded)) throw badHost('X-Forwarded-Host');
        if (options.publicUrl || !allowedHosts.has(forwarded.toLowerCase())) delete headers['x-forwarded-host'];
      } else delete headers['x-forwarded-host'];
      const proto = firstValue(headers['x-forwarded-proto'])?.toLowerCase();
      if (proto !== undefined && proto !== 'http' && proto !== 'https') delete headers['x-forwarded-proto'];
    }
    await next();
  };
}
