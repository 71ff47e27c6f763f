import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { Chapter } from './chapter.ts';
import { Novel } from './novel.ts';

/**
 * A chapter's reads on one day (UTC), rolled up as reads are written (issue 33). `lastReaders` counts the readers
 * whose last read of the chapter fell on this day, so the sum from any day to today is the number of distinct
 * readers in that period, without keeping one row per reader and day.
 */
export const ChapterReadDay = defineEntity({
  name: 'ChapterReadDay',
  tableName: 'chapter_read_days',
  properties: {
    chapter: () => p.manyToOne(Chapter).primary().deleteRule('cascade'),
    day: p.date().primary(),
    novel: () => p.manyToOne(Novel).deleteRule('cascade'),
    reads: p.integer().default(0),
    lastReaders: p.integer().default(0),
  },
  indexes: [{ name: 'chapter_read_days_novel_day_index', properties: ['novel', 'day'] }],
});

export type ChapterReadDay = InferEntity<typeof ChapterReadDay>;
