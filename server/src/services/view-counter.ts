import crypto from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Context } from 'koa';

const HOUR = 60 * 60 * 1000;

/**
 * Counts at most one view per visitor per hour for each novel and chapter, so reloads do not inflate counts.
 * A visitor is the signed-in user, or else the IP and user agent. Memory is bounded: the oldest entries go first.
 */
export class ViewCounter {
  private readonly seen = new Map<string, number>();

  constructor(private readonly maxEntries = 200_000) {}

  /** Whether this visitor's view of `target` counts now (and remembers that it did). */
  shouldCount(target: string, visitor: string, now = Date.now()): boolean {
    const key = `${target}|${visitor}`;
    const last = this.seen.get(key);
    if (last !== undefined && now - last < HOUR) return false;
    this.seen.delete(key);
    this.seen.set(key, now);
    while (this.seen.size > this.maxEntries) {
      const oldest = this.seen.keys().next().value;
      if (oldest === undefined) break;
      this.seen.delete(oldest);
    }
    return true;
  }

  static visitorOf(ctx: Context): string {
    if (ctx.state.user) return `u${ctx.state.user.id}`;
    return `a${crypto
      .createHash('sha1')
      .update(`${ctx.ip}|${ctx.get('user-agent')}`)
      .digest('base64url')}`;
  }

  /** Adds a view to the novel when this visitor has not viewed it within the hour. Never touches updatedAt. */
  async countNovelView(ctx: Context, em: EntityManager, novelId: number): Promise<boolean> {
    if (!this.shouldCount(`n${novelId}`, ViewCounter.visitorOf(ctx))) return false;
    await em.execute('update novels set view_count = view_count + 1 where id = ?', [novelId]);
    return true;
  }

  /** Adds a view to the chapter (and not to the novel) under the same rule. */
  async countChapterView(ctx: Context, em: EntityManager, chapterId: number): Promise<boolean> {
    if (!this.shouldCount(`c${chapterId}`, ViewCounter.visitorOf(ctx))) return false;
    await em.execute('update chapters set view_count = view_count + 1 where id = ?', [chapterId]);
    return true;
  }
}
