import { MESSAGES } from '@inkshelf/contracts';
import { rule } from './policy.ts';

/** A takedown case's content, as far as who may answer for it goes: the authors of what it names. */
export interface TakedownAuthors {
  authorIds: readonly number[];
}

/**
 * Anyone may file a notice, and moderators and admins act on cases (`moderationPolicy.moderate`); a counter-notice
 * is for an author of the content the case named, nobody else (not staff: they decide on it).
 */
export const takedownPolicy = {
  counterNotice: rule<TakedownAuthors>(
    (user, target) => target.authorIds.includes(user.id),
    MESSAGES.takedowns.counterNoticeNotAuthor,
  ),
};
