import { MESSAGES, type Follow, type FollowBody } from '@inkshelf/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { User } from '../entities/index.ts';
import { badRequest, notFound } from '../errors.ts';
import { presentAuthorFollow, presentNovelFollow } from '../presenters/follow.ts';
import { FollowRepository } from '../repositories/follow-repository.ts';

const F = MESSAGES.follows;

/**
 * Follows a novel or an author for the reader and answers the follow as it stands, `created: false` when it was
 * already there. A novel the reader may not see is 404 'Novel not found' (a draft does not reveal that it exists);
 * an id that is no author is 404 'Author not found'; the reader's own account is 400.
 */
export async function follow(
  em: EntityManager,
  reader: User,
  body: FollowBody,
): Promise<{ created: boolean; follow: Follow }> {
  const follows = new FollowRepository(em);
  if (body.novelId !== undefined) {
    const written = await follows.followNovel(reader.id, body.novelId);
    if (!written) throw notFound(MESSAGES.errors.novelNotFound);
    return { created: written.created, follow: presentNovelFollow(written) };
  }
  const authorId = body.authorId!;
  if (authorId === reader.id) throw badRequest(F.cannotFollowSelf);
  const written = await follows.followAuthor(reader.id, authorId);
  if (!written) throw notFound(F.authorNotFound);
  return { created: written.created, follow: presentAuthorFollow(written) };
}
