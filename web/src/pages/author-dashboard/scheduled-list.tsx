/** A novel's scheduled chapters on the dashboard (issue 33): in release order, each with its time in the author's zone. */
import { MESSAGES, type ChapterSummary } from '@inkshelf/contracts';
import { Button, buttonClasses } from '@inkshelf/reader-ui';
import { ConfirmDialog } from '@inkshelf/ui/confirm-dialog';
import { toast } from '@inkshelf/ui/toast';
import { formatInZone } from '@inkshelf/ui/zoned-time';
import { BellOff, CalendarX, Pencil, Send } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useCancelSchedule, usePublishChapter } from '../author-shared/author-mutations.ts';
import { failureText } from '../author-shared/failure.ts';
import { AUTHOR_TEXTS as T } from '../author-shared/texts.ts';
import { useAuthorZone } from '../author-shared/use-author-zone.ts';

const R = MESSAGES.releases;

type Pending = { action: 'publish' | 'cancel'; chapter: ChapterSummary } | null;

export function ScheduledList({ novelId, chapters }: { novelId: number; chapters: readonly ChapterSummary[] }) {
  const [zone] = useAuthorZone();
  const [asking, setAsking] = useState<Pending>(null);
  const publish = usePublishChapter();
  const cancel = useCancelSchedule();
  const queue = chapters
    .filter((chapter) => chapter.status === 'scheduled' && chapter.publishAt)
    .sort((a, b) => a.publishAt!.localeCompare(b.publishAt!));
  if (queue.length === 0) return null;

  const confirm = () => {
    if (!asking) return;
    const { action, chapter } = asking;
    const done = {
      onSuccess: () => {
        toast({ title: action === 'publish' ? T.draftPublished : R.unscheduledToast });
        setAsking(null);
      },
      onError: (error: unknown) =>
        toast({ title: MESSAGES.toasts.errorTitle, description: failureText(error, 'Failed'), variant: 'destructive' }),
    };
    if (action === 'publish') publish.mutate(chapter.id, done);
    else cancel.mutate({ novelId, chapterNumber: chapter.chapterNumber }, done);
  };

  return (
    <section aria-label={R.queueTitle} className="grid gap-2">
      <h4 className="text-sm font-semibold">{R.queueTitle}</h4>
      <ol className="grid divide-y divide-border">
        {queue.map((chapter) => {
          const label = T.chapterLabel(chapter.chapterNumber, chapter.title);
          return (
            <li key={chapter.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
              <div className="min-w-0 basis-full sm:flex-1 sm:basis-0">
                <p className="truncate text-sm font-medium">{label}</p>
                <p className="flex items-center gap-1 text-xs text-muted-foreground">
                  <time dateTime={chapter.publishAt} title={zone}>
                    {R.scheduledFor(formatInZone(chapter.publishAt!, zone))}
                  </time>
                  {chapter.notifyFollowers === false && <BellOff aria-label={R.silentLabel} className="size-3.5" />}
                </p>
              </div>
              {/* The actions keep to one line beside the chapter; on a phone they go under it and wrap if they must. */}
              <div className="flex flex-wrap items-center gap-1 sm:shrink-0 sm:flex-nowrap">
                <Link
                  to={`/author/novels/${novelId}/chapters/edit/${chapter.chapterNumber}`}
                  className={buttonClasses('ghost', 'sm')}
                  aria-label={`${R.reschedule} ${label}`}
                >
                  <Pencil aria-hidden="true" className="size-4" />
                  {R.reschedule}
                </Link>
                <Button
                  size="sm"
                  aria-label={`${R.publishNow} ${label}`}
                  onClick={() => setAsking({ action: 'publish', chapter })}
                >
                  <Send aria-hidden="true" className="size-4" />
                  {R.publishNow}
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`${R.cancelSchedule} ${label}`}
                  onClick={() => setAsking({ action: 'cancel', chapter })}
                >
                  <CalendarX aria-hidden="true" className="size-4" />
                  {R.cancelSchedule}
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
      <ConfirmDialog
        open={asking !== null}
        title={asking?.action === 'publish' ? R.publishNow : R.cancelSchedule}
        subject={asking && T.chapterLabel(asking.chapter.chapterNumber, asking.chapter.title)}
        description={asking?.action === 'publish' ? R.publishNowConfirm : R.cancelScheduleConfirm}
        confirmLabel={asking?.action === 'publish' ? R.publishNow : R.cancelSchedule}
        pending={publish.isPending || cancel.isPending}
        onConfirm={confirm}
        onCancel={() => setAsking(null)}
      />
    </section>
  );
}
