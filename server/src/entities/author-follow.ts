import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { User } from './user.ts';

/**
 * A reader following an author (issue 19); both sides are users, and either account's deletion removes the row.
 * Counted, and read by a later fan-out job, on `author_follows_author_id_index`; nobody follows themself.
 */
export const AuthorFollow = defineEntity({
  name: 'AuthorFollow',
  tableName: 'author_follows',
  properties: {
    user: () => p.manyToOne(User).primary().deleteRule('cascade'),
    author: () => p.manyToOne(User).primary().deleteRule('cascade').index(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
  checks: [{ name: 'author_follows_not_self_check', expression: 'user_id <> author_id' }],
});

export type AuthorFollow = InferEntity<typeof AuthorFollow>;
