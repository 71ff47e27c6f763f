/** Tests of the comment tree: ordering, depth, orphans, cycles and the indentation cap. */
import { describe, expect, it } from 'vitest';
import { buildCommentTree, countReplies, displayDepth, indentFor, isReplyDepthError } from './comment-tree.ts';
import { makeComment } from './test-fixtures.ts';

const ids = (nodes: { comment: { id: number } }[]) => nodes.map((node) => node.comment.id);

describe('buildCommentTree', () => {
  it('puts top-level comments newest first and replies oldest first', () => {
    const tree = buildCommentTree([
      makeComment(1, null, 0),
      makeComment(2, null, 10),
      makeComment(3, 1, 20),
      makeComment(4, 1, 5),
      makeComment(5, null, 30),
    ]);
    expect(ids(tree)).toEqual([5, 2, 1]);
    expect(ids(tree[2]!.replies)).toEqual([4, 3]);
  });

  it('numbers depth from 1 and counts replies at every level', () => {
    const chain = [makeComment(1, null, 0), makeComment(2, 1, 1), makeComment(3, 2, 2), makeComment(4, 3, 3)];
    const [root] = buildCommentTree(chain);
    expect(root!.depth).toBe(1);
    expect(root!.replies[0]!.replies[0]!.replies[0]!.depth).toBe(4);
    expect(countReplies(root!)).toBe(3);
  });

  it('shows replies to missing parents at the top level and survives cycles', () => {
    const tree = buildCommentTree([
      makeComment(1, 99, 0),
      makeComment(2, 3, 1),
      makeComment(3, 2, 2),
      makeComment(4, 4, 3),
    ]);
    // 1 has no parent in the list; 2 and 3 point at each other, so the newer one (3) becomes the root.
    expect(ids(tree).sort()).toEqual([1, 3, 4]);
    const all = JSON.stringify(tree);
    for (const id of [1, 2, 3, 4]) expect(all).toContain(`"id":${id},`);
  });

  it('breaks ties in time by id', () => {
    const tree = buildCommentTree([makeComment(1, null, 0), makeComment(2, null, 0)]);
    expect(ids(tree)).toEqual([2, 1]);
  });
});

describe('displayDepth and indentFor', () => {
  // Depth 1 is the top-level comment, 2 to 6 its first to fifth reply; 7 and 9 never come from the server.
  const depths = [1, 2, 3, 4, 5, 6, 7, 9];

  it('shows a top-level comment at display depth 0 and replies at 1 to 5, never deeper', () => {
    expect(depths.map(displayDepth)).toEqual([0, 1, 2, 3, 4, 5, 5, 5]);
  });

  it('indents 4 units per display depth and caps at 16', () => {
    expect(depths.map(indentFor)).toEqual([0, 4, 8, 12, 16, 16, 16, 16]);
  });
});

describe('isReplyDepthError', () => {
  it('recognises the server message inside a formatted error', () => {
    expect(isReplyDepthError('400: Maximum reply depth of 5 reached for this comment chain.')).toBe(true);
    expect(isReplyDepthError('400: Something else')).toBe(false);
  });
});
