import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { Novel } from './novel.ts';

/** The last day a reader read any chapter of a novel (issue 33): a novel's unique readers per day. See ChapterReader. */
export const NovelReader = defineEntity({
  name: 'NovelReader',
  tableName: 'novel_readers',
  properties: {
    novel: () => p.manyToOne(Novel).primary().deleteRule('cascade'),
    reader: p.string().length(24).primary().index(),
    lastDay: p.date().index(),
  },
});

export type NovelReader = InferEntity<typeof NovelReader>;
