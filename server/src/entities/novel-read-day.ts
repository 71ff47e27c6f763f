import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { Novel } from './novel.ts';

/**
 * A novel's reads on one day (UTC), rolled up as reads are written (issue 33): `reads` sums its chapters' reads,
 * `readers` counts the distinct readers of the day, `lastReaders` works as in ChapterReadDay.
 */
export const NovelReadDay = defineEntity({
  name: 'NovelReadDay',
  tableName: 'novel_read_days',
  properties: {
    novel: () => p.manyToOne(Novel).primary().deleteRule('cascade'),
    day: p.date().primary(),
    reads: p.integer().default(0),
    readers: p.integer().default(0),
    lastReaders: p.integer().default(0),
  },
});

export type NovelReadDay = InferEntity<typeof NovelReadDay>;
