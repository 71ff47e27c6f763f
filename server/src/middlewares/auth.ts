import type { Context, Middleware } from 'koa';
import { ENDPOINTS, MESSAGES, type Aal } from '@inkshelf/contracts';
import { User } from '../entities/index.ts';
import { forbidden, HttpError, unauthorized } from '../errors.ts';
import { authenticateAccessToken } from '../services/api-tokens.ts';
import { hasRole, isSuspended, suspendedError } from '../policies/moderation.ts';
import { REMEMBER_ME_MS, SESSION_ABSOLUTE_MS } from '../services/session-store.ts';
import { applyAssurance, mfaRequired } from './second-factor.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

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
  /** Assurance level (issue 8): aal2 once a second factor was given in this session. */
  aal?: Aal;
}

const sessionOf = (ctx: Context) => ctx.session as AuthSession | null;

/** How the request authenticated: a cookie session, or a bearer access token (whose row id is given). */
export type AuthMethod = { kind: 'session' } | { kind: 'token'; tokenId: number };

declare module 'koa' {
  interface DefaultState {
    /** Set by loadUser when someone is signed in. */
    auth?: AuthMethod;
  }
}

/** The token of an `Authorization: Bearer <token>` header; undefined without one (other schemes are not ours). */
export function bearerTokenOf(ctx: Context): string | undefined {
  const match = /^Bearer(?:\s+(\S.*))?$/i.exec(ctx.get('authorization').trim());
  return match ? (match[1] ?? '').trim() : undefined;
}

/** The routes that authenticate by their body: a stale Authorization header a client still sends is ignored. */
const TOKEN_ROUTES = new Set(
  [ENDPOINTS.createToken, ENDPOINTS.refreshToken, ENDPOINTS.revokeToken].map((e) => `${e.method} ${e.path}`),
);

/**
 * Loads the signed-in user (if any) into `ctx.state.user` and how they authenticated into `ctx.state.auth`.
 * A bearer token takes precedence over the session; an invalid, expired or revoked one is a 401 (never a
 * silent fall back to signed out, so clients know to refresh). Ends sessions that are too old or orphaned.
 */
export function loadUser(): Middleware {
  return async (ctx, next) => {
    const session = sessionOf(ctx);
    ctx.state.user = null;
    const bearer = TOKEN_ROUTES.has(`${ctx.method} ${ctx.path}`) ? undefined : bearerTokenOf(ctx);
    if (bearer !== undefined) {
      const grant = await authenticateAccessToken(ctx.em, bearer);
      if (!grant) throw unauthorized(MESSAGES.errors.invalidAccessToken);
      ctx.state.user = grant.user;
      ctx.state.auth = { kind: 'token', tokenId: grant.tokenId };
    } else if (session?.userId) {
      const now = Date.now();
      // The session store read the user (and their two-factor state) with the session: no second query.
      const preload = ctx.state.sessionPreload;
      const user =
        preload?.user.id === session.userId
          ? ctx.em.map(User, preload.user)
          : await ctx.em.findOne(User, { id: session.userId });
      if (!user || !session.createdAt || now - session.createdAt > SESSION_ABSOLUTE_MS) {
        ctx.session = null;
      } else {
        ctx.state.user = user;
        ctx.state.auth = { kind: 'session' };
        if (!session.seenAt || now - session.seenAt > TOUCH_EVERY_MS) session.seenAt = now;
      }
    }
    // A suspended account's sessions and tokens are revoked when it is suspended; should one still arrive, it
    // reads as signed out and any write is refused with the suspension.
    const loaded = ctx.state.user;
    if (loaded && isSuspended(loaded)) {
      if (ctx.state.auth?.kind === 'session') ctx.session = null;
      ctx.state.user = null;
      ctx.state.auth = undefined;
      if (!SAFE_METHODS.has(ctx.method)) throw suspendedError(loaded);
    }
    // Two-factor: tokens of an account with a factor are only issued against a code (and enrolling revokes
    // older ones), so they are aal2; a session is aal1 until POST /api/mfa/challenge.
    if (ctx.state.user) await applyAssurance(ctx, ctx.state.auth?.kind === 'token' ? 'aal2' : (session?.aal ?? 'aal1'));
    if (!ctx.state.mfaPendingUser) {
      await next();
      return;
    }
    try {
      await next();
    } catch (error) {
      // Half signed in: whatever needed a user says that the second factor is what is missing.
      if (
        error instanceof HttpError &&
        error.status === 401 &&
        error.message === MESSAGES.errors.authenticationRequired
      )
        throw mfaRequired();
      throw error;
    }
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

/** 401 when signed out, 403 unless the user holds `role` or a higher one (moderator < admin). */
export function requireRole(role: 'moderator' | 'admin'): Middleware {
  return async (ctx, next) => {
    const user = ctx.state.user;
    if (!user) throw unauthorized(MESSAGES.errors.authenticationRequired);
    if (!hasRole(user, role))
      throw forbidden(role === 'admin' ? MESSAGES.errors.adminRequired : MESSAGES.errors.moderatorRequired);
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
  if (isSuspended(user)) throw suspendedError(user);
  session.userId = user.id;
  session.createdAt = now;
  session.seenAt = now;
  session.maxAge = rememberMe ? REMEMBER_ME_MS : 'session';
  session.aal = 'aal1';
  ctx.state.user = user;
  ctx.state.auth = { kind: 'session' };
  // Every sign-in path comes through here: an account with a verified factor is now half signed in.
  await applyAssurance(ctx, 'aal1');
}

/** After a second factor: the session (under a fresh id) becomes aal2 and the user fully signed in. */
export async function raiseToAal2(ctx: Context, user: User): Promise<void> {
  const existing = sessionOf(ctx);
  if (existing?.userId === user.id) {
    const { createdAt, maxAge } = existing;
    if (!existing.isNew) await existing.regenerate();
    const session = sessionOf(ctx);
    if (!session) throw new Error('session middleware is not installed');
    Object.assign(session, { userId: user.id, createdAt, seenAt: Date.now(), maxAge, aal: 'aal2' });
  }
  ctx.state.user = user;
  ctx.state.mfaPendingUser = null;
  ctx.state.aal = 'aal2';
}

/** Ends the current session, server side and cookie. */
export function signOut(ctx: Context): void {
  ctx.session = null;
  ctx.state.user = null;
  ctx.state.auth = undefined;
}

/** The bearer token the request came with, to keep it when ending a user's other tokens. */
export const currentTokenId = (ctx: Context): number | undefined =>
  ctx.state.auth?.kind === 'token' ? ctx.state.auth.tokenId : undefined;

/** The current session's id, to keep it when ending a user's other sessions. */
export function currentSessionId(ctx: Context): string | undefined {
  return sessionOf(ctx)?.externalKey;
}
