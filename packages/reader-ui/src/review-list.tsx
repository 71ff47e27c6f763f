/** ReviewList and ReviewItem: a novel's reviews with stars, writer, time and a delete action when allowed. */
import { MESSAGES, type Review } from '@inkshelf/contracts';
import { Flag, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from './error-message.ts';
import { ModerationNotice } from './moderation-notice.tsx';
import { useNotify } from './notify.tsx';
import { RelativeTime } from './relative-time.tsx';
import { StarRatingDisplay } from './star-rating.tsx';
import { AvatarInitial } from './ui/avatar.tsx';
import { Button } from './ui/button.tsx';
import { cn } from './ui/cn.ts';

export type ReviewItemData = Pick<Review, 'id' | 'content' | 'rating' | 'createdAt' | 'user'> &
  Partial<Pick<Review, 'moderation'>>;

export interface ReviewItemProps {
  review: ReviewItemData;
  /** Whether the viewer may delete it (its writer or the novel's author). */
  canDelete?: boolean;
  onDelete?: (reviewId: number) => Promise<unknown>;
  /** Asks before deleting (someone else's review); false keeps it. */
  confirmDelete?: (review: ReviewItemData) => Promise<boolean>;
  /** Opens the page's report dialog for the review; shown when given. */
  onReport?: (review: ReviewItemData) => void;
  className?: string;
}

export function ReviewItem({
  review,
  canDelete = false,
  onDelete,
  confirmDelete,
  onReport,
  className,
}: ReviewItemProps) {
  const notify = useNotify();
  const [pending, setPending] = useState(false);

  const remove = async () => {
    if (!onDelete) return;
    if (confirmDelete && !(await confirmDelete(review))) return;
    setPending(true);
    try {
      await onDelete(review.id);
      notify(MESSAGES.toasts.reviewDeleted);
    } catch (caught) {
      notify({
        title: MESSAGES.toasts.errorTitle,
        description: errorMessage(caught, MESSAGES.fallbacks.deleteReview),
        variant: 'destructive',
      });
    } finally {
      setPending(false);
    }
  };

  return (
    <article className={cn('flex gap-3 rounded-lg border border-border bg-card p-4 text-card-foreground', className)}>
      <AvatarInitial name={review.user.username} />
      <div className="grid min-w-0 flex-1 gap-1">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <span className="font-medium">{review.user.username}</span>
          <StarRatingDisplay value={review.rating} />
          <RelativeTime date={review.createdAt} className="text-xs text-muted-foreground" />
          {canDelete && onDelete && (
            <Button
              variant="ghost"
              size="sm"
              className="ml-auto text-destructive hover:text-destructive"
              disabled={pending}
              aria-label={`Delete review by ${review.user.username}`}
              onClick={() => void remove()}
            >
              <Trash2 aria-hidden="true" className="size-4" />
              {pending ? 'Deleting...' : 'Delete'}
            </Button>
          )}
          {onReport && (
            <Button
              variant="ghost"
              size="sm"
              className={canDelete && onDelete ? undefined : 'ml-auto'}
              aria-label={`Report review by ${review.user.username}`}
              aria-haspopup="dialog"
              onClick={() => onReport(review)}
            >
              <Flag aria-hidden="true" className="size-4" />
              Report
            </Button>
          )}
        </div>
        {review.moderation && <ModerationNotice mark={review.moderation} />}
        <p className="text-sm break-words whitespace-pre-line">{review.content}</p>
      </div>
    </article>
  );
}

export interface ReviewListProps {
  reviews: readonly ReviewItemData[];
  canDelete?: (review: ReviewItemData) => boolean;
  onDelete?: (reviewId: number) => Promise<unknown>;
  /** Whether the viewer may report a review (signed in, not its writer); needs `onReport`. */
  canReport?: (review: ReviewItemData) => boolean;
  onReport?: (review: ReviewItemData) => void;
  /** Text when there are no reviews. */
  emptyText?: string;
  className?: string;
}

export function ReviewList({
  reviews,
  canDelete = () => false,
  onDelete,
  canReport = () => false,
  onReport,
  emptyText = 'No reviews yet.',
  className,
}: ReviewListProps) {
  if (reviews.length === 0) return <p className={cn('text-sm text-muted-foreground', className)}>{emptyText}</p>;
  return (
    <ul aria-label="Reviews" className={cn('grid gap-3', className)}>
      {reviews.map((review) => (
        <li key={review.id}>
          <ReviewItem
            review={review}
            canDelete={canDelete(review)}
            onDelete={onDelete}
            onReport={onReport && canReport(review) ? onReport : undefined}
          />
        </li>
      ))}
    </ul>
  );
}
