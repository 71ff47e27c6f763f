import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { Novel } from './novel.ts';
import { hiddenMarkProperties } from './moderation-mark.ts';
import { User } from './user.ts';

export const Review = defineEntity({
  name: 'Review',
  tableName: 'reviews',
  properties: {
    id: p.integer().primary(),
    user: () => p.manyToOne(User).deleteRule('cascade').index(),
    novel: () => p.manyToOne(Novel).deleteRule('cascade'),
    content: p.text(),
    rating: p.integer(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
    /** Moderation (issue 18): see moderation-mark.ts; a hidden review is out of its novel's totals. */
    ...hiddenMarkProperties(),
  },
  uniques: [{ name: 'reviews_user_novel_unique', properties: ['user', 'novel'] }],
  indexes: [
    { name: 'reviews_novel_created_index', columns: [{ name: 'novel_id' }, { name: 'created_at', sort: 'desc' }] },
  ],
  checks: [{ name: 'reviews_rating_check', expression: 'rating >= 1 and rating <= 5' }],
});

export type Review = InferEntity<typeof Review>;
