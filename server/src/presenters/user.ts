import type { CurrentUser, PublicUser, UserRef } from '@inkshelf/contracts';
import type { User } from '../entities/index.ts';

/** The signed-in user's own account. Never the password hash. */
export function presentCurrentUser(user: User): CurrentUser {
  return {
    id: user.id,
    email: user.email,
    username: user.username,
    isAuthor: user.isAuthor,
    lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
    createdAt: user.createdAt.toISOString(),
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
