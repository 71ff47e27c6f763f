import Router from '@koa/router';
import { AuthorSearchQuerySchema } from '@inkshelf/contracts';
import { validate, type APIContext } from '../../middlewares/validate.ts';
import { searchAuthors } from '../../repositories/author-search.ts';

const T = { search: { query: AuthorSearchQuerySchema } };

/** `GET /api/authors/search` (issue 37): the Authors section of search. */
export function authorsRouter() {
  const router = new Router({ prefix: '/api/authors' });
  router.get('/search', validate(T.search), async (ctx: APIContext<typeof T.search>) => {
    const { q, limit } = ctx.input.query;
    ctx.body = await searchAuthors(ctx.em, q, limit);
  });
  return router;
}
