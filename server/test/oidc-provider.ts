/**
 * A real OpenID provider on loopback for the Google sign-in tests: one client, PKCE, consent skipped as Google does
 * for an approved app. The login name typed is the account (`setAccount`, else an email, verified unless it starts
 * with 'unverified'). It answers once `register(redirectUris)` names the app's port, known only after it started.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';

export interface TestAccountClaims {
  sub: string;
  email?: string;
  email_verified?: boolean;
}

export interface TestOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Registers the client's redirect URIs and starts answering. */
  register(redirectUris: string[]): void;
  /** Fixes the claims of a login name. */
  setAccount(login: string, claims: TestAccountClaims): void;
  close(): Promise<void>;
}

export const TEST_CLIENT_ID = 'inkshelf-test';
export const TEST_CLIENT_SECRET = 'inkshelf-test-secret-that-is-long-enough';

/** The claims of a login name with no fixed account (see the file's comment). */
export function defaultClaims(login: string): TestAccountClaims {
  if (!login.includes('@')) return { sub: login };
  return { sub: login, email: login, email_verified: !login.startsWith('unverified') };
}

export async function startTestOidcProvider(): Promise<TestOidcProvider> {
  const accounts = new Map<string, TestAccountClaims>();
  let provider: Provider | undefined;
  let handler: http.RequestListener | undefined;
  const server = http.createServer((req, res) => {
    if (handler) return handler(req, res);
    res.writeHead(503, { 'content-type': 'text/plain' }).end('the test provider has no client yet');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const configuration = (redirectUris: string[]): Configuration => ({
    clients: [
      {
        client_id: TEST_CLIENT_ID,
        client_secret: TEST_CLIENT_SECRET,
        redirect_uris: redirectUris,
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    // Email in the ID token, as Google sends it.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    ttl: { Interaction: 600, Grant: 600, Session: 600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
    features: { devInteractions: { enabled: true } },
    cookies: { keys: ['test provider cookie key, not a secret'] },
    findAccount: (_ctx: KoaContextWithOIDC, id: string) => ({
      accountId: id,
      claims: () => {
        const claims = accounts.get(id) ?? defaultClaims(id);
        return { ...claims };
      },
    }),
    // Consent is skipped: every sign-in gets a grant for the scopes it asked for.
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const { oidc } = ctx;
      const grantId = oidc.result?.consent?.grantId ?? oidc.session!.grantIdFor(oidc.client!.clientId);
      if (grantId) {
        const found = await oidc.provider.Grant.find(grantId);
        if (found) return found;
      }
      const grant = new oidc.provider.Grant({ clientId: oidc.client!.clientId, accountId: oidc.session!.accountId! });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });

  return {
    issuer,
    clientId: TEST_CLIENT_ID,
    clientSecret: TEST_CLIENT_SECRET,
    register(redirectUris) {
      provider = new Provider(issuer, configuration(redirectUris));
      // The tests' logs stay readable: server errors of the provider still reach the response.
      provider.on('server_error', () => undefined);
      const callback = provider.callback();
      handler = (req, res) => void callback(req, res);
    },
    setAccount(login, claims) {
      accounts.set(login, claims);
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Drives the development login page over HTTP: from the authorization URL to the redirect back to the app. */
export async function loginAtProvider(authorizationUrl: string, login: string): Promise<URL> {
  const cookies = new Map<string, string>();
  const send = async (url: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    if (cookies.size) headers.set('cookie', [...cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const index = pair.indexOf('=');
      cookies.set(pair.slice(0, index), pair.slice(index + 1));
    }
    return response;
  };
  const follow = (response: Response, base: string) => new URL(response.headers.get('location') ?? '', base).href;

  let url = authorizationUrl;
  for (let step = 0; step < 10; step++) {
    const response = await send(url);
    if (response.status >= 300 && response.status < 400) {
      const next = follow(response, url);
      if (!next.startsWith(new URL(authorizationUrl).origin)) return new URL(next);
      url = next;
      continue;
    }
    const html = await response.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    if (response.status !== 200 || !action) throw new Error(`unexpected provider page ${response.status}: ${html}`);
    const submitted = await send(new URL(action.replaceAll('&amp;', '&'), url).href, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ prompt: 'login', login, password: 'any' }).toString(),
    });
    if (submitted.status < 300 || submitted.status >= 400) {
      throw new Error(`the provider refused the login: ${submitted.status} ${await submitted.text()}`);
    }
    url = follow(submitted, url);
  }
  throw new Error('the provider never redirected back');
}

/** Starts a Google sign-in on the app as `agent`, signs in at the provider as `login`: /auth/callback's query. */
export async function googleCallbackParams(
  agent: { request(method: string, url: string): Promise<{ status: number; headers: Headers; text: string }> },
  login: string,
  returnTo = '/',
): Promise<{ code: string; state: string; iss: string }> {
  const start = await agent.request('GET', `/api/auth/google/start?returnTo=${encodeURIComponent(returnTo)}`);
  const location = start.headers.get('location');
  if (start.status !== 302 || !location) throw new Error(`the sign-in did not start: ${start.status} ${start.text}`);
  const back = await loginAtProvider(location, login);
  return {
    code: back.searchParams.get('code') ?? '',
    state: back.searchParams.get('state') ?? '',
    iss: back.searchParams.get('iss') ?? '',
  };
}
