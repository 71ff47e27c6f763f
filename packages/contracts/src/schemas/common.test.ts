import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { issuesOf, parse } from '../test-helpers.ts';
import {
  ErrorBodySchema,
  HealthSchema,
  IdParamSchema,
  idParamSchema,
  integerBody,
  integerInput,
  integerQuery,
  IsoDateTimeSchema,
  LimitQuerySchema,
  optionalIntegerBody,
  optionalIntegerInput,
  positiveIdBody,
  toErrorBody,
} from './common.ts';

describe('IdParamSchema', () => {
  it('turns a decimal string into a positive integer', () => {
    expect(parse(IdParamSchema, { id: '42' })).toEqual({ id: 42 });
    expect(parse(IdParamSchema, { id: 7 })).toEqual({ id: 7 });
    expect(parse(IdParamSchema, { id: ' 8 ' })).toEqual({ id: 8 });
    expect(parse(IdParamSchema, { id: '2147483647' })).toEqual({ id: 2_147_483_647 });
  });

  it.each([
    ['abc'],
    ['0'],
    ['-3'],
    ['1.5'],
    ['1e3'],
    ['0x10'],
    [''],
    ['2147483648'],
    ['99999999999999999999999'],
    [Number.NaN],
    [1.5],
    [null],
    [true],
    [['1']],
    [undefined],
  ])('refuses %j with one clear message', (id) => {
    expect(issuesOf(IdParamSchema, { id })).toEqual(['id: id must be a positive whole number']);
  });

  it('names the slot it reads', () => {
    const schema = idParamSchema('novelId');
    expect(parse(schema, { novelId: '3' })).toEqual({ novelId: 3 });
    expect(issuesOf(schema, { novelId: 'x' })).toEqual(['novelId: novelId must be a positive whole number']);
  });
});

describe('integerInput', () => {
  const schema = integerInput('count', { min: 2, max: 9 });

  it('gives per-rule messages without a single message', () => {
    expect(parse(schema, '5')).toBe(5);
    expect(issuesOf(schema, undefined)).toEqual([': count is required']);
    expect(issuesOf(schema, '')).toEqual([': count is required']);
    expect(issuesOf(schema, 'five')).toEqual([': count must be a whole number']);
    expect(issuesOf(schema, 2.5)).toEqual([': count must be a whole number']);
    expect(issuesOf(schema, 1)).toEqual([': count must be at least 2']);
    expect(issuesOf(schema, '10')).toEqual([': count must be at most 9']);
  });
});

describe('integerQuery and LimitQuerySchema', () => {
  it('defaults a missing or empty limit to 10', () => {
    expect(parse(LimitQuerySchema, {})).toEqual({ limit: 10 });
    expect(parse(LimitQuerySchema, { limit: '' })).toEqual({ limit: 10 });
    expect(parse(LimitQuerySchema, { limit: '25' })).toEqual({ limit: 25 });
  });

  it('keeps the limit within 1..100', () => {
    expect(issuesOf(LimitQuerySchema, { limit: '0' })).toEqual(['limit: limit must be at least 1']);
    expect(issuesOf(LimitQuerySchema, { limit: '101' })).toEqual(['limit: limit must be at most 100']);
    expect(issuesOf(LimitQuerySchema, { limit: '-1' })).toEqual(['limit: limit must be at least 1']);
    expect(issuesOf(LimitQuerySchema, { limit: 'ten' })).toEqual(['limit: limit must be a whole number']);
    expect(issuesOf(LimitQuerySchema, { limit: '2.5' })).toEqual(['limit: limit must be a whole number']);
    expect(issuesOf(LimitQuerySchema, { limit: ['1', '2'] })).toEqual(['limit: limit must be a whole number']);
  });

  it('reports a huge number once', () => {
    const schema = integerQuery('n', { min: 0, max: 5, fallback: 0 });
    expect(issuesOf(schema, '1e400')).toEqual([': n must be a whole number']);
    expect(issuesOf(schema, '123456789012345678901234567890')).toEqual([': n must be a whole number']);
  });
});

describe('optionalIntegerInput', () => {
  const schema = optionalIntegerInput('n', { min: 1, max: 5, message: 'bad n' });

  it('treats null, empty text and a missing value as undefined', () => {
    expect(parse(schema, undefined)).toBeUndefined();
    expect(parse(schema, null)).toBeUndefined();
    expect(parse(schema, ' ')).toBeUndefined();
    expect(parse(schema, '3')).toBe(3);
  });

  it('uses the single message for every failure', () => {
    for (const value of [0, 6, 'x', 1.5, false, {}]) expect(issuesOf(schema, value)).toEqual([': bad n']);
  });
});

