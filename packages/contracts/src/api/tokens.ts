/** Bearer tokens for the desktop studio and other non-browser clients (issue 7): part of the endpoint table. */
import { MessageResponseSchema } from '../schemas/common.ts';
import { RefreshTokenBodySchema, TokenListSchema, TokenPairSchema, TokenSignInBodySchema } from '../schemas/tokens.ts';
import { e, id } from './endpoint.ts';

export const TOKENS_ENDPOINTS = {
  createToken: e({
    method: 'POST',
    path: '/api/tokens',
    summary: 'Sign in for an access and refresh token (desktop studio)',
    tag: 'Tokens',
    access: 'none',
    body: TokenSignInBodySchema,
    response: TokenPairSchema,
    status: 201,
  }),
  refreshToken: e({
    method: 'POST',
    path: '/api/tokens/refresh',
    summary: 'Trade a refresh token for a new pair (the old refresh token stops working)',
    tag: 'Tokens',
    access: 'none',
    body: RefreshTokenBodySchema,
    response: TokenPairSchema,
  }),
  revokeToken: e({
    method: 'POST',
    path: '/api/tokens/revoke',
    summary: 'Sign an app out by its refresh token',
    tag: 'Tokens',
    access: 'none',
    body: RefreshTokenBodySchema,
    response: MessageResponseSchema,
  }),
  listTokens: e({
    method: 'GET',
    path: '/api/tokens',
    summary: "The caller's signed-in apps, newest first",
    tag: 'Tokens',
    access: 'user',
    response: TokenListSchema,
  }),
  deleteToken: e({
    method: 'DELETE',
    path: '/api/tokens/{id}',
    summary: 'Sign one of your apps out',
    tag: 'Tokens',
    access: 'user',
    params: id,
    response: MessageResponseSchema,
  }),
};
