import { afterEach, describe, expect, it, vi } from 'vitest';
import { CacheRegistry, type AnnouncementChannel } from './registry.ts';
import { Changes, collectChanges, recordChanges } from './changes.ts';
import { tags } from './tags.ts';

/** Two registries joined the way two instances are through the shared store. */
function linkedPair(): [CacheRegistry, CacheRegistry] {
  const handlers: ((tags: string[]) => void)[] = [];
  const channel = (own: number): AnnouncementChannel => ({
    publish: (list) => {
      handlers.forEach((handler, index) => index !== own && handler(list));
      return Promise.resolve();
    },
    subscribe: (handler) => void handlers.push(handler),
  });
  const pair: [CacheRegistry, CacheRegistry] = [new CacheRegistry(), new CacheRegistry()];
  pair.forEach((registry, index) => registry.connect(channel(index)));
  return pair;
}

describe('CacheRegistry', () => {
  afterEach(() => vi.useRealTimers());

  it('drops only the entries carrying an announced tag, in every cache', async () => {
    const registry = new CacheRegistry();
    const pages = registry.cache<string>('pages', { max: 10 });
    const lists = registry.cache<string>('lists', { max: 10 });
    pages.set('/novels/1', 'one', [tags.novel(1)]);
    pages.set('/novels/2', 'two', [tags.novel(2)]);
    lists.set('latest', 'list', [tags.public]);
    await registry.announce([tags.novel(1)]);
    expect(pages.get('/novels/1')).toBeUndefined();
    expect(pages.get('/novels/2')).toBe('two');
    expect(lists.get('latest')).toBe('list');
    await registry.announce([tags.public]);
    expect(lists.get('latest')).toBeUndefined();
    expect(registry.list().map((cache) => [cache.name, cache.size])).toEqual([
      ['pages', 1],
      ['lists', 0],
    ]);
  });

  it('refuses an entry made from data read before a drop of one of its tags', async () => {
    const registry = new CacheRegistry();
    const pages = registry.cache<string>('pages', { max: 10 });
    const since = registry.epoch();
    // A write lands between the read and the store: what was read is stale.
    await registry.announce([tags.novel(1)]);
    pages.set('/novels/1', 'before the write', [tags.novel(1)], since);
    expect(pages.get('/novels/1')).toBeUndefined();
    // Another novel's write does not concern it.
    const later = registry.epoch();
    await registry.announce([tags.novel(2)]);
    pages.set('/novels/1', 'after the write', [tags.novel(1)], later);
    expect(pages.get('/novels/1')).toBe('after the write');
  });

  it('passes announcements to the other instance, which drops and refuses the same', async () => {
    const [one, two] = linkedPair();
    const onTwo = two.cache<string>('pages', { max: 10 });
    onTwo.set('/', 'home', [tags.public]);
    const since = two.epoch();
    await one.announce([tags.public, tags.public]);
    expect(onTwo.get('/')).toBeUndefined();
    onTwo.set('/', 'read before', [tags.public], since);
    expect(onTwo.get('/')).toBeUndefined();
  });

  it('keeps an entry for its lifetime only, on the clock tests move', () => {
    vi.useFakeTimers({ toFake: ['Date'], now: 1_000_000 });
    const registry = new CacheRegistry();
    const latest = registry.cache<string>('latest', { max: 10, ttlMs: 5_000 });
    latest.set('10', 'list', [tags.public]);
    vi.setSystemTime(1_004_999);
    expect(latest.get('10')).toBe('list');
    vi.setSystemTime(1_005_001);
    expect(latest.get('10')).toBeUndefined();
    expect([latest.hits, latest.misses]).toEqual([1, 1]);
  });

  it('keeps nothing with a lifetime of 0', () => {
    const registry = new CacheRegistry();
    const parts = registry.cache<string>('parts', { max: 2, ttlMs: 0 });
    parts.set('novels', 'index');
    expect(parts.get('novels')).toBeUndefined();
  });

  it('refuses a second cache of the same name', () => {
    const registry = new CacheRegistry();
    registry.cache('pages', { max: 1 });
    expect(() => registry.cache('pages', { max: 1 })).toThrow('cache pages exists already');
  });
});

describe('collectChanges', () => {
  it('gathers what the work records, and recording outside a scope changes nothing', async () => {
    recordChanges(['stray']);
    const changes = new Changes();
    await collectChanges(changes, async () => {
      recordChanges([tags.novel(3)]);
      await Promise.resolve();
      recordChanges([tags.public, tags.novel(3)]);
    });
    expect([...changes.tags]).toEqual(['novel:3', 'public']);
  });
});
