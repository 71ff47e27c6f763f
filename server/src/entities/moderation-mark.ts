/**
 * The moderation state that novels, chapters, comments and reviews share (issue 18): when moderation hid it and
 * the note its author is shown. Who hid it is in the audit log. Novels and chapters are also moved to draft while
 * hidden (their own status kept in `hiddenStatus`), so every read that already keeps drafts out of public
 * answers, counts, lists, search, sitemaps and feeds keeps hidden ones out too, and the chapter triggers stop
 * counting a hidden chapter; comments and reviews have no status, so their reads test `hidden_at is null`.
 */
import { p } from '@mikro-orm/core';
import { NOVEL_STATUSES } from '@inkshelf/contracts';

export const hiddenMarkProperties = () => ({
  hiddenAt: p.datetime().nullable(),
  hiddenNote: p.text().nullable(),
});

/** For novels and chapters: the status the author had set, put back on restore. */
export const hiddenStatusProperty = () => p.enum([...NOVEL_STATUSES]).nullable();
