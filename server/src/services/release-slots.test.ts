import { describe, expect, it } from 'vitest';
import { upcomingSlots } from './release-slots.ts';

const rhythm = {
  timeZone: 'Europe/Berlin',
  slots: [
    { weekday: 'thursday', time: '18:00' },
    { weekday: 'monday', time: '18:00' },
  ] as const,
};

describe('release rhythm', () => {
  it('gives Monday and Thursday at 18:00 Berlin time, soonest first', () => {
    // Wednesday 2 December 2026, noon UTC.
    const slots = upcomingSlots(rhythm, new Date('2026-12-02T12:00:00Z'), 3);
    expect(slots.map((slot) => slot.toISOString())).toEqual([
      '2026-12-03T17:00:00.000Z',
      '2026-12-07T17:00:00.000Z',
      '2026-12-10T17:00:00.000Z',
    ]);
  });

  it('keeps 18:00 on the wall clock across the change to summer time', () => {
    // Daylight saving starts in Berlin on Sunday 28 March 2027.
    const slots = upcomingSlots(rhythm, new Date('2027-03-24T12:00:00Z'), 2);
    expect(slots.map((slot) => slot.toISOString())).toEqual(['2027-03-25T17:00:00.000Z', '2027-03-29T16:00:00.000Z']);
  });

  it('skips slots other chapters hold, and a slot that is now or past', () => {
    const taken = new Set([Date.parse('2026-12-03T17:00:00Z')]);
    const [first] = upcomingSlots(rhythm, new Date('2026-12-02T12:00:00Z'), 1, taken);
    expect(first?.toISOString()).toBe('2026-12-07T17:00:00.000Z');
    const [exact] = upcomingSlots(rhythm, new Date('2026-12-03T17:00:00Z'), 1);
    expect(exact?.toISOString()).toBe('2026-12-07T17:00:00.000Z');
  });

  it('has no slot to give without slots', () => {
    expect(upcomingSlots({ timeZone: 'UTC', slots: [] }, new Date(), 3)).toEqual([]);
  });
});
