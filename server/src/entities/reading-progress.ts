import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { Chapter } from './chapter.ts';
import { Novel } from './novel.ts';
import { User } from './user.ts';

export const ReadingProgress = defineEntity({
  name: 'ReadingProgress',
  tableName: 'reading_progress',
  properties: {
    id: p.integer().primary(),
    user: () => p.manyToOne(User).deleteRule('cascade'),
    novel: () => p.manyToOne(Novel).deleteRule('cascade').index(),
    /** Null once the chapter is deleted: history then shows it as unavailable. */
    chapter: () => p.manyToOne(Chapter).nullable().deleteRule('set null').index(),
    progress: p.integer().default(0),
    lastReadAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
  uniques: [{ name: 'reading_progress_user_novel_unique', properties: ['user', 'novel'] }],
  indexes: [
    { name: 'reading_progress_recent_index', columns: [{ name: 'user_id' }, { name: 'last_read_at', sort: 'desc' }] },
  ],
  checks: [{ name: 'reading_progress_progress_check', expression: 'progress >= 0 and progress <= 100' }],
});

export type ReadingProgress = InferEntity<typeof ReadingProgress>;
