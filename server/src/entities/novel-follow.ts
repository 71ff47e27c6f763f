import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { Novel } from './novel.ts';
import { User } from './user.ts';

/**
 * A reader following a novel (issue 19). The novel's follower count is counted on `novel_follows_novel_id_index`
 * (no counter to keep), and a later fan-out job reads a novel's followers through the same index.
 */
export const NovelFollow = defineEntity({
  name: 'NovelFollow',
  tableName: 'novel_follows',
  properties: {
    user: () => p.manyToOne(User).primary().deleteRule('cascade'),
    novel: () => p.manyToOne(Novel).primary().deleteRule('cascade').index(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export type NovelFollow = InferEntity<typeof NovelFollow>;
