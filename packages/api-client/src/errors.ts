/** ApiError and the spec's rule (section 8) for turning a failed HTTP response into one. */
import { HTTP_MESSAGES } from '@inkshelf/contracts';

/** Reason phrases for when a response carries no status text (HTTP/2 never does). */
const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/** Detail of an ApiError when the server could not be reached at all (status 0). */
export const NETWORK_ERROR_DETAIL = 'Could not reach the server. Check your connection and try again.';

export interface ApiErrorInit {
  /** Parsed JSON error body, raw text, or undefined when the body could not be read. */
  body?: unknown;
  method?: string;
  url?: string;
  cause?: unknown;
}

/**
 * A failed API call. `message` is `${status}: ${detail}` as the spec words it; `detail` is the part after the
 * colon (the server's message), for UIs that show only that. `status` is 0 when the server was unreachable.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly detail: string;
  readonly body: unknown;
  readonly method: string | undefined;
  readonly url: string | undefined;

  constructor(status: number, detail: string, init: ApiErrorInit = {}) {
    super(HTTP_MESSAGES.format(status, detail), init.cause === undefined ? undefined : { cause: init.cause });
    this.status = status;
    this.detail = detail;
    this.body = init.body;
    this.method = init.method;
    this.url = init.url;
  }

  /** The `field` of a validation error body (`{ message, field, issues }`), when the server named one. */
  get field(): string | undefined {
    const body = this.body;
    if (typeof body !== 'object' || body === null || !('field' in body)) return undefined;
    return typeof body.field === 'string' ? body.field : undefined;
  }
}

/** Narrows an unknown thrown value, optionally to one status. */
export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

/** True for `application/json` and `application/*+json` content types. */
export function isJsonContentType(contentType: string | null): boolean {
  return contentType !== null && /^application\/(?:[\w.-]+\+)?json\s*(?:;|$)/i.test(contentType);
}

const HTML_START = /^\s*(?:<!doctype\s+html|<html[\s>]|<head[\s>]|<body[\s>])/i;

function looksLikeHtml(text: string, contentType: string | null): boolean {
  return HTML_START.test(text) || (contentType !== null && /^text\/html\b/i.test(contentType));
}

function statusTextOf(response: Response): string {
  return response.statusText || REASONS[response.status] || HTTP_MESSAGES.unreadableBody;
}

/** The detail and body of a failed response, by the rule of spec section 8. */
export async function readErrorDetail(response: Response): Promise<{ detail: string; body: unknown }> {
  let text: string;
  try {
    text = await response.text();
  } catch {
    return { detail: statusTextOf(response), body: undefined };
  }
  const contentType = response.headers.get('content-type');
  if (looksLikeHtml(text, contentType)) return { detail: HTTP_MESSAGES.htmlBody, body: text };
  const trimmed = text.trim();
  if (trimmed === '') return { detail: statusTextOf(response), body: text };
  let parsed: unknown;
  try {
    parsed = JSON.parse(trimmed);
  } catch {
    return { detail: trimmed, body: text };
  }
  if (typeof parsed !== 'object' || parsed === null) return { detail: trimmed, body: parsed };
  const message = 'message' in parsed ? parsed.message : undefined;
  const detail = typeof message === 'string' && message.trim() !== '' ? message : statusTextOf(response);
  return { detail, body: parsed };
}

/** Builds the ApiError for a non-2xx response (reads its body). */
export async function errorFromResponse(
  response: Response,
  request: { method?: string; url?: string } = {},
): Promise<ApiError> {
  const { detail, body } = await readErrorDetail(response);
  return new ApiError(response.status, detail, { body, ...request });
}
