import Router from '@koa/router';
import { BookmarkBodySchema, MESSAGES, idParamSchema } from '@inkshelf/contracts';
import { addBookmark, removeBookmark } from '../../commands/bookmark-toggler.ts';
import { notFound } from '../../errors.ts';
import { currentUser, requireUser } from '../../middlewares/auth.ts';
import { validate, type APIContext } from '../../middlewares/validate.ts';
import { presentBookmark } from '../../presenters/bookmark.ts';
import { BookmarkRepository } from '../../repositories/bookmark-repository.ts';
import type { RouteDeps } from '../route-deps.ts';
import { statementModeOf } from '../../db/named-statements.ts';

const T = {
  novel: { params: idParamSchema('novelId') },
  add: { body: BookmarkBodySchema },
};

/** The signed-in user's bookmarks. */
export function bookmarksRouter(deps: Pick<RouteDeps, 'databaseKind'>) {
  const mode = statementModeOf(deps.databaseKind);
  const router = new Router({ prefix: '/api/bookmarks' });

  router.get('/', requireUser(), async (ctx) => {
    const user = currentUser(ctx);
    const bookmarks = await new BookmarkRepository(ctx.em).listForUser(user.id);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = bookmarks.map((bookmark) => presentBookmark(bookmark, user));
  });

  router.get('/:novelId', requireUser(), validate(T.novel), async (ctx: APIContext<typeof T.novel>) => {
    const user = currentUser(ctx);
    const bookmark = await new BookmarkRepository(ctx.em).findForUser(user.id, ctx.input.params.novelId);
    ctx.set('Cache-Control', 'no-store');
    // A JSON null when there is none (a bare null would make Koa answer 204 without a body).
    ctx.type = 'json';
    ctx.body = bookmark ? presentBookmark(bookmark, user) : 'null';
  });

  router.post('/', requireUser(), validate(T.add), async (ctx: APIContext<typeof T.add>) => {
    const user = currentUser(ctx);
    // One statement checks that the user may see the novel, writes, and answers the row and the novel as written:
    // no second read that a concurrent DELETE could empty.
    const added = await addBookmark(ctx.em, user.id, ctx.input.body.novelId, mode);
    if (!added) throw notFound(MESSAGES.errors.novelNotFound);
    const { created, ...bookmark } = added;
    ctx.status = created ? 201 : 200;
    ctx.body = presentBookmark({ ...bookmark, user }, user);
  });

  router.delete('/:novelId', requireUser(), validate(T.novel), async (ctx: APIContext<typeof T.novel>) => {
    const user = currentUser(ctx);
    if (!(await removeBookmark(ctx.em, user.id, ctx.input.params.novelId, mode))) {
      throw notFound(MESSAGES.errors.bookmarkNotFound);
    }
    ctx.body = { message: 'Bookmark removed' };
  });

  return router;
}
