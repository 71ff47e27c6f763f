import { CurrentUserSchema, MFA_MESSAGES, MfaEnrollmentSchema, MfaStatusSchema } from '@inkshelf/contracts';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getTestServer, type TestServer } from '../../../test/support.ts';
import { MfaFactor, MfaRecoveryCode } from '../../entities/index.ts';
import { SecretBox } from '../../services/totp.ts';
import { enrolledUser, totpCode, useStepClock } from './mfa-support.ts';

let server: TestServer;
const clock = useStepClock();
const em = () => server.db.orm.em.fork();

beforeAll(async () => {
  server = await getTestServer();
});
afterAll(() => server.close());
beforeEach(() => clock.start());
afterEach(() => clock.stop());

describe('enrollment', () => {
  it('gives a secret, an otpauth URL for Inkshelf and the username, and a QR code image', async () => {
    const { user, agent } = await server.signedIn();
    const response = await agent.request('POST', '/api/mfa/enroll');
    expect(response.status).toBe(200);
    const enrollment = MfaEnrollmentSchema.parse(response.body);
    expect(enrollment.secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(enrollment.otpauthUrl);
    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(decodeURIComponent(url.pathname)).toBe(`/Inkshelf:${user.username}`);
    expect(url.searchParams.get('secret')).toBe(enrollment.secret);
    expect(url.searchParams.get('issuer')).toBe('Inkshelf');
    expect(url.searchParams.get('digits')).toBe('6');
    expect(url.searchParams.get('period')).toBe('30');
    expect(url.searchParams.get('algorithm')).toBe('SHA1');
    expect(enrollment.qrCode).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/);
    // Not on until confirmed: the account still signs in with a password alone.
    expect((await agent.request('GET', '/api/mfa')).body).toEqual({
      enrolled: false,
      verifiedAt: null,
      recoveryCodesLeft: 0,
    });
  });

  it('stores the secret encrypted: neither the base32 secret nor its bytes are in the table', async () => {
    const { user, agent } = await server.signedIn();
    const { secret } = (await agent.request('POST', '/api/mfa/enroll')).body as { secret: string };
    const rows = await em().execute('select * from mfa_factors where user_id = ?', [user.id]);
    const dump = JSON.stringify(rows);
    expect(rows).toHaveLength(1);
    expect(dump).not.toContain(secret);
    expect(dump.toLowerCase()).not.toContain(secret.toLowerCase());
    const raw = Buffer.from(secret.replace(/(?<!=)=+$/, ''), 'ascii');
    expect(dump).not.toContain(raw.toString('base64'));
    expect(String(rows[0]!.secret_sealed)).toMatch(/^v1\.[\w-]+$/);
    // Sealed for this user under this app's secret: another secret or another user cannot open it.
    expect(new SecretBox(server.deps.config.sessionSecret).open(rows[0]!.secret_sealed, user.id)).toBe(secret);
    expect(() =>
      new SecretBox('a different secret that is long enough!!').open(rows[0]!.secret_sealed, user.id),
    ).toThrow();
    expect(() => new SecretBox(server.deps.config.sessionSecret).open(rows[0]!.secret_sealed, user.id + 1)).toThrow();
  });

  it('replaces an unconfirmed setup and refuses a second one once confirmed (409)', async () => {
    const { user, agent } = await server.signedIn();
    const first = (await agent.request('POST', '/api/mfa/enroll')).body as { secret: string; factorId: number };
    const second = (await agent.request('POST', '/api/mfa/enroll')).body as { secret: string; factorId: number };
    expect(second.secret).not.toBe(first.secret);
    expect(await em().count(MfaFactor, { user: user.id })).toBe(1);
    // The first secret no longer works.
    const stale = await agent.request('POST', '/api/mfa/verify', { json: { code: totpCode(first.secret) } });
    expect(stale).toMatchObject({ status: 400, body: { message: MFA_MESSAGES.invalidCode } });
    const ok = await agent.request('POST', '/api/mfa/verify', { json: { code: totpCode(second.secret) } });
    expect(ok.status).toBe(200);
    const again = await agent.request('POST', '/api/mfa/enroll');
    expect(again).toMatchObject({ status: 409, body: { message: MFA_MESSAGES.alreadyEnrolled } });
  });

  it('confirms with a first code: ten recovery codes, the session at aal2, the status on', async () => {
    const { user, agent } = await server.signedIn();
    const { secret } = (await agent.request('POST', '/api/mfa/enroll')).body as { secret: string };
    const response = await agent.request('POST', '/api/mfa/verify', { json: { code: totpCode(secret) } });
    expect(response.status).toBe(200);
    const codes = response.body.recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(CurrentUserSchema.parse(response.body.user)).toMatchObject({
      id: user.id,
      aal: 'aal2',
      mfaEnrolled: true,
      mfaRequired: false,
    });
    expect((await agent.request('GET', '/api/user')).body).toMatchObject({ aal: 'aal2', mfaEnrolled: true });
    const status = MfaStatusSchema.parse((await agent.request('GET', '/api/mfa')).body);
    expect(status).toMatchObject({ enrolled: true, recoveryCodesLeft: 10 });
    // Stored hashed: no code appears in the table.
    const rows = JSON.stringify(await em().find(MfaRecoveryCode, { user: user.id }));
    for (const code of codes) {
      expect(rows).not.toContain(code);
      expect(rows).not.toContain(code.replace('-', ''));
    }
  });

  it('refuses a wrong code, a malformed code and a confirmation with nothing to confirm', async () => {
    const { agent } = await server.signedIn();
    const nothing = await agent.request('POST', '/api/mfa/verify', { json: { code: '123456' } });
    expect(nothing).toMatchObject({ status: 400, body: { message: MFA_MESSAGES.noEnrollment } });
    const { secret } = (await agent.request('POST', '/api/mfa/enroll')).body as { secret: string };
    const good = totpCode(secret);
    const wrong = String((Number(good) + 1) % 1_000_000).padStart(6, '0');
    expect(await agent.request('POST', '/api/mfa/verify', { json: { code: wrong } })).toMatchObject({
      status: 400,
      body: { message: MFA_MESSAGES.invalidCode },
    });
    for (const code of ['12345', 'abcdef', '', 1234567, null]) {
      const response = await agent.request('POST', '/api/mfa/verify', { json: { code } });
      expect(response.status, String(code)).toBe(400);
      expect(response.body.message).toBe(MFA_MESSAGES.codeFormat);
    }
    // Spaces inside a code are ignored, as apps show '123 456'.
    const spaced = `${good.slice(0, 3)} ${good.slice(3)}`;
    expect((await agent.request('POST', '/api/mfa/verify', { json: { code: spaced } })).status).toBe(200);
  });

  it('lets a started setup be confirmed for 15 minutes only', async () => {
    const { agent } = await server.signedIn();
    const { secret } = (await agent.request('POST', '/api/mfa/enroll')).body as { secret: string };
    clock.tick(31);
    const late = await agent.request('POST', '/api/mfa/verify', { json: { code: totpCode(secret) } });
    expect(late).toMatchObject({ status: 400, body: { message: MFA_MESSAGES.noEnrollment } });
    expect((await agent.request('GET', '/api/user')).body).toMatchObject({ mfaEnrolled: false });
  });
});

