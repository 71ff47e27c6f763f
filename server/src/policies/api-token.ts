import { MESSAGES } from '@inkshelf/contracts';
import type { ApiToken } from '../entities/index.ts';
import { notFound } from '../errors.ts';
import { idOf, rule } from './policy.ts';

/** Only the owner may see or revoke a token; anyone else is told it does not exist (404, not 403). */
export const apiTokenPolicy = {
  revoke: rule<Pick<ApiToken, 'user'>>(
    (user, token) => idOf(token.user) === user.id,
    () => notFound(MESSAGES.errors.tokenNotFound),
  ),
};
