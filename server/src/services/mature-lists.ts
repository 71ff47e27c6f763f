import { CONTENT_RATINGS, type ContentRating } from '@inkshelf/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ReaderPreferencesRepository } from '../repositories/reader-preferences-repository.ts';

/** Whether the signed-in reader (none: signed out) asked the server to leave Mature novels out of every list. */
export async function hidesMature(em: EntityManager, reader: { id: number } | null | undefined): Promise<boolean> {
  return reader ? new ReaderPreferencesRepository(em).hidesMature(reader.id) : false;
}

/**
 * The ratings a list may show: what the request asked (all when nothing), less Mature when the reader hides it.
 * Empty when the reader asked for Mature alone and hides it: the list is then empty.
 */
export function shownRatings(
  asked: readonly ContentRating[] | undefined,
  hideMature: boolean,
): ContentRating[] | undefined {
  if (!hideMature) return asked ? [...asked] : undefined;
  return (asked ?? CONTENT_RATINGS).filter((rating) => rating !== 'mature');
}
