/**
 * A reported novel's content rating, which moderators may change (the policy's 'Moderators may re-rate a novel'):
 * the current rating preselected, the new one saved with `PUT /api/moderation/novels/{id}/content-rating` and
 * recorded in the audit log by the server; its refusal is shown beside the control.
 */
import { invalidateApi } from '@inkshelf/api-client';
import { CONTENT_RATING_LABELS, CONTENT_RATINGS, type ContentRating } from '@inkshelf/contracts';
import { Button } from '@inkshelf/reader-ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { moderationApi } from '../../api-moderation.ts';
import { inputClasses } from '@inkshelf/ui/input-classes';
import { toast } from '@inkshelf/ui/toast';
import { failureText } from '../author-shared/failure.ts';
import { MODERATION_PREFIX } from './resolve-dialog.tsx';
import { MODERATION_TEXTS as T } from './texts.ts';

export interface RatingControlProps {
  novelId: number;
  title: string;
  current: ContentRating;
}

export function RatingControl({ novelId, title, current }: RatingControlProps) {
  const id = useId();
  const queryClient = useQueryClient();
  const [rating, setRating] = useState<ContentRating>(current);
  const [problem, setProblem] = useState<string | null>(null);
  const change = useMutation({
    mutationFn: (contentRating: ContentRating) =>
      moderationApi.changeContentRating({ params: { id: novelId }, body: { contentRating } }),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    try {
      await change.mutateAsync(rating);
      toast({ title: T.ratingChanged, description: `${title}: ${CONTENT_RATING_LABELS[rating]}` });
      await invalidateApi(queryClient, MODERATION_PREFIX);
    } catch (error) {
      setProblem(failureText(error, T.failedTitle));
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-wrap items-center gap-2 text-sm">
      <label htmlFor={`${id}-rating`} className="text-muted-foreground">
        {T.ratingLabel}
      </label>
      <select
        id={`${id}-rating`}
        value={rating}
        onChange={(event) => setRating(event.target.value as ContentRating)}
        className={`${inputClasses} h-9 w-auto! py-1`}
      >
        {CONTENT_RATINGS.map((value) => (
          <option key={value} value={value}>
            {CONTENT_RATING_LABELS[value]}
          </option>
        ))}
      </select>
      <Button type="submit" size="sm" variant="outline" disabled={rating === current || change.isPending}>
        {T.ratingSave}
      </Button>
      {problem && (
        <p role="alert" className="basis-full text-destructive">
          {problem}
        </p>
      )}
    </form>
  );
}
