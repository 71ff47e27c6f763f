import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { User } from './user.ts';

/**
 * A signed-in reader's saved browse default (issue 19): the genres Browse leaves out unless the reader removes
 * them for a view ('never show me ...'). One row per reader, gone with the reader.
 */
export const ReaderPreference = defineEntity({
  name: 'ReaderPreference',
  tableName: 'reader_preferences',
  properties: {
    user: () => p.manyToOne(User).primary().deleteRule('cascade'),
    /** Genre names as the reader wrote them (matched case-insensitively). */
    excludedGenres: p.array().default([]),
    /** Issue 37: leave Mature novels out of every public list this reader is given. */
    hideMature: p.boolean().default(false),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});

export type ReaderPreference = InferEntity<typeof ReaderPreference>;
