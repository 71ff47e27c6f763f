import type { Novel, SearchResult } from '@inkshelf/contracts';

/**
 * A small in-process cache of recent answers (validators of public reads, search result ids) whose entries live a
 * few seconds and which every successful write in this process clears entirely (see middlewares/fresh-reads.ts).
 * With several processes, writes through another one clear it too when a shared store carries the invalidation
 * (see services/shared-state.ts); without one, a change made through another process is seen within the time to live.
 */
export class TtlCache<T> {
  private readonly entries = new Map<string, { value: T; expires: number }>();
  /** Lookups that found a fresh entry, and those that did not (read by the metrics). */
  hits = 0;
  misses = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 50_000,
  ) {}

  /** The value remembered for `key`, while it is fresh. */
  get(key: string, now = Date.now()): T | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.expires > now) {
      this.hits++;
      return entry.value;
    }
    this.misses++;
    if (entry) this.entries.delete(key);
    return undefined;
  }

  set(key: string, value: T, now = Date.now()): void {
    // The same value, fresh for more than half its time: left as it is (the hottest reads set it on every request).
    const entry = this.entries.get(key);
    if (entry && entry.value === value && entry.expires - now > this.ttlMs / 2) return;
    if (entry) {
      // Renewed where it stands: no allocation and no rehashing for a key set again and again. The eviction order
      // stays that of first insertion; an entry evicted early is only a miss.
      entry.value = value;
      entry.expires = now + this.ttlMs;
      return;
    }
    this.entries.set(key, { value, expires: now + this.ttlMs });
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}

/**
 * The caches that writes clear: chapter validators (2 s), search result pages as answered (30 s) and the home
 * page's latest novels as answered, by page size (5 s: the same list for every visitor, fetched by every home page
 * view, and one the SPEC's own client keeps for 5 minutes).
 */
export interface ReadCaches {
  validators: TtlCache<string>;
  searches: TtlCache<SearchResult>;
  latestNovels: TtlCache<Novel[]>;
}

/** The names of the read caches, for the metrics. */
export const READ_CACHE_NAMES = ['validators', 'searches', 'latestNovels'] as const;

export const createReadCaches = (): ReadCaches => ({
  validators: new TtlCache<string>(2_000),
  searches: new TtlCache<SearchResult>(30_000, 2_000),
  latestNovels: new TtlCache<Novel[]>(5_000, 200),
});

/** Clears every read cache (after a write here, or another instance's). */
export function clearReadCaches(caches: ReadCaches): void {
  for (const name of READ_CACHE_NAMES) caches[name].clear();
}
