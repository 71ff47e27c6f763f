import Router from '@koa/router';
import {
  ChapterCreateBodySchema,
  ChapterListQuerySchema,
  ChapterReadQuerySchema,
  ChapterUpdateBodySchema,
  MESSAGES,
  idParamSchema,
  positiveId,
} from '@inkshelf/contracts';
import { z } from 'zod';
import { createChapter, updateChapter } from '../../commands/chapter-writer.ts';
import { conflict, notFound } from '../../errors.ts';
import { currentUser, requireUser } from '../../middlewares/auth.ts';
import { validate, type APIContext } from '../../middlewares/validate.ts';
import { chapterPolicy } from '../../policies/chapter.ts';
import { novelPolicy } from '../../policies/novel.ts';
import { authorize, can } from '../../policies/policy.ts';
import { presentChapter } from '../../presenters/chapter.ts';
import {
  createChapterListCache,
  fullChapterListBody,
  summaryChapterListBody,
} from '../../presenters/chapter-list-body.ts';
import { readChapterSlot } from '../../repositories/chapter-read-query.ts';
import { ChapterRepository } from '../../repositories/chapter-repository.ts';
import { findReadableNovel } from '../../repositories/readable-content.ts';
import type { RouteDeps } from '../route-deps.ts';
import { answerChapterRead } from './chapter-read-answer.ts';
import { statementModeOf } from '../../db/named-statements.ts';

/** `/api/novels/:novelId/chapters/:chapterNumber`; the slot holds a chapter number, or else a chapter id. */
const SlotParamsSchema = z.object({ novelId: positiveId('novelId'), chapterNumber: positiveId('chapterNumber') });

const T = {
  list: { params: idParamSchema('novelId'), query: ChapterListQuerySchema },
  slot: { params: SlotParamsSchema },
  read: { params: SlotParamsSchema, query: ChapterReadQuerySchema },
  create: { params: idParamSchema('novelId'), body: ChapterCreateBodySchema },
  update: { params: SlotParamsSchema, body: ChapterUpdateBodySchema },
};

/** The chapter in the slot of a novel the user may see, or 404. */
async function chapterInSlot(ctx: APIContext<typeof T.slot>) {
  const novel = await findReadableNovel(ctx.em, ctx.input.params.novelId, ctx.state.user);
  const chapter = await new ChapterRepository(ctx.em).findBySlot(novel.id, ctx.input.params.chapterNumber);
  if (!chapter) throw notFound(MESSAGES.errors.chapterNotFound);
  return { novel, chapter };
}

/** A novel's chapters: listing, reading, adding and editing. */
export function novelChaptersRouter(deps: Pick<RouteDeps, 'databaseKind' | 'jobs' | 'views' | 'caches'>) {
  const router = new Router({ prefix: '/api/novels/:novelId/chapters' });
  const readMode = statementModeOf(deps.databaseKind);
  const chapterLists = createChapterListCache(deps.caches.registry);

  router.get('/', validate(T.list), async (ctx: APIContext<typeof T.list>) => {
    const novel = await findReadableNovel(ctx.em, ctx.input.params.novelId, ctx.state.user);
    const withDrafts = can(ctx.state.user, novelPolicy.readDrafts, novel);
    const rows = await new ChapterRepository(ctx.em).listForNovel(novel.id, withDrafts);
    // The original product's list carries each chapter's text (our own clients ask for the lean one): put together
    // from kept texts, tagged without hashing megabytes. Either body is kept per version and compressed once when
    // public.
    const { body, etag } =
      ctx.input.query.view === 'summary'
        ? summaryChapterListBody(rows, novel.id, chapterLists)
        : await fullChapterListBody(ctx.em, rows, novel.id, chapterLists);
    ctx.set('ETag', etag);
    ctx.type = 'application/json; charset=utf-8';
    ctx.body = body;
    ctx.state.compressOnce = !withDrafts;
  });

  router.get('/:chapterNumber', validate(T.read), async (ctx: APIContext<typeof T.read>) => {
    const { novelId, chapterNumber: slot } = ctx.input.params;
    const { format } = ctx.input.query;
    const since = deps.caches.registry.epoch();
    const read = await readChapterSlot(ctx.em, novelId, slot, readMode, format);
    await answerChapterRead(ctx, deps, { novelId, slot, format, since }, read);
  });

  router.post('/', requireUser(), validate(T.create), async (ctx: APIContext<typeof T.create>) => {
    const novel = await findReadableNovel(ctx.em, ctx.input.params.novelId, ctx.state.user);
    authorize(currentUser(ctx), chapterPolicy.create, novel);
    const chapter = await createChapter(ctx.em, novel.id, ctx.input.body, deps.jobs);
    ctx.status = 201;
    ctx.body = presentChapter(chapter);
  });

  router.put('/:chapterNumber', requireUser(), validate(T.update), async (ctx: APIContext<typeof T.update>) => {
    const { novel, chapter } = await chapterInSlot(ctx);
    authorize(currentUser(ctx), chapterPolicy.update, chapter);
    const result = await updateChapter(ctx.em, { id: chapter.id, novelId: novel.id }, ctx.input.body, deps.jobs);
    if (!result.ok) throw conflict(MESSAGES.errors.chapterChanged, { current: presentChapter(result.current) });
    ctx.body = presentChapter(result.chapter);
  });

  return router;
}
