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
    /** When the novel went into the library (issue 33's analytics); a move between shelves keeps it. */
    addedAt: p
      .datetime()
      .defaultRaw('now()')
      .onCreate(() => new Date()),
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
    { name: 'library_entries_novel_added_index', properties: ['novel', 'addedAt'] },
  ],
});

export type LibraryEntry = InferEntity<typeof LibraryEntry>;
