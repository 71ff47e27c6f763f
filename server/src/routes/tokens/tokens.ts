import Router from '@koa/router';
import { MESSAGES, RefreshTokenBodySchema, TokenSignInBodySchema, idParamSchema } from '@inkshelf/contracts';
import { checkCredentials } from '../../commands/credential-check.ts';
import { requireCodeWithPassword } from '../../commands/two-factor.ts';
import { notFound, unauthorized } from '../../errors.ts';
import { currentTokenId, currentUser, requireUser } from '../../middlewares/auth.ts';
import { validate, type APIContext } from '../../middlewares/validate.ts';
import { authorize } from '../../policies/policy.ts';
import { apiTokenPolicy } from '../../policies/api-token.ts';
import { presentTokenInfo, presentTokenPair } from '../../presenters/api-token.ts';
import {
  findLiveToken,
  issueApiToken,
  listUserTokens,
  refreshApiToken,
  revokeByRefreshToken,
} from '../../services/api-tokens.ts';
import { SecretBox } from '../../services/totp.ts';
import type { RouteDeps } from '../route-deps.ts';

const T = {
  signIn: { body: TokenSignInBodySchema },
  refresh: { body: RefreshTokenBodySchema },
  byId: { params: idParamSchema('id') },
};

/** Bearer tokens for the desktop studio and other non-browser clients (see services/api-tokens.ts). */
export function tokensRouter(deps: Pick<RouteDeps, 'config' | 'limits'>) {
  const router = new Router({ prefix: '/api/tokens' });
  // Two-factor (issue 8): an account with a verified factor sends its code with the password.
  const secondFactor = requireCodeWithPassword(deps.limits, new SecretBox(deps.config.sessionSecret));

  router.post('/', validate(T.signIn), async (ctx: APIContext<typeof T.signIn>) => {
    const user = await checkCredentials(ctx.em, deps.limits, ctx.ip, ctx.input.body, secondFactor);
    const issued = await issueApiToken(ctx.em, user, ctx.input.body.deviceName);
    ctx.set('Cache-Control', 'no-store');
    ctx.status = 201;
    ctx.body = presentTokenPair(issued);
  });

  router.post('/refresh', validate(T.refresh), async (ctx: APIContext<typeof T.refresh>) => {
    const outcome = await refreshApiToken(ctx.em, ctx.input.body.refreshToken);
    if (outcome.kind !== 'rotated') {
      if (outcome.kind === 'reused') ctx.log.warn('a rotated refresh token was presented again: token family revoked');
      throw unauthorized(MESSAGES.errors.invalidRefreshToken);
    }
    ctx.set('Cache-Control', 'no-store');
    ctx.body = presentTokenPair(outcome.issued);
  });

  router.post('/revoke', validate(T.refresh), async (ctx: APIContext<typeof T.refresh>) => {
    await revokeByRefreshToken(ctx.em, ctx.input.body.refreshToken);
    ctx.body = { message: MESSAGES.errors.tokenRevoked };
  });

  router.get('/', requireUser(), async (ctx) => {
    const user = currentUser(ctx);
    const tokens = await listUserTokens(ctx.em, user.id);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = tokens.map((token) => presentTokenInfo(token, currentTokenId(ctx)));
  });

  router.delete('/:id', requireUser(), validate(T.byId), async (ctx: APIContext<typeof T.byId>) => {
    const user = currentUser(ctx);
    const token = await findLiveToken(ctx.em, ctx.input.params.id);
    if (!token) throw notFound(MESSAGES.errors.tokenNotFound);
    authorize(user, apiTokenPolicy.revoke, token);
    await ctx.em.remove(token).flush();
    ctx.body = { message: MESSAGES.errors.tokenRevoked };
  });

  return router;
}
