import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { Chapter } from './chapter.ts';
import { Novel } from './novel.ts';

/** A chapter's reads and distinct readers of all time (issue 33), kept with the daily rollups for the "all" period. */
export const ChapterReadTotal = defineEntity({
  name: 'ChapterReadTotal',
  tableName: 'chapter_read_totals',
  properties: {
    chapter: () => p.manyToOne(Chapter).primary().deleteRule('cascade'),
    novel: () => p.manyToOne(Novel).deleteRule('cascade').index(),
    reads: p.integer().default(0),
    readers: p.integer().default(0),
  },
});

export type ChapterReadTotal = InferEntity<typeof ChapterReadTotal>;
