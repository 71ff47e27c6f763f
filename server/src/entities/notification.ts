import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { NOTIFICATION_KINDS } from '@inkshelf/contracts';
import { Chapter } from './chapter.ts';
import { Novel } from './novel.ts';
import { User } from './user.ts';

/**
 * A reader told of a published chapter of a novel or author they follow (issue 19), or that their review of a
 * novel was deleted by someone else (issue 37; `chapter` null, what the review said in `details`). One per reader
 * and chapter: the fan-out inserts with ON CONFLICT DO NOTHING on that key, so running it again repeats nothing.
 * `emailedAt` is stamped when a mail (immediate or digest) has told of a chapter.
 */
export const Notification = defineEntity({
  name: 'Notification',
  tableName: 'notifications',
  properties: {
    id: p.bigint('number').primary(),
    user: () => p.manyToOne(User).deleteRule('cascade'),
    kind: p.enum([...NOTIFICATION_KINDS]).default('chapter'),
    chapter: () => p.manyToOne(Chapter).deleteRule('cascade').index().nullable(),
    novel: () => p.manyToOne(Novel).deleteRule('cascade').index(),
    createdAt: p.datetime().defaultRaw('now()'),
    readAt: p.datetime().nullable(),
    emailedAt: p.datetime().nullable(),
    details: p.json<Record<string, unknown>>().nullable(),
  },
  uniques: [{ name: 'notifications_user_chapter_unique', properties: ['user', 'chapter'] }],
  indexes: [
    // Read backwards for newest first.
    { name: 'notifications_user_newest_index', properties: ['user', 'createdAt', 'id'] },
    { name: 'notifications_unread_index', properties: ['user'], where: 'read_at is null' },
    {
      name: 'notifications_unmailed_index',
      properties: ['user'],
      where: 'read_at is null and emailed_at is null',
    },
  ],
});

export type Notification = InferEntity<typeof Notification>;
