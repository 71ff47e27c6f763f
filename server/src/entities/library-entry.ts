import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { LIBRARY_SHELVES } from '@inkshelf/contracts';
import { Novel } from './novel.ts';
import { User } from './user.ts';

/** A novel on one of a reader's library shelves (issue 19): one shelf per novel. */
export const LibraryEntry = defineEntity({
  name: 'LibraryEntry',
  tableName: 'library_entries',
  properties: {
    user: () => p.manyToOne(User).primary().deleteRule('cascade'),
    novel: () => p.manyToOne(Novel).primary().deleteRule('cascade').index(),
    shelf: p.enum([...LIBRARY_SHELVES]),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
  indexes: [
    {
      name: 'library_entries_shelf_index',
      columns: [{ name: 'user_id' }, { name: 'shelf' }, { name: 'updated_at', sort: 'desc' }],
    },
  ],
});

export type LibraryEntry = InferEntity<typeof LibraryEntry>;
