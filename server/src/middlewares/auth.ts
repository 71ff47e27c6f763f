import type { Context, Middleware } from 'koa';
import { MESSAGES } from '@inkshelf/contracts';
import { User } from '../entities/index.ts';
import { forbidden, unauthorized } from '../errors.ts';
import { REMEMBER_ME_MS, SESSION_ABSOLUTE_MS } from '../services/session-store.ts';

/** Refresh the idle timer at most this often, so a busy reader does not write the session on every request. */
const TOUCH_EVERY_MS = 10 * 60 * 1000;

/** The parts of a koa-session session that we use, plus what we keep in it. */
interface AuthSession {
  isNew: boolean;
  maxAge: number | 'session';
  externalKey?: string;
  regenerate(): Promise<void> | undefined;
  userId?: number;
  createdAt?: number;
  seenAt?: number;
}

const sessionOf = (ctx: Context) => ctx.session as AuthSession | null;

/** Loads the signed-in user (if any) into `ctx.state.user`; ends sessions that are too old or orphaned. */
export function loadUser(): Middleware {
  return async (ctx, next) => {
    const session = sessionOf(ctx);
    ctx.state.user = null;
    if (session?.userId) {
      const now = Date.now();
      const user = await ctx.em.findOne(User, { id: session.userId });
      if (!user || !session.createdAt || now - session.createdAt > SESSION_ABSOLUTE_MS) {
        ctx.session = null;
      } else {
        ctx.state.user = user;
        if (!session.seenAt || now - session.seenAt > TOUCH_EVERY_MS) session.seenAt = now;
      }
    }
    await next();
  };
}

/** 401 unless someone is signed in. */
export function requireUser(): Middleware {
  return async (ctx, next) => {
    if (!ctx.state.user) throw unauthorized(MESSAGES.errors.authenticationRequired);
    await next();
  };
}

/** 401 when signed out, 403 for readers. */
export function requireAuthor(): Middleware {
  return async (ctx, next) => {
    const user = ctx.state.user;
    if (!user) throw unauthorized(MESSAGES.errors.authenticationRequired);
    if (!user.isAuthor) throw forbidden(MESSAGES.errors.authorRequired);
    await next();
  };
}

/** The signed-in user of a route guarded by requireUser/requireAuthor. */
export function currentUser(ctx: Context): User {
  const user = ctx.state.user;
  if (!user) throw unauthorized(MESSAGES.errors.authenticationRequired);
  return user;
}

/** Starts a session for `user` under a fresh session id (no fixation). */
export async function signIn(ctx: Context, user: User, rememberMe: boolean): Promise<void> {
  const existing = sessionOf(ctx);
  if (existing && !existing.isNew) await existing.regenerate();
  const session = sessionOf(ctx);
  if (!session) throw new Error('session middleware is not installed');
  const now = Date.now();
  session.userId = user.id;
  session.createdAt = now;
  session.seenAt = now;
  session.maxAge = rememberMe ? REMEMBER_ME_MS : 'session';
  ctx.state.user = user;
}

/** Ends the current session, server side and cookie. */
export function signOut(ctx: Context): void {
  ctx.session = null;
  ctx.state.user = null;
}

/** The current session's id, to keep it when ending a user's other sessions. */
export function currentSessionId(ctx: Context): string | undefined {
  return sessionOf(ctx)?.externalKey;
}
