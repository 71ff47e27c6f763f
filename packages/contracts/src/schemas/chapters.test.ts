import { describe, expect, it } from 'vitest';
import { chapterFixture, novelFixture, now } from '../test-fixtures.ts';
import { issuesOf, parse } from '../test-helpers.ts';
import {
  ChapterCreateBodySchema,
  ChapterListItemSchema,
  ChapterListQuerySchema,
  ChapterReadHtmlQuerySchema,
  ChapterReadQuerySchema,
  ChapterReadSchema,
  ChapterReadTextSchema,
  ChapterSchema,
  ChapterSummarySchema,
  ChapterUpdateBodySchema,
  LatestUpdateItemSchema,
} from './chapters.ts';

const chapter = chapterFixture;

describe('chapter shapes', () => {
  it('accept a chapter, a summary without content, a read in either form and a latest-updates item', () => {
    expect(parse(ChapterSchema, chapter)).toEqual(chapter);
    const { content: _content, contentHtml: _html, ...summary } = chapter;
    expect(parse(ChapterSummarySchema, chapter)).toEqual(summary);
    const { contentHtml: _alsoHtml, ...listItem } = chapter;
    expect(parse(ChapterListItemSchema, chapter)).toEqual(listItem);
    const readFields = {
      novel: { id: 1, title: 'The Dragon Road', authorId: 2, authorName: 'ana' },
      previousChapterNumber: 2,
      nextChapterNumber: null,
    };
    const { contentHtml: _readHtml, ...textRead } = { ...chapter, ...readFields };
    expect(parse(ChapterReadTextSchema, textRead)).toEqual(textRead);
    const { content: _readText, ...htmlRead } = { ...chapter, ...readFields };
    expect(parse(ChapterReadSchema, htmlRead)).toEqual(htmlRead);
    const item = {
      novel: novelFixture,
      chapters: [summary, { ...summary, id: 8, chapterNumber: 2 }],
      authorUsername: 'ana',
    };
    expect(parse(LatestUpdateItemSchema, item)).toEqual(item);
  });

  it('refuse a chapter without readingTimeMinutes or with a draft-only status typo', () => {
    const { readingTimeMinutes: _minutes, ...rest } = chapter;
    expect(issuesOf(ChapterSchema, rest)).toHaveLength(1);
    expect(issuesOf(ChapterSchema, { ...chapter, status: 'hidden' })).toEqual([
      'status: Status must be draft, published or scheduled',
    ]);
  });
});

describe('chapter reads', () => {
  const read = {
    ...chapter,
    novel: { id: 1, title: 'The Dragon Road', authorId: 2, authorName: 'ana' },
    previousChapterNumber: null,
    nextChapterNumber: 4,
  };

  it('carry one form of the text each: the text read requires content, the HTML read contentHtml', () => {
    const { content: _content, ...withoutText } = read;
    const { contentHtml: _html, ...withoutHtml } = read;
    expect(issuesOf(ChapterReadTextSchema, withoutText)).toEqual([
      'content: Invalid input: expected string, received undefined',
    ]);
    expect(issuesOf(ChapterReadSchema, withoutHtml)).toEqual([
      'contentHtml: Invalid input: expected string, received undefined',
    ]);
    expect(issuesOf(ChapterReadTextSchema, withoutHtml)).toEqual([]);
    expect(issuesOf(ChapterReadSchema, withoutText)).toEqual([]);
  });

  it('leave the other form out of what they parse', () => {
    expect(parse(ChapterReadTextSchema, read)).not.toHaveProperty('contentHtml');
    expect(parse(ChapterReadSchema, read)).not.toHaveProperty('content');
  });

  it("take format 'text' (the default) or 'html', and the HTML read's query only 'html'", () => {
    expect(parse(ChapterReadQuerySchema, {})).toEqual({ format: 'text' });
    expect(parse(ChapterReadQuerySchema, { format: 'text' })).toEqual({ format: 'text' });
    expect(parse(ChapterReadQuerySchema, { format: 'html' })).toEqual({ format: 'html' });
    for (const format of ['xml', 'HTML', '', ['text', 'html']]) {
      expect(issuesOf(ChapterReadQuerySchema, { format })).toEqual(["format: format must be 'text' or 'html'"]);
    }
    expect(parse(ChapterReadHtmlQuerySchema, { format: 'html' })).toEqual({ format: 'html' });
    for (const query of [{}, { format: 'text' }]) {
      expect(issuesOf(ChapterReadHtmlQuerySchema, query)).toEqual(["format: format must be 'text' or 'html'"]);
    }
  });
});

