import type { ModerationMark } from '@inkshelf/contracts';

/** What a hidden novel, chapter, comment or review carries of its moderation state (see entities/moderation-mark.ts). */
export interface HiddenFacts {
  hiddenAt?: Date | null;
  hiddenNote?: string | null;
}

/**
 * `{ moderation }` for content hidden by moderation, else nothing. Only its author (and moderators in the queue)
 * can read hidden content at all, so spreading this into an answer never tells anyone else.
 */
export const moderationMarkOf = (facts: HiddenFacts): { moderation?: ModerationMark } =>
  facts.hiddenAt ? { moderation: { hiddenAt: facts.hiddenAt.toISOString(), note: facts.hiddenNote ?? '' } } : {};
