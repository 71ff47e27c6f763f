import { MESSAGES } from '@inkshelf/contracts';
import type { Novel, User } from '../entities/index.ts';
import { idOf, rule } from './policy.ts';

export const ownsNovel = (user: User, novel: Pick<Novel, 'author'>): boolean => idOf(novel.author) === user.id;

/** Authors create novels; only a novel's author edits, deletes or sees its drafts. */
export const novelPolicy = {
  create: rule((user) => user.isAuthor, MESSAGES.errors.authorRequired),
  update: rule<Pick<Novel, 'author'>>(ownsNovel, MESSAGES.errors.editOwnNovelsOnly),
  delete: rule<Pick<Novel, 'author'>>(ownsNovel, MESSAGES.errors.editOwnNovelsOnly),
  readDrafts: rule<Pick<Novel, 'author'>>(ownsNovel, MESSAGES.errors.editOwnNovelsOnly),
};
