/**
 * The filter panel's URL state: reading (tolerant), writing (round trip), tri-state genres, saved default, tags
 * required and left out, count.
 */
import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  apiFilters,
  cycleGenre,
  cycleTag,
  genreState,
  readFilters,
  resetFilters,
  tagState,
  withTag,
  wordPresetOf,
  writeFilters,
  type FilterState,
} from './novel-filters.ts';

const read = (search: string) => readFilters(new URLSearchParams(search));

describe('readFilters and writeFilters', () => {
  it('round-trips every filter through the query string, keeping q and dropping the page', () => {
    const state: FilterState = {
      genres: ['Fantasy', 'Slice of Life'],
      excludeGenres: ['Horror'],
      tags: ['Found Family'],
      excludeTags: ['grimdark'],
      status: ['completed', 'hiatus'],
      contentRating: ['teen'],
      minWords: 50_000,
      maxWords: 200_000,
      updatedWithin: 30,
      sortBy: 'wordCount',
    };
    const params = writeFilters(state, new URLSearchParams('q=dragon&page=3&genres=Old'));
    expect(params.toString()).toBe(
      'q=dragon&genres=Fantasy&genres=Slice+of+Life&excludeGenres=Horror&tags=Found+Family&excludeTags=grimdark' +
        '&status=completed&status=hiatus' +
        '&contentRating=teen&minWords=50000&maxWords=200000&updatedWithin=30&sortBy=wordCount',
    );
    expect(readFilters(params)).toEqual(state);
  });

  it('reads comma lists and repeated keys, drops duplicates in any case and values the API would refuse', () => {
    expect(read('genres=Fantasy,romance&genres=fantasy&status=Completed,nope&contentRating=adult')).toEqual({
      genres: ['Fantasy', 'romance'],
      excludeGenres: null,
      tags: [],
      excludeTags: [],
      status: ['completed'],
      contentRating: [],
    });
    expect(read('minWords=-1&maxWords=abc&updatedWithin=0&sortBy=title')).toEqual(read(''));
    // A range that can match nothing keeps its lower bound only; a genre longer than 40 characters drops its list.
    expect(read('minWords=500&maxWords=100')).toMatchObject({ minWords: 500 });
    expect(read('minWords=500&maxWords=100').maxWords).toBeUndefined();
    expect(read(`genres=${'x'.repeat(41)}`).genres).toEqual([]);
  });

  it('tells an absent excludeGenres (saved default applies) from an explicit empty one (nothing left out)', () => {
    expect(read('').excludeGenres).toBeNull();
    expect(read('excludeGenres=').excludeGenres).toEqual([]);
    expect(writeFilters({ ...read(''), excludeGenres: [] }).toString()).toBe('excludeGenres=');
    expect(apiFilters(read(''), ['Horror'])).toEqual({ excludeGenres: ['Horror'] });
    expect(apiFilters(read('excludeGenres='), ['Horror'])).toEqual({});
    expect(apiFilters(read('excludeGenres=Gore'), ['Horror'])).toEqual({ excludeGenres: ['Gore'] });
  });

  it('resets to the bare page, keeping only the search', () => {
    expect(resetFilters(new URLSearchParams('q=sea&genres=Fantasy&excludeGenres=&sortBy=rating')).toString()).toBe(
      'q=sea',
    );
  });

  it('leaves the sort out of the API query where it cannot sort (Search)', () => {
    expect(apiFilters(read('sortBy=rating&status=ongoing'), [], false)).toEqual({ status: ['ongoing'] });
    expect(apiFilters(read('sortBy=rating'), [])).toEqual({ sortBy: 'rating' });
  });
});

describe('tri-state genre chips', () => {
  it('cycle neutral, included, excluded and back, in the URL', () => {
    let params = new URLSearchParams();
    const states: string[] = [];
    for (let step = 0; step < 3; step += 1) {
      const state = readFilters(params);
      states.push(genreState(state, [], 'Drama'));
      params = writeFilters(cycleGenre(state, [], 'Drama'));
      states.push(params.toString());
    }
    expect(states).toEqual(['neutral', 'genres=Drama', 'include', 'excludeGenres=Drama', 'exclude', 'excludeGenres=']);
  });

  it('show the saved default as excluded and keep it implicit until the exclusions change', () => {
    const saved = ['Horror'];
    const state = read('');
    expect(genreState(state, saved, 'horror')).toBe('exclude');
    // Including another genre leaves the default to apply (no excludeGenres in the URL).
    expect(writeFilters(cycleGenre(state, saved, 'Fantasy')).toString()).toBe('genres=Fantasy');
    // Clearing the saved genre for this view writes the exclusions explicitly.
    expect(writeFilters(cycleGenre(state, saved, 'Horror')).toString()).toBe('excludeGenres=');
    expect(writeFilters(cycleGenre(read('genres=Drama'), saved, 'Drama')).toString()).toBe(
      'excludeGenres=Horror&excludeGenres=Drama',
    );
  });
});

describe('tags', () => {
  it('read tidied, drop repeats in any case, and drop a list the API would refuse', () => {
    expect(read('tags=Found%20%20Family,litrpg&tags=LitRPG&excludeTags=grimdark')).toMatchObject({
      tags: ['Found Family', 'litrpg'],
      excludeTags: ['grimdark'],
    });
    expect(read(`tags=${'x'.repeat(41)}`).tags).toEqual([]);
    expect(apiFilters(read('tags=a&excludeTags=b'), [])).toEqual({ tags: ['a'], excludeTags: ['b'] });
    expect(activeFilterCount(read('tags=a&excludeTags=b&excludeTags=c'), [])).toBe(3);
  });

  it('are added required or left out, and their chips go included, excluded, then away', () => {
    let state = withTag(read(''), 'LitRPG', 'include');
    expect(writeFilters(state).toString()).toBe('tags=LitRPG');
    expect(tagState(state, 'litrpg')).toBe('include');
    state = cycleTag(state, 'LitRPG');
    expect(writeFilters(state).toString()).toBe('excludeTags=LitRPG');
    expect(tagState(state, 'LitRPG')).toBe('exclude');
    expect(writeFilters(cycleTag(state, 'LitRPG')).toString()).toBe('');
    // Requiring a left-out tag moves it.
    expect(writeFilters(withTag(state, 'litrpg', 'include')).toString()).toBe('tags=litrpg');
  });
});

describe('activeFilterCount and length presets', () => {
  it('counts each narrowing choice, the saved default included, the sort not', () => {
    expect(activeFilterCount(read('sortBy=rating'), [])).toBe(0);
    expect(activeFilterCount(read('genres=A&genres=B&status=ongoing&minWords=1&maxWords=9&updatedWithin=7'), [])).toBe(
      5,
    );
    expect(activeFilterCount(read(''), ['Horror', 'Gore'])).toBe(2);
    expect(activeFilterCount(read('excludeGenres='), ['Horror'])).toBe(0);
  });

  it('names the preset a range matches', () => {
    expect(wordPresetOf(read(''))).toBeUndefined();
    expect(wordPresetOf(read('maxWords=50000'))).toBe('short');
    expect(wordPresetOf(read('minWords=50000&maxWords=200000'))).toBe('medium');
    expect(wordPresetOf(read('minWords=200000'))).toBe('long');
    expect(wordPresetOf(read('minWords=10'))).toBe('custom');
  });
});