describe('codes', () => {
  it('accepts the previous and the next step, not two steps away', async () => {
    const user = await enrolledUser(server, () => clock.tick(5));
    const { agent, secret } = user;
    const tooOld = await agent.request('POST', '/api/mfa/recovery-codes', { json: { code: totpCode(secret, -2) } });
    expect(tooOld).toMatchObject({ status: 400, body: { message: MFA_MESSAGES.invalidCode } });
    const tooNew = await agent.request('POST', '/api/mfa/recovery-codes', { json: { code: totpCode(secret, 2) } });
    expect(tooNew).toMatchObject({ status: 400, body: { message: MFA_MESSAGES.invalidCode } });
    for (const offset of [-1, 0, 1]) {
      const response = await agent.request('POST', '/api/mfa/recovery-codes', {
        json: { code: totpCode(secret, offset) },
      });
      expect(response.status, `offset ${offset}`).toBe(200);
    }
  });

  it('never accepts a code twice, nor an older step after a newer one', async () => {
    const { agent, secret } = await enrolledUser(server, () => clock.tick(5));
    const code = totpCode(secret);
    expect((await agent.request('POST', '/api/mfa/recovery-codes', { json: { code } })).status).toBe(200);
    const replay = await agent.request('POST', '/api/mfa/recovery-codes', { json: { code } });
    expect(replay).toMatchObject({ status: 400, body: { message: MFA_MESSAGES.codeAlreadyUsed } });
    const older = await agent.request('POST', '/api/mfa/recovery-codes', { json: { code: totpCode(secret, -1) } });
    expect(older).toMatchObject({ status: 400, body: { message: MFA_MESSAGES.codeAlreadyUsed } });
  });

  it('accepts one of two simultaneous uses of the same code', async () => {
    const { agent, secret } = await enrolledUser(server, () => clock.tick(5));
    const code = totpCode(secret);
    const answers = await Promise.all(
      [1, 2, 3].map(() => agent.request('POST', '/api/mfa/recovery-codes', { json: { code } })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400, 400]);
  });

  it('regenerating replaces the recovery codes: the old ones stop working', async () => {
    const { agent, secret, recoveryCodes, username, password } = await enrolledUser(server, () => clock.tick());
    const response = await agent.request('POST', '/api/mfa/recovery-codes', { json: { code: totpCode(secret) } });
    expect(response.status).toBe(200);
    const fresh = response.body.recoveryCodes as string[];
    expect(fresh).toHaveLength(10);
    expect(fresh).not.toContain(recoveryCodes[0]);
    const next = server.agent();
    await next.signIn(username, password);
    const old = await next.request('POST', '/api/mfa/challenge', { json: { recoveryCode: recoveryCodes[0] } });
    expect(old).toMatchObject({ status: 400, body: { message: MFA_MESSAGES.invalidRecoveryCode } });
    const ok = await next.request('POST', '/api/mfa/challenge', { json: { recoveryCode: fresh[0] } });
    expect(ok.status).toBe(200);
  });
});

