import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * A free tag (issue 37), made by the first novel that carries it, in that novel's spelling. A tag merged into
 * another points at it (`canonical`): novels then carry the canonical name, and lookups follow the pointer.
 */
export const Tag = defineEntity({
  name: 'Tag',
  tableName: 'tags',
  properties: {
    id: p.integer().primary(),
    name: p.string().length(40),
    /** `labelKey(name)`: what novels' `tag_keys` and the filters compare. */
    key: p.text().unique('tags_key_unique'),
    canonical: () => p.manyToOne(Tag).nullable().deleteRule('set null').index('tags_canonical_id_index'),
    /** Published novels carrying the tag, kept by the `novels_tag_counts` trigger (migration 20261203170000). */
    novelCount: p.integer().default(0),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
  indexes: [
    // Autocomplete: a prefix of the key, most used first.
    {
      name: 'tags_key_prefix_index',
      expression: 'create index "tags_key_prefix_index" on "tags" ("key" text_pattern_ops)',
    },
    {
      name: 'tags_popular_index',
      expression:
        'create index "tags_popular_index" on "tags" ("novel_count" desc, "key") where "canonical_id" is null',
    },
  ],
  checks: [{ name: 'tags_novel_count_check', expression: 'novel_count >= 0' }],
});

export type Tag = InferEntity<typeof Tag>;
