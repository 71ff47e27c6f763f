import { MESSAGES } from '@inkshelf/contracts';
import type { Context } from 'koa';
import { forbidden, notFound } from '../../errors.ts';
import { chapterPolicy, isPublic } from '../../policies/chapter.ts';
import { novelPolicy } from '../../policies/novel.ts';
import { can } from '../../policies/policy.ts';
import { presentChapterReadRow } from '../../presenters/chapter.ts';
import type { ChapterReadFormat, ChapterReadRow } from '../../repositories/chapter-read-query.ts';
import { ChapterRepository } from '../../repositories/chapter-repository.ts';
import { canSeeNovel } from '../../repositories/readable-content.ts';
import { chapterReadKey, chapterReadTags, type ReadCaches } from '../../cache/index.ts';
import type { ViewCounter } from '../../services/view-counter.ts';

/** What a chapter read answers from besides its row: view counting and the validator cache. */
export interface ChapterReadDeps {
  views: ViewCounter;
  caches: ReadCaches;
}

/** A chapter read as asked: the novel, the slot (a chapter number, else a chapter id) and the text's form. */
export interface ChapterReadRequest {
  novelId: number;
  slot: number;
  format: ChapterReadFormat;
  /** The cache registry's epoch before the row was read (a validator read before a write is not kept). */
  since: number;
}

/** A read that every signed-out reader gets alike: a published chapter of a published novel. */
export const isPublicRead = (read: ChapterReadRow | null): boolean =>
  !!read?.chapter && read.novelStatus === 'published' && isPublic(read.chapter);

/** A chapter read's weak ETag; the author, who also sees drafts among the neighbours, gets a tag apart. */
export const chapterReadEtag = (read: ChapterReadRow, format: ChapterReadFormat, withDrafts = false): string =>
  `W/"${read.version}.${format}${withDrafts ? '.author' : ''}"`;

/** The view count a reader sees: the row's count and the views counted since that the database does not hold yet. */
const viewCountOf = (deps: ChapterReadDeps, chapter: NonNullable<ChapterReadRow['chapter']>) =>
  chapter.viewCount + deps.views.unwritten('chapters', chapter.id);

/** The answer to a signed-out reader of a public read (isPublicRead): the chapter with its published neighbours. */
export function publicChapterBody(deps: ChapterReadDeps, read: ChapterReadRow, format: ChapterReadFormat) {
  const chapter = read.chapter!;
  const neighbours = { previous: chapter.previous, next: chapter.next };
  return presentChapterReadRow(read, chapter, neighbours, viewCountOf(deps, chapter), format);
}

/**
 * Answers `GET /api/novels/:novelId/chapters/:slot` from its row (see readChapterSlot): 404 for a novel or chapter
 * the viewer may not see, 403 for someone else's draft, else the chapter with a weak ETag (304 when fresh), its
 * view counted. The route and the signed-out shortcut (middlewares/shortcuts.ts) both answer through here.
 */
export async function answerChapterRead(
  ctx: Context,
  deps: ChapterReadDeps,
  request: ChapterReadRequest,
  read: ChapterReadRow | null,
): Promise<void> {
  const { novelId, slot, format, since } = request;
  const user = ctx.state.user;
  const novel = read && { status: read.novelStatus, author: { id: read.authorId } };
  if (!read || !novel || !canSeeNovel(user, novel)) throw notFound(MESSAGES.errors.novelNotFound);
  const chapter = read.chapter;
  if (!chapter) throw notFound(MESSAGES.errors.chapterNotFound);
  if (!isPublic(chapter) && !can(user, chapterPolicy.read, { status: chapter.status, novel })) {
    // A draft is a 403 with the spec's message; a scheduled chapter does not exist for readers until its release.
    throw chapter.status === 'scheduled'
      ? notFound(MESSAGES.errors.chapterNotFound)
      : forbidden(MESSAGES.errors.chapterDraft);
  }
  // The author also sees drafts among the neighbours, so the author's answer is tagged apart.
  const withDrafts = can(user, novelPolicy.readDrafts, novel);
  const etag = chapterReadEtag(read, format, withDrafts);
  if (!withDrafts && novel.status === 'published' && isPublic(chapter)) {
    deps.caches.validators.set(chapterReadKey(novelId, slot, format), etag, chapterReadTags(novelId), since);
    ctx.state.compressOnce = true;
  }
  // The author reading their own chapter is a view but not a read in their analytics.
  if (isPublic(chapter)) deps.views.countChapterView(ctx, chapter.id, !withDrafts);
  ctx.status = 200;
  ctx.set('ETag', etag);
  if (ctx.fresh) {
    ctx.status = 304;
    return;
  }
  const neighbours = withDrafts
    ? await new ChapterRepository(ctx.em).neighbours(novelId, chapter.chapterNumber, true)
    : { previous: chapter.previous, next: chapter.next };
  ctx.body = presentChapterReadRow(read, chapter, neighbours, viewCountOf(deps, chapter), format);
}
