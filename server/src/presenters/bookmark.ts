import type { Bookmark as BookmarkWire } from '@inkshelf/contracts';
import type { Bookmark, User } from '../entities/index.ts';
import { canSeeNovel } from '../repositories/readable-content.ts';
import { presentNovel, type NovelView } from './novel.ts';

/** What a bookmark is presented from: a Bookmark entity, or the row a write answered with its novel's row. */
export type BookmarkView = Pick<Bookmark, 'id' | 'createdAt'> & { user: Pick<User, 'id'>; novel: NovelView };

/**
 * A bookmark with its novel. The novel and its author must be loaded; the novel is null when the viewer may
 * no longer see it (its author turned it back into a draft).
 */
export function presentBookmark(bookmark: BookmarkView, viewer: User): BookmarkWire {
  return {
    id: bookmark.id,
    userId: bookmark.user.id,
    novelId: bookmark.novel.id,
    createdAt: bookmark.createdAt.toISOString(),
    novel: canSeeNovel(viewer, bookmark.novel) ? presentNovel(bookmark.novel) : null,
  };
}