describe('unenroll', () => {
  it('needs a current code, then removes the factor and the recovery codes', async () => {
    const { agent, secret, userId, username, password } = await enrolledUser(server, () => clock.tick());
    const missing = await agent.request('POST', '/api/mfa/unenroll', { json: {} });
    expect(missing).toMatchObject({ status: 400, body: { message: MFA_MESSAGES.codeFormat } });
    const wrong = await agent.request('POST', '/api/mfa/unenroll', { json: { code: totpCode(secret, 3) } });
    expect(wrong).toMatchObject({ status: 400, body: { message: MFA_MESSAGES.invalidCode } });
    const response = await agent.request('POST', '/api/mfa/unenroll', { json: { code: totpCode(secret) } });
    expect(response).toMatchObject({ status: 200, body: { message: MFA_MESSAGES.turnedOff } });
    expect(await em().count(MfaFactor, { user: userId })).toBe(0);
    expect(await em().count(MfaRecoveryCode, { user: userId })).toBe(0);
    expect((await agent.request('GET', '/api/mfa')).body).toMatchObject({ enrolled: false });
    // A password alone signs in again.
    const next = server.agent();
    const login = await next.signIn(username, password);
    expect(login.body).toMatchObject({ aal: 'aal1', mfaEnrolled: false, mfaRequired: false });
    expect((await next.request('GET', '/api/bookmarks')).status).toBe(200);
    const again = await agent.request('POST', '/api/mfa/unenroll', { json: { code: totpCode(secret, 1) } });
    expect(again).toMatchObject({ status: 400, body: { message: MFA_MESSAGES.notEnrolled } });
  });
});
