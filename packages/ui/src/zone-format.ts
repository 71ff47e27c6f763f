/** Showing instants in a zone with Intl alone (no zone library): light enough for every reader's page. */

/** The author's zone, else the device's. */
export function zoneOrDevice(zone: string | null | undefined): string {
  return zone || Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** An instant for people: 'Mon, Dec 7, 2026, 6:00 PM' in `zone`. */
export function formatInZone(instant: Date | string, zone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(instant));
}
