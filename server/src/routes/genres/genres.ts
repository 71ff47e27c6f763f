import Router from '@koa/router';
import { GenreBodySchema, MESSAGES } from '@inkshelf/contracts';
import { z } from 'zod';
import { currentUser, requireRole } from '../../middlewares/auth.ts';
import { validate, type APIContext } from '../../middlewares/validate.ts';
import { TaxonomyRepository } from '../../repositories/taxonomy-repository.ts';
import type { AppContext } from '../../types.ts';

const genreParam = z.object({ genre: z.string().max(200, MESSAGES.errors.genreNotFound) });
const T = {
  create: { body: GenreBodySchema },
  rename: { params: genreParam, body: GenreBodySchema },
  remove: { params: genreParam },
};

const taxonomy = (ctx: AppContext) => new TaxonomyRepository(ctx.em);

/**
 * `GET /api/genres`: the curated genres (issue 37) with their published novels, the genres index of the website
 * and the list authors pick from. Administrators add, rename and remove them.
 */
export function genresRouter() {
  const router = new Router({ prefix: '/api/genres' });

  router.get('/', async (ctx: AppContext) => {
    ctx.body = await taxonomy(ctx).genreCounts();
  });

  router.post('/', requireRole('admin'), validate(T.create), async (ctx: APIContext<typeof T.create>) => {
    ctx.body = await taxonomy(ctx).createGenre(currentUser(ctx), ctx.input.body.name);
    ctx.status = 201;
  });

  router.put('/:genre', requireRole('admin'), validate(T.rename), async (ctx: APIContext<typeof T.rename>) => {
    ctx.body = await taxonomy(ctx).renameGenre(currentUser(ctx), ctx.input.params.genre, ctx.input.body.name);
  });

  router.delete('/:genre', requireRole('admin'), validate(T.remove), async (ctx: APIContext<typeof T.remove>) => {
    await taxonomy(ctx).deleteGenre(currentUser(ctx), ctx.input.params.genre);
    ctx.body = { message: 'Genre deleted' };
  });

  return router;
}
