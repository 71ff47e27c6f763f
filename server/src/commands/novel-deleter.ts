import type { EntityManager } from '@mikro-orm/postgresql';
import type { Novel } from '../entities/index.ts';

/**
 * Deletes a novel and everything that hangs off it: its cover, chapters (with their comments and the likes on
 * them), reviews, bookmarks and everyone's reading progress. One transaction; the foreign keys cascade from the
 * novel row (see the entities' deleteRule), so nothing is left behind even for rows this process never loaded.
 * The caller has authorized the deletion.
 */
export async function deleteNovel(em: EntityManager, novel: Novel): Promise<void> {
  await em.transactional(async (tx) => {
    tx.remove(novel);
    await tx.flush();
  });
}
