/**
 * A few entries that live a fixed time, with no tags: the sitemap index's parts (seo/sitemaps.ts), which change
 * with the catalogue's size, not with any one write. The API's read caches are in cache/.
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
