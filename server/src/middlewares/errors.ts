import {
  CheckConstraintViolationException,
  ForeignKeyConstraintViolationException,
  NotFoundError,
  NotNullConstraintViolationException,
  UniqueConstraintViolationException,
} from '@mikro-orm/core';
import type { Middleware } from 'koa';
import { ZodError } from 'zod';
import { toErrorBody } from '@inkshelf/contracts';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import { HttpError, serviceUnavailable } from '../errors.ts';

/** What a unique index means to a user, by index name. */
const UNIQUE_MESSAGES: Record<string, string> = {
  users_email_lower_unique: 'An account with this email already exists',
  users_username_lower_unique: 'Username already taken',
  novels_title_key_unique: 'A novel with this title already exists',
  chapters_novel_number_unique: 'A chapter with this number already exists in this novel',
  bookmarks_user_novel_unique: 'This novel is already bookmarked',
  reviews_user_novel_unique: 'You have already reviewed this novel',
  comment_likes_user_comment_unique: 'You already liked this comment',
};

interface ErrorAnswer {
  status: number;
  body: { message: string } & Record<string, unknown>;
  headers?: Record<string, string>;
}

/** Maps anything thrown below it to a JSON `{ message }` answer; unknown failures are logged, never leaked. */
export function errorHandler(): Middleware {
  return async (ctx, next) => {
    try {
      await next();
      if (ctx.status >= 400 && (ctx.body === null || ctx.body === undefined)) {
        const status = ctx.status;
        ctx.body = { message: emptyAnswerMessage(status, ctx.method, ctx.path) };
        ctx.status = status;
      }
    } catch (error) {
      const answer = toAnswer(error);
      if (answer.status === 503) ctx.log.warn({ err: error }, 'the database is unreachable');
      else if (answer.status >= 500) ctx.log.error({ err: error }, 'request failed');
      ctx.status = answer.status;
      ctx.body = answer.body;
      for (const [name, value] of Object.entries(answer.headers ?? {})) ctx.set(name, value);
    }
  };
}

export function toAnswer(error: unknown): ErrorAnswer {
  if (error instanceof HttpError) {
    return { status: error.status, body: { message: error.message, ...error.extra }, headers: error.headers };
  }
  if (error instanceof ZodError) return { status: 400, body: toErrorBody(error) };
  if (error instanceof NotFoundError) {
    const entity = (error as NotFoundError & { entity?: { constructor?: { name?: string } } }).message.split(' ')[0];
    return {
      status: 404,
      body: { message: entity && /^[A-Z]\w+$/.test(entity) ? `${entity} not found` : 'Not found' },
    };
  }
  if (error instanceof UniqueConstraintViolationException) {
    const constraint = (error as unknown as { constraint?: string }).constraint ?? '';
    return { status: 409, body: { message: UNIQUE_MESSAGES[constraint] ?? 'This already exists' } };
  }
  if (error instanceof ForeignKeyConstraintViolationException) {
    return { status: 409, body: { message: 'A record this refers to does not exist, or others still refer to it' } };
  }
  if (error instanceof CheckConstraintViolationException || error instanceof NotNullConstraintViolationException) {
    return { status: 400, body: { message: 'A value is missing or out of range' } };
  }
  // PostgreSQL down or restarting: the client may retry, and the server recovers once it is back.
  if (isDatabaseUnavailable(error)) return toAnswer(serviceUnavailable());
  const koaError = error as { status?: unknown; expose?: unknown; type?: unknown; message?: unknown };
  if (typeof koaError.status === 'number' && koaError.status >= 400 && koaError.status < 500) {
    return { status: koaError.status, body: { message: clientErrorMessage(koaError.status, koaError) } };
  }
  return { status: 500, body: { message: 'Internal server error' } };
}

/** A message for statuses that the routers set without a body (no route, wrong method). */
function emptyAnswerMessage(status: number, method: string, path: string): string {
  if (status === 404)
    return path === '/api' || path.startsWith('/api/') ? `No API route for ${method} ${path}` : 'Page not found';
  if (status === 405) return `Method ${method} is not allowed on ${path}`;
  if (status === 501) return `Method ${method} is not supported`;
  return 'Request failed';
}

function clientErrorMessage(status: number, error: { expose?: unknown; type?: unknown; message?: unknown }): string {
  if (status === 413) return 'Request body is too large';
  if (status === 415) return 'Requests with a body must be sent as application/json';
  if (
    status === 400 &&
    (error.type === 'entity.parse.failed' || /JSON|Unexpected token/i.test(String(error.message)))
  ) {
    return 'Request body is not valid JSON';
  }
  return error.expose && typeof error.message === 'string' ? error.message : 'Bad request';
}
