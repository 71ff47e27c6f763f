import { describe, expect, it } from 'vitest';
import { LIMITS } from '../constants.ts';
import { novelFixture, reviewFixture as review } from '../test-fixtures.ts';
import { issuesOf, parse } from '../test-helpers.ts';
import {
  CoverImageInputSchema,
  GenreQuerySchema,
  GenresSchema,
  NovelCreateBodySchema,
  NovelDetailSchema,
  NovelListQuerySchema,
  NovelSchema,
  NovelUpdateBodySchema,
  SearchQuerySchema,
  SearchResultSchema,
} from './novels.ts';

const validBody = { title: 'My Novel', description: 'x'.repeat(20), genres: ['Fantasy'] };

describe('NovelSchema and friends', () => {
  it('accept the wire shape', () => {
    expect(parse(NovelSchema, novelFixture)).toEqual(novelFixture);
    expect(parse(NovelSchema, { ...novelFixture, coverImage: null, averageRating: null })).toMatchObject({
      coverImage: null,
      averageRating: null,
    });
    expect(parse(NovelDetailSchema, { ...novelFixture, reviews: [review] }).reviews).toEqual([review]);
    expect(parse(SearchResultSchema, { items: [novelFixture], total: 1 })).toEqual({
      items: [novelFixture],
      total: 1,
    });
  });

  it('refuse unknown enum values and a badly formatted average', () => {
    expect(issuesOf(NovelSchema, { ...novelFixture, status: 'archived' })).toEqual([
      'status: Status must be draft or published',
    ]);
    expect(issuesOf(NovelSchema, { ...novelFixture, averageRating: 4 })).toHaveLength(1);
    expect(issuesOf(NovelSchema, { ...novelFixture, averageRating: '4.25' })).toHaveLength(1);
  });

  it('carry the novel facts: a completion status and whole, non-negative counts of published chapters', () => {
    for (const completionStatus of ['ongoing', 'completed', 'hiatus', 'dropped']) {
      expect(parse(NovelSchema, { ...novelFixture, completionStatus }).completionStatus).toBe(completionStatus);
    }
    expect(issuesOf(NovelSchema, { ...novelFixture, completionStatus: 'published' })).toEqual([
      'completionStatus: Completion status must be ongoing, completed, hiatus or dropped',
    ]);
    const { completionStatus: _status, chapterCount: _chapters, ...withoutFacts } = novelFixture;
    expect(issuesOf(NovelSchema, withoutFacts).map((issue) => issue.split(':')[0])).toEqual([
      'completionStatus',
      'chapterCount',
    ]);
    expect(issuesOf(NovelSchema, { ...novelFixture, wordCount: -1 })).toHaveLength(1);
    expect(issuesOf(NovelSchema, { ...novelFixture, chapterCount: 1.5 })).toHaveLength(1);
  });
});

describe('GenresSchema', () => {
  it('accepts a list or a comma-separated text and normalises it', () => {
    expect(parse(GenresSchema, ' Fantasy , romance,,Romance ')).toEqual(['Fantasy', 'romance']);
    expect(parse(GenresSchema, [' Action', 'action ', 'Drama'])).toEqual(['Action', 'Drama']);
  });

  it('needs at least one genre', () => {
    for (const value of [undefined, null, '', ' , ', [], ['  ']]) {
      expect(issuesOf(GenresSchema, value)).toEqual([': Please enter at least one genre']);
    }
  });

  it('refuses long genres, too many genres and wrong types', () => {
    expect(issuesOf(GenresSchema, ['x'.repeat(41)])).toEqual(['0: Each genre must be at most 40 characters']);
    expect(parse(GenresSchema, ['x'.repeat(40)])).toEqual(['x'.repeat(40)]);
    const eleven = Array.from({ length: 11 }, (_, i) => `g${i}`);
    expect(issuesOf(GenresSchema, eleven)).toEqual([': You can add at most 10 genres']);
    expect(parse(GenresSchema, eleven.slice(0, 10))).toHaveLength(10);
    expect(issuesOf(GenresSchema, [1, 2])).toEqual([': Genres must be a list of names or comma-separated text']);
    expect(issuesOf(GenresSchema, { a: 1 })).toEqual([': Genres must be a list of names or comma-separated text']);
  });
});

