/**
 * The Google part of /auth/callback: reads what Google put in the query, sends it to the server once, and turns
 * the answer into the next step (signed in, link by password, or failed).
 */
import { isApiError } from '@inkshelf/api-client';
import {
  MESSAGES,
  OIDC_MESSAGES,
  isSameOriginPath,
  type CurrentUser,
  type GoogleCallbackBody,
  type GoogleCallbackResult,
  type GoogleSignedIn,
} from '@inkshelf/contracts';
import { errorMessage } from '@inkshelf/reader-ui';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { api, queries } from '../../api.ts';
import { currentUserKey } from '../../auth/use-current-user.ts';
import { toast } from '@inkshelf/ui/toast';

const T = MESSAGES.toasts;

/** What Google sent back: the code and state to finish with, or the error it reported. */
export type CallbackQuery = { kind: 'code'; body: GoogleCallbackBody } | { kind: 'error'; detail: string };

export function readCallbackQuery(search: string): CallbackQuery {
  const query = new URLSearchParams(search);
  const code = query.get('code');
  const state = query.get('state');
  const iss = query.get('iss');
  if (query.get('error') || !code || !state) {
    return { kind: 'error', detail: query.get('error_description') || T.googleSignInFailed.description };
  }
  return { kind: 'code', body: { code, state, ...(iss ? { iss } : {}) } };
}

/**
 * One request per code, however often the page's effect runs (React's strict mode runs it twice): the server
 * answers a second try with 'no sign-in in progress', as a replayed code must be refused.
 */
const sent = new Map<string, Promise<GoogleCallbackResult>>();
export function finishGoogleSignIn(body: GoogleCallbackBody): Promise<GoogleCallbackResult> {
  let request = sent.get(body.code);
  if (!request) {
    request = api.googleSignInCallback({ body });
    sent.set(body.code, request);
  }
  return request;
}

/** The server's own words (without the status prefix), else 'Could not sign in with Google'. */
export function failureDetail(error: unknown): string {
  if (isApiError(error) && error.status > 0 && error.detail.trim()) return error.detail;
  return errorMessage(error, T.googleSignInFailed.description);
}

/** A wrong password is said next to the field; anything else ends the attempt. */
export const isWrongPassword = (error: unknown) =>
  isApiError(error) && error.status === 401 && error.detail === OIDC_MESSAGES.passwordIncorrect;

/** Only paths on this site, never the callback page itself. */
export function safeReturnTo(returnTo: string): string {
  if (!isSameOriginPath(returnTo) || /^\/auth\/callback(?:[/?#]|$)/.test(returnTo)) {
    return '/';
  }
  return returnTo;
}

/**
 * After the server signed the user in: load who is signed in now (it may still owe a second factor; the
 * two-factor dialog then takes over), refresh what depends on the user, greet as the login form does, and go on.
 */
export function useSignedIn(): (result: GoogleSignedIn) => Promise<void> {
  const client = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    async (result: GoogleSignedIn) => {
      const user: CurrentUser | null = await client
        .fetchQuery({ ...queries.currentUser(), staleTime: 0 })
        .catch(() => result.user);
      await client.invalidateQueries({
        predicate: (query) => query.queryKey[0] !== currentUserKey[0],
        refetchType: 'active',
      });
      const owesCode = result.mfaRequired === true || (!!user && 'mfaRequired' in user && user.mfaRequired === true);
      if (!owesCode) {
        const name = user?.username ?? result.user.username;
        toast({ title: T.loginSuccess.title, description: T.loginSuccess.description(name) });
      }
      await navigate(safeReturnTo(result.returnTo), { replace: true });
    },
    [client, navigate],
  );
}

/** The failure toast of Google sign-in ('Google sign-in failed', the reason or 'Could not sign in with Google'). */
export function notifyFailure(detail: string): void {
  toast({ title: T.googleSignInFailed.title, description: detail, variant: 'destructive' });
}
