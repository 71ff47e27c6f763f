import { describe, expect, it } from 'vitest';
import {
  clipAtWord,
  formatAverageRating,
  generatedUsername,
  hasVisibleText,
  isGeneratedUsername,
  joinGenres,
  progressPercent,
  rankLabel,
  readingTimeMinutes,
  splitGenres,
} from './format.ts';

describe('readingTimeMinutes', () => {
  it('divides the length by 1000 and rounds up', () => {
    expect(readingTimeMinutes(1)).toBe(1);
    expect(readingTimeMinutes(999)).toBe(1);
    expect(readingTimeMinutes(1000)).toBe(1);
    expect(readingTimeMinutes(1001)).toBe(2);
    expect(readingTimeMinutes(500_000)).toBe(500);
  });

  it('gives 0 for empty, negative or non-finite lengths', () => {
    expect(readingTimeMinutes(0)).toBe(0);
    expect(readingTimeMinutes(-5)).toBe(0);
    expect(readingTimeMinutes(Number.NaN)).toBe(0);
    expect(readingTimeMinutes(Number.POSITIVE_INFINITY)).toBe(0);
  });
});

describe('rankLabel', () => {
  it('labels 1, 2 and 3 specially and every other rank with th', () => {
    expect([1, 2, 3, 4, 5, 10, 11, 21, 22, 23].map(rankLabel)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '5th',
      '10th',
      '11th',
      '21th',
      '22th',
      '23th',
    ]);
  });
});

describe('formatAverageRating', () => {
  it('shows one decimal for numbers and numeric strings', () => {
    expect(formatAverageRating('4.5')).toBe('4.5');
    expect(formatAverageRating('4')).toBe('4.0');
    expect(formatAverageRating(3.456)).toBe('3.5');
    expect(formatAverageRating(5)).toBe('5.0');
    expect(formatAverageRating('0.0')).toBe('0.0');
  });

  it("shows '--' when the rating is missing or not a number", () => {
    expect(formatAverageRating(null)).toBe('--');
    expect(formatAverageRating(undefined)).toBe('--');
    expect(formatAverageRating('')).toBe('--');
    expect(formatAverageRating('abc')).toBe('--');
    expect(formatAverageRating(Number.NaN)).toBe('--');
  });
});

describe('progressPercent', () => {
  it('is chapter number over published count, times 100, rounded', () => {
    expect(progressPercent(1, 3)).toBe(33);
    expect(progressPercent(2, 3)).toBe(67);
    expect(progressPercent(3, 3)).toBe(100);
    expect(progressPercent(1, 8)).toBe(13);
  });

  it('clamps to 0..100 and guards against an empty novel', () => {
    expect(progressPercent(5, 3)).toBe(100);
    expect(progressPercent(-1, 3)).toBe(0);
    expect(progressPercent(1, 0)).toBe(0);
    expect(progressPercent(Number.NaN, 3)).toBe(0);
  });
});

describe('splitGenres', () => {
  it('splits on commas, trims and drops empties', () => {
    expect(splitGenres(' Fantasy, Romance ,, ,Sci-Fi, ')).toEqual(['Fantasy', 'Romance', 'Sci-Fi']);
    expect(splitGenres('')).toEqual([]);
    expect(splitGenres(' , ,')).toEqual([]);
  });

  it('drops case-insensitive duplicates, keeping the first spelling and the order', () => {
    expect(splitGenres('Fantasy, fantasy, Romance, FANTASY, romance')).toEqual(['Fantasy', 'Romance']);
  });

  it('accepts a list, splitting any item that holds commas', () => {
    expect(splitGenres([' Action ', 'Drama, Action', ''])).toEqual(['Action', 'Drama']);
    expect(splitGenres([])).toEqual([]);
  });

  it('round-trips with joinGenres', () => {
    expect(joinGenres(['Fantasy', 'Romance'])).toBe('Fantasy, Romance');
    expect(splitGenres(joinGenres(['Fantasy', 'Romance']))).toEqual(['Fantasy', 'Romance']);
  });
});

describe('hasVisibleText', () => {
  it('ignores tags, non-breaking spaces and whitespace', () => {
    expect(hasVisibleText('<p></p>')).toBe(false);
    expect(hasVisibleText('<p>&nbsp;</p><p> <br></p>')).toBe(false);
    expect(hasVisibleText('  \n ')).toBe(false);
    expect(hasVisibleText('<p>Once upon a time</p>')).toBe(true);
    expect(hasVisibleText('plain text')).toBe(true);
  });
});

describe('generatedUsername', () => {
  it("is 'Reader' followed by a number from 100 to 999", () => {
    expect(generatedUsername(() => 0)).toBe('Reader100');
    expect(generatedUsername(() => 0.5)).toBe('Reader550');
    expect(generatedUsername(() => 0.999_999)).toBe('Reader999');
  });

  it('stays in range even for a misbehaving random source', () => {
    expect(generatedUsername(() => 1)).toBe('Reader999');
    expect(generatedUsername(() => -1)).toBe('Reader100');
  });

  it('uses Math.random by default', () => {
    for (let i = 0; i < 50; i += 1) expect(generatedUsername()).toMatch(/^Reader[1-9]\d{2}$/);
  });

  it('recognises generated-looking names', () => {
    expect(isGeneratedUsername('Reader123')).toBe(true);
    expect(isGeneratedUsername('Reader12345')).toBe(true);
    expect(isGeneratedUsername('Reader12')).toBe(false);
    expect(isGeneratedUsername('reader123')).toBe(false);
    expect(isGeneratedUsername('Reader123x')).toBe(false);
  });
});

describe('clipAtWord', () => {
  it('keeps short text whole on one line, and cuts long text at a word with an ellipsis', () => {
    expect(clipAtWord('  Two\n lines  ', 20)).toBe('Two lines');
    expect(clipAtWord('The slow start, then the storm arrived.', 20)).toBe('The slow start…');
    expect(clipAtWord('x'.repeat(30), 10)).toBe(`${'x'.repeat(10)}…`);
  });
});
