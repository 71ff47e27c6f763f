import { describe, expect, it } from 'vitest';
import { TtlCache } from './ttl-cache.ts';

describe('TtlCache', () => {
  it('forgets an entry once its time is up, and counts hits and misses', () => {
    const cache = new TtlCache<string>(1_000);
    cache.set('a', 'one', 0);
    expect(cache.get('a', 999)).toBe('one');
    expect(cache.get('a', 1_000)).toBeUndefined();
    expect([cache.hits, cache.misses, cache.size]).toEqual([1, 1, 0]);
  });

  it('keeps the time of the same value set again early, and renews it past half its time or for a new value', () => {
    const cache = new TtlCache<string>(1_000);
    cache.set('a', 'one', 0);
    cache.set('a', 'one', 400);
    expect(cache.get('a', 1_000)).toBeUndefined();
    cache.set('a', 'one', 2_000);
    cache.set('a', 'one', 2_600);
    expect(cache.get('a', 3_500)).toBe('one');
    cache.set('b', 'one', 5_000);
    cache.set('b', 'two', 5_100);
    expect(cache.get('b', 6_050)).toBe('two');
  });

  it('drops the oldest entries beyond its size', () => {
    const cache = new TtlCache<number>(1_000, 2);
    cache.set('a', 1, 0);
    cache.set('b', 2, 0);
    cache.set('c', 3, 0);
    expect([cache.get('a', 1), cache.get('b', 1), cache.get('c', 1)]).toEqual([undefined, 2, 3]);
  });

  it('renews an entry where it stands: a value set again keeps its place in the eviction order', () => {
    const cache = new TtlCache<number>(1_000, 2);
    cache.set('a', 1, 0);
    cache.set('b', 2, 0);
    cache.set('a', 10, 900);
    expect(cache.get('a', 1_500)).toBe(10);
    cache.set('c', 3, 1_500);
    expect([cache.get('a', 1_501), cache.get('c', 1_501), cache.size]).toEqual([undefined, 3, 2]);
  });
});
