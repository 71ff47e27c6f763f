/**
 * Recently served validators (ETags) of public reads, so that a revalidation by a signed-out reader is answered
 * 304 without touching the database. Entries live a few seconds and every successful write in this process
 * clears them all; with several processes, an edit made through another one is seen within the time to live.
 */
export class ReadValidators {
  private readonly entries = new Map<string, { etag: string; expires: number }>();

  constructor(
    private readonly ttlMs = 2_000,
    private readonly maxEntries = 50_000,
  ) {}

  /** The validator remembered for `key`, while it is fresh. */
  get(key: string, now = Date.now()): string | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires > now) return entry.etag;
    this.entries.delete(key);
    return undefined;
  }

  remember(key: string, etag: string, now = Date.now()): void {
    this.entries.delete(key);
    this.entries.set(key, { etag, expires: now + this.ttlMs });
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
