/**
 * Which local account a Google identity signs in as: its mapping, else a new reader account. A verified email of an
 * existing account must first be linked with that account's password (no takeover through a provider's email claim); an
 * unverified email never links nor creates an account.
 */
import { OIDC_MESSAGES } from '@inkshelf/contracts';
import { UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/postgresql';
import { AuthMapping, User } from '../entities/index.ts';
import { conflict, forbidden } from '../errors.ts';
import type { GoogleIdentity } from '../services/oidc.ts';
import { freeGeneratedUsername } from './account-registrar.ts';

/** auth_mapping.supabase_uid holds '<provider>:<subject>', so subjects of different providers never collide. */
export const mappingKey = (subject: string) => `google:${subject}`;

export type GoogleResolution =
  { kind: 'signIn'; user: User; created: boolean } | { kind: 'linkRequired'; user: User; email: string };

const likePattern = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/** The account whose email is `email`, compared without case. */
export async function findUserByEmail(em: EntityManager, email: string): Promise<User | null> {
  return em.findOne(User, { email: { $ilike: likePattern(email) } });
}

export async function resolveGoogleAccount(em: EntityManager, identity: GoogleIdentity): Promise<GoogleResolution> {
  const mapping = await em.findOne(
    AuthMapping,
    { supabaseUid: mappingKey(identity.subject) },
    { populate: ['localUser'] },
  );
  if (mapping) return { kind: 'signIn', user: mapping.localUser, created: false };

  if (!identity.email || !identity.emailVerified) throw forbidden(OIDC_MESSAGES.emailNotVerified);
  const email = identity.email.trim().toLowerCase();
  const existing = await findUserByEmail(em, email);
  if (existing) return { kind: 'linkRequired', user: existing, email: existing.email };

  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      const user = await em.transactional(async (tx) => {
        const created = tx.create(User, {
          email,
          username: await freeGeneratedUsername(tx),
          password: null,
          isAuthor: false,
          lastLoginAt: new Date(),
        });
        tx.create(AuthMapping, { supabaseUid: mappingKey(identity.subject), localUser: created });
        await tx.flush();
        return created;
      });
      return { kind: 'signIn', user, created: true };
    } catch (error) {
      em.clear();
      if (!(error instanceof UniqueConstraintViolationException)) throw error;
      // Someone took the email or the subject meanwhile (a double submit): resolve again from the start.
      const again = await em.findOne(
        AuthMapping,
        { supabaseUid: mappingKey(identity.subject) },
        { populate: ['localUser'] },
      );
      if (again) return { kind: 'signIn', user: again.localUser, created: false };
      const taken = await findUserByEmail(em, email);
      if (taken) return { kind: 'linkRequired', user: taken, email: taken.email };
    }
  }
  throw conflict(OIDC_MESSAGES.alreadyLinked);
}

/** Links the Google subject to `userId` (after its password was confirmed). */
export async function linkGoogleAccount(em: EntityManager, userId: number, subject: string): Promise<void> {
  const existing = await em.findOne(AuthMapping, { supabaseUid: mappingKey(subject) });
  if (existing) {
    if (existing.localUser.id === userId) return;
    throw conflict(OIDC_MESSAGES.alreadyLinked);
  }
  try {
    em.create(AuthMapping, { supabaseUid: mappingKey(subject), localUser: em.getReference(User, userId) });
    await em.flush();
  } catch (error) {
    em.clear();
    if (error instanceof UniqueConstraintViolationException) throw conflict(OIDC_MESSAGES.alreadyLinked);
    throw error;
  }
}
