import { describe, expect, it } from 'vitest';
import { now } from '../test-fixtures.ts';
import { issuesOf, parse } from '../test-helpers.ts';
import {
  CommentBodySchema,
  CommentListSchema,
  CommentSchema,
  LikedResultSchema,
  LikeToggleResultSchema,
} from './comments.ts';

const comment = {
  id: 4,
  userId: 3,
  chapterId: 9,
  content: 'Nice chapter',
  likes: 0,
  parentId: null,
  createdAt: now,
  user: { id: 3, username: 'bo' },
};

describe('CommentSchema', () => {
  it('accepts a plain comment and a dashboard comment with novel and chapter', () => {
    expect(parse(CommentSchema, comment)).toEqual(comment);
    const dashboard = {
      ...comment,
      parentId: 2,
      novel: { id: 1, title: 'The Dragon Road' },
      chapter: { id: 9, chapterNumber: 3, novelId: 1 },
    };
    expect(parse(CommentListSchema, [dashboard])).toEqual([dashboard]);
  });

  it('refuses negative likes and a missing user', () => {
    expect(issuesOf(CommentSchema, { ...comment, likes: -1 })).toHaveLength(1);
    const { user: _user, ...withoutUser } = comment;
    expect(issuesOf(CommentSchema, withoutUser)).toHaveLength(1);
  });
});

describe('CommentBodySchema', () => {
  it('trims content and makes a missing parentId null', () => {
    expect(parse(CommentBodySchema, { content: '  Hello  ' })).toEqual({ content: 'Hello', parentId: null });
    expect(parse(CommentBodySchema, { content: 'Hi', parentId: null })).toEqual({
      content: 'Hi',
      parentId: null,
    });
    expect(parse(CommentBodySchema, { content: 'Hi', parentId: 7 })).toEqual({ content: 'Hi', parentId: 7 });
  });

  it("answers 'Comment cannot be empty' for missing, empty and whitespace-only content", () => {
    for (const content of [undefined, '', '   ', '\n\t ']) {
      expect(issuesOf(CommentBodySchema, { content })).toEqual(['content: Comment cannot be empty']);
    }
  });

  it('refuses over-long content, non-text content and a bad parentId', () => {
    expect(issuesOf(CommentBodySchema, { content: 'c'.repeat(5001) })).toEqual([
      'content: Comment must be at most 5000 characters',
    ]);
    expect(parse(CommentBodySchema, { content: 'c'.repeat(5000) }).content).toHaveLength(5000);
    expect(issuesOf(CommentBodySchema, { content: { text: 'hi' } })).toEqual(['content: Comment must be text']);
    for (const parentId of [0, -2, 'abc', 1.5, '7', '']) {
      expect(issuesOf(CommentBodySchema, { content: 'Hi', parentId })).toEqual([
        'parentId: parentId must be a positive whole number',
      ]);
    }
  });
});

describe('like results', () => {
  it('describe the toggle and the liked check', () => {
    expect(parse(LikeToggleResultSchema, { liked: true, likes: 3 })).toEqual({ liked: true, likes: 3 });
    expect(parse(LikedResultSchema, { liked: false })).toEqual({ liked: false });
    expect(issuesOf(LikedResultSchema, { liked: 'no' })).toHaveLength(1);
  });
});
