import { MESSAGES } from '@inkshelf/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTestServer, type TestServer } from '../../../test/support.ts';

let server: TestServer;
beforeAll(async () => {
  server = await getTestServer();
});
afterAll(() => server.close());

describe('PUT /api/users/me/time-zone', () => {
  it('keeps the zone release times are shown in, on the account, until it is cleared', async () => {
    const { agent } = await server.signedIn({ isAuthor: true });
    expect((await agent.request('GET', '/api/user')).body.timeZone).toBeNull();
    const saved = await agent.request('PUT', '/api/users/me/time-zone', { json: { timeZone: 'Europe/Berlin' } });
    expect(saved.status).toBe(200);
    expect(saved.body.timeZone).toBe('Europe/Berlin');
    expect((await agent.request('GET', '/api/user')).body.timeZone).toBe('Europe/Berlin');
    const cleared = await agent.request('PUT', '/api/users/me/time-zone', { json: { timeZone: null } });
    expect(cleared.body.timeZone).toBeNull();
  });

  it('refuses what is not an IANA zone, changing nothing, and anyone signed out', async () => {
    const { agent } = await server.signedIn();
    await agent.request('PUT', '/api/users/me/time-zone', { json: { timeZone: 'Asia/Tokyo' } });
    for (const timeZone of ['Mars/Olympus', '+02:00', 'CEST', '', 42, 'Europe/Berlin; drop table users']) {
      const answer = await agent.request('PUT', '/api/users/me/time-zone', { json: { timeZone } });
      expect(answer.status, String(timeZone)).toBe(400);
      expect(answer.body.message).toBe(MESSAGES.releases.timeZoneInvalid);
    }
    expect((await agent.request('GET', '/api/user')).body.timeZone).toBe('Asia/Tokyo');
    const signedOut = await server.agent().request('PUT', '/api/users/me/time-zone', { json: { timeZone: 'UTC' } });
    expect(signedOut.status).toBe(401);
  });
});
