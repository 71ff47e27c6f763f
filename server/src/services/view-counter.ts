import crypto from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Context } from 'koa';
import type { Logger } from '../logger.ts';
import { ReadTally } from './read-tally.ts';

const HOUR = 60 * 60 * 1000;

type Target = 'novels' | 'chapters';

/** Address and user-agent pairs to their visitor hash, for the readers of the last moments (see anonymousVisitor). */
const recentVisitors = new Map<string, string>();
const RECENT_VISITORS = 10_000;

/**
 * Counts at most one view per visitor (the user, else IP and user agent) per hour per novel and chapter, so reloads do
 * not inflate counts. Written behind, one statement per table every `flushEveryMs`, so a read never waits for a row
 * update; answers add the unwritten views, and a crash loses at most one interval.
 */
export class ViewCounter {
  private readonly seen = new Map<string, number>();
  private pending = { novels: new Map<number, number>(), chapters: new Map<number, number>() };
  private writing = { novels: new Map<number, number>(), chapters: new Map<number, number>() };
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly store: { orm: MikroORM; logger: Logger } | null = null,
    private readonly options: { maxEntries?: number; flushEveryMs?: number; reads?: ReadTally } = {},
  ) {}

  /** Starts the periodic write; it never keeps the process alive. */
  start(): this {
    this.timer ??= setInterval(() => void this.flush(), this.options.flushEveryMs ?? 1_000);
    this.timer.unref();
    return this;
  }

  /** Stops the periodic write and writes what is left. */
  async close(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.flush();
  }

  /** Whether this visitor's view of `target` counts now (and remembers that it did). */
  shouldCount(target: string, visitor: string, now = Date.now()): boolean {
    const key = `${target}|${visitor}`;
    const last = this.seen.get(key);
    if (last !== undefined && now - last < HOUR) return false;
    this.seen.delete(key);
    this.seen.set(key, now);
    const maxEntries = this.options.maxEntries ?? 200_000;
    while (this.seen.size > maxEntries) {
      const oldest = this.seen.keys().next().value;
      if (oldest === undefined) break;
      this.seen.delete(oldest);
    }
    return true;
  }

  static visitorOf(ctx: Context): string {
    if (ctx.state.user) return `u${ctx.state.user.id}`;
    return ViewCounter.anonymousVisitor(ctx.ip, ctx.get('user-agent'));
  }

  /**
   * A signed-out visitor: the address and user agent, hashed so that each remembered view takes little memory. A
   * reader sends the same pair with every request, so recent pairs keep their hash (a pure function's memo).
   */
  static anonymousVisitor(ip: string, userAgent: string): string {
    const pair = `${ip}|${userAgent}`;
    let visitor = recentVisitors.get(pair);
    if (visitor === undefined) {
      visitor = `a${crypto.hash('sha1', pair, 'base64url')}`;
      // Bounded in entries and in size: an oversized user agent is hashed every time rather than kept.
      if (pair.length > 512) return visitor;
      if (recentVisitors.size >= RECENT_VISITORS) recentVisitors.clear();
      recentVisitors.set(pair, visitor);
    }
    return visitor;
  }

  /** Adds a view to the novel when this visitor has not viewed it within the hour. Never touches updatedAt. */
  countNovelView(ctx: Context, novelId: number): boolean {
    return this.count('novels', `n${novelId}`, novelId, ctx);
  }

  /**
   * Adds a view to the chapter (and not to the novel) under the same rule, and counts a read for the author's
   * analytics (ReadTally: once a day) unless `asRead` is false (the author reading their own chapter).
   */
  countChapterView(ctx: Context, chapterId: number, asRead = true): boolean {
    if (asRead) {
      const reader = { userId: ctx.state.user?.id, ip: ctx.ip, userAgent: ctx.get('user-agent') };
      this.options.reads?.count(reader, chapterId);
    }
    return this.count('chapters', `c${chapterId}`, chapterId, ctx);
  }

  /** Views counted for a novel or chapter that the database does not hold yet. */
  unwritten(target: Target, id: number): number {
    return (this.pending[target].get(id) ?? 0) + (this.writing[target].get(id) ?? 0);
  }

  /** Writes the counted views now; concurrent calls wait for the write in progress. */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(async () => {
      await this.write();
      await this.options.reads?.flush();
    });
    return this.flushing;
  }

  private count(target: Target, key: string, id: number, ctx: Context): boolean {
    return this.countFor(target, key, id, ViewCounter.visitorOf(ctx));
  }

  private countFor(target: Target, key: string, id: number, visitor: string): boolean {
    if (!this.shouldCount(key, visitor)) return false;
    this.pending[target].set(id, (this.pending[target].get(id) ?? 0) + 1);
    return true;
  }

  private async write(): Promise<void> {
    if (!this.store || (this.pending.novels.size === 0 && this.pending.chapters.size === 0)) return;
    this.writing = this.pending;
    this.pending = { novels: new Map(), chapters: new Map() };
    const em = this.store.orm.em.fork();
    for (const target of ['novels', 'chapters'] as const) {
      const counts = this.writing[target];
      if (counts.size === 0) continue;
      try {
        await em.execute(
          `update ${target} t set view_count = t.view_count + v.n
           from unnest(?::int[], ?::int[]) as v(id, n) where t.id = v.id`,
          [`{${[...counts.keys()].join(',')}}`, `{${[...counts.values()].join(',')}}`],
        );
      } catch (error) {
        // Keep the views for the next round rather than losing them to a passing database error.
        this.store.logger.error({ err: error, target, rows: counts.size }, 'could not write view counts');
        for (const [id, n] of counts) this.pending[target].set(id, (this.pending[target].get(id) ?? 0) + n);
      }
    }
    this.writing = { novels: new Map(), chapters: new Map() };
  }
}

/** The site's view counter with its read tally for the analytics, started. */
export function startViewCounter(
  store: { orm: MikroORM; logger: Logger },
  secret: string,
  now?: () => Date,
): ViewCounter {
  return new ViewCounter(store, { reads: new ReadTally(store, { secret, now }) }).start();
}
