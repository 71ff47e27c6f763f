/** The chapter form's release (issue 33): schedule or publish, loudly or quietly, and the buttons that send it. */
import { MESSAGES, type ChapterStatus } from '@inkshelf/contracts';
import { Button } from '@inkshelf/reader-ui';
import { ReleaseFields, type ReleaseChoice } from '@inkshelf/ui/release-fields';
import { formatInZone, instantInZone, localInputInZone } from '@inkshelf/ui/zoned-time';
import { CalendarClock } from 'lucide-react';
import { useState } from 'react';
import { AUTHOR_TEXTS as T } from './texts.ts';
import { useAuthorZone } from './use-author-zone.ts';
import { useNextSlot } from './use-next-slot.ts';

const R = MESSAGES.releases;

/**
 * Which buttons the form shows: a new chapter or a draft can be saved as draft, scheduled or published; a scheduled
 * one saved (keeping or moving its slot), published now or taken back to draft.
 */
export type ChapterFormMode = 'create' | 'edit-draft' | 'edit-published' | 'edit-scheduled';

/** The release that goes with a save (issue 33): an instant when scheduling, and whether followers hear of it. */
export interface ReleaseRequest {
  publishAt?: string;
  notifyFollowers: boolean;
}

/** The form's release state: whether it schedules, when, in which zone, and the request each button sends. */
export function useReleaseChoice(
  stored: { publishAt: string; notifyFollowers: boolean } | undefined,
  novelId: number | undefined,
) {
  const [zone, setZone] = useAuthorZone();
  const [scheduling, setScheduling] = useState(stored !== undefined);
  const nextSlot = useNextSlot(novelId, scheduling && stored === undefined);
  const [value, setValue] = useState<ReleaseChoice>({
    when: stored ? localInputInZone(stored.publishAt, zone) : '',
    notifyFollowers: stored?.notifyFollowers ?? true,
  });
  const [error, setError] = useState<string | undefined>();

  /** The release a save with `status` sends; null (and the reason shown) when the chosen time cannot be used. */
  const request = (status: ChapterStatus | undefined): ReleaseRequest | null => {
    if (status !== 'scheduled') return { notifyFollowers: value.notifyFollowers };
    // No time chosen and a rhythm: the server gives the chapter the next free slot.
    if (value.when === '' && nextSlot && !stored) {
      setError(undefined);
      return { notifyFollowers: value.notifyFollowers };
    }
    const instant = instantInZone(value.when, zone);
    const problem = !instant ? R.publishAtRequired : instant.getTime() <= Date.now() ? R.publishAtInPast : undefined;
    setError(problem);
    return problem || !instant ? null : { publishAt: instant.toISOString(), notifyFollowers: value.notifyFollowers };
  };
  return {
    zone,
    setZone,
    scheduling,
    setScheduling,
    value,
    setValue,
    error,
    request,
    nextSlot: stored ? null : nextSlot,
  };
}

export type ReleaseState = ReturnType<typeof useReleaseChoice>;

/** The release fields, with the time only while scheduling. */
export function ReleasePanel({ release, disabled }: { release: ReleaseState; disabled: boolean }) {
  return (
    <ReleaseFields
      value={release.value}
      onChange={release.setValue}
      zone={release.zone}
      onZoneChange={release.setZone}
      withTime={release.scheduling}
      error={release.error}
      emptyHint={release.nextSlot ? R.nextFreeSlot(formatInZone(release.nextSlot, release.zone)) : undefined}
      disabled={disabled}
    />
  );
}

interface FormButtonsProps {
  mode: ChapterFormMode;
  scheduling: boolean;
  pending: boolean;
  onSave: (status: ChapterStatus | undefined) => void;
  onToggleSchedule?: () => void;
}

/** Save as Draft / Schedule / Publish (new or draft), Cancel schedule / Publish now / Save (scheduled), Save Changes. */
export function FormButtons({ mode, scheduling, pending, onSave, onToggleSchedule }: FormButtonsProps) {
  if (mode === 'edit-published') {
    return (
      <Button type="submit" disabled={pending}>
        {pending ? T.saving : T.saveChanges}
      </Button>
    );
  }
  if (mode === 'edit-scheduled') {
    return (
      <>
        <Button variant="outline" disabled={pending} onClick={() => onSave('draft')}>
          {R.cancelSchedule}
        </Button>
        <Button variant="outline" disabled={pending} onClick={() => onSave('published')}>
          {R.publishNow}
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? T.saving : T.saveChanges}
        </Button>
      </>
    );
  }
  return (
    <>
      <Button variant="outline" disabled={pending} onClick={() => onSave('draft')}>
        {T.saveAsDraft}
      </Button>
      <Button
        variant="outline"
        disabled={pending}
        aria-pressed={scheduling}
        className={scheduling ? 'border-primary bg-primary/10' : undefined}
        onClick={onToggleSchedule}
      >
        <CalendarClock aria-hidden="true" className="size-4" />
        {R.schedule}
      </Button>
      <Button disabled={pending} onClick={() => onSave(scheduling ? 'scheduled' : 'published')}>
        {scheduling ? R.scheduleRelease : T.publishChapter}
      </Button>
    </>
  );
}
