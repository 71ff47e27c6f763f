/**
 * Builds the comment tree from the flat list: top level newest first, replies oldest first, depth from 1. A chain
 * holds a top-level comment and at most LIMITS.maxReplyDepth (5) replies below it; the helpers below turn a
 * node's depth into its display depth, its indentation and whether it may still be answered.
 */
import { LIMITS, MESSAGES, type Comment } from '@inkshelf/contracts';

export type CommentData = Pick<
  Comment,
  'id' | 'userId' | 'chapterId' | 'content' | 'likes' | 'parentId' | 'createdAt' | 'user'
> &
  Partial<Pick<Comment, 'novel' | 'chapter' | 'moderation'>>;

export interface CommentNode<C extends CommentData = CommentData> {
  comment: C;
  /** 1 for a top-level comment, parent's depth + 1 for a reply (a fifth reply, the deepest, has depth 6). */
  depth: number;
  replies: CommentNode<C>[];
}

const time = (comment: CommentData) => {
  const ms = Date.parse(comment.createdAt);
  return Number.isNaN(ms) ? 0 : ms;
};
const oldestFirst = (a: CommentData, b: CommentData) => time(a) - time(b) || a.id - b.id;
const newestFirst = (a: CommentData, b: CommentData) => time(b) - time(a) || b.id - a.id;

/**
 * Nests the flat list by parentId. A reply whose parent is missing from the list is shown at the top level;
 * comments caught in a parent cycle (never sent by the server) are shown at the top level once each.
 */
export function buildCommentTree<C extends CommentData>(comments: readonly C[]): CommentNode<C>[] {
  const byId = new Map(comments.map((comment) => [comment.id, comment]));
  const children = new Map<number, C[]>();
  const roots: C[] = [];
  for (const comment of comments) {
    const parent = comment.parentId;
    if (parent === null || parent === comment.id || !byId.has(parent)) {
      roots.push(comment);
    } else {
      const siblings = children.get(parent) ?? [];
      siblings.push(comment);
      children.set(parent, siblings);
    }
  }

  const placed = new Set<number>();
  const grow = (comment: C, depth: number): CommentNode<C> => {
    placed.add(comment.id);
    const replies = (children.get(comment.id) ?? [])
      .filter((reply) => !placed.has(reply.id))
      .sort(oldestFirst)
      .map((reply) => grow(reply, depth + 1));
    return { comment, depth, replies };
  };

  const tree = roots.sort(newestFirst).map((root) => grow(root, 1));
  const stranded = comments.filter((comment) => !placed.has(comment.id)).sort(newestFirst);
  for (const comment of stranded) {
    if (!placed.has(comment.id)) tree.push(grow(comment, 1));
  }
  return tree;
}

/** Spacing units of indentation per display depth. */
const INDENT_STEP = 4;

/**
 * How deep a comment is shown: 0 for a top-level comment, 1 to 5 for the first to the fifth reply of its
 * chain; never more than LIMITS.maxReplyDepth (5), whatever the data says (spec section 2).
 */
export function displayDepth(depth: number): number {
  return Math.min(Math.max(0, depth - 1), LIMITS.maxReplyDepth);
}

/** Indentation of a comment in spacing units: 4 per display depth, capped at 16 (spec sections 2 and 9). */
export function indentFor(depth: number): number {
  return Math.min(displayDepth(depth) * INDENT_STEP, LIMITS.indentationCap);
}

/** Number of comments in a subtree's replies, all levels. */
export function countReplies(node: CommentNode): number {
  return node.replies.reduce((sum, reply) => sum + 1 + countReplies(reply), 0);
}

/** Whether a failure is the server refusing a reply past the maximum depth. */
export function isReplyDepthError(message: string): boolean {
  return message.includes(MESSAGES.errors.maxReplyDepth);
}
