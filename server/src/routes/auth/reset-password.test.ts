import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { MESSAGES } from '@inkshelf/contracts';
import { pino } from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories.ts';
import { getTestServer, type TestServer } from '../../../test/support.ts';
import type { AppConfig } from '../../deps.ts';
import { PasswordResetToken } from '../../entities/index.ts';
import { createMailer, type Mailer } from '../../services/mailer.ts';

/** A real SMTP server on loopback that keeps what it receives. */
const received: { to: string[]; raw: string }[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, callback) {
    let raw = '';
    stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    stream.on('end', () => {
      received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
      callback();
    });
  },
});

let server: TestServer;
let mailer: Mailer;
beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const port = (smtp.server.address() as AddressInfo).port;
  mailer = createMailer({
    smtpUrl: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    from: 'Inkshelf <no-reply@inkshelf.test>',
    outboxDir: '/nonexistent',
    logger: pino({ level: 'silent' }),
  });
  server = await getTestServer({ mailer, config: { publicUrl: 'https://inkshelf.example' } });
});
afterAll(async () => {
  await server.close();
  await new Promise<void>((resolve) => smtp.close(resolve));
});

function tokenFrom(raw: string): string {
  const unfolded = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = /https:\/\/inkshelf\.example\/reset-password\?token=([\w-]+)/.exec(unfolded);
  if (!match) throw new Error(`no reset link in mail:\n${raw}`);
  return match[1]!;
}

describe('password reset by emailed link', () => {
  it('works end to end: request, receive, follow, set, sign in; the link is single use', async () => {
    await buildUser(server.db.orm.em.fork(), {
      username: 'Forgetful',
      email: 'forgetful@example.test',
      password: 'old-password',
    });
    const { agent: otherDevice } = await server.signedIn({ password: 'irrelevant1' });
    const signedInElsewhere = server.agent();
    await signedInElsewhere.signIn('Forgetful', 'old-password');
    void otherDevice;

    const ack = await server.request('POST', '/api/reset-password', { json: { email: 'Forgetful@Example.test' } });
    expect(ack).toMatchObject({ status: 200, body: { message: MESSAGES.errors.resetPasswordAck } });
    const mail = received.find((m) => m.to.includes('forgetful@example.test'));
    expect(mail?.raw).toContain('Reset your Inkshelf password');
    const token = tokenFrom(mail!.raw);

    const stored = await server.db.orm.em.fork().find(PasswordResetToken, {});
    expect(stored.some((row) => row.tokenHash === token)).toBe(false);

    const confirm = await server.request('POST', '/api/reset-password/confirm', {
      json: { token, newPassword: 'brand-new-pass' },
    });
    expect(confirm.status).toBe(200);

    expect((await signedInElsewhere.request('GET', '/api/user')).status).toBe(401);
    const old = await server.request('POST', '/api/login', {
      json: { emailOrUsername: 'Forgetful', password: 'old-password' },
    });
    expect(old.status).toBe(401);
    await server.agent().signIn('Forgetful', 'brand-new-pass');

    const reuse = await server.request('POST', '/api/reset-password/confirm', {
      json: { token, newPassword: 'another-pass1' },
    });
    expect(reuse).toMatchObject({ status: 400, body: { message: MESSAGES.errors.resetTokenInvalid } });
  });

  it('answers the same for an unknown email and sends nothing', async () => {
    const before = received.length;
    const response = await server.request('POST', '/api/reset-password', { json: { email: 'nobody@example.test' } });
    expect(response).toMatchObject({ status: 200, body: { message: MESSAGES.errors.resetPasswordAck } });
    expect(received.length).toBe(before);
  });

  it('refuses an expired link', async () => {
    await buildUser(server.db.orm.em.fork(), { email: 'late@example.test', password: 'old-password' });
    await server.request('POST', '/api/reset-password', { json: { email: 'late@example.test' } });
    const token = tokenFrom(received.find((m) => m.to.includes('late@example.test'))!.raw);
    await server.db.orm.em.fork().execute("update password_reset_tokens set expires_at = now() - interval '1 minute'");
    const response = await server.request('POST', '/api/reset-password/confirm', {
      json: { token, newPassword: 'brand-new-pass' },
    });
    expect(response).toMatchObject({ status: 400, body: { message: MESSAGES.errors.resetTokenInvalid } });
  });

  it('validates the new password and the token', async () => {
    const short = await server.request('POST', '/api/reset-password/confirm', {
      json: { token: 'abc', newPassword: 'short' },
    });
    expect(short).toMatchObject({
      status: 400,
      body: { field: 'newPassword', message: MESSAGES.validation.newPasswordTooShort },
    });
    const bogus = await server.request('POST', '/api/reset-password/confirm', {
      json: { token: 'made-up', newPassword: 'long-enough-1' },
    });
    expect(bogus).toMatchObject({ status: 400, body: { message: MESSAGES.errors.resetTokenInvalid } });
    const noEmail = await server.request('POST', '/api/reset-password', { json: { email: 'nope' } });
    expect(noEmail).toMatchObject({ status: 400, body: { field: 'email', message: MESSAGES.validation.invalidEmail } });
  });
});

