import type { Follow as FollowWire, LibraryItem as LibraryItemWire } from '@inkshelf/contracts';
import type { AuthorFollowItem, NovelFollowItem } from '../repositories/follow-repository.ts';
import type { LibraryItemRow } from '../repositories/library-repository.ts';
import { presentNovel } from './novel.ts';

/** A followed novel, with its follower count and the reader's unread published chapters. */
export const presentNovelFollow = (item: NovelFollowItem): FollowWire => ({
  kind: 'novel',
  novelId: item.novel.id,
  authorId: null,
  createdAt: item.createdAt.toISOString(),
  followerCount: item.followerCount,
  novel: presentNovel(item.novel),
  author: null,
  newChapters: item.newChapters,
});

/** A followed author, with their follower count. */
export const presentAuthorFollow = (item: AuthorFollowItem): FollowWire => ({
  kind: 'author',
  novelId: null,
  authorId: item.author.id,
  createdAt: item.createdAt.toISOString(),
  followerCount: item.followerCount,
  novel: null,
  author: { id: item.author.id, username: item.author.username },
  newChapters: null,
});

/** A novel on a library shelf. */
export const presentLibraryItem = (item: LibraryItemRow): LibraryItemWire => ({
  novelId: item.novel.id,
  shelf: item.shelf,
  updatedAt: item.updatedAt.toISOString(),
  newChapters: item.newChapters,
  novel: presentNovel(item.novel),
});
