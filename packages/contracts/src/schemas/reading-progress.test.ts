import { describe, expect, it } from 'vitest';
import { chapterFixture, novelFixture, now } from '../test-fixtures.ts';
import { issuesOf, parse } from '../test-helpers.ts';
import {
  LatestProgressResponseSchema,
  NovelReadingHistoryResponseSchema,
  ReadingHistoryQuerySchema,
  ReadingProgressBodySchema,
  ReadingProgressListSchema,
} from './reading-progress.ts';

describe('reading progress shapes', () => {
  it('accept history items, including ones whose novel or chapter is gone', () => {
    const item = {
      id: 1,
      userId: 4,
      novelId: 1,
      chapterId: 9,
      progress: 33,
      lastReadAt: now,
      novel: { id: 1, title: 'The Dragon Road', coverImage: null, authorName: 'ana' },
      chapter: { id: 9, chapterNumber: 3, title: 'The Gate' },
    };
    const gone = { ...item, id: 2, chapterId: null, novel: null, chapter: null };
    expect(parse(ReadingProgressListSchema, [item, gone])).toEqual([item, gone]);
    expect(issuesOf(ReadingProgressListSchema, [{ ...item, progress: 101 }])).toHaveLength(1);
  });

  it('accept the latest progress and the per-novel history, or null', () => {
    const { content: _content, contentHtml: _html, ...summary } = chapterFixture;
    const latest = { novel: novelFixture, chapter: summary, progress: 50, lastReadAt: now };
    expect(parse(LatestProgressResponseSchema, latest)).toEqual(latest);
    expect(parse(LatestProgressResponseSchema, null)).toBeNull();
    expect(parse(NovelReadingHistoryResponseSchema, { chapterId: 9, chapterNumber: 3 })).toEqual({
      chapterId: 9,
      chapterNumber: 3,
    });
    expect(parse(NovelReadingHistoryResponseSchema, null)).toBeNull();
  });
});

describe('ReadingProgressBodySchema', () => {
  it('accepts ids and a whole percent from 0 to 100', () => {
    for (const progress of [0, 50, 100]) {
      expect(parse(ReadingProgressBodySchema, { novelId: 1, chapterId: 9, progress })).toEqual({
        novelId: 1,
        chapterId: 9,
        progress,
      });
    }
  });

  it('keeps a progress above 100 as 100 (the original client after a chapter was deleted)', () => {
    for (const progress of [101, 250]) {
      expect(parse(ReadingProgressBodySchema, { novelId: 1, chapterId: 9, progress }).progress).toBe(100);
    }
  });

  it('takes JSON numbers only: digits as text are refused, field by field', () => {
    expect(issuesOf(ReadingProgressBodySchema, { novelId: '1', chapterId: '9', progress: '42' })).toEqual([
      'novelId: novelId must be a positive whole number',
      'chapterId: chapterId must be a positive whole number',
      'progress: Progress must be a whole number from 0 to 100',
    ]);
  });

  it('refuses out-of-range or fractional progress and missing ids', () => {
    for (const progress of [-1, 33.3, 'half', undefined, null]) {
      expect(issuesOf(ReadingProgressBodySchema, { novelId: 1, chapterId: 9, progress })).toEqual([
        'progress: Progress must be a whole number from 0 to 100',
      ]);
    }
    expect(issuesOf(ReadingProgressBodySchema, { progress: 1 })).toEqual([
      'novelId: novelId must be a positive whole number',
      'chapterId: chapterId must be a positive whole number',
    ]);
  });
});

describe('ReadingHistoryQuerySchema', () => {
  it('defaults to 50', () => {
    expect(parse(ReadingHistoryQuerySchema, {})).toEqual({ limit: 50 });
    expect(parse(ReadingHistoryQuerySchema, { limit: '20' })).toEqual({ limit: 20 });
    expect(issuesOf(ReadingHistoryQuerySchema, { limit: '0' })).toEqual(['limit: limit must be at least 1']);
  });
});
