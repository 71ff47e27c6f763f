/**
 * Client checks of one tag as typed, in the words of the contract's TagNameSchema, without pulling zod into the pages
 * that filter (Browse, Search); the novel form's schema checks the whole list again on submit.
 */
import { LIMITS, MESSAGES, hasInvisibleCharacters, labelKey, tidyLabel } from '@inkshelf/contracts';

const V = MESSAGES.validation;

/** What is wrong with a tag, or null when the server would take it. */
export function tagProblem(text: string): string | null {
  const tag = tidyLabel(text);
  if (tag === '' || tag.includes(',')) return V.tagInvalid;
  if (tag.length > LIMITS.tagMaxLength) return V.tagTooLong;
  return hasInvisibleCharacters(tag) ? V.invisibleCharacters('Tags') : null;
}

/** True when the list already holds the tag in any spelling ('LitRPG' and 'litrpg' are one tag). */
export const hasTag = (list: readonly string[], tag: string): boolean =>
  list.some((item) => labelKey(item) === labelKey(tag));

/** The list without the tag, in any spelling. */
export const withoutTag = (list: readonly string[], tag: string): string[] =>
  list.filter((item) => labelKey(item) !== labelKey(tag));
