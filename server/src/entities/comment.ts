import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { Chapter } from './chapter.ts';
import { hiddenMarkProperties } from './moderation-mark.ts';
import { User } from './user.ts';

export const Comment = defineEntity({
  name: 'Comment',
  tableName: 'comments',
  properties: {
    id: p.integer().primary(),
    user: () => p.manyToOne(User).deleteRule('cascade').index(),
    chapter: () => p.manyToOne(Chapter).deleteRule('cascade'),
    content: p.text(),
    likes: p.integer().default(0),
    /** Set on replies; deleting a comment deletes its replies. */
    parent: () => p.manyToOne(Comment).nullable().deleteRule('cascade').index(),
    createdAt: p.datetime().onCreate(() => new Date()),
    /** Moderation (issue 18): see moderation-mark.ts. */
    ...hiddenMarkProperties(),
  },
  indexes: [{ name: 'comments_chapter_created_index', properties: ['chapter', 'createdAt'] }],
  checks: [{ name: 'comments_likes_check', expression: 'likes >= 0' }],
});

export type Comment = InferEntity<typeof Comment>;
