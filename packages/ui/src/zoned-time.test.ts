import { describe, expect, it } from 'vitest';
import { formatInZone, instantInZone, localInputInZone, zoneOrDevice } from './zoned-time.ts';

describe('release times in a zone', () => {
  it('reads a wall-clock time in the zone, across daylight saving', () => {
    // Berlin: UTC+1 in winter, UTC+2 in summer.
    expect(instantInZone('2026-12-07T18:00', 'Europe/Berlin')?.toISOString()).toBe('2026-12-07T17:00:00.000Z');
    expect(instantInZone('2026-07-07T18:00', 'Europe/Berlin')?.toISOString()).toBe('2026-07-07T16:00:00.000Z');
    // The night the clocks go back, 01:30 in New York happens twice; the night they go forward, 02:30 never.
    expect(instantInZone('2026-03-08T03:30', 'America/New_York')?.toISOString()).toBe('2026-03-08T07:30:00.000Z');
    expect(instantInZone('2026-03-08T02:30', 'America/New_York')?.toISOString()).toBe('2026-03-08T07:30:00.000Z');
  });

  it('shows an instant back in the zone it was entered in', () => {
    const instant = new Date('2026-12-07T17:00:00Z');
    expect(localInputInZone(instant, 'Europe/Berlin')).toBe('2026-12-07T18:00');
    expect(localInputInZone(instant, 'Asia/Tokyo')).toBe('2026-12-08T02:00');
    expect(formatInZone(instant, 'Europe/Berlin')).toBe('Mon, Dec 7, 2026, 6:00 PM');
  });

  it('refuses what is not a datetime-local value, and falls back to the device zone', () => {
    expect(instantInZone('tomorrow', 'Europe/Berlin')).toBeNull();
    expect(instantInZone('2026-12-07', 'Europe/Berlin')).toBeNull();
    expect(zoneOrDevice('Europe/Berlin')).toBe('Europe/Berlin');
    expect(zoneOrDevice(null)).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });
});
