import Router from '@koa/router';
import {
  LoginBodySchema,
  MESSAGES,
  RegisterBodySchema,
  ResetPasswordBodySchema,
  ResetPasswordConfirmBodySchema,
} from '@inkshelf/contracts';
import { registerAccount } from '../../commands/account-registrar.ts';
import { checkCredentials } from '../../commands/credential-check.ts';
import { confirmPasswordReset, requestPasswordReset } from '../../commands/password-reset.ts';
import { unauthorized } from '../../errors.ts';
import { signIn, signOut } from '../../middlewares/auth.ts';
import { assuranceOf } from '../../middlewares/second-factor.ts';
import { byIp } from '../../middlewares/limits.ts';
import { rateLimit } from '../../middlewares/rate-limit.ts';
import { siteOrigin } from '../../middlewares/security.ts';
import { validate, type APIContext } from '../../middlewares/validate.ts';
import { presentCurrentUser } from '../../presenters/user.ts';
import type { RouteDeps } from '../route-deps.ts';
import { revokeUserTokens } from '../../services/api-tokens.ts';
import { mailLinkBase } from '../../services/mailer.ts';
import { destroyUserSessions } from '../../services/session-store.ts';

const T = {
  login: { body: LoginBodySchema },
  register: { body: RegisterBodySchema },
  reset: { body: ResetPasswordBodySchema },
  resetConfirm: { body: ResetPasswordConfirmBodySchema },
};

export function authRouter(deps: Pick<RouteDeps, 'orm' | 'mailer' | 'config' | 'limits'>) {
  const { limits } = deps;
  const router = new Router({ prefix: '/api' });

  router.get('/user', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    // Half signed in (two-factor pending) still answers, with mfaRequired: true.
    const user = ctx.state.user ?? ctx.state.mfaPendingUser;
    if (!user) throw unauthorized(MESSAGES.errors.authenticationRequired);
    ctx.body = presentCurrentUser(user, await assuranceOf(ctx, user));
  });

  router.post('/login', validate(T.login), async (ctx: APIContext<typeof T.login>) => {
    const user = await checkCredentials(ctx.em, limits, ctx.ip, ctx.input.body);
    await signIn(ctx, user, ctx.input.body.rememberMe);
    ctx.body = presentCurrentUser(user, await assuranceOf(ctx, user));
  });

  router.post(
    '/register',
    validate(T.register),
    rateLimit(limits.register, byIp),
    async (ctx: APIContext<typeof T.register>) => {
      const user = await registerAccount(ctx.em, ctx.input.body);
      await signIn(ctx, user, false);
      ctx.status = 201;
      ctx.body = presentCurrentUser(user);
    },
  );

  router.post('/logout', (ctx) => {
    signOut(ctx);
    ctx.body = { message: 'Signed out' };
  });

  router.post(
    '/reset-password',
    validate(T.reset),
    rateLimit(limits.resetIp, byIp),
    async (ctx: APIContext<typeof T.reset>) => {
      const { email } = ctx.input.body;
      // Spent before the lookup; past it the mail is silently skipped, so the answer never reveals an account.
      const allowed = await limits.resetEmail.store.consume(email.normalize('NFKC').toLowerCase()).then(
        () => true,
        () => false,
      );
      const linkBase = mailLinkBase(deps.config, { origin: siteOrigin(ctx), localPort: ctx.req.socket.localPort });
      if (allowed) await requestPasswordReset(ctx.em, deps.mailer, email, linkBase);
      ctx.body = { message: MESSAGES.errors.resetPasswordAck };
    },
  );

  router.post(
    '/reset-password/confirm',
    validate(T.resetConfirm),
    rateLimit(limits.resetConfirm, byIp),
    async (ctx: APIContext<typeof T.resetConfirm>) => {
      const user = await confirmPasswordReset(ctx.em, ctx.input.body.token, ctx.input.body.newPassword);
      await destroyUserSessions(ctx.em, user.id);
      await revokeUserTokens(ctx.em, user.id);
      if (ctx.state.user?.id === user.id) signOut(ctx);
      ctx.body = { message: 'Your password has been reset. You can now sign in with the new password.' };
    },
  );

  return router;
}
