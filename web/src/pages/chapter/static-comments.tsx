/**
 * The chapter's comments for a reader without JavaScript (issue 37): read-only, from the list the server rendered the
 * page with. ChapterView renders it lazily inside a <noscript>: browsers running scripts get the interactive thread
 * instead, and never download this (React neither renders nor hydrates a <noscript>'s children on the client).
 */
import { buildCommentTree, formatDate, type CommentNode } from '@inkshelf/reader-ui';
import { useQueryClient } from '@tanstack/react-query';
import { queries } from '../../api.ts';
import { CHAPTER_TEXTS } from './texts.ts';

function CommentItem({ node }: { node: CommentNode }) {
  const { comment } = node;
  return (
    <li className="grid gap-1">
      <article className="grid gap-1 rounded-md border border-border p-3">
        <p className="text-sm">
          <span className="font-semibold">{comment.user.username}</span>{' '}
          <time dateTime={comment.createdAt} className="text-muted-foreground">
            {formatDate(comment.createdAt)}
          </time>
        </p>
        <p className="text-sm break-words whitespace-pre-wrap">{comment.content}</p>
        <p className="text-xs text-muted-foreground">{CHAPTER_TEXTS.likes(comment.likes)}</p>
      </article>
      {node.replies.length > 0 && (
        <ul className="grid gap-2 pl-4 sm:pl-6">
          {node.replies.map((reply) => (
            <CommentItem key={reply.comment.id} node={reply} />
          ))}
        </ul>
      )}
    </li>
  );
}

export default function StaticCommentList({ chapterId }: { chapterId: number }) {
  const comments = useQueryClient().getQueryData(queries.listComments({ params: { chapterId } }).queryKey) ?? [];
  const tree = buildCommentTree(comments);
  return (
    <section aria-labelledby="static-comments" className="grid gap-3">
      <h2 id="static-comments" className="text-xl font-semibold">
        {CHAPTER_TEXTS.commentsTitle(comments.length)}
      </h2>
      {tree.length === 0 ? (
        <p className="text-sm text-muted-foreground">{CHAPTER_TEXTS.noComments}</p>
      ) : (
        <ul className="grid gap-3">
          {tree.map((node) => (
            <CommentItem key={node.comment.id} node={node} />
          ))}
        </ul>
      )}
      <p className="text-sm text-muted-foreground">{CHAPTER_TEXTS.commentsNeedScript}</p>
    </section>
  );
}
