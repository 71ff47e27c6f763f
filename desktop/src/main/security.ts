/**
 * Every security decision of the main process as a pure function, so index.ts only wires them to Electron and
 * the tests check them without Electron: which URLs are the app, which may open in the system browser, how a
 * server address is normalised, the Content-Security-Policy, and which file an app:// request may read.
 */
import path from 'node:path';

/** The renderer is served from this privileged scheme and host: its origin is exactly 'app://studio'. */
export const APP_SCHEME = 'app';
export const APP_HOST = 'studio';
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;
export const APP_ENTRY_URL = `${APP_ORIGIN}/index.html`;

function parse(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

/**
 * True for a page of the studio itself: app://studio/..., or in development the electron-vite dev server
 * (same protocol, host and port as `devServerUrl`).
 */
export function isAppUrl(url: string, devServerUrl?: string | null): boolean {
  const parsed = parse(url);
  if (!parsed || parsed.username || parsed.password) return false;
  if (parsed.protocol === `${APP_SCHEME}:` && parsed.host === APP_HOST) return true;
  if (!devServerUrl) return false;
  const dev = parse(devServerUrl);
  return dev !== null && (dev.protocol === 'http:' || dev.protocol === 'https:') && parsed.origin === dev.origin;
}

/** Only plain http(s) links without credentials leave the app, and only to the system browser. */
export function isSafeExternalUrl(url: string): boolean {
  if (typeof url !== 'string' || url.length > 8192) return false;
  const parsed = parse(url);
  return (
    parsed !== null &&
    (parsed.protocol === 'http:' || parsed.protocol === 'https:') &&
    parsed.hostname !== '' &&
    parsed.username === '' &&
    parsed.password === ''
  );
}

/**
 * The origin of the server an author typed: 'inkshelf.example/' -> 'https://inkshelf.example',
 * 'http://127.0.0.1:3000/api/' -> 'http://127.0.0.1:3000'. Throws an Error with a message fit for the sign-in
 * form for anything else.
 */
export function normaliseServerUrl(input: string): string {
  const trimmed = typeof input === 'string' ? input.trim() : '';
  if (trimmed === '') throw new Error('Enter the address of your Inkshelf server, e.g. https://inkshelf.example');
  const hasScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed);
  const parsed = parse(hasScheme ? trimmed : `https://${trimmed}`);
  if (!parsed || parsed.hostname === '' || /\s/.test(trimmed)) {
    throw new Error(`"${trimmed.slice(0, 100)}" is not a web address, e.g. https://inkshelf.example`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new Error('The server address must start with http:// or https://');
  }
  if (parsed.username || parsed.password) {
    throw new Error('The server address must not contain a user name or password');
  }
  return parsed.origin;
}

/**
 * The policy sent with every renderer response: scripts only from the app (no inline, no eval); fetches to any http(s)
 * server, because the author picks the server at sign-in; images also from data: and the web (covers); inline styles
 * for the editor and dialogs. Development adds what the Vite dev server needs.
 */
export function contentSecurityPolicy(devServerUrl?: string | null): string {
  const dev = devServerUrl ? parse(devServerUrl) : null;
  const devWs = dev ? ` ws://${dev.host} wss://${dev.host}` : '';
  return [
    "default-src 'self'",
    dev ? "script-src 'self' 'unsafe-inline'" : "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https: http:",
    "font-src 'self' data:",
    `connect-src 'self' https: http:${devWs}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-src 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The file an app://studio request may read, or null. Only files inside `rendererDir` are ever returned:
 * encoded traversal ('%2e%2e'), backslashes, NUL bytes and other hosts are refused. A path without a file
 * extension is a client-side route and gets index.html.
 */
export function resolveAppRequest(rendererDir: string, requestUrl: string): string | null {
  const parsed = parse(requestUrl);
  if (!parsed || parsed.protocol !== `${APP_SCHEME}:` || parsed.host !== APP_HOST) return null;
  let pathname: string;
  try {
    pathname = decodeURIComponent(parsed.pathname);
  } catch {
    return null;
  }
  if (pathname.includes('\0') || pathname.includes('\\')) return null;
  const segments = pathname.split('/').filter((segment) => segment !== '');
  if (segments.some((segment) => segment === '..' || segment === '.')) return null;
  const relative = segments.length === 0 || path.posix.extname(pathname) === '' ? 'index.html' : segments.join('/');
  const root = path.resolve(rendererDir);
  const file = path.resolve(root, relative);
  return file.startsWith(root + path.sep) ? file : null;
}

/**
 * Whether safeStorage really encrypts. On Linux without a keyring Electron falls back to 'basic_text', a fixed
 * key that only obfuscates: treated as unavailable, so credentials are not stored at all.
 */
export function isRealEncryption(available: boolean, platform: string, linuxBackend?: string): boolean {
  if (!available) return false;
  return !(platform === 'linux' && (linuxBackend === 'basic_text' || linuxBackend === 'unknown'));
}
