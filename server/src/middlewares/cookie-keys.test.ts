import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { afterAll, describe, expect, it } from 'vitest';
import { CookieKeys } from './cookie-keys.ts';

/** A Koa app that sets the signed cookie `probe` (?set=value) or answers what it reads of it. */
function cookieApp(keys: string[] | CookieKeys) {
  const app = new Koa();
  app.keys = keys;
  app.use((ctx) => {
    const value = ctx.query.set;
    if (typeof value === 'string') ctx.cookies.set('probe', value, { signed: true });
    ctx.body = { read: ctx.cookies.get('probe', { signed: true }) ?? null };
  });
  return app;
}

const servers: http.Server[] = [];
afterAll(() => Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve)))));

async function origin(app: Koa): Promise<string> {
  const handle = app.callback();
  const server = http.createServer((req, res) => void handle(req, res));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** The cookie pair (value and signature) that `app` sets for `value`, as a Cookie header. */
async function cookiesSetBy(app: string, value: string): Promise<string> {
  const response = await fetch(`${app}/?set=${value}`);
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

const read = async (app: string, cookie: string) =>
  ((await (await fetch(app, { headers: { cookie } })).json()) as { read: string | null }).read;

describe('CookieKeys', () => {
  it("signs as keygrip does: each reads the other's signed cookies", async () => {
    const keygrip = await origin(cookieApp(['a session secret']));
    const ours = await origin(cookieApp(new CookieKeys(['a session secret'])));
    const fromKeygrip = await cookiesSetBy(keygrip, 'sid-1');
    const fromOurs = await cookiesSetBy(ours, 'sid-1');
    expect(fromOurs).toBe(fromKeygrip);
    expect(await read(ours, fromKeygrip)).toBe('sid-1');
    expect(await read(keygrip, await cookiesSetBy(ours, 'sid-2'))).toBe('sid-2');
  });

  it('verifies with any key and signs with the first, and refuses a changed value or signature', async () => {
    const old = await origin(cookieApp(['old secret']));
    const rotated = await origin(cookieApp(new CookieKeys(['new secret', 'old secret'])));
    const cookie = await cookiesSetBy(old, 'sid-3');
    expect(await read(rotated, cookie)).toBe('sid-3');
    expect(await read(old, await cookiesSetBy(rotated, 'sid-4'))).toBeNull();
    expect(await read(rotated, cookie.replace('sid-3', 'sid-9'))).toBeNull();
    expect(await read(rotated, cookie.replace(/probe\.sig=./, 'probe.sig=x'))).toBeNull();
    expect(await read(rotated, `${cookie}x`)).toBeNull();
  });

  it('needs a key', () => {
    expect(() => new CookieKeys([])).toThrow('at least one key');
  });
});
