import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * A curated genre (issue 37): administrators keep the list, authors pick from it. Novels carry the names
 * (`novels.genres`, with `genre_keys`), so lists filter through one GIN index without a join.
 */
export const Genre = defineEntity({
  name: 'Genre',
  tableName: 'genres',
  properties: {
    id: p.integer().primary(),
    name: p.string().length(40),
    /** `labelKey(name)`: what novels' `genre_keys` and the filters compare. */
    key: p.text().unique('genres_key_unique'),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export type Genre = InferEntity<typeof Genre>;
