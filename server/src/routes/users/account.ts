import Router from '@koa/router';
import { DeleteAccountBodySchema, MESSAGES } from '@inkshelf/contracts';
import { confirmAccountOwner, deleteAccount } from '../../commands/account-deleter.ts';
import { exportStream } from '../../commands/account-exporter.ts';
import { currentUser, requireUser, signOut } from '../../middlewares/auth.ts';
import { byUser } from '../../middlewares/limits.ts';
import { rateLimit } from '../../middlewares/rate-limit.ts';
import { validate, type APIContext } from '../../middlewares/validate.ts';
import { MfaRepository } from '../../repositories/mfa-repository.ts';
import { AccountRepository } from '../../repositories/account-repository.ts';
import { SecretBox } from '../../services/totp.ts';
import type { RouteDeps } from '../route-deps.ts';

const T = {
  remove: { body: DeleteAccountBodySchema },
};

/** The archive's file name: the username is ASCII letters, digits, '_', '-' and '.', so it needs no quoting. */
const exportFileName = (username: string, now: Date) => `inkshelf-${username}-${now.toISOString().slice(0, 10)}.json`;

/**
 * The account's own data (issue 18): what it holds, its archive, and its deletion. Every answer is private to the
 * account and never stored by a cache (`no-store`).
 */
export function accountRouter(deps: Pick<RouteDeps, 'orm' | 'config' | 'limits'>) {
  const box = new SecretBox(deps.config.sessionSecret);
  const router = new Router({ prefix: '/api/users/me' });
  router.use((ctx, next) => {
    ctx.set('Cache-Control', 'no-store');
    return next();
  });

  router.get('/footprint', requireUser(), async (ctx) => {
    const user = currentUser(ctx);
    await ctx.em.populate(user, ['password']);
    ctx.body = {
      ...(await new AccountRepository(ctx.em).counts(user.id)),
      hasPassword: Boolean(user.password),
      twoFactorEnabled: await new MfaRepository(ctx.em).hasVerifiedFactor(user.id),
    };
  });

  router.get(
    '/export',
    requireUser(),
    rateLimit(deps.limits.accountExport, byUser, MESSAGES.account.exportRateLimited),
    (ctx) => {
      const user = currentUser(ctx);
      ctx.attachment(exportFileName(user.username, new Date()));
      ctx.type = 'application/json; charset=utf-8';
      const stream = exportStream(deps.orm, user.id);
      // A page that fails once the answer has begun can only cut the download short (the file is then invalid JSON,
      // never a wrong one): the connection is closed so the browser reports a failed download, not a hang. This
      // holds whether or not the first bytes have left yet: compression may still hold them, and the compressor
      // never hears of the failure of the stream it reads from.
      stream.on('error', (error) => {
        ctx.log.error({ err: error }, 'account export failed');
        ctx.res.destroy();
      });
      ctx.body = stream;
    },
  );

  router.delete('/', requireUser(), validate(T.remove), async (ctx: APIContext<typeof T.remove>) => {
    const user = currentUser(ctx);
    await confirmAccountOwner(ctx.em, deps.limits, box, ctx.ip, user, ctx.input.body);
    await deleteAccount(ctx.em, user.id);
    // The database dropped every session and token of the account with it; this ends the cookie too.
    signOut(ctx);
    ctx.body = { message: MESSAGES.account.accountDeleted };
  });

  return router;
}
