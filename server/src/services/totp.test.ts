import * as OTPAuth from 'otpauth';
import { describe, expect, it } from 'vitest';
import { SecretBox, hashRecoveryCode, matchTotpStep, newRecoveryCodes, newTotpSecret } from './totp.ts';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const codeAt = (timestamp: number) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(SECRET), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp,
  });

describe('TOTP', () => {
  it('matches the RFC 6238 parameters an authenticator app uses, one step either side', () => {
    const now = 1_900_000_015_000; // 15 s into step 63,333,333
    const step = Math.floor(now / 30_000);
    expect(matchTotpStep(SECRET, codeAt(now), now)).toBe(step);
    expect(matchTotpStep(SECRET, codeAt(now - 30_000), now)).toBe(step - 1);
    expect(matchTotpStep(SECRET, codeAt(now + 30_000), now)).toBe(step + 1);
    expect(matchTotpStep(SECRET, codeAt(now - 60_000), now)).toBeNull();
    expect(matchTotpStep(SECRET, codeAt(now + 60_000), now)).toBeNull();
  });

  it('makes 160-bit secrets with an otpauth URL and a PNG QR code', async () => {
    const { secret, otpauthUrl, qrCode } = await newTotpSecret('ReaderJune');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(OTPAuth.URI.parse(otpauthUrl)).toMatchObject({ issuer: 'Inkshelf', label: 'ReaderJune', digits: 6 });
    expect(Buffer.from(qrCode.split(',')[1]!, 'base64').subarray(1, 4).toString()).toBe('PNG');
    expect((await newTotpSecret('ReaderJune')).secret).not.toBe(secret);
  });
});

describe('SecretBox', () => {
  const box = new SecretBox('a session secret that is long enough to sign');

  it('round-trips, with a fresh nonce each time', () => {
    const sealed = box.seal(SECRET, 7);
    expect(sealed).not.toContain(SECRET);
    expect(box.seal(SECRET, 7)).not.toBe(sealed);
    expect(box.open(sealed, 7)).toBe(SECRET);
  });

  it('refuses another user, another key, a tampered or unknown payload', () => {
    const sealed = box.seal(SECRET, 7);
    expect(() => box.open(sealed, 8)).toThrow();
    expect(() => new SecretBox('another secret, also long enough to sign').open(sealed, 7)).toThrow();
    const bytes = Buffer.from(sealed.slice(3), 'base64url');
    bytes[bytes.length - 1]! ^= 1;
    expect(() => box.open(`v1.${bytes.toString('base64url')}`, 7)).toThrow();
    expect(() => box.open(`v2.${sealed.slice(3)}`, 7)).toThrow('unknown secret format');
  });
});

describe('recovery codes', () => {
  it('are ten distinct codes whose hash ignores case, spaces and dashes', () => {
    const codes = newRecoveryCodes();
    expect(new Set(codes).size).toBe(10);
    const [code] = codes as [string];
    expect(hashRecoveryCode(code)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashRecoveryCode(` ${code.toUpperCase().replace('-', ' ')} `)).toBe(hashRecoveryCode(code));
    expect(hashRecoveryCode(codes[1]!)).not.toBe(hashRecoveryCode(code));
  });
});
