import crypto from 'node:crypto';

/**
 * The token of a mail's one-click unsubscribe link: the account id and an HMAC of it under the session secret,
 * so the link works signed out, names one account only, and cannot be forged or moved to another account.
 */
const mac = (userId: number, secret: string): string =>
  crypto.createHmac('sha256', secret).update(`unsubscribe:chapter-emails:${userId}`).digest('base64url');

export const unsubscribeToken = (userId: number, secret: string): string => `${userId}.${mac(userId, secret)}`;

/** The account a token names, or null when it is malformed or its signature does not match. */
export function verifyUnsubscribeToken(token: string, secret: string): number | null {
  const match = /^([1-9]\d{0,9})\.([\w-]{43})$/.exec(token);
  if (!match) return null;
  const userId = Number(match[1]);
  const expected = Buffer.from(mac(userId, secret));
  const given = Buffer.from(match[2]!);
  return expected.length === given.length && crypto.timingSafeEqual(expected, given) ? userId : null;
}
