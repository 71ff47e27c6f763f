import Router from '@koa/router';
import {
  BecomeAuthorBodySchema,
  ChangePasswordBodySchema,
  ChangeUsernameBodySchema,
  MESSAGES,
  TimeZoneBodySchema,
  idParamSchema,
  nameKey,
} from '@inkshelf/contracts';
import { z } from 'zod';
import { User } from '../../entities/index.ts';
import { badRequest, notFound } from '../../errors.ts';
import { currentSessionId, currentTokenId, currentUser, requireUser } from '../../middlewares/auth.ts';
import { validate, type APIContext } from '../../middlewares/validate.ts';
import { authorize } from '../../policies/policy.ts';
import { userPolicy } from '../../policies/user.ts';
import { presentCurrentUser, presentPublicUser } from '../../presenters/user.ts';
import { hashPassword, verifyPassword } from '../../services/passwords.ts';
import { revokeUserTokens } from '../../services/api-tokens.ts';
import { destroyUserSessions } from '../../services/session-store.ts';

const T = {
  byId: { params: idParamSchema('id') },
  byUsername: { params: z.object({ username: z.string().max(100) }) },
  username: { body: ChangeUsernameBodySchema },
  password: { body: ChangePasswordBodySchema },
  author: { body: BecomeAuthorBodySchema },
  timeZone: { body: TimeZoneBodySchema },
};

export function usersRouter() {
  const router = new Router({ prefix: '/api/users' });

  router.get('/by-username/:username', validate(T.byUsername), async (ctx: APIContext<typeof T.byUsername>) => {
    // Compared by the name's key (nameKey): a fullwidth or otherwise look-alike spelling finds the ASCII name.
    const pattern = nameKey(ctx.input.params.username).replace(/[\\%_]/g, '\\$&');
    const user = await ctx.em.findOne(User, { username: { $ilike: pattern } });
    if (!user) throw notFound(MESSAGES.errors.userNotFound);
    ctx.body = presentPublicUser(user);
  });

  router.get('/:id', validate(T.byId), async (ctx: APIContext<typeof T.byId>) => {
    const user = await ctx.em.findOne(User, { id: ctx.input.params.id });
    if (!user) throw notFound(MESSAGES.errors.userNotFound);
    ctx.body = presentPublicUser(user);
  });

  router.put('/me/username', requireUser(), validate(T.username), async (ctx: APIContext<typeof T.username>) => {
    const user = currentUser(ctx);
    authorize(user, userPolicy.update, user);
    if (user.username !== ctx.input.body.username) {
      user.username = ctx.input.body.username;
      await ctx.em.flush();
    }
    ctx.body = presentCurrentUser(user);
  });

  router.put('/me/password', requireUser(), validate(T.password), async (ctx: APIContext<typeof T.password>) => {
    const user = currentUser(ctx);
    await ctx.em.populate(user, ['password']);
    if (!(await verifyPassword(user.password, ctx.input.body.currentPassword))) {
      throw badRequest(MESSAGES.errors.currentPasswordIncorrect, { field: 'currentPassword' });
    }
    user.password = await hashPassword(ctx.input.body.newPassword);
    await ctx.em.flush();
    await destroyUserSessions(ctx.em, user.id, currentSessionId(ctx));
    await revokeUserTokens(ctx.em, user.id, currentTokenId(ctx));
    ctx.body = { message: 'Password updated' };
  });

  router.put('/me/time-zone', requireUser(), validate(T.timeZone), async (ctx: APIContext<typeof T.timeZone>) => {
    const user = currentUser(ctx);
    if (user.timeZone !== ctx.input.body.timeZone) {
      user.timeZone = ctx.input.body.timeZone;
      await ctx.em.flush();
    }
    ctx.body = presentCurrentUser(user);
  });

  // Kept on the account, so every device opens Mature novels without asking again (issue 37).
  router.put('/me/adult-confirmation', requireUser(), async (ctx) => {
    const user = currentUser(ctx);
    if (!user.adultConfirmedAt) {
      user.adultConfirmedAt = new Date();
      await ctx.em.flush();
    }
    ctx.body = presentCurrentUser(user);
  });

  router.put('/me/author', requireUser(), validate(T.author), async (ctx: APIContext<typeof T.author>) => {
    const user = currentUser(ctx);
    if (!user.isAuthor) {
      user.isAuthor = true;
      await ctx.em.flush();
    }
    ctx.body = presentCurrentUser(user);
  });

  return router;
}
