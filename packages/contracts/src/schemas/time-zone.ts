/** IANA time zones (issue 33): checked against the runtime's own zone data, as every client converts with it. */
import { z } from 'zod';
import { RELEASE_MESSAGES as R } from '../messages-releases.ts';

/** Whether the runtime knows the zone ("Europe/Berlin", "UTC"); offsets and abbreviations are refused. */
export function isTimeZone(zone: string): boolean {
  if (zone.length > 64 || !/^[a-z][\w+-]*(?:\/[\w+-]+)*$/i.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export const TimeZoneSchema = z.string({ error: R.timeZoneInvalid }).refine(isTimeZone, R.timeZoneInvalid);
