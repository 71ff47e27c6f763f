import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { Comment } from './comment.ts';
import { User } from './user.ts';

export const CommentLike = defineEntity({
  name: 'CommentLike',
  tableName: 'comment_likes',
  properties: {
    id: p.integer().primary(),
    user: () => p.manyToOne(User).deleteRule('cascade'),
    comment: () => p.manyToOne(Comment).deleteRule('cascade').index(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
  uniques: [{ name: 'comment_likes_user_comment_unique', properties: ['user', 'comment'] }],
});

export type CommentLike = InferEntity<typeof CommentLike>;
