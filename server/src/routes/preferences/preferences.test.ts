import { MESSAGES, ReaderPreferencesSchema } from '@inkshelf/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTestServer, type TestServer } from '../../../test/support.ts';
import { fork } from '../chapters/chapter-test-support.ts';

const V = MESSAGES.validation;

let server: TestServer;
beforeAll(async () => {
  server = await getTestServer();
});
afterAll(() => server.close());

describe('GET and PUT /api/users/me/preferences', () => {
  it('need a signed-in reader', async () => {
    expect((await server.request('GET', '/api/users/me/preferences')).status).toBe(401);
    const put = await server.request('PUT', '/api/users/me/preferences', { json: { excludedGenres: ['Horror'] } });
    expect(put.status).toBe(401);
  });

  it('start empty, save the genres as written (duplicates in any case dropped) and give them back', async () => {
    const { agent } = await server.signedIn();
    const empty = await agent.request('GET', '/api/users/me/preferences');
    expect(empty.status).toBe(200);
    expect(empty.headers.get('cache-control')).toBe('no-store');
    expect(ReaderPreferencesSchema.parse(empty.body)).toEqual({ excludedGenres: [], hideMature: false });

    const saved = await agent.request('PUT', '/api/users/me/preferences', {
      json: { excludedGenres: ['Horror', ' horror ', 'Slice of Life'] },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ excludedGenres: ['Horror', 'Slice of Life'], hideMature: false });
    expect((await agent.request('GET', '/api/users/me/preferences')).body).toEqual(saved.body);

    // A comma-separated text works too; saving again replaces the list, and [] clears it.
    await agent.request('PUT', '/api/users/me/preferences', { json: { excludedGenres: 'Romance, Drama' } });
    expect((await agent.request('GET', '/api/users/me/preferences')).body).toEqual({
      excludedGenres: ['Romance', 'Drama'],
      hideMature: false,
    });
    await agent.request('PUT', '/api/users/me/preferences', { json: { excludedGenres: [] } });
    expect((await agent.request('GET', '/api/users/me/preferences')).body).toEqual({
      excludedGenres: [],
      hideMature: false,
    });
  });

  it('refuse bad genre lists with the field and a clear message', async () => {
    const { agent } = await server.signedIn();
    const tooLong = await agent.request('PUT', '/api/users/me/preferences', {
      json: { excludedGenres: ['x'.repeat(41)] },
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.text).toContain(V.filterGenreInvalid('excludedGenres'));
    const many = Array.from({ length: 21 }, (_, i) => `Genre ${i}`);
    const tooMany = await agent.request('PUT', '/api/users/me/preferences', { json: { excludedGenres: many } });
    expect(tooMany.status).toBe(400);
    expect(tooMany.text).toContain(V.filterTooManyGenres('excludedGenres'));
    const missing = await agent.request('PUT', '/api/users/me/preferences', { json: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(V.preferencesEmpty);
  });

  it('go with the reader (ON DELETE CASCADE)', async () => {
    const { agent, user } = await server.signedIn();
    await agent.request('PUT', '/api/users/me/preferences', { json: { excludedGenres: ['Horror'] } });
    const em = fork(server);
    await em.execute('delete from users where id = ?', [user.id]);
    const rows = await em.execute('select * from reader_preferences where user_id = ?', [user.id]);
    expect(rows).toEqual([]);
  });
});
