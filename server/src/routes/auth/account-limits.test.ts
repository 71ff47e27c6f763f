/**
 * Registration and password-reset budgets under parallel requests (issue 15): the point is spent before the
 * work, so a burst never gets more than the budget processed. Each test speaks from its own client IP.
 */
import fs from 'node:fs';
import { MESSAGES } from '@inkshelf/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories.ts';
import { burst, expectRefusals } from '../../../test/parallel.ts';
import { getTestServer, type TestServer } from '../../../test/support.ts';
import { User } from '../../entities/index.ts';

let server: TestServer;
beforeAll(async () => {
  server = await getTestServer({ config: { trustProxy: true, publicUrl: 'https://inkshelf.example' } });
});
afterAll(() => server.close());

let lastIp = 0;
const newIp = () => `198.51.100.${++lastIp}`;
const from = (ip: string) => ({ 'x-forwarded-for': ip });
const mailsTo = (address: string) =>
  fs
    .readdirSync(server.outboxDir)
    .filter((file) => fs.readFileSync(`${server.outboxDir}/${file}`, 'utf8').includes(`To: ${address}`)).length;

describe('POST /api/register', () => {
  it('120 sign-ups at once from one IP: 10 accounts, the rest 429', async () => {
    const ip = newIp();
    const signUps = await burst(120, (i) =>
      server.request('POST', '/api/register', {
        json: { email: `burst${i}@example.test`, password: 'long enough password' },
        headers: from(ip),
      }),
    );
    expect(signUps.count(201)).toBe(10);
    expect(signUps.processed).toBe(10);
    expectRefusals(signUps, MESSAGES.errors.tooManyRequests, 60 * 60);
    expect(await server.db.orm.em.fork().count(User, { email: { $like: 'burst%' } })).toBe(10);
  });
});

describe('POST /api/reset-password', () => {
  it('120 requests at once from one IP: 5 answered, the rest 429, and at most 3 mails to the address', async () => {
    await buildUser(server.db.orm.em.fork(), { email: 'flooded@example.test', password: 'old-password' });
    const ip = newIp();
    const requests = await burst(120, () =>
      server.request('POST', '/api/reset-password', { json: { email: 'flooded@example.test' }, headers: from(ip) }),
    );
    expect(requests.count(200)).toBe(5);
    expectRefusals(requests, MESSAGES.errors.tooManyRequests, 15 * 60);
    expect(mailsTo('flooded@example.test')).toBe(3);
  });

  it('120 requests at once from 120 IPs, in any case: all acknowledged alike, 3 mails to the address', async () => {
    await buildUser(server.db.orm.em.fork(), { email: 'spread@example.test', password: 'old-password' });
    const ips = Array.from({ length: 120 }, newIp);
    const requests = await burst(120, (i) =>
      server.request('POST', '/api/reset-password', {
        json: { email: i % 2 ? 'spread@example.test' : 'SPREAD@Example.test' },
        headers: from(ips[i]!),
      }),
    );
    expect(requests.count(200)).toBe(120);
    for (const response of requests.responses)
      expect(response.body).toEqual({ message: MESSAGES.errors.resetPasswordAck });
    expect(mailsTo('spread@example.test')).toBe(3);
  });
});

describe('POST /api/reset-password/confirm', () => {
  it('120 token guesses at once from one IP: 10 checked, the rest 429', async () => {
    const ip = newIp();
    const guesses = await burst(120, (i) =>
      server.request('POST', '/api/reset-password/confirm', {
        json: { token: `guessed-token-${i}`, newPassword: 'long enough password' },
        headers: from(ip),
      }),
    );
    expect(guesses.count(400)).toBe(10);
    expect(guesses.processed).toBe(10);
    expectRefusals(guesses, MESSAGES.errors.tooManyRequests, 15 * 60);
  });
});
