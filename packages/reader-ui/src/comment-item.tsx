/** CommentItem: one comment with like, reply, delete and show/hide-replies controls, and its nested replies. */
import { Flag, Heart, MessageSquare, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { CommentForm } from './comment-form.tsx';
import { ModerationNotice } from './moderation-notice.tsx';
import { countReplies, displayDepth, indentFor, type CommentData, type CommentNode } from './comment-tree.ts';
import { RelativeTime } from './relative-time.tsx';
import { AvatarInitial } from './ui/avatar.tsx';
import { Button } from './ui/button.tsx';
import { cn } from './ui/cn.ts';
import type { RenderLink } from './ui/link.tsx';

/** Everything an item needs from the thread; one object so the recursion stays readable. */
export interface CommentActions {
  signedIn: boolean;
  isLiked: (comment: CommentData) => boolean;
  likeCount: (comment: CommentData) => number;
  likePending: (commentId: number) => boolean;
  canLike: boolean;
  like: (commentId: number) => void;
  /** Resolves true when the reply was saved. */
  reply: (parentId: number, content: string) => Promise<boolean>;
  canDelete: (comment: CommentData) => boolean;
  deletePending: (commentId: number) => boolean;
  remove: (commentId: number) => void;
  links?: (comment: CommentData) => readonly { to: string; label: string }[];
  /** Whether the viewer may report the comment (signed in, not its writer, and the page takes reports). */
  canReport: (comment: CommentData) => boolean;
  /** Opens the page's report dialog for the comment. */
  report: (comment: CommentData) => void;
  renderLink: RenderLink;
}

export interface CommentItemProps {
  node: CommentNode;
  actions: CommentActions;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function CommentItem({ node, actions }: CommentItemProps) {
  const { comment, depth, replies } = node;
  const id = useId();
  const [replying, setReplying] = useState(false);
  const [showReplies, setShowReplies] = useState(true);
  const liked = actions.isLiked(comment);
  const likes = actions.likeCount(comment);
  const replyTotal = countReplies(node);
  const username = comment.user.username;
  const nestedIndent = indentFor(depth + 1) > indentFor(depth);

  const postReply = async (content: string) => {
    const saved = await actions.reply(comment.id, content);
    if (saved) {
      setReplying(false);
      setShowReplies(true);
    }
    return saved;
  };

  return (
    <li
      data-comment-id={comment.id}
      data-depth={depth}
      data-display-depth={displayDepth(depth)}
      data-indent={indentFor(depth)}
      className="grid gap-2"
    >
      <article
        aria-label={`Comment by ${username}`}
        className="rounded-lg border border-border bg-card p-3 text-card-foreground"
      >
        <header className="mb-1 flex flex-wrap items-center gap-2 text-sm">
          <AvatarInitial name={username} size="sm" />
          <span className="font-medium">{username}</span>
          <RelativeTime date={comment.createdAt} className="text-xs text-muted-foreground" />
          {actions.links?.(comment).map((link) => (
            <span key={link.to} className="text-xs">
              {actions.renderLink({ to: link.to, className: 'text-primary hover:underline', children: link.label })}
            </span>
          ))}
        </header>
        {comment.moderation && <ModerationNotice mark={comment.moderation} className="mb-2" />}
        <p className="text-sm break-words whitespace-pre-line">{comment.content}</p>
        <div className="mt-2 flex flex-wrap items-center gap-1">
          <Button
            variant="ghost"
            size="sm"
            aria-pressed={liked}
            aria-label={`Like comment by ${username}, ${plural(likes, 'like', 'likes')}`}
            disabled={!actions.canLike || actions.likePending(comment.id)}
            onClick={() => actions.like(comment.id)}
            className={cn(liked && 'text-destructive hover:text-destructive')}
          >
            <Heart aria-hidden="true" className={cn('size-4', liked && 'fill-current')} />
            <span aria-hidden="true">{likes}</span>
          </Button>
          {actions.signedIn && (
            <Button
              variant="ghost"
              size="sm"
              aria-expanded={replying}
              aria-controls={replying ? `${id}-reply` : undefined}
              onClick={() => setReplying(!replying)}
            >
              <MessageSquare aria-hidden="true" className="size-4" />
              {replying ? 'Cancel' : 'Reply'}
            </Button>
          )}
          {actions.canDelete(comment) && (
            <Button
              variant="ghost"
              size="sm"
              className="text-destructive hover:text-destructive"
              aria-label={`Delete comment by ${username}`}
              disabled={actions.deletePending(comment.id)}
              onClick={() => actions.remove(comment.id)}
            >
              <Trash2 aria-hidden="true" className="size-4" />
              {actions.deletePending(comment.id) ? 'Deleting...' : 'Delete'}
            </Button>
          )}
          {actions.canReport(comment) && (
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Report comment by ${username}`}
              aria-haspopup="dialog"
              onClick={() => actions.report(comment)}
            >
              <Flag aria-hidden="true" className="size-4" />
              Report
            </Button>
          )}
          {replies.length > 0 && (
            <Button
              variant="link"
              size="sm"
              aria-expanded={showReplies}
              aria-controls={`${id}-replies`}
              onClick={() => setShowReplies(!showReplies)}
            >
              {showReplies ? 'Hide replies' : `Show ${plural(replyTotal, 'reply', 'replies')}`}
            </Button>
          )}
        </div>
        {replying && (
          <CommentForm
            id={`${id}-reply`}
            kind="reply"
            label={`Reply to ${username}`}
            onSubmit={postReply}
            autoFocus
            className="mt-2"
          />
        )}
      </article>
      {replies.length > 0 && (
        <ul
          id={`${id}-replies`}
          hidden={!showReplies}
          aria-label={`Replies to ${username}`}
          className={cn('grid gap-2', nestedIndent && 'ml-2 border-l-2 border-border pl-2')}
        >
          {replies.map((reply) => (
            <CommentItem key={reply.comment.id} node={reply} actions={actions} />
          ))}
        </ul>
      )}
    </li>
  );
}