describe('NovelCreateBodySchema', () => {
  it('trims, applies the defaults and drops authorId', () => {
    expect(parse(NovelCreateBodySchema, { ...validBody, title: '  My Novel ', authorId: 99 })).toEqual({
      title: 'My Novel',
      description: 'x'.repeat(20),
      genres: ['Fantasy'],
      tags: [],
      status: 'draft',
      contentRating: 'everyone',
      contentWarnings: [],
      completionStatus: 'ongoing',
    });
  });

  it('keeps content warnings from the fixed list, once each in its order, and names the list when refusing', () => {
    const picked = parse(NovelCreateBodySchema, { ...validBody, contentWarnings: ['suicide', 'violence', 'suicide'] });
    expect(picked.contentWarnings).toEqual(['violence', 'suicide']);
    for (const contentWarnings of [['gore'], 'violence', [null], Array(20).fill('violence')]) {
      expect(issuesOf(NovelCreateBodySchema, { ...validBody, contentWarnings })).toEqual([
        expect.stringMatching(
          /^contentWarnings(\.\d+)?: Content warnings must be a list of: violence, graphic-violence,/,
        ),
      ]);
    }
  });

  it('takes a completion status, and refuses an unknown one with a clear message', () => {
    expect(parse(NovelCreateBodySchema, { ...validBody, completionStatus: 'hiatus' }).completionStatus).toBe('hiatus');
    for (const completionStatus of ['finished', 'Completed', '', null, 3]) {
      expect(issuesOf(NovelCreateBodySchema, { ...validBody, completionStatus })).toEqual([
        'completionStatus: Completion status must be ongoing, completed, hiatus or dropped',
      ]);
    }
  });

  it('keeps status, contentRating and coverImage; an empty cover is null', () => {
    const body = {
      ...validBody,
      status: 'published',
      contentRating: 'mature',
      coverImage: 'data:image/png;base64,AA',
    };
    expect(parse(NovelCreateBodySchema, body)).toMatchObject({
      status: 'published',
      contentRating: 'mature',
      coverImage: 'data:image/png;base64,AA',
    });
    expect(parse(NovelCreateBodySchema, { ...validBody, coverImage: '' }).coverImage).toBeNull();
    expect(parse(NovelCreateBodySchema, { ...validBody, coverImage: null }).coverImage).toBeNull();
  });

  it('gives the spec messages for title, description and genres', () => {
    expect(issuesOf(NovelCreateBodySchema, { title: ' ab ', description: 'short', genres: '' })).toEqual([
      'title: Title must be at least 3 characters',
      'description: Description must be at least 20 characters',
      'genres: Please enter at least one genre',
    ]);
    const long = { title: 't'.repeat(101), description: 'd'.repeat(2001), genres: 'a' };
    expect(issuesOf(NovelCreateBodySchema, long)).toEqual([
      'title: Title must be less than 100 characters',
      'description: Description must be less than 2000 characters',
    ]);
    expect(
      parse(NovelCreateBodySchema, { ...long, title: 't'.repeat(100), description: 'd'.repeat(2000) }),
    ).toBeTruthy();
    expect(issuesOf(NovelCreateBodySchema, {})).toEqual([
      'title: Title is required',
      'description: Description is required',
      'genres: Please enter at least one genre',
    ]);
  });

  it('refuses unknown status and rating values and a too large cover', () => {
    expect(issuesOf(NovelCreateBodySchema, { ...validBody, status: 'live', contentRating: 'adult' })).toEqual([
      'status: Status must be draft or published',
      'contentRating: Content rating must be everyone, teen or mature',
    ]);
    const cover = `data:image/jpeg;base64,${'A'.repeat(LIMITS.coverMaxDataLength)}`;
    expect(issuesOf(NovelCreateBodySchema, { ...validBody, coverImage: cover })).toEqual([
      'coverImage: Cover image must be less than 2MB',
    ]);
    expect(issuesOf(CoverImageInputSchema, 5)).toEqual([': Cover image must be an image data string, a URL or null']);
  });

  it('keeps HTML-looking and unicode text as text', () => {
    const body = { ...validBody, title: '<b>Drágon</b> 🐉', genres: "'; DROP TABLE novels; --" };
    expect(parse(NovelCreateBodySchema, body)).toMatchObject({
      title: '<b>Drágon</b> 🐉',
      genres: ["'; DROP TABLE novels; --"],
    });
  });
});

