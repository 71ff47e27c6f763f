import { TaggedCache, type CacheBounds, type NamedCache } from './tagged-cache.ts';

/** Where announcements go to and come from other instances (services/shared-state.ts). */
export interface AnnouncementChannel {
  publish(tags: string[]): Promise<void>;
  subscribe(handler: (tags: string[]) => void): void;
}

/** Past this many remembered tag drops the oldest memory is forgotten and older reads are all refused. */
const REMEMBERED_DROPS = 100_000;

/**
 * Every in-process cache of one app, by name, and the one way to invalidate them: `announce(tags)` drops every
 * entry carrying one of the tags here, then tells the other instances, which drop the same. Each drop advances an
 * epoch; an entry made from data read at an earlier epoch than a drop of one of its tags is refused (see set).
 */
export class CacheRegistry {
  private readonly caches: NamedCache[] = [];
  private current = 0;
  private readonly droppedAt = new Map<string, number>();
  /** Reads older than this are refused whatever their tags (the memory of drops before it was forgotten). */
  private floor = 0;
  private channel: AnnouncementChannel | undefined;

  /** A new tagged cache, registered under `name` (its metrics label). */
  cache<V>(name: string, bounds: CacheBounds<V>): TaggedCache<V> {
    const cache = new TaggedCache<V>(name, bounds, this);
    this.register(cache);
    return cache;
  }

  /** Adds a cache of another shape (one keyed by content, which no write makes stale). */
  register(cache: NamedCache): void {
    if (this.caches.some((kept) => kept.name === cache.name)) throw new Error(`cache ${cache.name} exists already`);
    this.caches.push(cache);
  }

  list(): readonly NamedCache[] {
    return this.caches;
  }

  /** The epoch to pass as `since` when the data of an entry is about to be read. */
  epoch(): number {
    return this.current;
  }

  isStale(tags: readonly string[], since: number): boolean {
    if (since < this.floor) return true;
    for (const tag of tags) if ((this.droppedAt.get(tag) ?? -1) > since) return true;
    return false;
  }

  /** Connects the registry to the other instances: their announcements are dropped here too. */
  connect(channel: AnnouncementChannel): void {
    this.channel = channel;
    channel.subscribe((tags) => this.drop(tags));
  }

  /** Drops what `tags` name here and in every other instance; resolves once the shared store took the message. */
  async announce(tags: Iterable<string>): Promise<void> {
    const list = [...new Set(tags)];
    if (list.length === 0) return;
    this.drop(list);
    await this.channel?.publish(list);
  }

  /** Drops what `tags` name in this instance only. */
  drop(tags: readonly string[]): void {
    this.current++;
    if (this.droppedAt.size + tags.length > REMEMBERED_DROPS) {
      this.droppedAt.clear();
      this.floor = this.current;
    }
    for (const tag of tags) this.droppedAt.set(tag, this.current);
    for (const cache of this.caches) cache.drop(tags);
  }
}
