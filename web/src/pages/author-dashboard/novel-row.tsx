/** One novel on the dashboard: cover, status, counts, last update, and its actions; its drafts when opened. */
import { MESSAGES, type Novel } from '@inkshelf/contracts';
import { Button, ModerationNotice, NovelCover, buttonClasses, formatDate, novelPath } from '@inkshelf/reader-ui';
import { useQuery } from '@tanstack/react-query';
import { BarChart3, Eye, EyeOff, FilePlus, Pencil, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { chapterSummaries } from '../../api.ts';
import { StatusBadge } from '../author-shared/status-badge.tsx';
import { AUTHOR_TEXTS as T } from '../author-shared/texts.ts';
import { DraftsList } from './drafts-list.tsx';

export interface NovelRowProps {
  novel: Novel;
  draftsOpen: boolean;
  onToggleDrafts: () => void;
  onDelete: () => void;
}

export function NovelRow({ novel, draftsOpen, onToggleDrafts, onDelete }: NovelRowProps) {
  const titleId = useId();
  const draftsId = useId();
  const chapters = useQuery(chapterSummaries(novel.id));
  const publishedCount = chapters.data?.filter((chapter) => chapter.status === 'published').length;
  const hiddenChapters = chapters.data
    ?.filter((chapter) => chapter.moderation)
    .sort((a, b) => a.chapterNumber - b.chapterNumber);

  return (
    <li
      aria-labelledby={titleId}
      className="grid gap-4 rounded-lg border border-border bg-card p-4 text-card-foreground shadow-sm"
    >
      <div className="flex gap-4">
        <NovelCover src={novel.coverImage} alt="" className="w-20 rounded-md sm:w-24" />
        <div className="grid min-w-0 flex-1 content-start gap-2">
          <div className="flex flex-wrap items-center gap-2">
            <h3 id={titleId} className="min-w-0 text-lg font-semibold break-words">
              <Link to={novelPath(novel.title)} className="hover:text-primary hover:underline">
                {novel.title}
              </Link>
            </h3>
            <StatusBadge status={novel.status} />
          </div>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm sm:grid-cols-[auto_auto_auto_auto_auto_auto] sm:justify-start">
            <dt className="text-muted-foreground">{T.views}</dt>
            <dd className="tabular-nums">{novel.viewCount.toLocaleString('en-US')}</dd>
            <dt className="text-muted-foreground">{T.chapters}</dt>
            <dd className="tabular-nums">{publishedCount ?? '--'}</dd>
            <dt className="text-muted-foreground">{T.lastUpdated}</dt>
            <dd>
              <time dateTime={novel.updatedAt}>{formatDate(novel.updatedAt)}</time>
            </dd>
          </dl>
          {novel.moderation && <ModerationNotice mark={novel.moderation} />}
        </div>
      </div>
      {hiddenChapters && hiddenChapters.length > 0 && (
        <ul aria-label={`${T.hiddenChapters}: ${novel.title}`} className="grid gap-2">
          {hiddenChapters.map((chapter) => (
            <li key={chapter.id} className="grid gap-1 text-sm">
              <span className="font-medium">{T.chapterLabel(chapter.chapterNumber, chapter.title)}</span>
              {chapter.moderation && <ModerationNotice mark={chapter.moderation} compact />}
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap gap-2">
        <Link to={`/author/novels/${novel.id}/edit`} className={buttonClasses('outline', 'sm')}>
          <Pencil aria-hidden="true" className="size-4" />
          {T.editNovel}
          <span className="sr-only">: {novel.title}</span>
        </Link>
        <Link to={`/author/novels/${novel.id}/chapters/create`} className={buttonClasses('outline', 'sm')}>
          <FilePlus aria-hidden="true" className="size-4" />
          {T.addChapter}
          <span className="sr-only"> to {novel.title}</span>
        </Link>
        <Link to={`/author/novels/${novel.id}/analytics`} className={buttonClasses('outline', 'sm')}>
          <BarChart3 aria-hidden="true" className="size-4" />
          {MESSAGES.stats.linkLabel}
          <span className="sr-only">: {novel.title}</span>
        </Link>
        <Button
          variant="outline"
          size="sm"
          aria-expanded={draftsOpen}
          aria-controls={draftsOpen ? draftsId : undefined}
          onClick={onToggleDrafts}
        >
          {draftsOpen ? (
            <EyeOff aria-hidden="true" className="size-4" />
          ) : (
            <Eye aria-hidden="true" className="size-4" />
          )}
          {draftsOpen ? T.hideDrafts : T.viewDrafts}
          <span className="sr-only"> of {novel.title}</span>
        </Button>
        <Button variant="outline" size="sm" className="text-destructive hover:text-destructive" onClick={onDelete}>
          <Trash2 aria-hidden="true" className="size-4" />
          {T.delete}
          <span className="sr-only"> {novel.title}</span>
        </Button>
      </div>
      {draftsOpen && (
        <DraftsList id={draftsId} novelId={novel.id} chapters={chapters.data} loadFailed={chapters.isError} />
      )}
    </li>
  );
}
