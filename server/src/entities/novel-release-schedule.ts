import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { ReleaseSlot } from '@inkshelf/contracts';
import { Novel } from './novel.ts';

/**
 * A novel's release rhythm (issue 33): weekly slots read in the author's time zone. A chapter scheduled without a time
 * of its own takes the next slot no other scheduled chapter of the novel holds. One row per novel, gone with it.
 */
export const NovelReleaseSchedule = defineEntity({
  name: 'NovelReleaseSchedule',
  tableName: 'novel_release_schedules',
  properties: {
    novel: () => p.manyToOne(Novel).primary().deleteRule('cascade'),
    timeZone: p.string().length(64),
    slots: p.json<ReleaseSlot[]>(),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});

export type NovelReleaseSchedule = InferEntity<typeof NovelReleaseSchedule>;
