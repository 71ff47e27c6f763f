import crypto from 'node:crypto';
import { MESSAGES } from '@inkshelf/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { PasswordResetToken, User } from '../entities/index.ts';
import { badRequest } from '../errors.ts';
import type { Mailer } from '../services/mailer.ts';
import { hashPassword } from '../services/passwords.ts';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

const sha256 = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/**
 * Emails a one-time reset link when an account has this email; does nothing visible otherwise, so the answer
 * never tells whether an account exists.
 */
export async function requestPasswordReset(
  em: EntityManager,
  mailer: Mailer,
  email: string,
  publicUrl: string,
): Promise<void> {
  const user = await em.findOne(User, { email: { $ilike: email.replace(/[\\%_]/g, '\\$&') } });
  if (!user) return;
  const token = crypto.randomBytes(32).toString('base64url');
  em.create(PasswordResetToken, {
    user,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
  });
  await em.flush();
  const link = `${publicUrl.replace(/\/$/, '')}/reset-password?token=${token}`;
  await mailer.send({
    to: user.email,
    subject: 'Reset your Inkshelf password',
    text:
      `Hello ${user.username},\n\nSomeone (hopefully you) asked to reset the password of your Inkshelf account.\n` +
      `Open this link within one hour to choose a new password:\n\n${link}\n\n` +
      'If you did not ask for this, ignore this email: your password stays as it is.\n',
  });
}

/** Sets a new password from a valid, unused, unexpired token; returns the user so the caller can end sessions. */
export async function confirmPasswordReset(em: EntityManager, token: string, newPassword: string): Promise<User> {
  const password = await hashPassword(newPassword);
  return em.transactional(async (tx) => {
    const record = await tx.findOne(
      PasswordResetToken,
      { tokenHash: sha256(token), usedAt: null, expiresAt: { $gt: new Date() } },
      { populate: ['user'], lockMode: 4 /* pessimistic write */ },
    );
    if (!record) throw badRequest(MESSAGES.errors.resetTokenInvalid);
    record.usedAt = new Date();
    record.user.password = password;
    await tx.nativeDelete(PasswordResetToken, { user: record.user, id: { $ne: record.id } });
    return record.user;
  });
}
