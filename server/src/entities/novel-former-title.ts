import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { Novel } from './novel.ts';

/**
 * A title a novel had before a rename (issue 37), so old links keep finding it: the by-name read answers the novel
 * and pages move (301) to its current address. A current title always wins over a former one; the latest rename
 * away from a title owns it.
 */
export const NovelFormerTitle = defineEntity({
  name: 'NovelFormerTitle',
  tableName: 'novel_former_titles',
  properties: {
    /** `nameKey` of the former title, as novels' `title_key`. */
    titleKey: p.text().primary(),
    novel: () => p.manyToOne(Novel).deleteRule('cascade').index(),
    title: p.string().length(100),
    renamedAt: p.datetime().onCreate(() => new Date()),
  },
});

export type NovelFormerTitle = InferEntity<typeof NovelFormerTitle>;
