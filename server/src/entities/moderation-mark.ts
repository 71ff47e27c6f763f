/**
 * The moderation state novels, chapters, comments and reviews share (issue 18). Hidden novels and chapters also go to
 * draft (their status kept in `hiddenStatus`), so every rule that keeps drafts out of public reads, counts and feeds
 * keeps them out too; comments and reviews have no status, so their reads test `hidden_at is null`.
 */
import { p } from '@mikro-orm/core';
import { NOVEL_STATUSES } from '@inkshelf/contracts';

export const hiddenMarkProperties = () => ({
  hiddenAt: p.datetime().nullable(),
  hiddenNote: p.text().nullable(),
});

/** For novels and chapters: the status the author had set, put back on restore. */
export const hiddenStatusProperty = () => p.enum([...NOVEL_STATUSES]).nullable();
