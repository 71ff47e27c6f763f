/** Third-party sign-in (Google, OpenID Connect): part of the endpoint table (see ../api.ts). */
import {
  AuthProvidersSchema,
  GoogleCallbackBodySchema,
  GoogleCallbackResultSchema,
  GoogleLinkBodySchema,
  GoogleSignedInSchema,
  GoogleStartQuerySchema,
} from '../schemas/oidc.ts';
import { MessageResponseSchema } from '../schemas/common.ts';
import { e } from './endpoint.ts';

export const OIDC_ENDPOINTS = {
  authProviders: e({
    method: 'GET',
    path: '/api/auth/providers',
    summary: 'Which third-party sign-ins the server offers',
    tag: 'Accounts',
    access: 'none',
    response: AuthProvidersSchema,
  }),
  googleSignInStart: e({
    method: 'GET',
    path: '/api/auth/google/start',
    summary: 'Start Google sign-in: a full-page navigation here answers 302 to Google (404 when not configured)',
    tag: 'Accounts',
    access: 'none',
    query: GoogleStartQuerySchema,
    response: MessageResponseSchema,
    status: 302,
    binary: 'text/html',
  }),
  googleSignInCallback: e({
    method: 'POST',
    path: '/api/auth/google/callback',
    summary: "Finish Google sign-in with /auth/callback's code and state: signs in, or asks to link by password",
    tag: 'Accounts',
    access: 'none',
    body: GoogleCallbackBodySchema,
    response: GoogleCallbackResultSchema,
  }),
  googleLink: e({
    method: 'POST',
    path: '/api/auth/google/link',
    summary: "Link the pending Google account to the account of its email by that account's password, and sign in",
    tag: 'Accounts',
    access: 'none',
    body: GoogleLinkBodySchema,
    response: GoogleSignedInSchema,
  }),
};
