import type { Novel, SearchResult } from '@inkshelf/contracts';
import { CacheRegistry } from './registry.ts';
import type { TaggedCache } from './tagged-cache.ts';
import { tags } from './tags.ts';

export { CacheRegistry } from './registry.ts';
export { TaggedCache, type NamedCache } from './tagged-cache.ts';
export { tags, ACCOUNT_CHANGE } from './tags.ts';
export { Changes, collectChanges, recordChanges, ChangeRecorder } from './changes.ts';

/**
 * The API's read caches. Lifetimes stay as a safety net for an instance that misses an announcement (its shared
 * store away): chapter validators 2 s, latest novels 5 s (the SPEC's own client keeps them 5 minutes), searches 30 s.
 */
export interface ReadCaches {
  registry: CacheRegistry;
  /** A public chapter read's ETag by novel, slot and format: a signed-out revalidation is answered from it. */
  validators: TaggedCache<string>;
  searches: TaggedCache<SearchResult>;
  latestNovels: TaggedCache<Novel[]>;
}

export function createReadCaches(registry = new CacheRegistry()): ReadCaches {
  return {
    registry,
    validators: registry.cache<string>('chapter_validators', { max: 50_000, ttlMs: 2_000 }),
    searches: registry.cache<SearchResult>('searches', { max: 2_000, ttlMs: 30_000 }),
    latestNovels: registry.cache<Novel[]>('latest_novels', { max: 200, ttlMs: 5_000 }),
  };
}

/** The validator key of a chapter read, and the tags it carries. */
export const chapterReadKey = (novelId: number | string, slot: number | string, format: 'text' | 'html') =>
  `${novelId}/${slot}.${format}`;
export const chapterReadTags = (novelId: number) => [tags.novel(novelId), tags.novels];

/** What lists and search pages depend on: any public change. */
export const LIST_TAGS = [tags.public] as const;
