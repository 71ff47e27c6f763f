import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { Novel } from './novel.ts';
import { User } from './user.ts';

export const Bookmark = defineEntity({
  name: 'Bookmark',
  tableName: 'bookmarks',
  properties: {
    id: p.integer().primary(),
    user: () => p.manyToOne(User).deleteRule('cascade'),
    novel: () => p.manyToOne(Novel).deleteRule('cascade').index(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
  uniques: [{ name: 'bookmarks_user_novel_unique', properties: ['user', 'novel'] }],
});

export type Bookmark = InferEntity<typeof Bookmark>;