describe('ChapterListQuerySchema', () => {
  it("defaults to the full list and knows 'summary'", () => {
    expect(parse(ChapterListQuerySchema, {})).toEqual({ view: 'full' });
    expect(parse(ChapterListQuerySchema, { view: 'summary' })).toEqual({ view: 'summary' });
    expect(issuesOf(ChapterListQuerySchema, { view: 'lean' })).toEqual(["view: view must be 'full' or 'summary'"]);
  });
});

describe('ChapterCreateBodySchema', () => {
  const body = { title: ' The Gate ', content: 'Text' };

  it('takes the text as content (the text format) or as contentHtml, never both', () => {
    expect(parse(ChapterCreateBodySchema, { title: 'T', contentHtml: '<p>x</p>' }).text).toEqual({
      format: 'html',
      value: '<p>x</p>',
    });
    expect(issuesOf(ChapterCreateBodySchema, { title: 'T' })).toEqual(['content: Chapter content is required']);
    expect(issuesOf(ChapterCreateBodySchema, { title: 'T', content: 'a', contentHtml: '<p>a</p>' })).toEqual([
      'contentHtml: Send the chapter text as content or as contentHtml, not both',
    ]);
  });

  it('applies defaults, trims, and drops novelId', () => {
    expect(parse(ChapterCreateBodySchema, { ...body, novelId: 5 })).toEqual({
      title: 'The Gate',
      text: { format: 'text', value: 'Text' },
      chapterNumber: undefined,
      authorNote: null,
      status: 'draft',
    });
  });

  it('treats a missing, null or 0 chapter number as next', () => {
    for (const chapterNumber of [undefined, null, 0]) {
      expect(parse(ChapterCreateBodySchema, { ...body, chapterNumber }).chapterNumber).toBeUndefined();
    }
    expect(parse(ChapterCreateBodySchema, { ...body, chapterNumber: 12 }).chapterNumber).toBe(12);
  });

  it('refuses a negative, fractional or non-number chapter number (digits as text too) with the spec message', () => {
    for (const chapterNumber of [-1, 1.5, 'two', '3a', true, '4', '0', '']) {
      expect(issuesOf(ChapterCreateBodySchema, { ...body, chapterNumber })).toEqual([
        'chapterNumber: Chapter number is missing or invalid. Please enter a valid chapter number.',
      ]);
    }
  });

  it('keeps an author note, blank notes become null', () => {
    expect(parse(ChapterCreateBodySchema, { ...body, authorNote: ' Thanks! ' }).authorNote).toBe('Thanks!');
    expect(parse(ChapterCreateBodySchema, { ...body, authorNote: '   ' }).authorNote).toBeNull();
    expect(parse(ChapterCreateBodySchema, { ...body, authorNote: null }).authorNote).toBeNull();
    expect(issuesOf(ChapterCreateBodySchema, { ...body, authorNote: 'n'.repeat(5001) })).toEqual([
      "authorNote: Author's note must be at most 5000 characters",
    ]);
    expect(issuesOf(ChapterCreateBodySchema, { ...body, authorNote: 3 })).toEqual([
      "authorNote: Author's note must be text or null",
    ]);
  });

  it('requires visible content, and a title unless it is a draft, within bounds', () => {
    expect(issuesOf(ChapterCreateBodySchema, { content: 'Text', status: 'published' })).toEqual([
      'title: Chapter title is required',
    ]);
    expect(issuesOf(ChapterCreateBodySchema, { title: '  ', content: 'Text', status: 'scheduled' })).toEqual([
      'title: Chapter title is required',
    ]);
    expect(issuesOf(ChapterCreateBodySchema, { title: 'A Title' })).toEqual(['content: Chapter content is required']);
    // A draft may start untitled, as the original client saves one (the server names it "Chapter N").
    expect(parse(ChapterCreateBodySchema, { content: 'Text' })).toMatchObject({ title: '', status: 'draft' });
    expect(parse(ChapterCreateBodySchema, { title: null, content: 'Text', status: 'draft' }).title).toBe('');
    expect(issuesOf(ChapterCreateBodySchema, { title: 42, content: 'Text' })).toEqual([
      'title: Chapter title must be text',
    ]);
    expect(issuesOf(ChapterCreateBodySchema, { title: 't'.repeat(201), content: 'c'.repeat(500_001) })).toEqual([
      'title: Chapter title must be at most 200 characters',
      'content: Chapter content must be at most 500,000 characters',
    ]);
    expect(parse(ChapterCreateBodySchema, { title: 't'.repeat(200), content: 'c'.repeat(500_000) })).toBeTruthy();
  });

  it('refuses an unknown status', () => {
    expect(issuesOf(ChapterCreateBodySchema, { ...body, status: 'archived' })).toEqual([
      'status: Status must be draft, published or scheduled',
    ]);
  });

  it('takes a scheduled chapter with its time and a quiet release, and refuses a time without an offset', () => {
    const scheduled = ChapterCreateBodySchema.parse({
      ...body,
      status: 'scheduled',
      publishAt: '2026-12-07T18:00:00+01:00',
      notifyFollowers: false,
    });
    expect(scheduled).toMatchObject({ status: 'scheduled', notifyFollowers: false });
    expect(scheduled.publishAt?.toISOString()).toBe('2026-12-07T17:00:00.000Z');
    expect(issuesOf(ChapterCreateBodySchema, { ...body, status: 'scheduled', publishAt: '2026-12-07 18:00' })).toEqual([
      'publishAt: publishAt must be a date and time with its offset (ISO 8601)',
    ]);
  });
});

