/** A novel's release rhythm (issue 33): weekly slots in a time zone that queued chapters take in order. */
import { z } from 'zod';
import { RELEASE_MESSAGES as R } from '../messages-releases.ts';
import { IsoDateTimeSchema } from './common.ts';
import { TimeZoneSchema } from './time-zone.ts';

/** Days of the week, Monday first (ISO 8601). */
export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** At most three releases a day. */
export const MAX_RELEASE_SLOTS = 21;

export const ReleaseSlotSchema = z.object({
  weekday: z.enum(WEEKDAYS, { error: R.weekdayInvalid }),
  time: z.string({ error: R.slotTimeInvalid }).regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, R.slotTimeInvalid),
});
export type ReleaseSlot = z.infer<typeof ReleaseSlotSchema>;

/** `PUT /api/novels/{id}/release-schedule`: 1 to 21 distinct weekly slots, read in `timeZone`. */
export const ReleaseScheduleBodySchema = z.object({
  timeZone: TimeZoneSchema,
  slots: z
    .array(ReleaseSlotSchema, { error: R.slotsInvalid })
    .min(1, R.slotsInvalid)
    .max(MAX_RELEASE_SLOTS, R.slotsInvalid)
    .refine(
      (slots) => new Set(slots.map((slot) => `${slot.weekday} ${slot.time}`)).size === slots.length,
      R.slotsRepeated,
    ),
});
export type ReleaseScheduleBody = z.output<typeof ReleaseScheduleBodySchema>;

/** The rhythm as stored, with the next free slots (those no scheduled chapter holds yet). */
export const ReleaseScheduleSchema = z.object({
  timeZone: z.string(),
  slots: z.array(ReleaseSlotSchema),
  nextFreeSlots: z.array(IsoDateTimeSchema),
});
export type ReleaseSchedule = z.infer<typeof ReleaseScheduleSchema>;
