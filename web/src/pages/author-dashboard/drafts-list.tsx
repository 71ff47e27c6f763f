/** A novel's draft chapters on the dashboard: edit, Publish and delete, each action confirmed as the spec words it. */
import { MESSAGES, type ChapterSummary } from '@inkshelf/contracts';
import { Button, ModerationNotice, Skeleton, buttonClasses, formatDate } from '@inkshelf/reader-ui';
import { Pencil, Send, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from '@inkshelf/ui/toast';
import { useDeleteChapter, usePublishChapter } from '../author-shared/author-mutations.ts';
import { ConfirmDialog } from '@inkshelf/ui/confirm-dialog';
import { failureText } from '../author-shared/failure.ts';
import { AUTHOR_TEXTS as T } from '../author-shared/texts.ts';
import { ScheduledList } from './scheduled-list.tsx';

export interface DraftsListProps {
  id: string;
  novelId: number;
  chapters: readonly ChapterSummary[] | undefined;
  loadFailed: boolean;
}

type Pending = { action: 'publish' | 'delete'; chapter: ChapterSummary } | null;

export function DraftsList({ id, novelId, chapters, loadFailed }: DraftsListProps) {
  const [asking, setAsking] = useState<Pending>(null);
  const publish = usePublishChapter();
  const remove = useDeleteChapter();
  const drafts = chapters
    ?.filter((chapter) => chapter.status === 'draft')
    .sort((a, b) => a.chapterNumber - b.chapterNumber);

  const confirm = () => {
    if (!asking) return;
    const { action, chapter } = asking;
    const mutation = action === 'publish' ? publish : remove;
    mutation.mutate(chapter.id, {
      onSuccess: () => {
        toast({ title: action === 'publish' ? T.draftPublished : T.draftDeleted });
        setAsking(null);
      },
      onError: (error) =>
        toast({
          title: MESSAGES.toasts.errorTitle,
          description: failureText(
            error,
            action === 'publish' ? MESSAGES.fallbacks.publishDraft : MESSAGES.fallbacks.deleteDraft,
          ),
          variant: 'destructive',
        }),
    });
  };

  return (
    <section id={id} aria-label={T.drafts} className="grid gap-2 rounded-md border border-border bg-muted/40 p-3">
      {chapters && <ScheduledList novelId={novelId} chapters={chapters} />}
      <h4 className="text-sm font-semibold">{T.drafts}</h4>
      {loadFailed ? (
        <p role="alert" className="text-sm text-destructive">
          Failed to load chapters.
        </p>
      ) : drafts === undefined ? (
        <Skeleton className="h-10 w-full" />
      ) : drafts.length === 0 ? (
        <p className="text-sm text-muted-foreground">{T.noDrafts}</p>
      ) : (
        <ul className="grid divide-y divide-border">
          {drafts.map((chapter) => {
            const label = T.chapterLabel(chapter.chapterNumber, chapter.title);
            return (
              <li key={chapter.id} className="flex flex-wrap items-center gap-2 py-2">
                <span className="min-w-0 basis-full truncate text-sm font-medium sm:flex-1 sm:basis-auto">{label}</span>
                <time dateTime={chapter.updatedAt} className="text-xs text-muted-foreground">
                  {formatDate(chapter.updatedAt)}
                </time>
                <Link
                  to={`/author/novels/${novelId}/chapters/edit/${chapter.chapterNumber}`}
                  className={buttonClasses('ghost', 'sm')}
                  aria-label={`${T.edit} ${label}`}
                >
                  <Pencil aria-hidden="true" className="size-4" />
                  {T.edit}
                </Link>
                <Button
                  size="sm"
                  aria-label={`${T.publish} ${label}`}
                  onClick={() => setAsking({ action: 'publish', chapter })}
                >
                  <Send aria-hidden="true" className="size-4" />
                  {T.publish}
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  className="text-destructive hover:text-destructive"
                  aria-label={`${T.delete} ${label}`}
                  onClick={() => setAsking({ action: 'delete', chapter })}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                  {T.delete}
                </Button>
                {/* A hidden chapter is kept as a draft; publishing it is refused until a moderator restores it. */}
                {chapter.moderation && <ModerationNotice mark={chapter.moderation} compact className="basis-full" />}
              </li>
            );
          })}
        </ul>
      )}
      <ConfirmDialog
        open={asking !== null}
        title={asking?.action === 'publish' ? T.publishDraftTitle : T.deleteDraftTitle}
        subject={asking && T.chapterLabel(asking.chapter.chapterNumber, asking.chapter.title)}
        description={
          asking?.action === 'publish' ? MESSAGES.confirmations.publishDraft : MESSAGES.confirmations.deleteDraft
        }
        confirmLabel={asking?.action === 'publish' ? T.publish : T.delete}
        destructive={asking?.action === 'delete'}
        pending={publish.isPending || remove.isPending}
        onConfirm={confirm}
        onCancel={() => setAsking(null)}
      />
    </section>
  );
}
