/** Every error an API handler throws on purpose: a status, a stable id and a message that reaches the client. */
export class HttpError extends Error {
  override name = 'HttpError';

  constructor(
    readonly status: number,
    readonly id: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string, extra?: Record<string, unknown>) =>
  new HttpError(400, 'bad_request', message, extra);
export const unauthorized = (message = 'Authentication required') => new HttpError(401, 'unauthorized', message);
export const forbidden = (message = 'You do not have permission to do that') =>
  new HttpError(403, 'forbidden', message);
export const notFound = (message = 'Not found') => new HttpError(404, 'not_found', message);
export const conflict = (message: string, extra?: Record<string, unknown>) =>
  new HttpError(409, 'conflict', message, extra);
export const payloadTooLarge = (message = 'Request body is too large') =>
  new HttpError(413, 'payload_too_large', message);
export const unsupportedMediaType = (message = 'Requests with a body must be sent as application/json') =>
  new HttpError(415, 'unsupported_media_type', message);
export const tooManyRequests = (retryAfterSeconds: number, message = 'Too many requests. Please try again later.') =>
  new HttpError(
    429,
    'rate_limited',
    message,
    { retryAfter: retryAfterSeconds },
    { 'Retry-After': String(retryAfterSeconds) },
  );

/** Seconds a client should wait before retrying while the database is unreachable. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;
export const serviceUnavailable = (extra?: Record<string, unknown>) =>
  new HttpError(503, 'service_unavailable', 'Service temporarily unavailable', extra, {
    'Retry-After': String(UNAVAILABLE_RETRY_AFTER_SECONDS),
  });
