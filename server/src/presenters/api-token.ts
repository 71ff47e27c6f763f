import type { TokenInfo, TokenPair } from '@inkshelf/contracts';
import type { ApiToken } from '../entities/index.ts';
import type { IssuedTokens } from '../services/api-tokens.ts';
import { presentCurrentUser } from './user.ts';

/** One signed-in app; never a hash. `currentTokenId` is the token the request came with, if any. */
export function presentTokenInfo(token: ApiToken, currentTokenId?: number): TokenInfo {
  return {
    id: token.id,
    deviceName: token.deviceName,
    createdAt: token.createdAt.toISOString(),
    lastUsedAt: token.lastUsedAt?.toISOString() ?? null,
    expiresAt: token.refreshExpiresAt.toISOString(),
    current: token.id === currentTokenId,
  };
}

/** The answer of a sign-in or refresh (its token is the caller's: `current`); the only time plain tokens leave the server. */
export function presentTokenPair({ accessToken, refreshToken, record }: IssuedTokens): TokenPair {
  return {
    accessToken,
    accessExpiresAt: record.accessExpiresAt.toISOString(),
    refreshToken,
    refreshExpiresAt: record.refreshExpiresAt.toISOString(),
    token: presentTokenInfo(record, record.id),
    user: presentCurrentUser(record.user),
  };
}
