import Router from '@koa/router';
import { ReaderPreferencesBodySchema } from '@inkshelf/contracts';
import { currentUser, requireUser } from '../../middlewares/auth.ts';
import { validate, type APIContext } from '../../middlewares/validate.ts';
import { ReaderPreferencesRepository } from '../../repositories/reader-preferences-repository.ts';

const T = { save: { body: ReaderPreferencesBodySchema } };

/** The signed-in reader's saved browse default (issue 19): genres Browse leaves out unless removed for a view. */
export function preferencesRouter() {
  const router = new Router({ prefix: '/api/users/me' });

  router.get('/preferences', requireUser(), async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await new ReaderPreferencesRepository(ctx.em).find(currentUser(ctx).id);
  });

  router.put('/preferences', requireUser(), validate(T.save), async (ctx: APIContext<typeof T.save>) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await new ReaderPreferencesRepository(ctx.em).save(currentUser(ctx).id, ctx.input.body);
  });

  return router;
}
