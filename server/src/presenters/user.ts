import type { CurrentUser, PublicUser, UserRef } from '@inkshelf/contracts';
import type { User } from '../entities/index.ts';

/** The session's two-factor state (issue 8), see middlewares/second-factor.ts `assuranceOf`. */
export interface AssuranceFields {
  aal: 'aal1' | 'aal2';
  mfaEnrolled: boolean;
  mfaRequired: boolean;
}

/** The signed-in user's own account, with the session's two-factor state when given. Never the password hash. */
export function presentCurrentUser(user: User, assurance?: AssuranceFields): CurrentUser {
  return {
    id: user.id,
    email: user.email,
    username: user.username,
    isAuthor: user.isAuthor,
    role: user.role,
    lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
    createdAt: user.createdAt.toISOString(),
    timeZone: user.timeZone ?? null,
    adultConfirmed: Boolean(user.adultConfirmedAt),
    ...assurance,
  };
}

/** What anyone may know about an account. */
export function presentPublicUser(user: Pick<User, 'id' | 'username' | 'isAuthor'>): PublicUser {
  return { id: user.id, username: user.username, isAuthor: user.isAuthor };
}

/** The author of a comment or review. */
export function presentUserRef(user: Pick<User, 'id' | 'username'>): UserRef {
  return { id: user.id, username: user.username };
}