describe('ChapterUpdateBodySchema', () => {
  it('accepts a partial body and applies no defaults', () => {
    expect(parse(ChapterUpdateBodySchema, {})).toEqual({});
    expect(parse(ChapterUpdateBodySchema, { content: 'New text' })).toEqual({
      text: { format: 'text', value: 'New text' },
    });
    expect(parse(ChapterUpdateBodySchema, { contentHtml: '<p>New</p>' })).toEqual({
      text: { format: 'html', value: '<p>New</p>' },
    });
  });

  it('clears a blank author note and keeps an absent one unchanged', () => {
    expect(parse(ChapterUpdateBodySchema, { authorNote: '' })).toEqual({ authorNote: null });
    expect(parse(ChapterUpdateBodySchema, { authorNote: null })).toEqual({ authorNote: null });
    expect(parse(ChapterUpdateBodySchema, { title: 'x' }).authorNote).toBeUndefined();
  });

  it('requires a chapter number above 0 when one is given', () => {
    expect(parse(ChapterUpdateBodySchema, { chapterNumber: 2 }).chapterNumber).toBe(2);
    expect(parse(ChapterUpdateBodySchema, { chapterNumber: null }).chapterNumber).toBeUndefined();
    for (const chapterNumber of [0, '2']) {
      expect(issuesOf(ChapterUpdateBodySchema, { chapterNumber })).toEqual([
        'chapterNumber: Chapter number is missing or invalid. Please enter a valid chapter number.',
      ]);
    }
  });

  it('accepts an ISO expectedUpdatedAt and refuses anything else', () => {
    expect(parse(ChapterUpdateBodySchema, { expectedUpdatedAt: now })).toEqual({ expectedUpdatedAt: now });
    expect(parse(ChapterUpdateBodySchema, { expectedUpdatedAt: null }).expectedUpdatedAt).toBeUndefined();
    expect(issuesOf(ChapterUpdateBodySchema, { expectedUpdatedAt: 'yesterday' })).toEqual([
      'expectedUpdatedAt: expectedUpdatedAt must be an ISO 8601 date-time',
    ]);
    expect(issuesOf(ChapterUpdateBodySchema, { expectedUpdatedAt: 1_700_000_000_000 })).toEqual([
      'expectedUpdatedAt: expectedUpdatedAt must be an ISO 8601 date-time',
    ]);
  });
});
