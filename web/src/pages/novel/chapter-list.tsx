/**
 * The novel's chapter list: published chapters by number, 50 a page, the signed-in reader's read ones marked,
 * with the author's Edit and Delete.
 */
import { MESSAGES, type ChapterSummary } from '@inkshelf/contracts';
import { apiPath, API_PREFIXES, invalidateApi } from '@inkshelf/api-client';
import { Button, errorMessage, Skeleton } from '@inkshelf/reader-ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { api } from '../../api.ts';
import { toast } from '@inkshelf/ui/toast';
import { pageOf } from './chapter-pages.ts';
import { ChapterRow } from './chapter-row.tsx';
import { DeleteChapterDialog } from './delete-chapter-dialog.tsx';
import { NOVEL_TEXTS } from './texts.ts';

export interface ChapterListProps {
  novel: { id: number; title: string };
  /** Published chapters in order (see publishedInOrder); undefined while loading. */
  chapters: ChapterSummary[] | undefined;
  loadFailed: boolean;
  /** The viewer is the novel's author: rows get Edit and Delete. */
  isAuthor: boolean;
  /** Ids of the chapters the signed-in reader has read (none when signed out). */
  readIds?: ReadonlySet<number>;
}

const NONE_READ: ReadonlySet<number> = new Set();

export function ChapterList({ novel, chapters, loadFailed, isAuthor, readIds = NONE_READ }: ChapterListProps) {
  const headingId = useId();
  const sectionRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [target, setTarget] = useState<ChapterSummary | null>(null);

  const remove = useMutation({
    mutationFn: (chapter: ChapterSummary) => api.deleteChapter({ params: { id: chapter.id } }),
    onSuccess: async () => {
      toast(MESSAGES.toasts.chapterDeleted);
      setTarget(null);
      // The list's path (no query) covers the lean list's key, '/api/novels/{id}/chapters?view=summary'.
      await invalidateApi(
        queryClient,
        apiPath('listChapters', { params: { novelId: novel.id } }),
        API_PREFIXES.latestChapters,
      );
    },
    onError: (error) => {
      toast({
        title: MESSAGES.toasts.errorTitle,
        description: errorMessage(error, MESSAGES.fallbacks.deleteChapter),
        variant: 'destructive',
      });
    },
  });

  const goTo = (next: number) => {
    setPage(next);
    sectionRef.current?.scrollIntoView?.({ block: 'start' });
  };

  const current = chapters ? pageOf(chapters, page) : null;
  const readCount = chapters && readIds.size > 0 ? chapters.filter((chapter) => readIds.has(chapter.id)).length : 0;
  const editTo = (chapter: ChapterSummary) =>
    `/author/novels/${novel.id}/chapters/edit/${chapter.chapterNumber}?returnTo=${encodeURIComponent(pathname)}`;

  return (
    <section ref={sectionRef} aria-labelledby={headingId} className="grid scroll-mt-20 gap-3">
      <h2 id={headingId} className="text-xl font-semibold">
        {NOVEL_TEXTS.chapters}
        {chapters && chapters.length > 0 && (
          <span className="ml-2 text-base font-normal text-muted-foreground">({chapters.length})</span>
        )}
        {readCount > 0 && (
          <span className="ml-2 text-sm font-normal text-success">{NOVEL_TEXTS.readCount(readCount)}</span>
        )}
      </h2>
      {loadFailed && !chapters ? (
        <p role="alert" className="text-sm text-destructive">
          {NOVEL_TEXTS.chaptersLoadFailed}
        </p>
      ) : !current ? (
        <div aria-busy="true" className="grid gap-2">
          <span role="status" className="sr-only">
            Loading chapters...
          </span>
          {[0, 1, 2, 3].map((key) => (
            <Skeleton key={key} className="h-10 w-full" />
          ))}
        </div>
      ) : current.items.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border p-6 text-center text-sm text-muted-foreground">
          {NOVEL_TEXTS.noChapters}
        </p>
      ) : (
        <>
          <ul
            aria-label={NOVEL_TEXTS.chapters}
            className="divide-y divide-border rounded-lg border border-border bg-card text-card-foreground"
          >
            {current.items.map((chapter) => (
              <ChapterRow
                key={chapter.id}
                chapter={chapter}
                novelTitle={novel.title}
                read={readIds.has(chapter.id)}
                authorActions={isAuthor ? { editTo: editTo(chapter), onDelete: () => setTarget(chapter) } : undefined}
              />
            ))}
          </ul>
          {current.totalPages > 1 && (
            <nav aria-label="Chapter pages" className="flex items-center justify-between gap-2">
              <Button variant="outline" size="sm" disabled={current.page <= 1} onClick={() => goTo(current.page - 1)}>
                {NOVEL_TEXTS.previousPage}
              </Button>
              <span className="text-sm text-muted-foreground" aria-live="polite">
                {NOVEL_TEXTS.pageOf(current.page, current.totalPages)}
              </span>
              <Button
                variant="outline"
                size="sm"
                disabled={current.page >= current.totalPages}
                onClick={() => goTo(current.page + 1)}
              >
                {NOVEL_TEXTS.nextPage}
              </Button>
            </nav>
          )}
        </>
      )}
      {isAuthor && (
        <DeleteChapterDialog
          chapter={target}
          pending={remove.isPending}
          onConfirm={() => target && remove.mutate(target)}
          onCancel={() => setTarget(null)}
        />
      )}
    </section>
  );
}
