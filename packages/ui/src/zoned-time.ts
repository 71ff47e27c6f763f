/**
 * Release times in the author's time zone (issue 33): what a `datetime-local` field holds is a wall-clock time in
 * that zone, turned into an instant (and back) by @date-fns/tz, which follows the zone's daylight-saving rules.
 */
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';

export { formatInZone, zoneOrDevice } from './zone-format.ts';

const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/**
 * The instant a `datetime-local` value names in `zone`, or null when it is not one. A wall time that a DST change
 * skips (02:30 on a spring-forward night) comes out as the instant after the gap, as the clocks then read.
 */
export function instantInZone(value: string, zone: string): Date | null {
  const parts = LOCAL_INPUT.exec(value);
  if (!parts) return null;
  const [year, month, day, hour, minute] = parts.slice(1).map(Number) as [number, number, number, number, number];
  const date = new TZDate(year, month - 1, day, hour, minute, zone);
  return Number.isNaN(date.getTime()) ? null : new Date(date.getTime());
}

/** An instant as a `datetime-local` value in `zone` (minutes, no seconds). */
export function localInputInZone(instant: Date | string, zone: string): string {
  return format(new TZDate(new Date(instant).getTime(), zone), "yyyy-MM-dd'T'HH:mm");
}

/** Every zone the runtime knows, for the zone picker (the author's own first when the runtime lacks it). */
export function knownZones(current: string): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return zones.includes(current) ? zones : [current, ...zones];
}
