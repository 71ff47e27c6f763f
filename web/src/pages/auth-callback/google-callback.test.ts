/** The Google part of /auth/callback: reading Google's answer, one request per code, where to go next. */
import { ApiError } from '@inkshelf/api-client';
import { OIDC_MESSAGES } from '@inkshelf/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forbidFetch, json, makeUser, requestOf } from '../search/test-kit.tsx';
import {
  failureDetail,
  finishGoogleSignIn,
  isWrongPassword,
  readCallbackQuery,
  safeReturnTo,
} from './google-callback.ts';

afterEach(() => vi.unstubAllGlobals());

describe('readCallbackQuery', () => {
  it('takes the code, state and issuer Google sent', () => {
    expect(readCallbackQuery('?code=abc&state=xyz&iss=https%3A%2F%2Faccounts.google.com')).toEqual({
      kind: 'code',
      body: { code: 'abc', state: 'xyz', iss: 'https://accounts.google.com' },
    });
    expect(readCallbackQuery('?state=xyz&code=abc')).toEqual({ kind: 'code', body: { code: 'abc', state: 'xyz' } });
  });

  it("reports Google's error, or 'Could not sign in with Google' when the query is incomplete", () => {
    expect(readCallbackQuery('?error=access_denied&error_description=End-User+aborted&state=x')).toEqual({
      kind: 'error',
      detail: 'End-User aborted',
    });
    expect(readCallbackQuery('?error=access_denied')).toEqual({
      kind: 'error',
      detail: 'Could not sign in with Google',
    });
    expect(readCallbackQuery('')).toEqual({ kind: 'error', detail: 'Could not sign in with Google' });
    expect(readCallbackQuery('?code=abc')).toEqual({ kind: 'error', detail: 'Could not sign in with Google' });
  });
});

describe('finishGoogleSignIn', () => {
  it('posts the code once, however often the page asks', async () => {
    const fetch = forbidFetch();
    const answer = { linkRequired: false, user: makeUser(), returnTo: '/' };
    fetch.mockResolvedValueOnce(json(answer));
    const body = { code: `code-${Date.now()}`, state: 'state-1' };
    const [first, second] = await Promise.all([finishGoogleSignIn(body), finishGoogleSignIn(body)]);
    expect(first).toEqual(answer);
    expect(second).toBe(first);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(requestOf(fetch.mock.calls[0]!)).toMatchObject({
      url: '/api/auth/google/callback',
      method: 'POST',
      body,
    });
  });
});

describe('failures', () => {
  it("shows the server's words, else 'Could not sign in with Google'", () => {
    const refused = new ApiError(403, OIDC_MESSAGES.emailNotVerified);
    expect(failureDetail(refused)).toBe(OIDC_MESSAGES.emailNotVerified);
    expect(failureDetail(undefined)).toBe('Could not sign in with Google');
  });

  it('tells a wrong password from other refusals', () => {
    expect(isWrongPassword(new ApiError(401, OIDC_MESSAGES.passwordIncorrect))).toBe(true);
    expect(isWrongPassword(new ApiError(400, OIDC_MESSAGES.noLinkPending))).toBe(false);
  });
});

describe('safeReturnTo', () => {
  it('keeps paths of this site and refuses other sites and the callback itself', () => {
    expect(safeReturnTo('/reading-history')).toBe('/reading-history');
    expect(safeReturnTo('/novels/A%20Tale?x=1')).toBe('/novels/A%20Tale?x=1');
    expect(safeReturnTo('//evil.example')).toBe('/');
    expect(safeReturnTo('https://evil.example')).toBe('/');
    expect(safeReturnTo('/auth/callback?code=x')).toBe('/');
  });
});
