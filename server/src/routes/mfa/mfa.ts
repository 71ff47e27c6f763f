import Router from '@koa/router';
import {
  MESSAGES,
  MFA_MESSAGES,
  MfaChallengeBodySchema,
  MfaCodeBodySchema,
  type MfaVerifyResponse,
} from '@inkshelf/contracts';
import {
  confirmTotp,
  enrollTotp,
  passChallenge,
  regenerateRecoveryCodes,
  twoFactorStatus,
  unenrollTotp,
  withCodeBudget,
} from '../../commands/two-factor.ts';
import { badRequest, unauthorized } from '../../errors.ts';
import { currentUser, raiseToAal2, requireUser } from '../../middlewares/auth.ts';
import { assuranceOf } from '../../middlewares/second-factor.ts';
import { validate, type APIContext } from '../../middlewares/validate.ts';
import { presentCurrentUser } from '../../presenters/user.ts';
import { revokeUserTokens } from '../../services/api-tokens.ts';
import { SecretBox } from '../../services/totp.ts';
import type { RouteDeps } from '../route-deps.ts';

const T = {
  code: { body: MfaCodeBodySchema },
  challenge: { body: MfaChallengeBodySchema },
};

/**
 * TOTP two-factor (issue 8). Every route but the challenge needs a fully signed-in user, so at aal1 with a
 * factor they answer the 'Two-factor verification required' 401 (see middlewares/second-factor.ts).
 */
export function mfaRouter(deps: Pick<RouteDeps, 'config' | 'limits'>) {
  const { limits } = deps;
  const box = new SecretBox(deps.config.sessionSecret);
  const router = new Router({ prefix: '/api/mfa' });
  router.use((ctx, next) => {
    ctx.set('Cache-Control', 'no-store');
    return next();
  });

  router.get('/', requireUser(), async (ctx) => {
    ctx.body = await twoFactorStatus(ctx.em, currentUser(ctx).id);
  });

  router.post('/enroll', requireUser(), async (ctx) => {
    ctx.body = await enrollTotp(ctx.em, box, currentUser(ctx));
  });

  router.post('/verify', requireUser(), validate(T.code), async (ctx: APIContext<typeof T.code>) => {
    const user = currentUser(ctx);
    const recoveryCodes = await withCodeBudget(limits, user.id, () =>
      confirmTotp(ctx.em, box, user, ctx.input.body.code),
    );
    // Apps signed in before two-factor was on never gave a code: they sign in again.
    await revokeUserTokens(ctx.em, user.id);
    await raiseToAal2(ctx, user);
    const body: MfaVerifyResponse = {
      recoveryCodes,
      user: presentCurrentUser(user, await assuranceOf(ctx, user)),
    };
    ctx.body = body;
  });

  router.post('/challenge', validate(T.challenge), async (ctx: APIContext<typeof T.challenge>) => {
    const user = ctx.state.mfaPendingUser;
    if (!user) {
      if (ctx.state.user) throw badRequest(MFA_MESSAGES.notPending);
      throw unauthorized(MESSAGES.errors.authenticationRequired);
    }
    await withCodeBudget(limits, user.id, () => passChallenge(ctx.em, box, user.id, ctx.input.body));
    await raiseToAal2(ctx, user);
    ctx.body = presentCurrentUser(user, await assuranceOf(ctx, user));
  });

  router.post('/recovery-codes', requireUser(), validate(T.code), async (ctx: APIContext<typeof T.code>) => {
    const user = currentUser(ctx);
    const recoveryCodes = await withCodeBudget(limits, user.id, () =>
      regenerateRecoveryCodes(ctx.em, box, user.id, ctx.input.body.code),
    );
    ctx.body = { recoveryCodes };
  });

  router.post('/unenroll', requireUser(), validate(T.code), async (ctx: APIContext<typeof T.code>) => {
    const user = currentUser(ctx);
    await withCodeBudget(limits, user.id, () => unenrollTotp(ctx.em, box, user.id, ctx.input.body.code));
    ctx.body = { message: MFA_MESSAGES.turnedOff };
  });

  return router;
}
