/**
 * One row of the novel's chapter list: title link, a Read mark for a chapter the reader has read, date, reading
 * time, views, and the author's actions.
 */
import type { ChapterSummary } from '@inkshelf/contracts';
import { Button, buttonClasses, chapterPath, formatDate } from '@inkshelf/reader-ui';
import { CircleCheck, Clock, Eye, Pencil, Trash2 } from 'lucide-react';
import { cn } from '@inkshelf/reader-ui';
import { Link } from 'react-router';
import { NOVEL_TEXTS } from './texts.ts';

export interface ChapterRowProps {
  chapter: ChapterSummary;
  novelTitle: string;
  /** The signed-in reader has read this chapter. */
  read?: boolean;
  /** Set for the novel's author: where Edit goes, and what Delete does. */
  authorActions?: { editTo: string; onDelete: () => void } | undefined;
}

export function ChapterRow({ chapter, novelTitle, read = false, authorActions }: ChapterRowProps) {
  const label = NOVEL_TEXTS.chapterLabel(chapter.chapterNumber, chapter.title);
  const date = chapter.publishedAt ?? chapter.createdAt;
  return (
    <li
      data-read={read || undefined}
      className="flex flex-wrap items-center gap-x-4 gap-y-1 px-3 py-2.5 sm:flex-nowrap"
    >
      <Link
        to={chapterPath(novelTitle, chapter.chapterNumber)}
        className={cn(
          'min-w-0 flex-1 basis-full truncate font-medium hover:text-primary hover:underline sm:basis-auto',
          read && 'text-muted-foreground',
        )}
      >
        {label}
      </Link>
      <div className="flex shrink-0 items-center gap-3 text-xs text-muted-foreground tabular-nums">
        {read && (
          <span className="inline-flex items-center gap-1 font-medium text-success">
            <CircleCheck aria-hidden="true" className="size-3.5" />
            {NOVEL_TEXTS.read}
          </span>
        )}
        <time dateTime={date}>{formatDate(date)}</time>
        <span className="inline-flex items-center gap-1">
          <Clock aria-hidden="true" className="size-3.5" />
          {chapter.readingTimeMinutes} min read
        </span>
        <span className="inline-flex items-center gap-1">
          <Eye aria-hidden="true" className="size-3.5" />
          {chapter.viewCount.toLocaleString('en-US')}
          <span className="sr-only">{chapter.viewCount === 1 ? 'view' : 'views'}</span>
        </span>
      </div>
      {authorActions && (
        <div className="flex shrink-0 items-center gap-1">
          <Link
            to={authorActions.editTo}
            aria-label={`${NOVEL_TEXTS.edit} ${label}`}
            className={buttonClasses('ghost', 'sm')}
          >
            <Pencil aria-hidden="true" className="size-4" />
            {NOVEL_TEXTS.edit}
          </Link>
          <Button
            variant="ghost"
            size="sm"
            aria-label={`${NOVEL_TEXTS.delete} ${label}`}
            className="text-destructive hover:text-destructive"
            onClick={authorActions.onDelete}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            {NOVEL_TEXTS.delete}
          </Button>
        </div>
      )}
    </li>
  );
}
