import { describe, expect, it } from 'vitest';
import { reviewFixture } from '../test-fixtures.ts';
import { issuesOf, parse } from '../test-helpers.ts';
import { ReviewBodySchema, ReviewListSchema, ReviewSchema } from './reviews.ts';

describe('ReviewSchema', () => {
  it('accepts the wire shape with its writer', () => {
    expect(parse(ReviewListSchema, [reviewFixture])).toEqual([reviewFixture]);
    expect(issuesOf(ReviewSchema, { ...reviewFixture, user: { id: 3 } })).toHaveLength(1);
    expect(issuesOf(ReviewSchema, { ...reviewFixture, rating: 6 })).toHaveLength(1);
  });
});

describe('ReviewBodySchema', () => {
  it('trims the content and accepts ratings 1 to 5', () => {
    for (const rating of [1, 2, 3, 4, 5]) {
      expect(parse(ReviewBodySchema, { content: ' Loved it ', rating })).toEqual({
        content: 'Loved it',
        rating,
      });
    }
  });

  it('takes stars without words as a rating-only review, and refuses over-long or non-text content', () => {
    for (const content of ['   ', '', null, undefined]) {
      expect(parse(ReviewBodySchema, { content, rating: 5 })).toEqual({ content: '', rating: 5 });
    }
    expect(issuesOf(ReviewBodySchema, { content: 42, rating: 5 })).toEqual(['content: Review must be text']);
    expect(issuesOf(ReviewBodySchema, { content: 'r'.repeat(5001), rating: 5 })).toEqual([
      'content: Review must be at most 5000 characters',
    ]);
    expect(parse(ReviewBodySchema, { content: 'r'.repeat(5000), rating: 5 }).content).toHaveLength(5000);
  });

  it.each([[0], [6], [4.5], ['five'], ['4'], [''], [null], [undefined], [-1], [true], [[4]]])(
    'refuses rating %j',
    (rating) => {
      expect(issuesOf(ReviewBodySchema, { content: 'ok', rating })).toEqual([
        'rating: Rating must be a whole number from 1 to 5',
      ]);
    },
  );
});
