/** Continue Reading panel: where a signed-in reader last stopped (GET /api/reading-progress/latest). */
import type { LatestProgress } from '@inkshelf/contracts';
import { buttonClasses, chapterPath, NovelCover, novelPath, RelativeTime, Skeleton } from '@inkshelf/reader-ui';
import { useQuery } from '@tanstack/react-query';
import { BookOpenText } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { queries } from '../../api.ts';
import { HOME_TEXTS } from './texts.ts';

function ProgressBar({ value, label }: { value: number; label: string }) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      className="h-2 w-full overflow-hidden rounded-full bg-muted"
    >
      <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${value}%` }} />
    </div>
  );
}

function Panel({ latest }: { latest: LatestProgress }) {
  const { novel, chapter, progress, lastReadAt } = latest;
  const to = chapter ? chapterPath(novel.title, chapter.chapterNumber) : novelPath(novel.title);
  return (
    <div className="flex gap-4">
      <NovelCover
        src={novel.coverImage}
        alt=""
        className="w-20 rounded-md sm:w-24"
        placeholderClassName="[&_svg]:size-6"
      />
      <div className="grid min-w-0 flex-1 content-start gap-2">
        <p className="truncate text-lg font-semibold">{novel.title}</p>
        <p className="text-sm text-muted-foreground">
          {chapter ? `Chapter ${chapter.chapterNumber}: ${chapter.title}` : `by ${novel.authorName}`}
        </p>
        <div className="flex items-center gap-3">
          <ProgressBar value={progress} label={`Progress in ${novel.title}`} />
          <span className="text-sm tabular-nums">{progress}%</span>
        </div>
        <p className="text-xs text-muted-foreground">
          Last read <RelativeTime date={lastReadAt} lowercase />
        </p>
        <div>
          <Link to={to} className={buttonClasses('default', 'sm')}>
            <BookOpenText aria-hidden="true" className="size-4" />
            {HOME_TEXTS.continueReading}
            <span className="sr-only">: {novel.title}</span>
          </Link>
        </div>
      </div>
    </div>
  );
}

/** Renders nothing until there is progress to resume (or when the call fails: the page works without it). */
export function ContinueReading() {
  const headingId = useId();
  const { data, isPending, isError } = useQuery(queries.latestProgress());
  if (isError || (!isPending && !data)) return null;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border border-border bg-card p-4 text-card-foreground shadow-sm sm:p-6"
    >
      <h2 id={headingId} className="mb-3 text-lg font-semibold">
        {HOME_TEXTS.continueReading}
      </h2>
      {isPending ? (
        <div aria-busy="true" className="flex gap-4">
          <Skeleton className="h-28 w-20" />
          <div className="grid flex-1 content-start gap-2">
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-2 w-full" />
          </div>
        </div>
      ) : (
        data && <Panel latest={data} />
      )}
    </section>
  );
}
