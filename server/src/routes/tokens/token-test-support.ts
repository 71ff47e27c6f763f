/** Helpers of the token tests: sign in for a pair, and call the API with a bearer token. */
import { TokenPairSchema, type TokenPair } from '@inkshelf/contracts';
import { expect } from 'vitest';
import type { RequestOptions, TestResponse, TestServer } from '../../../test/support.ts';

/** Signs in through POST /api/tokens and checks the answer against the contract. */
export async function signInForTokens(
  server: TestServer,
  emailOrUsername: string,
  password: string,
  deviceName?: string,
): Promise<TokenPair> {
  const response = await server.request('POST', '/api/tokens', { json: { emailOrUsername, password, deviceName } });
  expect(response.status, response.text).toBe(201);
  return TokenPairSchema.parse(response.body);
}

/** A request with `Authorization: Bearer <token>` and no cookie. */
export function withBearer(
  server: TestServer,
  token: string,
  method: string,
  url: string,
  options: RequestOptions = {},
): Promise<TestResponse> {
  return server.request(method, url, { ...options, headers: { authorization: `Bearer ${token}`, ...options.headers } });
}
