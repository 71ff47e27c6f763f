import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { Chapter } from './chapter.ts';
import { User } from './user.ts';

/**
 * A chapter a user has read (issue 19): written with each reading-progress save of that chapter, so the novel
 * page can mark every chapter read, where reading progress keeps only the last one per novel.
 */
export const ChapterRead = defineEntity({
  name: 'ChapterRead',
  tableName: 'chapter_reads',
  properties: {
    user: () => p.manyToOne(User).primary().deleteRule('cascade'),
    chapter: () => p.manyToOne(Chapter).primary().deleteRule('cascade').index(),
    readAt: p.datetime().onCreate(() => new Date()),
  },
});

export type ChapterRead = InferEntity<typeof ChapterRead>;
