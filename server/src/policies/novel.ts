import { MESSAGES } from '@inkshelf/contracts';
import type { User } from '../entities/index.ts';
import { hasRole } from './moderation.ts';
import { idOf, rule } from './policy.ts';

/** Anything with an author: a loaded novel, or a row read without hydrating one. */
export interface Authored {
  author: { id: number };
}

export const ownsNovel = (user: User, novel: Authored): boolean => idOf(novel.author) === user.id;

/** Authors create novels; only a novel's author edits, deletes or sees its drafts. */
export const novelPolicy = {
  create: rule((user) => user.isAuthor, MESSAGES.errors.authorRequired),
  update: rule<Authored>(ownsNovel, MESSAGES.errors.editOwnNovelsOnly),
  delete: rule<Authored>(ownsNovel, MESSAGES.errors.editOwnNovelsOnly),
  readDrafts: rule<Authored>(ownsNovel, MESSAGES.errors.editOwnNovelsOnly),
  /** Reader analytics (issue 33): the author's, and administrators' who look after the site. */
  readStats: rule<Authored>(
    (user, novel) => ownsNovel(user, novel) || hasRole(user, 'admin'),
    MESSAGES.stats.forbidden,
  ),
};
