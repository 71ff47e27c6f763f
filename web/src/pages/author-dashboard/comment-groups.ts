/** Dashboard comment threads: trees by parentId, ordered by novel title then chapter number, newest first within. */
import type { Comment } from '@inkshelf/contracts';
import { buildCommentTree, type CommentNode } from '@inkshelf/reader-ui';

export interface ChapterGroup {
  chapterId: number;
  novelId: number;
  novelTitle: string;
  chapterNumber: number;
  /** The comments of these threads, flat (CommentThread builds the tree again). */
  comments: Comment[];
}

const flatten = (node: CommentNode<Comment>): Comment[] => [node.comment, ...node.replies.flatMap(flatten)];

/** Top-level threads in the dashboard's order. */
export function orderedThreads(comments: readonly Comment[]): CommentNode<Comment>[] {
  const tree = buildCommentTree(comments);
  const time = (node: CommentNode<Comment>) => Date.parse(node.comment.createdAt) || 0;
  return tree.sort((a, b) => {
    const byTitle = (a.comment.novel?.title ?? '').localeCompare(b.comment.novel?.title ?? '');
    if (byTitle !== 0) return byTitle;
    const byChapter = (a.comment.chapter?.chapterNumber ?? 0) - (b.comment.chapter?.chapterNumber ?? 0);
    return byChapter !== 0 ? byChapter : time(b) - time(a);
  });
}

/** Consecutive threads of one chapter, grouped for display under one heading. */
export function groupByChapter(threads: readonly CommentNode<Comment>[]): ChapterGroup[] {
  const groups: ChapterGroup[] = [];
  for (const thread of threads) {
    const { comment } = thread;
    const last = groups.at(-1);
    if (last && last.chapterId === comment.chapterId) {
      last.comments.push(...flatten(thread));
    } else {
      groups.push({
        chapterId: comment.chapterId,
        novelId: comment.novel?.id ?? comment.chapter?.novelId ?? 0,
        novelTitle: comment.novel?.title ?? '',
        chapterNumber: comment.chapter?.chapterNumber ?? 0,
        comments: flatten(thread),
      });
    }
  }
  return groups;
}
