/**
 * The instants of a weekly release rhythm (issue 33): each slot is a wall-clock time in the rhythm's zone, so 18:00
 * stays 18:00 there across daylight saving (@date-fns/tz does the zone arithmetic).
 */
import { TZDate } from '@date-fns/tz';
import { WEEKDAYS, type ReleaseSlot } from '@inkshelf/contracts';

export interface Rhythm {
  timeZone: string;
  slots: readonly ReleaseSlot[];
}

/** The slots' instants after `after`, soonest first, skipping `taken` ones (ms), `count` of them at most. */
export function upcomingSlots(
  rhythm: Rhythm,
  after: Date,
  count: number,
  taken: ReadonlySet<number> = new Set(),
): Date[] {
  const found: Date[] = [];
  if (rhythm.slots.length === 0) return found;
  const start = new TZDate(after.getTime(), rhythm.timeZone);
  // Enough weeks to pass every taken slot and still find `count` free ones.
  const days = 7 * (Math.ceil((count + taken.size) / rhythm.slots.length) + 1);
  for (let offset = 0; offset <= days && found.length < count; offset++) {
    const day = new TZDate(start.getFullYear(), start.getMonth(), start.getDate() + offset, 12, 0, rhythm.timeZone);
    const weekday = WEEKDAYS[(day.getDay() + 6) % 7];
    const times = rhythm.slots
      .filter((slot) => slot.weekday === weekday)
      .map((slot) => slot.time)
      .sort();
    for (const time of times) {
      const [hour, minute] = time.split(':').map(Number) as [number, number];
      const at = new TZDate(day.getFullYear(), day.getMonth(), day.getDate(), hour, minute, rhythm.timeZone);
      if (at.getTime() > after.getTime() && !taken.has(at.getTime())) found.push(new Date(at.getTime()));
      if (found.length === count) break;
    }
  }
  return found;
}

/** The first free slot after `after`, or null (a rhythm with no slots). */
export const nextFreeSlot = (rhythm: Rhythm, after: Date, taken: ReadonlySet<number>): Date | null =>
  upcomingSlots(rhythm, after, 1, taken)[0] ?? null;
