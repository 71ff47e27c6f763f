/** ReviewForm: write or edit the signed-in user's review of a novel (content + 1-5 stars, default 5). */
import { DEFAULTS, MESSAGES, ReviewFormSchema, type ReviewBody } from '@inkshelf/contracts';
import { useId, useState, type FormEvent } from 'react';
import { errorMessage } from './error-message.ts';
import { useNotify } from './notify.tsx';
import { StarRating } from './star-rating.tsx';
import { Button } from './ui/button.tsx';
import { cn } from './ui/cn.ts';

export interface ReviewFormProps {
  /** The user's existing review, if any: prefills the form and switches the wording to editing. */
  existingReview?: Pick<ReviewBody, 'content' | 'rating'> | null;
  /** Saves the review (create or update); reject with an Error whose message is shown. */
  onSubmit: (review: ReviewBody) => Promise<unknown>;
  /** Start with the form open instead of behind the 'Write a Review' button. */
  defaultOpen?: boolean;
  className?: string;
}

/** The spec gives no fallback for a failed review save; this one says what failed. */
const SUBMIT_FALLBACK = 'Failed to submit review';

type Draft = { content: string; rating: number };

const draftOf = (review: ReviewFormProps['existingReview']): Draft => ({
  content: review?.content ?? '',
  rating: review?.rating ?? DEFAULTS.reviewRating,
});

export function ReviewForm({ existingReview, onSubmit, defaultOpen = false, className }: ReviewFormProps) {
  const notify = useNotify();
  const id = useId();
  const editing = Boolean(existingReview);
  const [open, setOpen] = useState(defaultOpen);
  const [draft, setDraft] = useState<Draft>(() => draftOf(existingReview));
  const [dirty, setDirty] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  // The existing review usually arrives after the first render: take it in unless the user already typed.
  const [source, setSource] = useState(existingReview);
  if (source !== existingReview) {
    setSource(existingReview);
    if (!dirty) setDraft(draftOf(existingReview));
  }

  const change = (patch: Partial<Draft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setDirty(true);
    setError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = ReviewFormSchema.safeParse(draft);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? MESSAGES.validation.reviewEmpty);
      return;
    }
    setPending(true);
    try {
      await onSubmit(parsed.data);
      notify(editing ? MESSAGES.toasts.reviewUpdated : MESSAGES.toasts.reviewSubmitted);
      setDirty(false);
      setOpen(false);
    } catch (caught) {
      notify({
        title: MESSAGES.toasts.errorTitle,
        description: errorMessage(caught, SUBMIT_FALLBACK),
        variant: 'destructive',
      });
    } finally {
      setPending(false);
    }
  };

  const formId = `${id}-form`;
  const errorId = `${id}-error`;
  return (
    <section className={cn('grid gap-3', className)}>
      <div>
        <Button
          variant={open ? 'outline' : 'default'}
          aria-expanded={open}
          aria-controls={formId}
          onClick={() => setOpen(!open)}
        >
          {editing ? 'Edit Your Review' : 'Write a Review'}
        </Button>
      </div>
      {open && (
        <form
          id={formId}
          noValidate
          aria-label={editing ? 'Edit your review' : 'Write a review'}
          onSubmit={(event) => void submit(event)}
          className="grid gap-3 rounded-lg border border-border bg-card p-4 text-card-foreground"
        >
          <div className="grid gap-1">
            <span aria-hidden="true" className="text-sm font-medium">
              Your rating
            </span>
            <StarRating
              value={draft.rating}
              onChange={(rating) => change({ rating })}
              label="Your rating"
              disabled={pending}
            />
          </div>
          <div className="grid gap-1">
            <label htmlFor={`${id}-content`} className="text-sm font-medium">
              Your review
            </label>
            <textarea
              id={`${id}-content`}
              value={draft.content}
              onChange={(event) => change({ content: event.target.value })}
              rows={5}
              disabled={pending}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              placeholder="What did you think of this novel?"
              className="w-full rounded-md border border-input bg-background px-3 py-2 text-sm text-foreground placeholder:text-muted-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            />
            {error && (
              <p id={errorId} role="alert" className="text-sm text-destructive">
                {error}
              </p>
            )}
          </div>
          <div className="flex justify-end gap-2">
            <Button variant="ghost" onClick={() => setOpen(false)} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? 'Submitting...' : editing ? 'Update Review' : 'Submit Review'}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