/** The reset link of the last mail to `address`. */
function linkTo(address: string): URL {
  const mail = received.findLast((m) => m.to.includes(address));
  const unfolded = mail?.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=') ?? '';
  const link = unfolded.split(/\s/).find((word) => word.includes('/reset-password?token='));
  if (!link) throw new Error(`no reset link in mail to ${address}`);
  return new URL(link);
}

/** POSTs JSON with node:http, which (unlike fetch) sends a Host header as given; resolves the status. */
function postRaw(base: string, target: string, json: unknown, headers: Record<string, string>): Promise<number> {
  const body = JSON.stringify(json);
  return new Promise((resolve, reject) => {
    const request = http.request(
      new URL(target, base),
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), ...headers },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

describe('the link comes from configuration, never from the request (issue 15)', () => {
  /** Asks for a reset of a new account's password with these request headers; returns the mailed link. */
  async function resetLink(target: TestServer, headers: Record<string, string>): Promise<URL> {
    const user = await buildUser(target.db.orm.em.fork(), { password: 'old-password' });
    expect(await postRaw(target.url, '/api/reset-password', { email: user.email }, headers)).toBe(200);
    return linkTo(user.email);
  }
  const forged: Record<string, string>[] = [
    { host: 'evil.example' },
    { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
    { host: 'evil.example', 'x-forwarded-host': 'evil.example:8443' },
  ];

  /** A server with this configuration and the SMTP mailer (its reset budget raised for the many requests). */
  const serverWith = (config: Partial<AppConfig>) =>
    getTestServer({ mailer, config: { rateLimitScale: 10, ...config } });

  it('uses PUBLIC_URL whatever Host or X-Forwarded-Host say (behind a trusted proxy too)', async () => {
    for (const trustProxy of [false, true]) {
      const target = await serverWith({ publicUrl: 'https://inkshelf.example', trustProxy });
      try {
        for (const headers of forged)
          expect((await resetLink(target, headers)).origin).toBe('https://inkshelf.example');
      } finally {
        await target.close();
      }
    }
  });

  it('without PUBLIC_URL: the request origin only when it is one of ALLOWED_ORIGINS, else the first of them', async () => {
    const configured = await serverWith({
      trustProxy: true,
      allowedOrigins: ['https://inkshelf.example', 'https://www.inkshelf.example'],
    });
    try {
      for (const headers of forged)
        expect((await resetLink(configured, headers)).origin).toBe('https://inkshelf.example');
      const viaWww = await resetLink(configured, {
        'x-forwarded-host': 'www.inkshelf.example',
        'x-forwarded-proto': 'https',
      });
      expect(viaWww.origin).toBe('https://www.inkshelf.example');
    } finally {
      await configured.close();
    }
  });

  it('without PUBLIC_URL or ALLOWED_ORIGINS: http://localhost and the port the server listens on', async () => {
    const bare = await serverWith({ trustProxy: true });
    try {
      const own = `http://localhost:${new URL(bare.url).port}`;
      for (const headers of [...forged, {}]) expect((await resetLink(bare, headers)).origin).toBe(own);
    } finally {
      await bare.close();
    }
  });
});

describe('without SMTP (the embedded default)', () => {
  it('writes the mail into the outbox folder with the link', async () => {
    const local = await getTestServer();
    try {
      await buildUser(local.db.orm.em.fork(), { email: 'outbox@example.test', password: 'old-password' });
      const ack = await local.request('POST', '/api/reset-password', { json: { email: 'outbox@example.test' } });
      expect(ack.status).toBe(200);
      const files = fs.readdirSync(local.outboxDir);
      expect(files).toHaveLength(1);
      const raw = fs.readFileSync(path.join(local.outboxDir, files[0]!), 'utf8');
      expect(raw).toContain('To: outbox@example.test');
      expect(raw.replace(/=\r?\n/g, '')).toMatch(/\/reset-password\?token=/);
    } finally {
      await local.close();
    }
  });
});
