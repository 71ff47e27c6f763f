import type { Middleware } from 'koa';
import { Changes, collectChanges, type CacheRegistry } from '../cache/index.ts';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Collects what a write request changed (ORM flushes and the commands' recordChanges) and, once its answer is
 * ready and its transactions committed, announces the tags: the caches here drop them, then the other instances.
 * The write answers after the shared store took the message, so a reader sent elsewhere next finds the change.
 */
export function announceChanges(registry: CacheRegistry): Middleware {
  return async (ctx, next) => {
    if (READS.has(ctx.method)) {
      await next();
      return;
    }
    const changes = new Changes();
    try {
      await collectChanges(changes, async () => {
        await next();
      });
    } finally {
      // A failed request may still have committed part of its work: what changed is announced all the same.
      await registry.announce(changes.tags);
    }
  };
}
