/**
 * Sign-in budgets under parallel attack (issue 15): every point is spent before the password is checked, so a
 * burst can never get more guesses checked than the budget. Each test speaks from its own client IP (the server
 * trusts X-Forwarded-For here), as an attacker's machine would.
 */
import { MESSAGES } from '@inkshelf/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories.ts';
import { burst, expectRefusals } from '../../../test/parallel.ts';
import { getTestServer, type TestServer } from '../../../test/support.ts';
import { LOGIN_BLOCKED_MESSAGE } from '../../commands/credential-check.ts';
import { User } from '../../entities/index.ts';

let server: TestServer;
beforeAll(async () => {
  server = await getTestServer({ config: { trustProxy: true } });
});
afterAll(() => server.close());

let lastIp = 0;
/** A client IP no other test uses. */
const newIp = () => `203.0.113.${++lastIp}`;
const from = (ip: string) => ({ 'x-forwarded-for': ip });

const login = (ip: string, emailOrUsername: string, password: string) =>
  server.request('POST', '/api/login', { json: { emailOrUsername, password }, headers: from(ip) });

let lastAccount = 0;
async function account() {
  const n = ++lastAccount;
  const user = await buildUser(server.db.orm.em.fork(), {
    username: `Target${n}`,
    email: `target${n}@example.test`,
    password: 'the real password',
  });
  return { user, password: 'the real password' };
}

/** The budgets, as documented in README (RATE_LIMIT_SCALE 1). */
const PAIR = 5;
const ACCOUNT = 25;
const IP = 30;

describe('sign-in budgets hold under parallel guesses', () => {
  it('200 guesses at once at one account from one IP: 5 are checked, then even the right password is 429', async () => {
    const { user, password } = await account();
    const ip = newIp();
    const guesses = await burst(200, (i) => login(ip, user.username, `guess ${i}`));
    expect(guesses.count(401)).toBe(PAIR);
    expect(guesses.processed).toBe(PAIR);
    expectRefusals(guesses, LOGIN_BLOCKED_MESSAGE, 60);

    const right = await login(ip, user.username, password);
    expect(right.status).toBe(429);
    const stored = await server.db.orm.em.fork().findOneOrFail(User, { id: user.id });
    expect(stored.lastLoginAt).toBeNull();
  });

  it('the right password sent among 199 wrong ones at once: never more than the budget checked', async () => {
    const { user, password } = await account();
    const ip = newIp();
    const guesses = await burst(200, (i) => login(ip, user.username, i === 199 ? password : `guess ${i}`));
    // A right password forgives this IP's failures at the account, so it can let at most one more budget through.
    expect(guesses.count(200) + guesses.count(401)).toBeLessThanOrEqual(guesses.count(200) ? 2 * PAIR : PAIR);
    expect(guesses.count(429)).toBeGreaterThanOrEqual(200 - 2 * PAIR);
  });

  it('POST /api/tokens spends the same budget: 150 at once, 5 checked', async () => {
    const { user, password } = await account();
    const ip = newIp();
    const guesses = await burst(150, (i) =>
      server.request('POST', '/api/tokens', {
        json: { emailOrUsername: user.email, password: `guess ${i}` },
        headers: from(ip),
      }),
    );
    expect(guesses.count(401)).toBe(PAIR);
    expectRefusals(guesses, LOGIN_BLOCKED_MESSAGE, 60);
    expect((await login(ip, user.username, password)).status).toBe(429);
  });

  it('username, email and their case share one budget: 120 alternating guesses at once, 5 checked', async () => {
    const { user } = await account();
    const ip = newIp();
    const names = [user.username, user.email, user.username.toUpperCase(), user.email.toUpperCase()];
    const guesses = await burst(120, (i) => login(ip, names[i % names.length]!, `guess ${i}`));
    expect(guesses.count(401)).toBe(PAIR);
    expectRefusals(guesses, LOGIN_BLOCKED_MESSAGE, 60);
  });

  it('the account budget holds across IPs: 120 guesses from 120 IPs at once, 25 checked', async () => {
    const { user, password } = await account();
    const ips = Array.from({ length: 120 }, newIp);
    const guesses = await burst(120, (i) => login(ips[i]!, i % 2 ? user.email : user.username, `guess ${i}`));
    expect(guesses.count(401)).toBe(ACCOUNT);
    expectRefusals(guesses, LOGIN_BLOCKED_MESSAGE, 60 * 60);
    // Locked for everyone, the owner too, until the hour is over.
    expect((await login(newIp(), user.username, password)).status).toBe(429);
  });

  it('an unknown name costs and behaves exactly like an account (no enumeration by the budget)', async () => {
    const ip = newIp();
    const unknown = await burst(120, (i) => login(ip, i % 2 ? 'Nobody-Here' : 'nobody-here', `guess ${i}`));
    expect(unknown.count(401)).toBe(PAIR);
    for (const response of unknown.responses.filter((r) => r.status === 401)) {
      expect(response.body).toEqual({ message: MESSAGES.errors.invalidCredentials });
    }
    expectRefusals(unknown, LOGIN_BLOCKED_MESSAGE, 60);
  });
});

describe('the per-IP budget across accounts (spraying)', () => {
  it('150 sign-ins for different names from one IP at once: 30 are processed, the rest 429', async () => {
    const { user, password } = await account();
    const ip = newIp();
    const sprayed = await burst(150, (i) => login(ip, `sprayed-name-${i}`, 'Password1'));
    expect(sprayed.count(401)).toBe(IP);
    expect(sprayed.processed).toBe(IP);
    expectRefusals(sprayed, LOGIN_BLOCKED_MESSAGE, 60);
    // That IP is refused for any account, even with the right password; another IP is not affected.
    expect((await login(ip, user.username, password)).status).toBe(429);
    expect((await login(newIp(), user.username, password)).status).toBe(200);
  });

  it('does not count successful sign-ins', async () => {
    const { user, password } = await account();
    const ip = newIp();
    for (let i = 0; i < IP + 5; i++) {
      expect((await login(ip, i % 2 ? user.email : user.username, password)).status, `sign-in ${i + 1}`).toBe(200);
    }
    for (let i = 0; i < PAIR; i++) expect((await login(ip, user.username, 'typo')).status).toBe(401);
  });
});
