/** The edit-novel page's chapter list: published chapters by number, each with Edit and Delete, and Add Chapter. */
import { MESSAGES, type ChapterSummary } from '@inkshelf/contracts';
import { Button, Skeleton, buttonClasses, formatDate } from '@inkshelf/reader-ui';
import { useQuery } from '@tanstack/react-query';
import { FilePlus, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { chapterSummaries } from '../../api.ts';
import { toast } from '@inkshelf/ui/toast';
import { useDeleteChapter } from '../author-shared/author-mutations.ts';
import { ConfirmDialog } from '@inkshelf/ui/confirm-dialog';
import { failureText } from '../author-shared/failure.ts';
import { AUTHOR_TEXTS as T } from '../author-shared/texts.ts';

export function NovelChapters({ novelId }: { novelId: number }) {
  const chaptersQuery = useQuery(chapterSummaries(novelId));
  const remove = useDeleteChapter();
  const [deleting, setDeleting] = useState<ChapterSummary | null>(null);
  const published = chaptersQuery.data
    ?.filter((chapter) => chapter.status === 'published')
    .sort((a, b) => a.chapterNumber - b.chapterNumber);

  const confirm = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast(MESSAGES.toasts.chapterDeleted);
        setDeleting(null);
      },
      onError: (error) =>
        toast({
          title: MESSAGES.toasts.errorTitle,
          description: failureText(error, MESSAGES.fallbacks.deleteChapter),
          variant: 'destructive',
        }),
    });
  };

  return (
    <section aria-labelledby="novel-chapters-heading" className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="novel-chapters-heading" className="text-xl font-semibold">
          {T.chapters}
        </h2>
        <Link to={`/author/novels/${novelId}/chapters/create`} className={buttonClasses('default', 'sm')}>
          <FilePlus aria-hidden="true" className="size-4" />
          {T.addChapter}
        </Link>
      </div>
      {chaptersQuery.isError ? (
        <p role="alert" className="text-sm text-destructive">
          Failed to load chapters.
        </p>
      ) : published === undefined ? (
        <Skeleton className="h-24 w-full" />
      ) : published.length === 0 ? (
        <p className="text-muted-foreground">{T.noChaptersPublished}</p>
      ) : (
        <ul className="grid divide-y divide-border rounded-lg border border-border bg-card">
          {published.map((chapter) => {
            const label = T.chapterLabel(chapter.chapterNumber, chapter.title);
            const date = chapter.publishedAt ?? chapter.createdAt;
            return (
              <li key={chapter.id} className="flex flex-wrap items-center gap-2 px-3 py-2">
                <span className="min-w-0 basis-full truncate font-medium sm:flex-1 sm:basis-auto">{label}</span>
                <time dateTime={date} className="text-xs text-muted-foreground">
                  {formatDate(date)}
                </time>
                <Link
                  to={`/author/novels/${novelId}/chapters/${chapter.id}/edit`}
                  aria-label={`${T.edit} ${label}`}
                  className={buttonClasses('ghost', 'sm')}
                >
                  <Pencil aria-hidden="true" className="size-4" />
                  {T.edit}
                </Link>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`${T.delete} ${label}`}
                  className="text-destructive hover:text-destructive"
                  onClick={() => setDeleting(chapter)}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                  {T.delete}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={T.deleteChapterTitle}
        subject={deleting && T.chapterLabel(deleting.chapterNumber, deleting.title)}
        description={MESSAGES.confirmations.deleteChapter}
        confirmLabel={T.delete}
        pendingLabel="Deleting..."
        destructive
        pending={remove.isPending}
        onConfirm={confirm}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
