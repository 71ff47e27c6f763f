import Router from '@koa/router';
import {
  genreFilterKey,
  GenreQuerySchema,
  LIMITS,
  LimitQuerySchema,
  MESSAGES,
  NovelCreateBodySchema,
  NovelListQuerySchema,
  NovelUpdateBodySchema,
  SearchQuerySchema,
  idParamSchema,
  type Novel as NovelWire,
  type NovelDetail,
  nameKey,
} from '@inkshelf/contracts';
import { z } from 'zod';
import { deleteNovel } from '../../commands/novel-deleter.ts';
import { User, type Novel } from '../../entities/index.ts';
import { notFound } from '../../errors.ts';
import { currentUser, requireAuthor, requireUser } from '../../middlewares/auth.ts';
import { validate, type APIContext } from '../../middlewares/validate.ts';
import { novelPolicy } from '../../policies/novel.ts';
import { authorize, can } from '../../policies/policy.ts';
import { presentNovel } from '../../presenters/novel.ts';
import { presentReview } from '../../presenters/review.ts';
import { readNovelDetail } from '../../repositories/novel-detail-query.ts';
import type { NovelListItem } from '../../repositories/novel-list-query.ts';
import { NovelRepository } from '../../repositories/novel-repository.ts';
import { TaxonomyRepository } from '../../repositories/taxonomy-repository.ts';
import { attachNewCover, coverChange, saveCoverChange } from '../../services/covers.ts';
import { hidesMature, shownRatings } from '../../services/mature-lists.ts';
import { searchCacheKey, searchNovels } from '../../services/search.ts';
import type { AppContext } from '../../types.ts';
import { LIST_TAGS } from '../../cache/index.ts';
import type { RouteDeps } from '../route-deps.ts';
import { statementModeOf } from '../../db/named-statements.ts';

const V = MESSAGES.validation;

/** PostgreSQL text cannot hold NUL; nobody types it, so it is dropped from every string before validation. */
function dropNul(value: unknown): unknown {
  if (typeof value === 'string') return value.includes('\0') ? value.replace(/\0/g, '') : value;
  if (Array.isArray(value)) return value.map(dropNul);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, dropNul(item)]));
  }
  return value;
}
const withoutNul = <S extends z.ZodType>(schema: S) => z.preprocess(dropNul, schema);

const T = {
  list: { query: NovelListQuerySchema },
  latest: { query: LimitQuerySchema },
  byName: { params: withoutNul(z.object({ name: z.string().trim() })) },
  byId: { params: idParamSchema('id') },
  byAuthor: { params: idParamSchema('authorId') },
  byGenre: {
    params: withoutNul(
      z.object({
        genre: z.string().trim().normalize('NFC').min(1, V.genresRequired).max(LIMITS.genreMaxLength, V.genreTooLong),
      }),
    ),
    query: GenreQuerySchema,
  },
  search: { query: withoutNul(SearchQuerySchema) },
  create: { body: withoutNul(NovelCreateBodySchema) },
  update: { params: idParamSchema('id'), body: withoutNul(NovelUpdateBodySchema) },
};

const novels = (ctx: AppContext) => new NovelRepository(ctx.em);

/**
 * A body's genres and tags as the site spells them (issue 37): genres from the curated list (400 naming any other),
 * tags in their canonical spelling, new ones made.
 */
async function spelled<B extends { genres?: string[]; tags?: string[] }>(ctx: AppContext, body: B): Promise<B> {
  const taxonomy = new TaxonomyRepository(ctx.em);
  return {
    ...body,
    ...(body.genres && { genres: await taxonomy.curatedGenres(body.genres) }),
    ...(body.tags && { tags: await taxonomy.canonicalTags(body.tags) }),
  };
}

/** A draft exists only for its author: anyone else gets the same 404 as for a novel that does not exist. */
export function visibleNovel(ctx: AppContext, novel: Novel | null): Novel {
  if (!novel || (novel.status !== 'published' && !can(ctx.state.user, novelPolicy.readDrafts, novel))) {
    throw notFound(MESSAGES.errors.novelNotFound);
  }
  return novel;
}

/** An owner-only write target: 404 when missing, 403 'You can only edit your own novels.' for anyone else. */
export async function ownNovel(ctx: AppContext, id: number, rule: typeof novelPolicy.update): Promise<Novel> {
  const novel = await novels(ctx).findById(id);
  if (!novel) throw notFound(MESSAGES.errors.novelNotFound);
  authorize(ctx.state.user, rule, novel);
  return novel;
}