describe('integerBody (JSON bodies: numbers only)', () => {
  const schema = integerBody('count', { min: 2, max: 9 });

  it('accepts a JSON number and refuses digits as text with a message naming the field', () => {
    expect(parse(schema, 5)).toBe(5);
    for (const value of ['5', ' 5 ', '', 'five', null, true, [5], { n: 5 }, 2.5, Number.NaN]) {
      expect(issuesOf(schema, value)).toEqual([': count must be a whole number']);
    }
    expect(issuesOf(schema, undefined)).toEqual([': count is required']);
    expect(issuesOf(schema, 1)).toEqual([': count must be at least 2']);
    expect(issuesOf(schema, 10)).toEqual([': count must be at most 9']);
  });

  it('uses the single message when given, and sets the field inside an object', () => {
    const rated = z.object({ rating: integerBody('rating', { min: 1, max: 5, message: 'bad rating' }) });
    expect(issuesOf(rated, { rating: '5' })).toEqual(['rating: bad rating']);
    expect(issuesOf(rated, {})).toEqual(['rating: bad rating']);
    expect(parse(rated, { rating: 5 })).toEqual({ rating: 5 });
  });
});

describe('optionalIntegerBody', () => {
  const schema = optionalIntegerBody('n', { min: 1, max: 5, message: 'bad n' });

  it('treats null and a missing value as undefined, and refuses any text', () => {
    expect(parse(schema, undefined)).toBeUndefined();
    expect(parse(schema, null)).toBeUndefined();
    expect(parse(schema, 3)).toBe(3);
    for (const value of ['3', '', ' ', 0, 6, 'x', 1.5, false, {}]) expect(issuesOf(schema, value)).toEqual([': bad n']);
  });
});

describe('positiveIdBody', () => {
  it('accepts a positive JSON number only', () => {
    const schema = z.object({ novelId: positiveIdBody('novelId') });
    expect(parse(schema, { novelId: 3 })).toEqual({ novelId: 3 });
    for (const novelId of ['3', 0, -1, 2_147_483_648, undefined]) {
      expect(issuesOf(schema, { novelId })).toEqual(['novelId: novelId must be a positive whole number']);
    }
  });
});

describe('IsoDateTimeSchema', () => {
  it('accepts ISO date-times with Z or an offset only', () => {
    expect(IsoDateTimeSchema.safeParse('2025-05-20T10:00:00.000Z').success).toBe(true);
    expect(IsoDateTimeSchema.safeParse('2025-05-20T10:00:00+02:00').success).toBe(true);
    expect(IsoDateTimeSchema.safeParse('2025-05-20').success).toBe(false);
    expect(IsoDateTimeSchema.safeParse('May 20, 2025').success).toBe(false);
  });
});

describe('ErrorBodySchema, HealthSchema and toErrorBody', () => {
  it('describe the error and health answers', () => {
    expect(parse(ErrorBodySchema, { message: 'Novel not found' })).toEqual({ message: 'Novel not found' });
    expect(issuesOf(ErrorBodySchema, {})).toHaveLength(1);
    expect(parse(HealthSchema, { status: 'ok', database: 'embedded' })).toEqual({
      status: 'ok',
      database: 'embedded',
    });
    expect(issuesOf(HealthSchema, { status: 'ok', database: 'mysql' })).toHaveLength(1);
  });

  it('turns a parse failure into { message, field, issues } with the first issue first', () => {
    const schema = z.object({ a: z.string('A is wrong'), b: z.object({ c: z.number('C is wrong') }) });
    const result = schema.safeParse({ b: { c: 'x' } });
    expect(result.success).toBe(false);
    if (result.success) return;
    const body = toErrorBody(result.error);
    expect(body).toEqual({
      message: 'A is wrong',
      field: 'a',
      issues: [
        { path: ['a'], message: 'A is wrong' },
        { path: ['b', 'c'], message: 'C is wrong' },
      ],
    });
    expect(parse(ErrorBodySchema, body)).toEqual(body);
  });

  it('leaves out the field for a root-level issue', () => {
    const result = z.string('Expected text').safeParse(1);
    if (result.success) throw new Error('should fail');
    expect(toErrorBody(result.error)).toEqual({
      message: 'Expected text',
      issues: [{ path: [], message: 'Expected text' }],
    });
  });
});
