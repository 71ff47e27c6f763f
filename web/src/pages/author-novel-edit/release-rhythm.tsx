/** The novel's release rhythm (issue 33): weekly slots in the author's zone that queued chapters take in order. */
import { MESSAGES, WEEKDAYS, type ReleaseSlot, type Weekday } from '@inkshelf/contracts';
import { Button, Skeleton } from '@inkshelf/reader-ui';
import { inputClasses } from '@inkshelf/ui/input-classes';
import { toast } from '@inkshelf/ui/toast';
import { formatInZone } from '@inkshelf/ui/zoned-time';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { api } from '../../api.ts';
import { failureText } from '../author-shared/failure.ts';
import { useAuthorZone } from '../author-shared/use-author-zone.ts';
import { releaseScheduleKey, useReleaseSchedule } from '../author-shared/use-next-slot.ts';

const R = MESSAGES.releases;
const DAY_LABELS: Record<Weekday, string> = {
  monday: 'Mon',
  tuesday: 'Tue',
  wednesday: 'Wed',
  thursday: 'Thu',
  friday: 'Fri',
  saturday: 'Sat',
  sunday: 'Sun',
};

export function ReleaseRhythm({ novelId }: { novelId: number }) {
  const query = useReleaseSchedule(novelId);
  return (
    <section
      aria-labelledby="rhythm-title"
      className="grid gap-3 rounded-lg border border-border bg-card p-6 shadow-sm"
    >
      <h2 id="rhythm-title" className="text-lg font-semibold">
        {R.rhythmTitle}
      </h2>
      <p className="text-sm text-muted-foreground">{R.rhythmHint}</p>
      {query.isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : (
        <RhythmForm
          key={JSON.stringify(query.data)}
          novelId={novelId}
          stored={query.data ?? null}
          nextFree={query.data?.nextFreeSlots ?? []}
        />
      )}
    </section>
  );
}

interface RhythmFormProps {
  novelId: number;
  stored: { slots: ReleaseSlot[]; timeZone: string } | null;
  nextFree: string[];
}

function RhythmForm({ novelId, stored, nextFree }: RhythmFormProps) {
  const client = useQueryClient();
  const timeId = useId();
  const [authorZone] = useAuthorZone();
  // A rhythm keeps the zone it was made in; a new one takes the author's.
  const zone = stored?.timeZone ?? authorZone;
  const [days, setDays] = useState<Set<Weekday>>(() => new Set(stored?.slots.map((slot) => slot.weekday) ?? []));
  const [time, setTime] = useState(stored?.slots[0]?.time ?? '18:00');
  const refresh = () => client.invalidateQueries({ queryKey: releaseScheduleKey(novelId) });
  const failed = (error: unknown) =>
    toast({
      title: MESSAGES.toasts.errorTitle,
      description: failureText(error, R.slotsInvalid),
      variant: 'destructive',
    });
  const save = useMutation({
    mutationFn: () =>
      api.saveReleaseSchedule({
        params: { id: novelId },
        body: { timeZone: zone, slots: WEEKDAYS.filter((day) => days.has(day)).map((weekday) => ({ weekday, time })) },
      }),
    onSuccess: () => {
      toast({ title: R.rhythmSaved });
      void refresh();
    },
    onError: failed,
  });
  const remove = useMutation({
    mutationFn: () => api.deleteReleaseSchedule({ params: { id: novelId } }),
    onSuccess: () => {
      toast({ title: R.rhythmRemoved });
      void refresh();
    },
    onError: failed,
  });
  const toggle = (day: Weekday) =>
    setDays((current) => {
      const next = new Set(current);
      if (!next.delete(day)) next.add(day);
      return next;
    });
  const busy = save.isPending || remove.isPending;
  return (
    <div className="grid gap-3">
      <fieldset className="flex flex-wrap gap-2">
        <legend className="mb-1 text-sm font-medium">Release days</legend>
        {WEEKDAYS.map((day) => (
          <label
            key={day}
            className="inline-flex cursor-pointer items-center gap-1.5 rounded-md border border-input px-2.5 py-1.5 text-sm has-checked:border-primary has-checked:bg-primary/10"
          >
            <input type="checkbox" checked={days.has(day)} disabled={busy} onChange={() => toggle(day)} />
            {DAY_LABELS[day]}
          </label>
        ))}
      </fieldset>
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid gap-1.5">
          <label htmlFor={timeId} className="text-sm font-medium">
            Time ({zone})
          </label>
          <input
            id={timeId}
            type="time"
            className={`${inputClasses} w-36`}
            value={time}
            disabled={busy}
            onChange={(event) => setTime(event.currentTarget.value)}
          />
        </div>
        <Button disabled={busy || days.size === 0 || !time} onClick={() => save.mutate()}>
          {R.saveRhythm}
        </Button>
        {stored && (
          <Button variant="ghost" disabled={busy} onClick={() => remove.mutate()}>
            {R.removeRhythm}
          </Button>
        )}
      </div>
      {stored && nextFree[0] && (
        <p className="text-sm text-muted-foreground">{R.nextFreeSlot(formatInZone(nextFree[0], zone))}</p>
      )}
    </div>
  );
}