describe('NovelUpdateBodySchema', () => {
  it('accepts a partial body without applying defaults', () => {
    expect(parse(NovelUpdateBodySchema, {})).toEqual({});
    expect(parse(NovelUpdateBodySchema, { genres: 'A, b', authorId: 3 })).toEqual({ genres: ['A', 'b'] });
    expect(parse(NovelUpdateBodySchema, { completionStatus: 'completed' })).toEqual({ completionStatus: 'completed' });
    expect(issuesOf(NovelUpdateBodySchema, { completionStatus: 'done' })).toEqual([
      'completionStatus: Completion status must be ongoing, completed, hiatus or dropped',
    ]);
  });

  it('validates the fields that are present', () => {
    expect(issuesOf(NovelUpdateBodySchema, { title: 'ab', genres: [] })).toEqual([
      'title: Title must be at least 3 characters',
      'genres: Please enter at least one genre',
    ]);
  });
});

describe('NovelListQuerySchema', () => {
  it('defaults to 100 items from offset 0, descending', () => {
    expect(parse(NovelListQuerySchema, {})).toEqual({ limit: 100, offset: 0, sortOrder: 'desc' });
  });

  it('coerces query strings', () => {
    const query = { limit: '10', offset: '20', sortBy: 'bookmarkCount', sortOrder: 'ASC' };
    expect(parse(NovelListQuerySchema, query)).toEqual({
      limit: 10,
      offset: 20,
      sortBy: 'bookmarkCount',
      sortOrder: 'asc',
    });
  });

  it('refuses bad values with clear messages', () => {
    expect(issuesOf(NovelListQuerySchema, { limit: '1000', offset: '-1', sortBy: 'title', sortOrder: 'up' })).toEqual([
      'limit: limit must be at most 100',
      'offset: offset must be at least 0',
      'sortBy: sortBy must be one of viewCount, bookmarkCount, rating, updatedAt, wordCount',
      'sortOrder: sortOrder must be asc or desc',
    ]);
  });
});

describe('GenreQuerySchema and SearchQuerySchema', () => {
  it('default to pages of 12', () => {
    expect(parse(GenreQuerySchema, {})).toEqual({ limit: 12, offset: 0 });
    expect(parse(GenreQuerySchema, { limit: '12', offset: '24' })).toEqual({ limit: 12, offset: 24 });
    expect(parse(SearchQuerySchema, {})).toEqual({ q: '', limit: 12, offset: 0 });
  });

  it('trims the search text and bounds it', () => {
    expect(parse(SearchQuerySchema, { q: '  dragn  ', limit: '5' })).toEqual({
      q: 'dragn',
      limit: 5,
      offset: 0,
    });
    expect(issuesOf(SearchQuerySchema, { q: 'x'.repeat(201) })).toEqual([
      'q: Search text must be at most 200 characters',
    ]);
    expect(issuesOf(SearchQuerySchema, { q: ['a', 'b'] })).toEqual(['q: Search text must be text']);
  });
});
