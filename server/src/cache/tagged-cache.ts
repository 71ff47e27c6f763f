import { LRUCache } from 'lru-cache';

/** How a cache is bounded: by entry count, or by size (bytes) with a size of each value. */
export interface CacheBounds<V> {
  /** Most entries kept (least recently used go first). */
  max?: number;
  /** Most total size kept, with `sizeOf` measuring each value. */
  maxSize?: number;
  sizeOf?: (value: V) => number;
  /** Lifetime of an entry in ms; unset keeps it until it is evicted or dropped by a tag; 0 keeps nothing. */
  ttlMs?: number;
}

/** What every named cache reports to the metrics and obeys from the registry. */
export interface NamedCache {
  readonly name: string;
  readonly hits: number;
  readonly misses: number;
  readonly size: number;
  /** Drops the entries carrying any of `tags`. */
  drop(tags: readonly string[]): void;
  clear(): void;
}

interface Entry<V> {
  value: V;
  tags: readonly string[];
}

/**
 * A bounded in-process cache whose entries carry the tags of what they were made from (`novel:12`, `public`):
 * a write announces the tags it changed and every entry carrying one is dropped. `guard` refuses an entry made
 * from data read before a drop of its tags (it would bring back what the write removed).
 */
export class TaggedCache<V> implements NamedCache {
  private readonly entries: LRUCache<string, Entry<V>>;
  private readonly byTag = new Map<string, Set<string>>();
  private readonly keepsNothing: boolean;
  hits = 0;
  misses = 0;

  constructor(
    readonly name: string,
    bounds: CacheBounds<V>,
    private readonly guard: { isStale(tags: readonly string[], since: number): boolean } = neverStale,
  ) {
    this.keepsNothing = bounds.ttlMs === 0;
    const sizeOf = bounds.sizeOf;
    const dispose = (entry: Entry<V>, key: string) => this.untag(key, entry.tags);
    // Lifetimes are checked on read (no timers).
    // The global Date.now looked up on each call, not performance.now: lifetimes follow the clock that tests move.
    const clock = { now: () => Date.now() };
    const lifetime =
      bounds.ttlMs === undefined ? {} : { ttl: bounds.ttlMs, ttlResolution: 0, ttlAutopurge: false, perf: clock };
    this.entries = sizeOf
      ? new LRUCache<string, Entry<V>>({
          ...lifetime,
          max: bounds.max,
          maxSize: bounds.maxSize ?? 64 * 1024 * 1024,
          sizeCalculation: (entry) => Math.max(1, sizeOf(entry.value)),
          dispose,
        })
      : new LRUCache<string, Entry<V>>({ ...lifetime, max: bounds.max ?? 10_000, dispose });
  }

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) {
      this.misses++;
      return undefined;
    }
    this.hits++;
    return entry.value;
  }

  /** Keeps `value` under `key`, unless one of `tags` was dropped after `since` (the registry's epoch at the read). */
  set(key: string, value: V, tags: readonly string[] = [], since?: number): void {
    if (this.keepsNothing) return;
    if (since !== undefined && tags.length > 0 && this.guard.isStale(tags, since)) return;
    const kept = this.entries.get(key, { updateAgeOnGet: false });
    // The hottest reads set the same value on every request: left as it is while it is fresh.
    if (kept !== undefined && kept.value === value) return;
    this.entries.set(key, { value, tags });
    for (const tag of tags) {
      let keys = this.byTag.get(tag);
      if (!keys) this.byTag.set(tag, (keys = new Set()));
      keys.add(key);
    }
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  drop(tags: readonly string[]): void {
    for (const tag of tags) {
      const keys = this.byTag.get(tag);
      if (!keys) continue;
      for (const key of [...keys]) this.entries.delete(key);
    }
  }

  clear(): void {
    this.entries.clear();
    this.byTag.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  private untag(key: string, tags: readonly string[]): void {
    for (const tag of tags) {
      const keys = this.byTag.get(tag);
      if (!keys) continue;
      keys.delete(key);
      if (keys.size === 0) this.byTag.delete(tag);
    }
  }
}

const neverStale = { isStale: () => false };
