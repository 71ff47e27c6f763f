/** Reviews of the novel: the signed-in reader's form (prefilled from their review) and the list with deletes. */
import { apiPath, invalidateApi } from '@inkshelf/api-client';
import type { CurrentUser, ReviewBody } from '@inkshelf/contracts';
import { ReviewForm, ReviewList, Skeleton } from '@inkshelf/reader-ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { api, queries } from '../../api.ts';
import { NOVEL_TEXTS } from './texts.ts';

export interface ReviewsSectionProps {
  novel: { id: number; title: string; authorId: number };
  user: CurrentUser | null;
}

/** The reader's own review; the server answers null when there is none yet. */
function useOwnReview(novelId: number, enabled: boolean) {
  const own = useQuery({ ...queries.ownReview({ params: { id: novelId } }), enabled });
  return { review: own.data ?? null, ready: !enabled || own.isSuccess };
}

export function ReviewsSection({ novel, user }: ReviewsSectionProps) {
  const headingId = useId();
  const queryClient = useQueryClient();
  const list = useQuery(queries.listReviews({ params: { id: novel.id } }));
  const own = useOwnReview(novel.id, Boolean(user));

  const refresh = () =>
    invalidateApi(
      queryClient,
      apiPath('listReviews', { params: { id: novel.id } }),
      apiPath('novelByName', { params: { name: novel.title } }),
      apiPath('novelById', { params: { id: novel.id } }),
    );

  const save = async (body: ReviewBody) => {
    await api.saveReview({ params: { id: novel.id }, body });
    await refresh();
  };

  const remove = async (reviewId: number) => {
    await api.deleteReview({ params: { id: reviewId } });
    await refresh();
  };

  const canDelete = (review: { user: { id: number } }) =>
    Boolean(user) && (review.user.id === user?.id || user?.id === novel.authorId);

  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <h2 id={headingId} className="text-xl font-semibold">
        {NOVEL_TEXTS.reviews}
      </h2>
      {user && own.ready && <ReviewForm existingReview={own.review} onSubmit={save} />}
      {list.isPending ? (
        <div aria-busy="true" className="grid gap-3">
          <Skeleton className="h-20 w-full" />
          <Skeleton className="h-20 w-full" />
        </div>
      ) : list.isError && !list.data ? (
        <p role="alert" className="text-sm text-destructive">
          {list.error.message}
        </p>
      ) : (
        <ReviewList reviews={list.data} canDelete={canDelete} onDelete={remove} />
      )}
    </section>
  );
}
