/** CommentThread: a chapter's comments as a tree, with the new-comment form and every comment action. */
import { MESSAGES, type LikeToggleResult } from '@inkshelf/contracts';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { CommentForm } from './comment-form.tsx';
import { CommentItem, type CommentActions } from './comment-item.tsx';
import { buildCommentTree, isReplyDepthError, type CommentData } from './comment-tree.ts';
import { errorMessage } from './error-message.ts';
import { useNotify } from './notify.tsx';
import { Button } from './ui/button.tsx';
import { cn } from './ui/cn.ts';
import { useRenderLink, type RenderLink } from './ui/link.tsx';
import { Skeleton } from './ui/skeleton.tsx';

export interface CommentThreadProps {
  /** The flat list from the server; the tree is built here. */
  comments: readonly CommentData[];
  /** The signed-in user, or null/undefined when signed out. */
  currentUser?: { id: number; username: string } | null;
  /** Ids of the comments the current user has liked. */
  likedIds?: ReadonlySet<number> | readonly number[];
  onPost: (content: string) => Promise<unknown>;
  onReply: (parentId: number, content: string) => Promise<unknown>;
  onLike?: (commentId: number) => Promise<LikeToggleResult>;
  onDelete?: (commentId: number) => Promise<unknown>;
  /** Whether the viewer may delete a comment (its writer or the novel's author). */
  canDelete?: (comment: CommentData) => boolean;
  /** Opens a report dialog for a comment; shown to signed-in viewers on comments they did not write. */
  onReport?: (comment: CommentData) => void;
  /** Extra links per comment, e.g. to its chapter and novel on the author dashboard. */
  commentLinks?: (comment: CommentData) => readonly { to: string; label: string }[];
  renderLink?: RenderLink;
  isLoading?: boolean;
  /** True when the list failed to load: shows 'Failed to load comments.'. */
  loadError?: boolean;
  /** Shown next to the 'Please log in' text for signed-out visitors (e.g. a Log In button). */
  signInAction?: ReactNode;
  title?: string;
  className?: string;
}

const destructive = (description: string) => ({
  title: MESSAGES.toasts.errorTitle,
  description,
  variant: 'destructive' as const,
});

export function CommentThread({
  comments,
  currentUser,
  likedIds,
  onPost,
  onReply,
  onLike,
  onDelete,
  canDelete = () => false,
  onReport,
  commentLinks,
  renderLink,
  isLoading = false,
  loadError = false,
  signInAction,
  title = 'Comments',
  className,
}: CommentThreadProps) {
  const notify = useNotify();
  const link = useRenderLink(renderLink);
  const headingId = useId();
  const formId = useId();
  const signedIn = Boolean(currentUser);
  const [composing, setComposing] = useState(false);
  const [likeState, setLikeState] = useState<ReadonlyMap<number, LikeToggleResult>>(new Map());
  const [pendingLikes, setPendingLikes] = useState<ReadonlySet<number>>(new Set());
  const [pendingDeletes, setPendingDeletes] = useState<ReadonlySet<number>>(new Set());

  const tree = useMemo(() => buildCommentTree(comments), [comments]);
  const liked = useMemo(() => new Set(likedIds ?? []), [likedIds]);

  const mark = (setter: typeof setPendingLikes, commentId: number, on: boolean) =>
    setter((current) => {
      const next = new Set(current);
      if (on) next.add(commentId);
      else next.delete(commentId);
      return next;
    });

  const post = async (content: string) => {
    try {
      await onPost(content);
      notify(MESSAGES.toasts.commentPosted);
      setComposing(false);
      return true;
    } catch (caught) {
      notify(destructive(errorMessage(caught, MESSAGES.fallbacks.postComment)));
      return false;
    }
  };

  const actions: CommentActions = {
    signedIn,
    canLike: signedIn && Boolean(onLike),
    isLiked: (comment) => likeState.get(comment.id)?.liked ?? liked.has(comment.id),
    likeCount: (comment) => likeState.get(comment.id)?.likes ?? comment.likes,
    likePending: (commentId) => pendingLikes.has(commentId),
    like: (commentId) => {
      if (!onLike) return;
      mark(setPendingLikes, commentId, true);
      onLike(commentId)
        .then((result) => setLikeState((current) => new Map(current).set(commentId, result)))
        .catch((caught: unknown) => notify(destructive(errorMessage(caught, 'Failed to like comment'))))
        .finally(() => mark(setPendingLikes, commentId, false));
    },
    reply: async (parentId, content) => {
      try {
        await onReply(parentId, content);
        notify(MESSAGES.toasts.replyPosted);
        return true;
      } catch (caught) {
        const message = errorMessage(caught, MESSAGES.fallbacks.postReply);
        notify(
          isReplyDepthError(message)
            ? { ...MESSAGES.toasts.replyDepthReached, variant: 'destructive' }
            : destructive(message),
        );
        return false;
      }
    },
    canDelete: (comment) => Boolean(onDelete) && canDelete(comment),
    deletePending: (commentId) => pendingDeletes.has(commentId),
    remove: (commentId) => {
      if (!onDelete) return;
      mark(setPendingDeletes, commentId, true);
      onDelete(commentId)
        .then(() => notify(MESSAGES.toasts.commentDeleted))
        .catch((caught: unknown) => notify(destructive(errorMessage(caught, MESSAGES.fallbacks.deleteComment))))
        .finally(() => mark(setPendingDeletes, commentId, false));
    },
    links: commentLinks,
    canReport: (comment) => Boolean(onReport) && Boolean(currentUser) && comment.userId !== currentUser?.id,
    report: (comment) => onReport?.(comment),
    renderLink: link,
  };

  return (
    <section aria-labelledby={headingId} className={cn('grid gap-4 text-foreground', className)}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-xl font-semibold">
          {isLoading || loadError ? title : `${title} (${comments.length})`}
        </h2>
        {signedIn && (
          <Button
            variant={composing ? 'outline' : 'default'}
            size="sm"
            aria-expanded={composing}
            aria-controls={composing ? formId : undefined}
            onClick={() => setComposing(!composing)}
          >
            {composing ? 'Cancel Comment' : 'Add a Comment'}
          </Button>
        )}
      </div>

      {!signedIn && (
        <div className="flex flex-wrap items-center gap-3 rounded-lg border border-border bg-muted p-3 text-sm">
          <p>{MESSAGES.client.loginToComment}</p>
          {signInAction}
        </div>
      )}
      {signedIn && composing && (
        <CommentForm id={formId} kind="comment" label="Your comment" onSubmit={post} autoFocus />
      )}

      {isLoading ? (
        <div className="grid gap-3" aria-busy="true">
          <span role="status" className="sr-only">
            Loading comments...
          </span>
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} className="h-20 w-full" />
          ))}
        </div>
      ) : loadError ? (
        <p role="alert" className="text-sm text-destructive">
          {MESSAGES.fetchErrors.comments}
        </p>
      ) : tree.length === 0 ? (
        <p className="text-sm text-muted-foreground">No comments yet.</p>
      ) : (
        <ul aria-label="Comment threads" className="grid gap-3">
          {tree.map((node) => (
            <CommentItem key={node.comment.id} node={node} actions={actions} />
          ))}
        </ul>
      )}
    </section>
  );
}
