import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { CHAPTER_STATUSES } from '@inkshelf/contracts';
import { novelFactsTriggers } from './chapter-triggers.ts';
import { hiddenMarkProperties, hiddenStatusProperty } from './moderation-mark.ts';
import { Novel } from './novel.ts';

export const Chapter = defineEntity({
  name: 'Chapter',
  tableName: 'chapters',
  properties: {
    id: p.integer().primary(),
    novel: () => p.manyToOne(Novel).deleteRule('cascade'),
    chapterNumber: p.integer(),
    title: p.string().length(200),
    /** Sanitised HTML (`contentHtml` on the wire). */
    content: p.text().lazy(),
    /**
     * The same chapter in the spec's text format (`content` on the wire), written with the HTML. Null only for
     * rows stored before the text format existed, until the start-up backfill reaches them.
     */
    contentText: p.text().lazy().nullable(),
    /** Length of the content as text, kept for reading-time estimates without loading the content. */
    contentLength: p.integer().default(0),
    /** Words a reader sees, counted as the editor counts them. */
    wordCount: p.integer().default(0),
    authorNote: p.text().nullable(),
    viewCount: p.integer().default(0),
    status: p.enum([...CHAPTER_STATUSES]).default('draft'),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
    publishedAt: p.datetime().nullable(),
    /** Issue 33: when a scheduled chapter is released (jobs/releases.ts); null unless status is 'scheduled'. */
    publishAt: p.datetime().nullable(),
    /** Whether its release notifies the followers (false: a silent release), kept for a scheduled chapter. */
    notifyFollowers: p.boolean().default(true),
    /** Moderation (issue 18): see moderation-mark.ts. */
    ...hiddenMarkProperties(),
    hiddenStatus: hiddenStatusProperty(),
  },
  uniques: [{ name: 'chapters_novel_number_unique', properties: ['novel', 'chapterNumber'] }],
  indexes: [
    {
      name: 'chapters_latest_published_index',
      columns: [{ name: 'published_at', sort: 'desc' }],
      where: "status = 'published'",
    },
    // The release job's sweep: scheduled chapters in the order they fall due.
    { name: 'chapters_release_index', properties: ['publishAt', 'id'], where: "status = 'scheduled'" },
  ],
  triggers: novelFactsTriggers,
  checks: [
    { name: 'chapters_number_check', expression: 'chapter_number > 0' },
    { name: 'chapters_counts_check', expression: 'view_count >= 0 and content_length >= 0 and word_count >= 0' },
    { name: 'chapters_schedule_check', expression: "(status = 'scheduled') = (publish_at is not null)" },
  ],
});

export type Chapter = InferEntity<typeof Chapter>;
