/**
 * Third-party sign-in: which providers are on, and Google's authorization-code flow. The start endpoint is a
 * full-page navigation (302 to Google); Google returns the browser to the website's /auth/callback, which posts
 * the code and state here. Pending sign-ins and links live in the server-side session, one use, 10 minutes.
 */
import Router from '@koa/router';
import {
  GoogleCallbackBodySchema,
  GoogleLinkBodySchema,
  GoogleStartQuerySchema,
  OIDC_MESSAGES,
  type GoogleSignedIn,
} from '@inkshelf/contracts';
import type { Context, Middleware } from 'koa';
import { accountBudgetKey, SignInBudget } from '../../commands/credential-check.ts';
import { linkGoogleAccount, resolveGoogleAccount } from '../../commands/google-accounts.ts';
import { User } from '../../entities/index.ts';
import { badRequest, notFound, unauthorized } from '../../errors.ts';
import { signIn } from '../../middlewares/auth.ts';
import { assuranceOf } from '../../middlewares/second-factor.ts';
import { siteOrigin } from '../../middlewares/security.ts';
import { validate, type APIContext } from '../../middlewares/validate.ts';
import { presentCurrentUser } from '../../presenters/user.ts';
import { GoogleOidc, PENDING_SIGN_IN_MS, type PendingGoogleSignIn } from '../../services/oidc.ts';
import { verifyPassword } from '../../services/passwords.ts';
import type { RouteDeps } from '../route-deps.ts';

const T = {
  start: { query: GoogleStartQuerySchema },
  callback: { body: GoogleCallbackBodySchema },
  link: { body: GoogleLinkBodySchema },
};

/** A Google account waiting for the password of the account its verified email belongs to. */
interface PendingGoogleLink {
  subject: string;
  userId: number;
  email: string;
  returnTo: string;
  expiresAt: number;
}

/** What this router keeps in the session (koa-session stores it server-side, see session-store.ts). */
interface GoogleSessionFields {
  googleSignIn?: PendingGoogleSignIn;
  googleLink?: PendingGoogleLink;
}

const sessionOf = (ctx: Context) => ctx.session as unknown as GoogleSessionFields | null;

/** Takes a pending value out of the session (one use); undefined when absent or expired. */
function take<K extends keyof GoogleSessionFields>(ctx: Context, key: K): GoogleSessionFields[K] | undefined {
  const session = sessionOf(ctx);
  const value = session?.[key];
  if (!session || !value) return undefined;
  delete session[key];
  return value.expiresAt > Date.now() ? value : undefined;
}

/**
 * Signs in through the shared signIn() (new session id). An account with a second factor is then only half
 * signed in: the answer says mfaRequired, and the page's code step (POST /api/mfa/challenge) finishes it.
 */
async function signInAs(ctx: Context, user: User, returnTo: string): Promise<GoogleSignedIn> {
  user.lastLoginAt = new Date();
  await ctx.em.flush();
  await signIn(ctx, user, false);
  const assurance = await assuranceOf(ctx, user);
  return {
    linkRequired: false,
    user: presentCurrentUser(user, assurance),
    returnTo,
    mfaRequired: assurance.mfaRequired,
  };
}

export function oidcRouter(deps: Pick<RouteDeps, 'config' | 'limits'>) {
  const { limits, config } = deps;
  const google = config.google ? new GoogleOidc(config.google) : undefined;
  const router = new Router({ prefix: '/api/auth' });
  /** 404 on every Google endpoint while GOOGLE_CLIENT_ID is unset (after the input checks: bad input is a 400). */
  const googleOn: Middleware = async (ctx, next) => {
    ctx.set('Cache-Control', 'no-store');
    if (!google) throw notFound(OIDC_MESSAGES.notConfigured);
    await next();
  };
  const provider = () => google!;

  router.get('/providers', (ctx) => {
    ctx.body = { google: google !== undefined };
  });

  router.get('/google/start', googleOn, validate(T.start), async (ctx: APIContext<typeof T.start>) => {
    const redirectUri = provider().redirectUriFor(config.publicUrl ?? siteOrigin(ctx));
    const { url, pending } = await provider().start(redirectUri, ctx.input.query.returnTo ?? '/');
    const session = sessionOf(ctx);
    if (!session) throw new Error('session middleware is not installed');
    session.googleSignIn = pending;
    delete session.googleLink;
    ctx.redirect(url);
  });

  router.post('/google/callback', validate(T.callback), googleOn, async (ctx: APIContext<typeof T.callback>) => {
    const pending = take(ctx, 'googleSignIn');
    if (!pending) throw badRequest(OIDC_MESSAGES.noSignInInProgress);
    if (ctx.input.body.state !== pending.state) throw badRequest(OIDC_MESSAGES.stateMismatch);
    const identity = await provider().finish(pending, ctx.input.body);
    const resolution = await resolveGoogleAccount(ctx.em, identity);
    if (resolution.kind === 'linkRequired') {
      sessionOf(ctx)!.googleLink = {
        subject: identity.subject,
        userId: resolution.user.id,
        email: resolution.email,
        returnTo: pending.returnTo,
        expiresAt: Date.now() + PENDING_SIGN_IN_MS,
      };
      ctx.body = { linkRequired: true, email: resolution.email, returnTo: pending.returnTo };
      return;
    }
    ctx.body = await signInAs(ctx, resolution.user, pending.returnTo);
  });

  router.post('/google/link', validate(T.link), googleOn, async (ctx: APIContext<typeof T.link>) => {
    const link = sessionOf(ctx)?.googleLink;
    if (!link || link.expiresAt <= Date.now()) throw badRequest(OIDC_MESSAGES.noLinkPending);
    // The same budgets as password sign-in, charged before the check: a guess here is a guess at that password.
    const budget = new SignInBudget(limits, ctx.ip, OIDC_MESSAGES.tooManyAttempts);
    await budget.chargeIp();
    const user = await ctx.em.findOne(User, { id: link.userId }, { populate: ['password'] });
    if (!user) {
      take(ctx, 'googleLink');
      throw badRequest(OIDC_MESSAGES.noLinkPending);
    }
    await budget.chargeAccount(accountBudgetKey(user, link.email));
    const valid = user.password ? await verifyPassword(user.password, ctx.input.body.password) : false;
    if (!valid) throw unauthorized(OIDC_MESSAGES.passwordIncorrect);
    await budget.succeeded();
    take(ctx, 'googleLink');
    await linkGoogleAccount(ctx.em, user.id, link.subject);
    ctx.body = await signInAs(ctx, user, link.returnTo);
  });

  return router;
}
