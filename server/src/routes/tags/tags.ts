import Router from '@koa/router';
import { MESSAGES, TagMergeBodySchema, TagQuerySchema } from '@inkshelf/contracts';
import { z } from 'zod';
import { notFound } from '../../errors.ts';
import { currentUser, requireRole } from '../../middlewares/auth.ts';
import { validate, type APIContext } from '../../middlewares/validate.ts';
import { TaxonomyRepository } from '../../repositories/taxonomy-repository.ts';
import type { AppContext } from '../../types.ts';

const tagParam = z.object({ tag: z.string().max(200, MESSAGES.errors.tagNotFound) });
const T = {
  list: { query: TagQuerySchema },
  detail: { params: tagParam },
  merge: { params: tagParam, body: TagMergeBodySchema },
};

const taxonomy = (ctx: AppContext) => new TaxonomyRepository(ctx.em);

/** Free tags (issue 37): autocomplete, a tag page's facts, and administrators' merges of synonyms. */
export function tagsRouter() {
  const router = new Router({ prefix: '/api/tags' });

  router.get('/', validate(T.list), async (ctx: APIContext<typeof T.list>) => {
    ctx.body = await taxonomy(ctx).suggestTags(ctx.input.query.q, ctx.input.query.limit);
  });

  router.get('/:tag', validate(T.detail), async (ctx: APIContext<typeof T.detail>) => {
    const detail = await taxonomy(ctx).tagDetail(ctx.input.params.tag);
    if (!detail) throw notFound(MESSAGES.errors.tagNotFound);
    ctx.body = detail;
  });

  router.post('/:tag/merge', requireRole('admin'), validate(T.merge), async (ctx: APIContext<typeof T.merge>) => {
    ctx.body = await taxonomy(ctx).mergeTag(currentUser(ctx), ctx.input.params.tag, ctx.input.body.into);
  });

  return router;
}
