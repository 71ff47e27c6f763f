import type { EntityManager } from '@mikro-orm/postgresql';
import type { Novel } from '../entities/index.ts';

/**
 * The foreign keys cascade from the novel row (see the entities' deleteRule), so its cover, chapters, comments, likes,
 * reviews, bookmarks and reading progress go too, even rows this process never loaded. The caller has authorized it.
 */
export async function deleteNovel(em: EntityManager, novel: Novel): Promise<void> {
  await em.transactional(async (tx) => {
    tx.remove(novel);
    await tx.flush();
  });
}
