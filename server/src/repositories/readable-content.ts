import { MESSAGES } from '@inkshelf/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Chapter, Novel, type User } from '../entities/index.ts';
import { badRequest, forbidden, notFound } from '../errors.ts';
import { chapterPolicy, isPublic } from '../policies/chapter.ts';
import { novelPolicy, type Authored } from '../policies/novel.ts';
import { can } from '../policies/policy.ts';

type Viewer = User | null | undefined;

/** Published novels are public; a draft novel is seen only by its author. */
export const canSeeNovel = (viewer: Viewer, novel: Pick<Novel, 'status'> & Authored): boolean =>
  novel.status === 'published' || can(viewer, novelPolicy.readDrafts, novel);

/** The chapter rule on its own: published chapters are public (signed out too), drafts are the author's. */
const chapterIsReadable = (viewer: Viewer, chapter: Pick<Chapter, 'status'> & { novel: Authored }): boolean =>
  isPublic(chapter) || can(viewer, chapterPolicy.read, chapter);

/** Whether the viewer may read the chapter: its novel is visible and the chapter is published (or theirs). */
export const canReadChapter = (
  viewer: Viewer,
  chapter: Pick<Chapter, 'status'> & { novel: Pick<Novel, 'status'> & Authored },
): boolean => canSeeNovel(viewer, chapter.novel) && chapterIsReadable(viewer, chapter);

/**
 * The same rules for anyone signed out, as SQL over a novel alias and a chapter alias, for queries that list public
 * content without loading entities (sitemaps, feeds): what `canSeeNovel(null, novel)` and
 * `canReadChapter(null, chapter)` accept, and nothing else.
 */
export const publicNovelSql = (novel: string): string => `${novel}.status = 'published'`;
export const publicChapterSql = (chapter: string, novel: string): string =>
  `${chapter}.status = 'published' and ${publicNovelSql(novel)}`;

/**
 * The novel with its author, when the viewer may see it; otherwise 404 'Novel not found', so that a draft
 * does not reveal that it exists.
 */
export async function findReadableNovel(em: EntityManager, novelId: number, viewer: Viewer) {
  const novel = await em.findOne(Novel, novelId, { populate: ['author'] });
  if (!novel || !canSeeNovel(viewer, novel)) throw notFound(MESSAGES.errors.novelNotFound);
  return novel;
}

/**
 * The chapter with its novel and author. 404 'Chapter not found' when it or its novel is not visible; 403 with
 * the spec's draft message when the chapter is a draft and the viewer is not the novel's author.
 */
export async function findReadableChapter(em: EntityManager, chapterId: number, viewer: Viewer) {
  const chapter = await em.findOne(Chapter, chapterId, { populate: ['novel.author'] });
  if (!chapter || !canSeeNovel(viewer, chapter.novel)) throw notFound(MESSAGES.errors.chapterNotFound);
  if (!chapterIsReadable(viewer, chapter)) throw forbidden(MESSAGES.errors.chapterDraft);
  return chapter;
}

/**
 * A chapter of a novel the viewer may see: 400 'This chapter does not belong to this novel.' when the chapter
 * does not exist in that novel, 403 with the draft message when it is someone else's draft.
 */
export async function findReadableChapterIn(
  em: EntityManager,
  novel: Pick<Novel, 'id' | 'status' | 'author'>,
  chapterId: number,
  viewer: Viewer,
) {
  const chapter = await em.findOne(Chapter, { id: chapterId, novel: novel.id });
  if (!chapter) throw badRequest(MESSAGES.errors.chapterNotInNovel, { field: 'chapterId' });
  if (!chapterIsReadable(viewer, { status: chapter.status, novel })) throw forbidden(MESSAGES.errors.chapterDraft);
  return chapter;
}
