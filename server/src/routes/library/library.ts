import Router from '@koa/router';
import { LibraryBodySchema, LibraryQuerySchema, MESSAGES, idParamSchema } from '@inkshelf/contracts';
import { notFound } from '../../errors.ts';
import { currentUser, requireUser } from '../../middlewares/auth.ts';
import { validate, type APIContext } from '../../middlewares/validate.ts';
import { presentLibraryItem } from '../../presenters/follow.ts';
import { LibraryRepository } from '../../repositories/library-repository.ts';

const F = MESSAGES.follows;
const T = {
  list: { query: LibraryQuerySchema },
  novel: { params: idParamSchema('novelId') },
  shelve: { params: idParamSchema('novelId'), body: LibraryBodySchema },
};

/** The reader's library shelves (issue 19): reading, plan to read, completed, dropped. */
export function libraryRouter() {
  const router = new Router({ prefix: '/api/library' });

  router.get('/', requireUser(), validate(T.list), async (ctx: APIContext<typeof T.list>) => {
    const items = await new LibraryRepository(ctx.em).list(currentUser(ctx).id, { shelf: ctx.input.query.shelf });
    ctx.set('Cache-Control', 'no-store');
    ctx.body = items.map(presentLibraryItem);
  });

  router.get('/:novelId', requireUser(), validate(T.novel), async (ctx: APIContext<typeof T.novel>) => {
    const [item] = await new LibraryRepository(ctx.em).list(currentUser(ctx).id, {
      novelId: ctx.input.params.novelId,
    });
    ctx.set('Cache-Control', 'no-store');
    // A JSON null when there is none (a bare null would make Koa answer 204 without a body).
    ctx.type = 'json';
    ctx.body = item ? presentLibraryItem(item) : 'null';
  });

  router.put('/:novelId', requireUser(), validate(T.shelve), async (ctx: APIContext<typeof T.shelve>) => {
    const user = currentUser(ctx);
    const library = new LibraryRepository(ctx.em);
    const { novelId } = ctx.input.params;
    if (!(await library.shelve(user.id, novelId, ctx.input.body.shelf))) {
      throw notFound(MESSAGES.errors.novelNotFound);
    }
    const [item] = await library.list(user.id, { novelId });
    if (!item) throw notFound(MESSAGES.errors.novelNotFound);
    ctx.body = presentLibraryItem(item);
  });

  router.delete('/:novelId', requireUser(), validate(T.novel), async (ctx: APIContext<typeof T.novel>) => {
    if (!(await new LibraryRepository(ctx.em).remove(currentUser(ctx).id, ctx.input.params.novelId))) {
      throw notFound(F.shelfEntryNotFound);
    }
    ctx.body = { message: F.removedFromLibrary };
  });

  return router;
}
