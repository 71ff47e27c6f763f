import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { Novel } from './novel.ts';

/** A novel's re-encoded cover image, kept apart from the novel row so lists never load image bytes. */
export const NovelCover = defineEntity({
  name: 'NovelCover',
  tableName: 'novel_covers',
  properties: {
    novel: () => p.oneToOne(Novel).primary().owner().deleteRule('cascade'),
    data: p.blob(),
    mimeType: p.string().length(64),
    etag: p.string().length(64),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});

export type NovelCover = InferEntity<typeof NovelCover>;
