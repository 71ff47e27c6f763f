import Router from '@koa/router';
import {
  LoginBodySchema,
  MESSAGES,
  RegisterBodySchema,
  ResetPasswordBodySchema,
  ResetPasswordConfirmBodySchema,
} from '@inkshelf/contracts';
import { registerAccount } from '../../commands/account-registrar.ts';
import { confirmPasswordReset, requestPasswordReset } from '../../commands/password-reset.ts';
import { User } from '../../entities/index.ts';
import { unauthorized } from '../../errors.ts';
import { signIn, signOut } from '../../middlewares/auth.ts';
import { byIp } from '../../middlewares/limits.ts';
import { ensureNotBlocked, rateLimit, spend } from '../../middlewares/rate-limit.ts';
import { siteOrigin } from '../../middlewares/security.ts';
import { validate, type APIContext } from '../../middlewares/validate.ts';
import { presentCurrentUser } from '../../presenters/user.ts';
import type { RouteDeps } from '../index.ts';
import { hashPassword, verifyPassword } from '../../services/passwords.ts';
import { destroyUserSessions } from '../../services/session-store.ts';

const T = {
  login: { body: LoginBodySchema },
  register: { body: RegisterBodySchema },
  reset: { body: ResetPasswordBodySchema },
  resetConfirm: { body: ResetPasswordConfirmBodySchema },
};

const likePattern = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/** Compared against when no account matches, so a wrong username costs as long as a wrong password. */
let dummyHash: Promise<string> | undefined;

export function authRouter(deps: RouteDeps) {
  const { limits } = deps;
  const router = new Router({ prefix: '/api' });
  const loginBlocked = 'Too many failed sign-in attempts. Please wait and try again.';

  router.get('/user', (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    if (!ctx.state.user) throw unauthorized(MESSAGES.errors.authenticationRequired);
    ctx.body = presentCurrentUser(ctx.state.user);
  });

  router.post('/login', validate(T.login), async (ctx: APIContext<typeof T.login>) => {
    const { emailOrUsername, password, rememberMe } = ctx.input.body;
    const account = emailOrUsername.toLowerCase();
    const pairKey = `${ctx.ip}|${account}`;
    await ensureNotBlocked(limits.loginPair, pairKey, loginBlocked);
    await ensureNotBlocked(limits.loginAccount, account, loginBlocked);

    const pattern = likePattern(emailOrUsername);
    const user = await ctx.em.findOne(
      User,
      { $or: [{ email: { $ilike: pattern } }, { username: { $ilike: pattern } }] },
      {
        populate: ['password'],
      },
    );
    const valid = user
      ? await verifyPassword(user.password, password)
      : await verifyPassword(await (dummyHash ??= hashPassword('not a real password')), password).then(() => false);
    if (!user || !valid) {
      await spend(limits.loginPair, pairKey);
      await spend(limits.loginAccount, account);
      throw unauthorized(MESSAGES.errors.invalidCredentials);
    }
    await limits.loginPair.delete(pairKey);
    user.lastLoginAt = new Date();
    await ctx.em.flush();
    await signIn(ctx, user, rememberMe);
    ctx.body = presentCurrentUser(user);
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
      const allowed = await limits.resetEmail.consume(email).then(
        () => true,
        () => false,
      );
      if (allowed) await requestPasswordReset(ctx.em, deps.mailer, email, deps.config.publicUrl ?? siteOrigin(ctx));
      ctx.body = { message: MESSAGES.errors.resetPasswordAck };
    },
  );

  router.post(
    '/reset-password/confirm',
    validate(T.resetConfirm),
    rateLimit(limits.resetConfirm, byIp),
    async (ctx: APIContext<typeof T.resetConfirm>) => {
      const user = await confirmPasswordReset(ctx.em, ctx.input.body.token, ctx.input.body.newPassword);
      await destroyUserSessions(deps.orm, user.id);
      if (ctx.state.user?.id === user.id) signOut(ctx);
      ctx.body = { message: 'Your password has been reset. You can now sign in with the new password.' };
    },
  );

  return router;
}
