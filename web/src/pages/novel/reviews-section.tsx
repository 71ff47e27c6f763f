/** Reviews of the novel: the signed-in reader's form (prefilled from their review) and the list with deletes. */
import { apiPath, invalidateApi } from '@inkshelf/api-client';
import type { CurrentUser, ReviewBody } from '@inkshelf/contracts';
import { ModerationNotice, ReviewForm, ReviewList, Skeleton } from '@inkshelf/reader-ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { api, queries } from '../../api.ts';
import { LazyReportDialog } from '../../components/report/report-action.tsx';
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
  const isAuthor = user?.id === novel.authorId;
  const own = useOwnReview(novel.id, Boolean(user) && !isAuthor);
  const [reported, setReported] = useState<number | null>(null);

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
  const canReport = (review: { user: { id: number } }) => Boolean(user) && review.user.id !== user?.id;

  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <h2 id={headingId} className="text-xl font-semibold">
        {NOVEL_TEXTS.reviews}
      </h2>
      {/* A review hidden by moderation is out of the list; its writer sees why above their form. */}
      {own.review?.moderation && <ModerationNotice mark={own.review.moderation} />}
      {isAuthor ? (
        <p className="text-sm text-muted-foreground">{NOVEL_TEXTS.ownNovelReviews}</p>
      ) : (
        user && own.ready && <ReviewForm existingReview={own.review} onSubmit={save} />
      )}
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
        <ReviewList
          reviews={list.data}
          canDelete={canDelete}
          onDelete={remove}
          canReport={canReport}
          onReport={(review) => setReported(review.id)}
        />
      )}
      <LazyReportDialog
        target={reported === null ? null : { targetType: 'review', targetId: reported }}
        onClose={() => setReported(null)}
      />
    </section>
  );
}
