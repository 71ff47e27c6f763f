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
import { conflict, forbidden, notFound } from '../../errors.ts';
import { currentUser, requireUser } from '../../middlewares/auth.ts';
import { validate, type APIContext } from '../../middlewares/validate.ts';
import { chapterPolicy, isPublic } from '../../policies/chapter.ts';
import { novelPolicy } from '../../policies/novel.ts';
import { authorize, can } from '../../policies/policy.ts';
import { presentChapter, presentChapterReadRow, presentChapterSummaryRow } from '../../presenters/chapter.ts';
import { createChapterTextCache, fullChapterListBody } from '../../repositories/chapter-list-body.ts';
import { readChapterSlot } from '../../repositories/chapter-read-query.ts';
import { ChapterRepository } from '../../repositories/chapter-repository.ts';
import { canSeeNovel, findReadableNovel } from '../../repositories/readable-content.ts';
import { chapterReadKey } from '../../middlewares/fresh-reads.ts';
import type { RouteDeps } from '../index.ts';

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
export function novelChaptersRouter(deps: RouteDeps) {
  const router = new Router({ prefix: '/api/novels/:novelId/chapters' });
  const readMode = deps.databaseKind === 'postgresql' ? 'prepared' : 'orm';
  const chapterTexts = createChapterTextCache();

  router.get('/', validate(T.list), async (ctx: APIContext<typeof T.list>) => {
    const novel = await findReadableNovel(ctx.em, ctx.input.params.novelId, ctx.state.user);
    const withDrafts = can(ctx.state.user, novelPolicy.readDrafts, novel);
    const rows = await new ChapterRepository(ctx.em).listForNovel(novel.id, withDrafts);
    if (ctx.input.query.view === 'summary') {
      ctx.body = rows.map((row) => presentChapterSummaryRow(row, novel.id));
      return;
    }
    // The original product's list carries each chapter's text (our own clients ask for the lean one): put together
    // from kept texts, tagged without hashing megabytes, and compressed once per version when public.
    const { body, etag } = await fullChapterListBody(ctx.em, rows, novel.id, chapterTexts);
    ctx.set('ETag', etag);
    ctx.type = 'application/json; charset=utf-8';
    ctx.body = body;
    ctx.state.compressOnce = !withDrafts;
  });

  router.get('/:chapterNumber', validate(T.read), async (ctx: APIContext<typeof T.read>) => {
    const { novelId, chapterNumber: slot } = ctx.input.params;
    const { format } = ctx.input.query;
    const user = ctx.state.user;
    const read = await readChapterSlot(ctx.em, novelId, slot, readMode, format);
    const novel = read && { status: read.novelStatus, author: { id: read.authorId } };
    if (!read || !novel || !canSeeNovel(user, novel)) throw notFound(MESSAGES.errors.novelNotFound);
    const chapter = read.chapter;
    if (!chapter) throw notFound(MESSAGES.errors.chapterNotFound);
    if (!isPublic(chapter) && !can(user, chapterPolicy.read, { status: chapter.status, novel })) {
      throw forbidden(MESSAGES.errors.chapterDraft);
    }
    // The author also sees drafts among the neighbours, so the author's answer is tagged apart.
    const withDrafts = can(user, novelPolicy.readDrafts, novel);
    const etag = `W/"${read.version}.${format}${withDrafts ? '.author' : ''}"`;
    if (!withDrafts && novel.status === 'published' && isPublic(chapter)) {
      deps.caches.validators.set(chapterReadKey(novelId, slot, format), etag);
      ctx.state.compressOnce = true;
    }
    if (isPublic(chapter)) deps.views.countChapterView(ctx, chapter.id);
    ctx.status = 200;
    ctx.set('ETag', etag);
    if (ctx.fresh) {
      ctx.status = 304;
      return;
    }
    const neighbours = withDrafts
      ? await new ChapterRepository(ctx.em).neighbours(novelId, chapter.chapterNumber, true)
      : { previous: chapter.previous, next: chapter.next };
    ctx.body = presentChapterReadRow(
      read,
      chapter,
      neighbours,
      chapter.viewCount + deps.views.unwritten('chapters', chapter.id),
      format,
    );
  });

  router.post('/', requireUser(), validate(T.create), async (ctx: APIContext<typeof T.create>) => {
    const novel = await findReadableNovel(ctx.em, ctx.input.params.novelId, ctx.state.user);
    authorize(currentUser(ctx), chapterPolicy.create, novel);
    const chapter = await createChapter(ctx.em, novel.id, ctx.input.body);
    ctx.status = 201;
    ctx.body = presentChapter(chapter);
  });

  router.put('/:chapterNumber', requireUser(), validate(T.update), async (ctx: APIContext<typeof T.update>) => {
    const { novel, chapter } = await chapterInSlot(ctx);
    authorize(currentUser(ctx), chapterPolicy.update, chapter);
    const result = await updateChapter(ctx.em, { id: chapter.id, novelId: novel.id }, ctx.input.body);
    if (!result.ok) throw conflict(MESSAGES.errors.chapterChanged, { current: presentChapter(result.current) });
    ctx.body = presentChapter(result.chapter);
  });

  return router;
}
