/**
 * Whether an error means PostgreSQL cannot be reached right now (a 503 the client may retry) rather than a failed query
 * (a bug). The ORM passes the driver's errors through or wraps them in a DriverException copying their `code` and
 * `message`, so both are recognised.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return true;
  return typeof message === 'string' && CONNECTION_MESSAGES.some((start) => message.startsWith(start));
}

/**
 * SQLSTATEs of a server going away or not taking connections (class 08, connection exceptions, is matched by
 * prefix), and the socket errors of a connection that cannot be opened or was cut. pg reports the latter with
 * the socket's own error, so its code is the errno's name.
 */
const UNAVAILABLE_CODES = new Set([
  '57P01', // admin_shutdown: the server is stopping, or the backend was terminated
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up, shutting down, in recovery
  '53300', // too_many_connections
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** pg's and pg-pool's own errors for a connection that was lost or could not be made, which carry no code. */
const CONNECTION_MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'timeout exceeded when trying to connect',
  'timeout expired',
];
