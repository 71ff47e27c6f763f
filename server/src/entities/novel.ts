import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { COMPLETION_STATUSES, CONTENT_RATINGS, nameKey, NOVEL_STATUSES } from '@inkshelf/contracts';
import { hiddenMarkProperties, hiddenStatusProperty } from './moderation-mark.ts';
import { novelSearchTriggers, novelTagTriggers } from './novel-search-triggers.ts';
import { User } from './user.ts';

/** A covering index for a filtered list sorted by `column` (descending, newest then id to break ties). */
export const LIST_INDEX = (name: string, column: string, other: string): string =>
  `create index "${name}" on "novels" ("status", "${column}" desc, "created_at" desc, "id" desc) include ("genre_keys", "${other}", "completion_status", "content_rating")`;

export const Novel = defineEntity({
  name: 'Novel',
  tableName: 'novels',
  properties: {
    id: p.integer().primary(),
    title: p.string().length(100),
    /**
     * The title's comparison key (`nameKey`: NFKC, case-folded), under `novels_title_key_unique`, so a copy of a
     * title in another case, fullwidth or decomposed is refused. Set on create; NovelRepository sets it on renames.
     */
    titleKey: p
      .text()
      .onCreate((novel: { title: string }) => nameKey(novel.title))
      .hidden(),
    description: p.text(),
    author: () => p.manyToOne(User).deleteRule('cascade').index(),
    genres: p.array().default([]),
    /** Lower-cased genres, kept in step with `genres`, for case-insensitive genre lookups. */
    genreKeys: p.array().default([]).hidden(),
    /** Free tags (issue 37), canonical spellings; `tag_keys` is their lower-cased copy, as for genres. */
    tags: p.array().default([]),
    tagKeys: p.array().default([]).hidden(),
    status: p.enum([...NOVEL_STATUSES]).default('draft'),
    contentRating: p.enum([...CONTENT_RATINGS]).default('everyone'),
    /** The author's content warnings (issue 37), CONTENT_WARNINGS ids in that order. */
    contentWarnings: p.array().default([]),
    /** Set by the author: ongoing, completed, on hiatus or dropped. */
    completionStatus: p.enum([...COMPLETION_STATUSES]).default('ongoing'),
    /**
     * Published chapters and their words. Written only by the `chapters_novel_facts` triggers (migration
     * 20261125140000), in the statement that changes a chapter, so no write path can leave them out of step.
     */
    chapterCount: p.integer().default(0),
    wordCount: p.integer().default(0),
    viewCount: p.integer().default(0),
    bookmarkCount: p.integer().default(0),
    reviewCount: p.integer().default(0),
    ratingSum: p.integer().default(0).hidden(),
    averageRating: p.decimal().precision(3).scale(2).nullable(),
    /** Moderation (issue 18): see moderation-mark.ts. */
    ...hiddenMarkProperties(),
    hiddenStatus: hiddenStatusProperty(),
    /** Bumped whenever the cover changes; null when the novel has no cover. */
    coverVersion: p.integer().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
    /** The title alone, for ranking title matches first. Kept by a trigger; never loaded into entities. */
    titleVector: p.string().columnType('tsvector').lazy().hidden().nullable().ignoreSchemaChanges('type', 'extra'),
    /** The search document (novelSearchDocument), kept by a trigger; never loaded into entities. */
    searchVector: p.string().columnType('tsvector').lazy().hidden().nullable().ignoreSchemaChanges('type', 'extra'),
  },
  uniques: [{ name: 'novels_title_key_unique', properties: ['titleKey'] }],
  indexes: [
    // The whole order of the lists (newest first, id to break ties), so paging never sorts the table.
    {
      name: 'novels_latest_index',
      columns: [{ name: 'status' }, { name: 'created_at', sort: 'desc' }, { name: 'id', sort: 'desc' }],
    },
    {
      name: 'novels_views_index',
      columns: [
        { name: 'status' },
        { name: 'view_count', sort: 'desc' },
        { name: 'created_at', sort: 'desc' },
        { name: 'id', sort: 'desc' },
      ],
    },
    {
      name: 'novels_bookmarks_index',
      columns: [
        { name: 'status' },
        { name: 'bookmark_count', sort: 'desc' },
        { name: 'created_at', sort: 'desc' },
        { name: 'id', sort: 'desc' },
      ],
    },
    {
      name: 'novels_rating_index',
      columns: [
        { name: 'status' },
        { name: 'average_rating', sort: 'desc', nulls: 'last' },
        { name: 'created_at', sort: 'desc' },
        { name: 'id', sort: 'desc' },
      ],
    },
    { name: 'novels_updated_index', columns: [{ name: 'updated_at', sort: 'desc' }] },
    // Browse's filtered sorts (issue 19): the order plus every filtered column, so a filtered page is an index-only
    // scan that skips non-matching entries without visiting the table (chosen from EXPLAIN on 100,000 novels).
    {
      name: 'novels_list_updated_index',
      expression: LIST_INDEX('novels_list_updated_index', 'updated_at', 'word_count'),
    },
    { name: 'novels_list_words_index', expression: LIST_INDEX('novels_list_words_index', 'word_count', 'updated_at') },
    { name: 'novels_genre_keys_index', properties: ['genreKeys'], type: 'gin' },
    { name: 'novels_tag_keys_index', properties: ['tagKeys'], type: 'gin' },
    {
      name: 'novels_title_trgm_index',
      expression: 'create index "novels_title_trgm_index" on "novels" using gin (lower("title") gin_trgm_ops)',
    },
    { name: 'novels_search_vector_index', properties: ['searchVector'], type: 'gin' },
  ],
  triggers: [...novelSearchTriggers, ...novelTagTriggers],
  checks: [
    { name: 'novels_counts_check', expression: 'view_count >= 0 and bookmark_count >= 0 and review_count >= 0' },
    { name: 'novels_facts_check', expression: 'chapter_count >= 0 and word_count >= 0' },
    {
      name: 'novels_average_rating_check',
      expression: 'average_rating is null or (average_rating >= 1 and average_rating <= 5)',
    },
  ],
});

export type Novel = InferEntity<typeof Novel>;
