import { MESSAGES, type ReleaseSchedule } from '@inkshelf/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTestServer, type TestServer } from '../../../test/support.ts';
import { cast } from '../chapters/chapter-test-support.ts';

const R = MESSAGES.releases;
let server: TestServer;
beforeAll(async () => {
  server = await getTestServer();
});
afterAll(() => server.close());

const RHYTHM = {
  timeZone: 'Europe/Berlin',
  slots: [
    { weekday: 'monday', time: '18:00' },
    { weekday: 'thursday', time: '18:00' },
  ],
};

/** An instant as Berlin's weekday and wall clock, read with Intl (not the server's library). */
const berlin = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Berlin',
    weekday: 'long',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));

describe('release rhythm', () => {
  it('gives scheduled chapters without a time the next free slots in order, and readers the next release time', async () => {
    const { novel, owner, anonymous } = await cast(server);
    const saved = await owner.request<ReleaseSchedule>('PUT', `/api/novels/${novel.id}/release-schedule`, {
      json: RHYTHM,
    });
    expect(saved.status).toBe(200);
    const slots = saved.body.nextFreeSlots;
    expect(slots).toHaveLength(5);
    for (const slot of slots) expect(['Monday 18:00', 'Thursday 18:00']).toContain(berlin(slot));
    expect([...slots].sort()).toEqual(slots);

    const queued = [];
    for (const title of ['First in line', 'Second in line']) {
      const created = await owner.request('POST', `/api/novels/${novel.id}/chapters`, {
        json: { title, content: 'Queued.', status: 'scheduled' },
      });
      expect(created.status).toBe(201);
      queued.push(created.body.publishAt);
    }
    expect(queued).toEqual(slots.slice(0, 2));
    const after = await owner.request<ReleaseSchedule>('GET', `/api/novels/${novel.id}/release-schedule`);
    expect(after.body.nextFreeSlots[0]).toBe(slots[2]);
    // Readers learn when, not what.
    const detail = await anonymous.request('GET', `/api/novels/${novel.id}`);
    expect(detail.body.nextReleaseAt).toBe(slots[0]);
    expect((await anonymous.request('GET', `/api/novels/${novel.id}/chapters?view=summary`)).body).toEqual([]);

    expect((await owner.request('DELETE', `/api/novels/${novel.id}/release-schedule`)).status).toBe(200);
    const unslotted = await owner.request('POST', `/api/novels/${novel.id}/chapters`, {
      json: { title: 'No slot', content: 'Text.', status: 'scheduled' },
    });
    expect(unslotted.status).toBe(400);
    expect(unslotted.body.message).toBe(R.publishAtRequired);
    expect((await owner.request('GET', `/api/novels/${novel.id}/release-schedule`)).status).toBe(404);
  });

  it('refuses bad slots and zones, and anyone but the author', async () => {
    const { novel, owner, otherAuthor, anonymous } = await cast(server);
    const path = `/api/novels/${novel.id}/release-schedule`;
    const cases: [unknown, string][] = [
      [{ ...RHYTHM, slots: [{ weekday: 'funday', time: '18:00' }] }, R.weekdayInvalid],
      [{ ...RHYTHM, slots: [{ weekday: 'monday', time: '25:00' }] }, R.slotTimeInvalid],
      [{ ...RHYTHM, slots: [] }, R.slotsInvalid],
      [{ ...RHYTHM, slots: [RHYTHM.slots[0], RHYTHM.slots[0]] }, R.slotsRepeated],
      [{ ...RHYTHM, timeZone: 'Moon/Tranquility' }, R.timeZoneInvalid],
    ];
    for (const [json, message] of cases) {
      const answer = await owner.request('PUT', path, { json });
      expect(answer.status, JSON.stringify(json)).toBe(400);
      expect(answer.body.message).toBe(message);
    }
    expect((await owner.request('GET', path)).status).toBe(404);
    expect((await otherAuthor.request('PUT', path, { json: RHYTHM })).status).toBe(403);
    expect((await anonymous.request('PUT', path, { json: RHYTHM })).status).toBe(401);
    expect((await otherAuthor.request('GET', path)).status).toBe(403);
  });
});
