/**
 * Google sign-in over OpenID Connect with openid-client: the authorization-code flow with PKCE (S256), state and
 * nonce. Discovery happens on first use (and again after a failure), so the server starts while Google is
 * unreachable. Plain http issuers are allowed only on loopback (the tests' provider).
 */
import * as client from 'openid-client';
import { OIDC_MESSAGES } from '@inkshelf/contracts';
import { isLoopbackHost } from '../env.ts';
import { HttpError, badRequest } from '../errors.ts';

/** Where and how to reach the provider (GOOGLE_* variables). */
export interface GoogleOidcSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Where the provider sends the browser back; `<site>/auth/callback` when unset. */
  redirectUrl?: string;
}

/** What a started sign-in keeps server-side until the browser comes back (one use, 10 minutes). */
export interface PendingGoogleSignIn {
  state: string;
  nonce: string;
  codeVerifier: string;
  redirectUri: string;
  returnTo: string;
  expiresAt: number;
}

/** The identity the provider vouched for in a verified ID token. */
export interface GoogleIdentity {
  subject: string;
  email: string | undefined;
  emailVerified: boolean;
}

/** The callback query the page forwards. */
export interface GoogleCallbackParams {
  code: string;
  state: string;
  iss?: string | undefined;
}

export const PENDING_SIGN_IN_MS = 10 * 60 * 1000;

const unavailable = () => new HttpError(502, 'oidc_unavailable', OIDC_MESSAGES.unavailable);

export class GoogleOidc {
  private configuration: Promise<client.Configuration> | undefined;

  constructor(private readonly settings: GoogleOidcSettings) {}

  /** The redirect URI for a site: GOOGLE_REDIRECT_URL, else the site's /auth/callback. */
  redirectUriFor(siteOrigin: string): string {
    return this.settings.redirectUrl ?? `${siteOrigin.replace(/\/$/, '')}/auth/callback`;
  }

  private discover(): Promise<client.Configuration> {
    const { issuer, clientId, clientSecret } = this.settings;
    const url = new URL(issuer);
    const insecure = url.protocol === 'http:' && isLoopbackHost(url.hostname);
    this.configuration ??= client
      .discovery(url, clientId, clientSecret, undefined, insecure ? { execute: [client.allowInsecureRequests] } : {})
      .catch((error: unknown) => {
        this.configuration = undefined;
        throw error;
      });
    return this.configuration;
  }

  /** A new sign-in: the provider's authorization URL and what to keep until the browser returns. */
  async start(redirectUri: string, returnTo: string): Promise<{ url: string; pending: PendingGoogleSignIn }> {
    const configuration = await this.discover().catch(() => {
      throw unavailable();
    });
    const pending: PendingGoogleSignIn = {
      state: client.randomState(),
      nonce: client.randomNonce(),
      codeVerifier: client.randomPKCECodeVerifier(),
      redirectUri,
      returnTo,
      expiresAt: Date.now() + PENDING_SIGN_IN_MS,
    };
    const url = client.buildAuthorizationUrl(configuration, {
      redirect_uri: redirectUri,
      scope: 'openid email profile',
      response_type: 'code',
      state: pending.state,
      nonce: pending.nonce,
      code_challenge: await client.calculatePKCECodeChallenge(pending.codeVerifier),
      code_challenge_method: 'S256',
    });
    return { url: url.href, pending };
  }

  /**
   * Exchanges the code (with the PKCE verifier) and verifies the ID token (signature, issuer, audience, expiry,
   * nonce). Anything the provider or the checks refuse is a 400; an unreachable provider a 502.
   */
  async finish(pending: PendingGoogleSignIn, params: GoogleCallbackParams): Promise<GoogleIdentity> {
    const configuration = await this.discover().catch(() => {
      throw unavailable();
    });
    const callbackUrl = new URL(pending.redirectUri);
    callbackUrl.search = '';
    callbackUrl.searchParams.set('code', params.code);
    callbackUrl.searchParams.set('state', params.state);
    if (params.iss !== undefined) callbackUrl.searchParams.set('iss', params.iss);
    let tokens: Awaited<ReturnType<typeof client.authorizationCodeGrant>>;
    try {
      tokens = await client.authorizationCodeGrant(configuration, callbackUrl, {
        pkceCodeVerifier: pending.codeVerifier,
        expectedState: pending.state,
        expectedNonce: pending.nonce,
        idTokenExpected: true,
      });
    } catch (error) {
      if (
        error instanceof client.ResponseBodyError ||
        error instanceof client.AuthorizationResponseError ||
        error instanceof client.ClientError ||
        error instanceof client.WWWAuthenticateChallengeError
      ) {
        throw badRequest(OIDC_MESSAGES.rejected);
      }
      throw unavailable();
    }
    const claims = tokens.claims();
    if (!claims) throw badRequest(OIDC_MESSAGES.rejected);
    return {
      subject: claims.sub,
      email: typeof claims.email === 'string' ? claims.email : undefined,
      emailVerified: claims.email_verified === true,
    };
  }
}
