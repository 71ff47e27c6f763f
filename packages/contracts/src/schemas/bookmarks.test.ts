import { describe, expect, it } from 'vitest';
import { novelFixture, now } from '../test-fixtures.ts';
import { issuesOf, parse } from '../test-helpers.ts';
import { BookmarkBodySchema, BookmarkListSchema, BookmarkLookupSchema } from './bookmarks.ts';

describe('bookmark shapes', () => {
  it('carry the novel, or null when it is gone', () => {
    const bookmark = { id: 1, userId: 3, novelId: 1, createdAt: now, novel: novelFixture };
    const orphan = { ...bookmark, id: 2, novelId: 8, novel: null };
    expect(parse(BookmarkListSchema, [bookmark, orphan])).toEqual([bookmark, orphan]);
    expect(parse(BookmarkLookupSchema, null)).toBeNull();
    expect(parse(BookmarkLookupSchema, bookmark)).toEqual(bookmark);
  });
});

describe('BookmarkBodySchema', () => {
  it('needs a positive novelId as a JSON number', () => {
    expect(parse(BookmarkBodySchema, { novelId: 5 })).toEqual({ novelId: 5 });
    for (const novelId of [undefined, 0, -1, 'five', '5', '', 2.5, null]) {
      expect(issuesOf(BookmarkBodySchema, { novelId })).toEqual(['novelId: novelId must be a positive whole number']);
    }
  });
});
