/** One reading history entry: cover, title, author, last chapter, progress bar, 'Last read' and Continue Reading. */
import { MESSAGES, type ReadingProgressItem } from '@inkshelf/contracts';
import { Button, NovelCover, RelativeTime, buttonClasses, chapterPath, novelPath } from '@inkshelf/reader-ui';
import { BookOpen } from 'lucide-react';
import { Link } from 'react-router';
import { HISTORY_TEXTS as T } from './texts.ts';

const linkClasses = 'hover:underline focus-visible:underline';

/** The percent to draw, kept within 0..100. */
const clampPercent = (value: number) => Math.min(100, Math.max(0, Math.round(value)));

export function HistoryItem({ item }: { item: ReadingProgressItem }) {
  const { novel, chapter } = item;
  const title = novel?.title ?? MESSAGES.errors.novelNotFound;
  const author = novel?.authorName.trim() || MESSAGES.authorFallbacks.history;
  const percent = clampPercent(item.progress);
  const chapterHref = novel && chapter ? chapterPath(novel.title, chapter.chapterNumber) : null;

  return (
    <li className="flex gap-4 rounded-lg border border-border bg-card p-4 text-card-foreground shadow-sm">
      <NovelCover
        src={novel?.coverImage}
        alt={`Cover of ${title}`}
        className="w-20 rounded"
        placeholderClassName="[&_svg]:size-6"
      />
      <div className="grid min-w-0 flex-1 grid-cols-1 content-start gap-1.5">
        <h2 className="truncate text-lg font-semibold">
          {novel ? (
            <Link to={novelPath(novel.title)} className={linkClasses}>
              {title}
            </Link>
          ) : (
            title
          )}
        </h2>
        <p className="truncate text-sm text-muted-foreground">
          {T.by} {author}
        </p>
        <p className="truncate text-sm">
          {chapterHref && chapter ? (
            <Link to={chapterHref} className={`${linkClasses} text-primary`}>
              {T.chapter(chapter.chapterNumber, chapter.title)}
            </Link>
          ) : (
            <span className="text-muted-foreground">{T.unavailableChapter}</span>
          )}
        </p>
        <div className="flex items-center gap-3">
          <div
            role="progressbar"
            aria-label={T.progressLabel(title)}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-valuetext={T.progress(percent)}
            className="h-2 max-w-xs flex-1 overflow-hidden rounded-full bg-muted"
          >
            <div className="h-full rounded-full bg-primary" style={{ width: `${percent}%` }} />
          </div>
          <span className="text-sm font-medium tabular-nums">{T.progress(percent)}</span>
        </div>
        <div className="mt-1 flex flex-wrap items-center justify-between gap-2">
          <p className="text-xs text-muted-foreground">
            {T.lastRead} <RelativeTime date={item.lastReadAt} lowercase />
          </p>
          {chapterHref ? (
            <Link to={chapterHref} className={buttonClasses('default', 'sm')}>
              <BookOpen aria-hidden="true" className="size-4" />
              {T.continueReading}
            </Link>
          ) : (
            <Button size="sm" disabled>
              <BookOpen aria-hidden="true" className="size-4" />
              {T.continueReading}
            </Button>
          )}
        </div>
      </div>
    </li>
  );
}
