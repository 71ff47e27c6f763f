import Router from '@koa/router';
import type { GenreCount } from '@inkshelf/contracts';
import { NovelRepository } from '../../repositories/novel-repository.ts';
import type { AppContext } from '../../types.ts';

/** `GET /api/genres`: the genres index of the website (every genre of the published novels with its count). */
export function genresRouter() {
  const router = new Router({ prefix: '/api/genres' });

  router.get('/', async (ctx: AppContext) => {
    const body: GenreCount[] = await new NovelRepository(ctx.em).countByGenre();
    ctx.body = body;
  });

  return router;
}
