import Router from '@koa/router';
import { idParamSchema } from '@inkshelf/contracts';
import { notFound } from '../../errors.ts';
import { validate, type APIContext } from '../../middlewares/validate.ts';
import { NovelRepository } from '../../repositories/novel-repository.ts';
import { visibleNovel } from './novels.ts';

const T = {
  byId: { params: idParamSchema('id') },
};

/** Versioned URLs (`?v=`) never change meaning, so browsers and CDNs may keep them for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** A draft's cover, or a URL whose version is not the current one: revalidate with the ETag every time. */
const REVALIDATE = 'private, no-cache';

/**
 * RFC 9110 If-None-Match: '*' or a list of tags compared weakly. Evaluated here rather than by Koa's
 * `ctx.fresh`, which ignores the header when the request says `Cache-Control: no-cache` (as fetch() does
 * whenever it sends If-None-Match), although an origin server should still answer 304 then.
 */
export function matchesIfNoneMatch(header: string, etag: string): boolean {
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

export function novelCoversRouter() {
  const router = new Router({ prefix: '/api/novels' });

  /** The cover as a 300x450 JPEG, with an ETag (304 on If-None-Match) and long-lived caching. */
  router.get('/:id/cover', validate(T.byId), async (ctx: APIContext<typeof T.byId>) => {
    const repository = new NovelRepository(ctx.em);
    const novel = visibleNovel(ctx, await repository.findById(ctx.input.params.id));
    const cover = novel.coverVersion === null ? null : await repository.findCover(novel.id);
    if (!cover) throw notFound('This novel has no cover');
    const etag = `"${cover.etag}"`;
    const current = ctx.query.v === String(novel.coverVersion);
    ctx.set('ETag', etag);
    ctx.set('Cache-Control', novel.status === 'published' && current ? IMMUTABLE : REVALIDATE);
    ctx.set('Last-Modified', cover.updatedAt.toUTCString());
    if (matchesIfNoneMatch(ctx.get('If-None-Match'), etag)) {
      ctx.status = 304;
      return;
    }
    ctx.type = cover.mimeType;
    ctx.body = cover.data;
  });

  return router;
}
