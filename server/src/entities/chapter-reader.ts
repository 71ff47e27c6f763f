import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { Chapter } from './chapter.ts';

/**
 * The last day a reader read a chapter (issue 33): the record that makes a read count once per reader per chapter
 * per day, and that moves the reader's "last seen" mark between days of `chapter_read_days`. `reader` is `u<id>`
 * for a signed-in user or `a<hash>` for a signed-out visitor, hashed with a salt that changes every day (never the
 * address itself); a visitor's rows are pruned once their day is over, as the hash never comes back.
 */
export const ChapterReader = defineEntity({
  name: 'ChapterReader',
  tableName: 'chapter_readers',
  properties: {
    chapter: () => p.manyToOne(Chapter).primary().deleteRule('cascade'),
    reader: p.string().length(24).primary().index(),
    lastDay: p.date().index(),
  },
});

export type ChapterReader = InferEntity<typeof ChapterReader>;
