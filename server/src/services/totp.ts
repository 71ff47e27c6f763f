/**
 * TOTP (RFC 6238: SHA-1, 6 digits, 30 s, a window of one step either side) through the otpauth library, the
 * at-rest encryption of factor secrets (AES-256-GCM under a key derived by HKDF from the session secret), and
 * recovery codes (random, stored as SHA-256 hashes).
 */
import crypto from 'node:crypto';
import { MFA_LIMITS } from '@inkshelf/contracts';
import * as OTPAuth from 'otpauth';
import QRCode from 'qrcode';

export const TOTP_ISSUER = 'Inkshelf';
const PERIOD = MFA_LIMITS.periodSeconds;
const WINDOW = 1;

function totpFor(secretBase32: string, label = 'account'): OTPAuth.TOTP {
  return new OTPAuth.TOTP({
    issuer: TOTP_ISSUER,
    label,
    algorithm: 'SHA1',
    digits: MFA_LIMITS.codeDigits,
    period: PERIOD,
    secret: OTPAuth.Secret.fromBase32(secretBase32),
  });
}

/** A new 160-bit secret (base32), its otpauth:// URL for `label` and that URL as a PNG data URL. */
export async function newTotpSecret(label: string): Promise<{ secret: string; otpauthUrl: string; qrCode: string }> {
  const secret = new OTPAuth.Secret({ size: 20 }).base32;
  const otpauthUrl = totpFor(secret, label).toString();
  const qrCode = await QRCode.toDataURL(otpauthUrl, { errorCorrectionLevel: 'M', margin: 2, width: 240 });
  return { secret, otpauthUrl, qrCode };
}

/** The time step a code must belong to (within +-1 step of now), or null for a wrong code. */
export function matchTotpStep(secretBase32: string, code: string, now = Date.now()): number | null {
  const delta = totpFor(secretBase32).validate({ token: code, timestamp: now, window: WINDOW });
  if (delta === null) return null;
  return Math.floor(now / 1000 / PERIOD) + delta;
}

/** Encrypts and decrypts factor secrets; the key never leaves the process and is bound to one user by AAD. */
export class SecretBox {
  private readonly key: Buffer;

  constructor(sessionSecret: string) {
    this.key = Buffer.from(crypto.hkdfSync('sha256', sessionSecret, 'inkshelf-mfa', 'totp-secret-v1', 32));
  }

  seal(plaintext: string, userId: number): string {
    const iv = crypto.randomBytes(12);
    const cipher = crypto.createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(Buffer.from(`user:${userId}`));
    const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return `v1.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
  }

  open(sealed: string, userId: number): string {
    const [version, payload = ''] = sealed.split('.');
    if (version !== 'v1') throw new Error('unknown secret format');
    const data = Buffer.from(payload, 'base64url');
    const decipher = crypto.createDecipheriv('aes-256-gcm', this.key, data.subarray(0, 12));
    decipher.setAAD(Buffer.from(`user:${userId}`));
    decipher.setAuthTag(data.subarray(12, 28));
    return Buffer.concat([decipher.update(data.subarray(28)), decipher.final()]).toString('utf8');
  }
}

const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Ten codes like 'k7fq2-mx9tp' (about 49 bits each), as shown to the user. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: MFA_LIMITS.recoveryCodes }, () => {
    let code = '';
    for (let i = 0; i < 10; i++) code += RECOVERY_ALPHABET[crypto.randomInt(RECOVERY_ALPHABET.length)];
    return `${code.slice(0, 5)}-${code.slice(5)}`;
  });
}

/** The stored form of a recovery code (given as shown or as typed: case, spaces and dashes do not matter). */
export function hashRecoveryCode(code: string): string {
  const normal = code.replace(/[\s-]+/g, '').toLowerCase();
  return crypto.createHash('sha256').update(`inkshelf-recovery:${normal}`).digest('hex');
}
