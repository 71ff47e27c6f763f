/**
 * Loads an author page's user and published novels. The /authors/{slot} slot holds a username or, from some
 * links, a numeric user id: the username lookup goes first, and on a 404 an all-digit slot is tried as an id.
 */
import { isApiError } from '@inkshelf/api-client';
import type { Novel, PublicUser } from '@inkshelf/contracts';
import { useQuery } from '@tanstack/react-query';
import { queries } from '../../api.ts';

export type AuthorProfileState =
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'error'; error: Error }
  | { status: 'ready'; user: PublicUser; novels: Novel[] };

const isIdSlot = (slot: string) => /^\d{1,10}$/.test(slot) && Number(slot) > 0;
const published = (novels: Novel[]) => novels.filter((novel) => novel.status === 'published');

export function useAuthorProfile(slot: string): AuthorProfileState {
  const byName = useQuery(queries.userByUsername({ params: { username: slot } }));
  const nameMissing = isApiError(byName.error, 404);
  const byId = useQuery({
    ...queries.userById({ params: { id: Number(slot) } }),
    enabled: nameMissing && isIdSlot(slot),
  });
  const user = byName.data ?? byId.data;
  const novels = useQuery({
    ...queries.novelsByAuthor({ params: { authorId: user?.id ?? 0 } }),
    enabled: user !== undefined,
    select: published,
  });

  if (byName.isPending) return { status: 'loading' };
  if (byName.isError && !nameMissing) return { status: 'error', error: byName.error };
  if (nameMissing) {
    if (!isIdSlot(slot) || isApiError(byId.error, 404)) return { status: 'not-found' };
    if (byId.isError) return { status: 'error', error: byId.error };
    if (byId.isPending) return { status: 'loading' };
  }
  if (!user || novels.isPending) return { status: 'loading' };
  if (novels.isError) return { status: 'error', error: novels.error };
  return { status: 'ready', user, novels: novels.data };
}
