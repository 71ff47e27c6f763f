/** /ranking?sortBy=: published novels by views (default), bookmarks or rating, always descending. */
import {
  LIMITS,
  MESSAGES,
  NOVEL_SORT_FIELDS,
  NOVEL_SORT_LABELS,
  type Novel,
  type NovelSortField,
} from '@inkshelf/contracts';
import { Button, NovelCover, NovelFacts, Skeleton, authorPath, novelPath } from '@inkshelf/reader-ui';
import { useQuery } from '@tanstack/react-query';
import { Bookmark, Eye, Star } from 'lucide-react';
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { queries } from '../../api.ts';
import { inputClasses } from '@inkshelf/ui/input-classes';
import { PAGE_CONTAINER } from '../../layout/page.ts';
import { pageTitle, usePageMeta } from '../../layout/page-meta.ts';
import { rankedNovels, rankingErrorMessage, rankingMetric, readSortBy } from './ranking-metric.ts';
import { RANKING_TEXTS as T } from './texts.ts';

const METRIC_ICONS = { viewCount: Eye, bookmarkCount: Bookmark, rating: Star } as const;
const linkClasses = 'hover:underline focus-visible:underline';

export default function RankingPage() {
  const [params, setParams] = useSearchParams();
  const sortBy = readSortBy(params.get('sortBy'));
  const ranking = useQuery({ ...queries.ranking(sortBy), select: rankedNovels });
  usePageMeta(pageTitle(T.heading), T.description);
  const selectId = useId();

  const onSort = (next: NovelSortField) =>
    setParams(next === NOVEL_SORT_FIELDS[0] ? {} : { sortBy: next }, { replace: true });

  return (
    <div className={PAGE_CONTAINER}>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold sm:text-3xl">{T.heading}</h1>
        <div className="flex items-center gap-2">
          <label htmlFor={selectId} className="text-sm font-medium whitespace-nowrap">
            {T.sortBy}
          </label>
          <select
            id={selectId}
            value={sortBy}
            onChange={(event) => onSort(readSortBy(event.target.value))}
            className={`${inputClasses} w-40`}
          >
            {NOVEL_SORT_FIELDS.map((field) => (
              <option key={field} value={field}>
                {NOVEL_SORT_LABELS[field]}
              </option>
            ))}
          </select>
        </div>
      </div>
      {ranking.isPending ? (
        <RankingSkeleton />
      ) : ranking.isError ? (
        <div role="alert" className="grid justify-items-start gap-3 py-6">
          <p className="text-destructive">{T.error(rankingErrorMessage(ranking.error))}</p>
          <Button variant="outline" onClick={() => void ranking.refetch()}>
            {T.tryAgain}
          </Button>
        </div>
      ) : ranking.data.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border p-10 text-center text-muted-foreground">
          {T.empty}
        </p>
      ) : (
        <ol aria-label={`${T.heading} by ${NOVEL_SORT_LABELS[sortBy]}`} className="grid grid-cols-1 gap-3">
          {ranking.data.map((novel, index) => (
            <RankingRow key={novel.id} novel={novel} position={index + 1} sortBy={sortBy} />
          ))}
        </ol>
      )}
    </div>
  );
}

function RankingRow({ novel, position, sortBy }: { novel: Novel; position: number; sortBy: NovelSortField }) {
  const metric = rankingMetric(novel, sortBy);
  const Icon = METRIC_ICONS[sortBy];
  const author = novel.authorName.trim() || MESSAGES.authorFallbacks.ranking;
  return (
    <li className="flex items-center gap-3 rounded-lg border border-border bg-card p-3 text-card-foreground shadow-sm sm:gap-4">
      <span className="w-10 shrink-0 text-center text-lg font-bold text-primary tabular-nums">
        {T.position(position)}
      </span>
      <NovelCover
        src={novel.coverImage}
        alt={`Cover of ${novel.title}`}
        className="w-14 rounded"
        placeholderClassName="[&_svg]:size-6"
      />
      <div className="min-w-0 flex-1">
        <h2 className="font-semibold">
          {/* At least 24 px tall: a target of its own beside the author's link (WCAG 2.2 target size). */}
          <Link to={novelPath(novel.title)} className={`${linkClasses} block truncate py-1`}>
            {novel.title}
          </Link>
        </h2>
        <p className="truncate text-sm text-muted-foreground">
          {T.by}{' '}
          {novel.authorName.trim() ? (
            <Link to={authorPath(author)} className={linkClasses}>
              {author}
            </Link>
          ) : (
            author
          )}
        </p>
        <NovelFacts novel={novel} className="mt-1" />
      </div>
      <p data-testid="ranking-metric" className="shrink-0 text-right text-sm">
        <span className="flex items-center justify-end gap-1 text-base font-semibold tabular-nums">
          <Icon aria-hidden="true" className="size-4 text-muted-foreground" />
          {metric.value}
          <span className="sr-only"> {metric.label}</span>
        </span>
        {metric.extra && <span className="block text-xs text-muted-foreground">{metric.extra}</span>}
      </p>
    </li>
  );
}

function RankingSkeleton() {
  return (
    <div aria-busy="true">
      <p role="status" className="sr-only">
        {T.loading}
      </p>
      <ul className="grid grid-cols-1 gap-3" aria-hidden="true">
        {Array.from({ length: LIMITS.rankingSkeletonRows }, (_, index) => (
          <li
            key={index}
            data-testid="ranking-skeleton-row"
            className="flex items-center gap-4 rounded-lg border border-border p-3"
          >
            <Skeleton className="h-6 w-10" />
            <Skeleton className="h-20 w-14" />
            <div className="grid flex-1 gap-2">
              <Skeleton className="h-5 w-1/2" />
              <Skeleton className="h-4 w-1/4" />
            </div>
            <Skeleton className="h-6 w-16" />
          </li>
        ))}
      </ul>
    </div>
  );
}
