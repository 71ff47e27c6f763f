/**
 * Whether a redirect target stays on this site (issue 38): a path, as a browser would resolve it. Browsers drop tabs
 * and newlines from URLs and read `\` as `/`, so `/%09/evil.example` or `/\evil.example` become `//evil.example`,
 * another origin; resolving against a placeholder origin with the WHATWG URL parser catches every such form.
 */
const PLACEHOLDER = 'http://same-origin.invalid';

export function isSameOriginPath(value: string): boolean {
  if (!value.startsWith('/') || value.length > 2048) return false;
  try {
    const resolved = new URL(value, PLACEHOLDER);
    return resolved.origin === PLACEHOLDER && !/[\t\n\r\\]/.test(value) && !value.startsWith('//');
  } catch {
    return false;
  }
}
