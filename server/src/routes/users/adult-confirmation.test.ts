/** Issue 37: an account's confirmation that it is 18 or older, kept on the account for every device. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTestServer, type TestServer } from '../../../test/support.ts';

let server: TestServer;
beforeAll(async () => {
  server = await getTestServer();
});
afterAll(() => server.close());

describe('PUT /api/users/me/adult-confirmation', () => {
  it('confirms once, for every session of the account', async () => {
    const { user, agent, password } = await server.signedIn();
    expect((await agent.request('GET', '/api/user')).body.adultConfirmed).toBe(false);
    const confirmed = await agent.request('PUT', '/api/users/me/adult-confirmation');
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ id: user.id, adultConfirmed: true });
    // Again changes nothing; another session of the same account sees it.
    expect((await agent.request('PUT', '/api/users/me/adult-confirmation')).body.adultConfirmed).toBe(true);
    const other = server.agent();
    expect((await other.signIn(user.username, password)).status).toBe(200);
    expect((await other.request('GET', '/api/user')).body.adultConfirmed).toBe(true);
  });

  it('refuses a visitor who is signed out', async () => {
    const answer = await server.agent().request('PUT', '/api/users/me/adult-confirmation');
    expect(answer.status).toBe(401);
    expect(answer.body.message).toEqual(expect.any(String));
  });
});