export function novelsRouter(deps: Pick<RouteDeps, 'databaseKind' | 'views' | 'caches'>) {
  const router = new Router({ prefix: '/api/novels' });
  const readMode = statementModeOf(deps.databaseKind);

  /** A novel page read counts one view per visitor per hour (published novels only). */
  function presentRead(ctx: AppContext, novel: NovelListItem): NovelWire {
    if (novel.status === 'published') deps.views.countNovelView(ctx, novel.id);
    return { ...presentNovel(novel), viewCount: novel.viewCount + deps.views.unwritten('novels', novel.id) };
  }

  /** The novel page's answer (by id or by name): the novel and its reviews, read in one statement. */
  async function presentDetail(ctx: AppContext, by: { id: number } | { titleKey: string }): Promise<NovelDetail> {
    let novel = await readNovelDetail(ctx.em, by, readMode);
    // Issue 37: a title a novel had before a rename still finds it (a current title always wins).
    const formerOwner = !novel && 'titleKey' in by ? await novels(ctx).formerTitleOwner(by.titleKey) : null;
    if (formerOwner !== null) novel = await readNovelDetail(ctx.em, { id: formerOwner }, readMode);
    if (!novel || (novel.status !== 'published' && !can(ctx.state.user, novelPolicy.readDrafts, novel))) {
      throw notFound(MESSAGES.errors.novelNotFound);
    }
    const reviews = novel.reviews.map((review) =>
      presentReview({ ...review, novel, user: { id: review.userId, username: review.username } }),
    );
    return { ...presentRead(ctx, novel), reviews, nextReleaseAt: novel.nextReleaseAt?.toISOString() ?? null };
  }

  router.get('/', validate(T.list), async (ctx: APIContext<typeof T.list>) => {
    const { query } = ctx.input;
    const contentRating = shownRatings(query.contentRating, await hidesMature(ctx.em, ctx.state.user));
    ctx.body =
      contentRating?.length === 0
        ? []
        : (await novels(ctx).listPublished({ ...query, contentRating }, readMode)).map(presentNovel);
  });

  // Fixed paths first: /:id below only takes digits, but it must not shadow them.
  router.get('/latest', validate(T.latest), async (ctx: APIContext<typeof T.latest>) => {
    // The home page's list, the same for everyone: kept until a public change is announced.
    const { limit } = ctx.input.query;
    if (await hidesMature(ctx.em, ctx.state.user)) {
      const contentRating = shownRatings(undefined, true);
      const query = { limit, offset: 0, sortOrder: 'desc' as const, contentRating };
      ctx.body = (await novels(ctx).listPublished(query, readMode)).map(presentNovel);
      return;
    }
    const key = String(limit);
    let body = deps.caches.latestNovels.get(key);
    if (!body) {
      const since = deps.caches.registry.epoch();
      body = (await novels(ctx).listLatest(limit, readMode)).map(presentNovel);
      deps.caches.latestNovels.set(key, body, LIST_TAGS, since);
    }
    ctx.body = body;
  });

  router.get('/search', validate(T.search), async (ctx: APIContext<typeof T.search>) => {
    // A popular search is kept until a public change is announced.
    const contentRating = shownRatings(ctx.input.query.contentRating, await hidesMature(ctx.em, ctx.state.user));
    if (contentRating?.length === 0) {
      ctx.body = { items: [], total: 0 };
      return;
    }
    const query = { ...ctx.input.query, contentRating };
    const key = searchCacheKey(query);
    const cached = deps.caches.searches.get(key);
    if (cached) {
      ctx.body = cached;
      return;
    }
    const since = deps.caches.registry.epoch();
    const { items, total } = await searchNovels(ctx.em, query);
    const body = { items: items.map(presentNovel), total };
    deps.caches.searches.set(key, body, LIST_TAGS, since);
    ctx.body = body;
  });

  router.get('/name/:name', validate(T.byName), async (ctx: APIContext<typeof T.byName>) => {
    ctx.body = await presentDetail(ctx, { titleKey: nameKey(ctx.input.params.name) });
  });

  router.get('/author/:authorId', validate(T.byAuthor), async (ctx: APIContext<typeof T.byAuthor>) => {
    const { authorId } = ctx.input.params;
    const ownDrafts = can(ctx.state.user, novelPolicy.readDrafts, { author: ctx.em.getReference(User, authorId) });
    const hidden = !ownDrafts && (await hidesMature(ctx.em, ctx.state.user));
    const list = await novels(ctx).listByAuthor(authorId, ownDrafts);
    ctx.body = list.filter((novel) => !hidden || novel.contentRating !== 'mature').map(presentNovel);
  });

  router.get('/genre/:genre', validate(T.byGenre), async (ctx: APIContext<typeof T.byGenre>) => {
    const { params, query } = ctx.input;
    const list = (await hidesMature(ctx.em, ctx.state.user))
      ? novels(ctx).listPublished(
          {
            ...query,
            sortOrder: 'desc',
            genres: [genreFilterKey(params.genre)],
            contentRating: shownRatings(undefined, true),
          },
          readMode,
        )
      : novels(ctx).listByGenre(params.genre, query);
    ctx.body = (await list).map(presentNovel);
  });

  router.get('/:id', validate(T.byId), async (ctx: APIContext<typeof T.byId>) => {
    ctx.body = await presentDetail(ctx, { id: ctx.input.params.id });
  });

  router.post('/', requireAuthor(), validate(T.create), async (ctx: APIContext<typeof T.create>) => {
    const user = currentUser(ctx);
    authorize(user, novelPolicy.create, undefined);
    const change = await coverChange(ctx.input.body.coverImage);
    const novel = novels(ctx).create(user, await spelled(ctx, ctx.input.body));
    attachNewCover(ctx.em, novel, change);
    await ctx.em.flush();
    ctx.status = 201;
    ctx.body = presentNovel(novel);
  });

  router.put('/:id', requireUser(), validate(T.update), async (ctx: APIContext<typeof T.update>) => {
    const novel = await ownNovel(ctx, ctx.input.params.id, novelPolicy.update);
    const change = await coverChange(ctx.input.body.coverImage, novel);
    const body = await spelled(ctx, ctx.input.body);
    await ctx.em.transactional(async (tx) => {
      await new NovelRepository(tx).update(novel, body);
      await saveCoverChange(tx, novel, change);
    });
    ctx.body = presentNovel(novel);
  });

  router.delete('/:id', requireUser(), validate(T.byId), async (ctx: APIContext<typeof T.byId>) => {
    const novel = await ownNovel(ctx, ctx.input.params.id, novelPolicy.delete);
    await deleteNovel(ctx.em, novel);
    ctx.body = { message: 'Novel deleted' };
  });

  return router;
}
