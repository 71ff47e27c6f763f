/** Reviews tab: reviews of the author's novels, filterable by novel, 10 a page, newest first, with delete. */
import type { Novel, Review } from '@inkshelf/contracts';
import { ReviewItem, Spinner } from '@inkshelf/reader-ui';
import { ConfirmDialog } from '@inkshelf/ui/confirm-dialog';
import { useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import { queries } from '../../api.ts';
import { useDeleteReview } from '../author-shared/author-mutations.ts';
import { AUTHOR_TEXTS as T } from '../author-shared/texts.ts';
import { NovelFilter, Pager, pageCount, pageSlice } from './list-controls.tsx';

interface ReviewRow {
  review: Review;
  novelTitle: string;
}

/** The review the author is asked about, and the answer the Delete button waits for. */
interface Asking {
  row: ReviewRow;
  answer: (confirmed: boolean) => void;
}

export function ReviewsTab({ novels }: { novels: readonly Novel[] }) {
  const [novelId, setNovelId] = useState<number | null>(null);
  const [page, setPage] = useState(1);
  const [asking, setAsking] = useState<Asking | null>(null);
  const remove = useDeleteReview();
  const ask = (row: ReviewRow) => new Promise<boolean>((answer) => setAsking({ row, answer }));
  const answer = (confirmed: boolean) => {
    asking?.answer(confirmed);
    setAsking(null);
  };
  // A failed load gives an empty list for that novel (spec section 8).
  const results = useQueries({
    queries: novels.map((novel) => queries.listReviews({ params: { id: novel.id } })),
  });
  const pending = results.some((result) => result.isPending);

  const all: ReviewRow[] = novels.flatMap((novel, index) =>
    (results[index]?.data ?? []).map((review) => ({ review, novelTitle: novel.title })),
  );
  const rows = (novelId === null ? all : all.filter((row) => row.review.novelId === novelId)).sort(
    (a, b) => Date.parse(b.review.createdAt) - Date.parse(a.review.createdAt),
  );
  const total = pageCount(rows.length);
  const current = Math.min(page, total);

  return (
    <section aria-labelledby="reviews-tab-heading" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="reviews-tab-heading" className="text-xl font-semibold">
          {T.reviews}
        </h2>
        <NovelFilter
          novels={novels}
          value={novelId}
          onChange={(id) => {
            setNovelId(id);
            setPage(1);
          }}
        />
      </div>
      {pending ? (
        <Spinner label="Loading reviews..." />
      ) : rows.length === 0 ? (
        <p className="text-muted-foreground">{T.noReviews}</p>
      ) : (
        <ul aria-label={T.reviews} className="grid gap-3">
          {pageSlice(rows, current).map((row) => (
            <li key={row.review.id} className="grid gap-1">
              <p className="text-sm font-medium text-muted-foreground">{row.novelTitle}</p>
              <ReviewItem
                review={row.review}
                canDelete
                confirmDelete={() => ask(row)}
                onDelete={(id) => remove.mutateAsync(id)}
              />
            </li>
          ))}
        </ul>
      )}
      <Pager page={current} total={total} onPage={setPage} />
      <ConfirmDialog
        open={asking !== null}
        title={T.deleteReviewTitle}
        subject={asking && T.deleteReviewSubject(asking.row.review.user.username, asking.row.novelTitle)}
        description={T.deleteReviewDescription}
        confirmLabel={T.delete}
        destructive
        onConfirm={() => answer(true)}
        onCancel={() => answer(false)}
      />
    </section>
  );
}
