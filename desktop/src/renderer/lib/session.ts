/**
 * The signed-in author: credentials from the bridge (encrypted by the main process), an API client that sends
 * the access token as a Bearer header without cookies, refreshes it once on a 401 and retries, and signs out
 * (keeping every local draft) when the refresh is refused. The user is cached so the studio opens offline.
 */
import { createApiClient, errorFromResponse, type ApiClient } from '@inkshelf/api-client';
import type { CurrentUser, TokenPair } from '@inkshelf/contracts';
import { create } from 'zustand';
import type { StoredCredentials } from '../../shared/bridge.ts';
import { clearLists } from './list-cache.ts';
import { studio } from './studio.ts';

export type SessionUser = Pick<CurrentUser, 'id' | 'username' | 'isAuthor'>;

interface SessionState {
  status: 'loading' | 'signed-out' | 'signed-in';
  credentials: StoredCredentials | null;
  user: SessionUser | null;
  /** Why the author was sent back to sign-in (expired sign-in), shown there. */
  notice: string | null;
}

export const useSession = create<SessionState>()(() => ({
  status: 'loading',
  credentials: null,
  user: null,
  notice: null,
}));

const USER_CACHE = 'inkshelf-studio:user';

function cachedUser(serverUrl: string): SessionUser | null {
  try {
    const parsed = JSON.parse(localStorage.getItem(USER_CACHE) ?? 'null') as
      (SessionUser & { serverUrl: string }) | null;
    return parsed && parsed.serverUrl === serverUrl ? parsed : null;
  } catch {
    return null;
  }
}

function cacheUser(serverUrl: string, user: SessionUser | null): void {
  if (user === null) localStorage.removeItem(USER_CACHE);
  else
    localStorage.setItem(
      USER_CACHE,
      JSON.stringify({ serverUrl, id: user.id, username: user.username, isAuthor: user.isAuthor }),
    );
}

const toUser = (user: CurrentUser): SessionUser => ({ id: user.id, username: user.username, isAuthor: user.isAuthor });

async function postJson<T>(serverUrl: string, path: string, body: unknown): Promise<T> {
  const response = await fetch(serverUrl + path, {
    method: 'POST',
    credentials: 'omit',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw await errorFromResponse(response, { method: 'POST', url: serverUrl + path });
  return (await response.json()) as T;
}

function credentialsOf(serverUrl: string, pair: TokenPair): StoredCredentials {
  return {
    serverUrl,
    username: pair.user.username,
    accessToken: pair.accessToken,
    accessExpiresAt: pair.accessExpiresAt,
    refreshToken: pair.refreshToken,
  };
}

async function adopt(serverUrl: string, pair: TokenPair): Promise<void> {
  const credentials = credentialsOf(serverUrl, pair);
  const user = toUser(pair.user);
  await studio().credentials.set(credentials);
  cacheUser(serverUrl, user);
  useSession.setState({ status: 'signed-in', credentials, user, notice: null });
}

export interface SignInInput {
  serverUrl: string;
  emailOrUsername: string;
  password: string;
  code?: string | undefined;
}

/** POST /api/tokens; an account with two-factor answers 401 with `mfaRequired` (the caller asks for the code). */
export async function signIn(input: SignInInput): Promise<void> {
  const { serverUrl, ...body } = input;
  const pair = await postJson<TokenPair>(serverUrl, '/api/tokens', { ...body, deviceName: 'Inkshelf Studio' });
  // A new sign-in starts without any lists kept for offline use (they may be another account's).
  clearLists();
  await adopt(serverUrl, pair);
  await studio().settings.update({ serverUrl });
}

/** Revokes the refresh token (best effort: offline it just expires) and forgets the credentials; drafts stay. */
export async function signOut(notice: string | null = null): Promise<void> {
  const { credentials } = useSession.getState();
  if (credentials) {
    await postJson(credentials.serverUrl, '/api/tokens/revoke', { refreshToken: credentials.refreshToken }).catch(
      () => undefined,
    );
  }
  await studio().credentials.clear();
  cacheUser(credentials?.serverUrl ?? '', null);
  clearLists();
  useSession.setState({ status: 'signed-out', credentials: null, user: null, notice });
}

let refreshing: Promise<boolean> | null = null;

/** One refresh at a time; true when a new access token is in place. A network failure keeps the session. */
export function refreshSession(): Promise<boolean> {
  refreshing ??= (async () => {
    const { credentials } = useSession.getState();
    if (!credentials) return false;
    try {
      const pair = await postJson<TokenPair>(credentials.serverUrl, '/api/tokens/refresh', {
        refreshToken: credentials.refreshToken,
      });
      await adopt(credentials.serverUrl, pair);
      return true;
    } catch (error) {
      const status = (error as { status?: number }).status;
      if (status === 400 || status === 401 || status === 403) {
        await signOut('Your sign-in expired. Sign in again; your local drafts are kept.');
      }
      return false;
    }
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/** Loads stored credentials on start; the user comes from the server when reachable, else from the cache. */
export async function restoreSession(): Promise<void> {
  const credentials = await studio().credentials.get();
  if (!credentials) {
    useSession.setState({ status: 'signed-out', credentials: null, user: null });
    return;
  }
  useSession.setState({ status: 'signed-in', credentials, user: cachedUser(credentials.serverUrl) });
  await refreshUser();
}

/** Reads the signed-in user again (on start and when the server is reachable again); offline keeps the cache. */
export async function refreshUser(): Promise<void> {
  const serverUrl = useSession.getState().credentials?.serverUrl;
  if (!serverUrl) return;
  try {
    const user = await apiFor(serverUrl).currentUser({ on401: 'returnNull' });
    if (user && useSession.getState().credentials?.serverUrl === serverUrl) {
      cacheUser(serverUrl, toUser(user));
      useSession.setState({ user: toUser(user) });
    }
  } catch {
    // Offline: the cached user stands in until the server answers.
  }
}

const withToken = (init: RequestInit | undefined, token: string): RequestInit => ({
  ...init,
  headers: { ...(init?.headers as Record<string, string> | undefined), Authorization: `Bearer ${token}` },
});

/** fetch that refreshes the access token once on a 401 and retries the request with the new one. */
const refreshingFetch: typeof fetch = async (input, init) => {
  const response = await fetch(input, init);
  const sentToken = (init?.headers as Record<string, string> | undefined)?.Authorization;
  if (response.status !== 401 || !sentToken) return response;
  if (!(await refreshSession())) return response;
  const token = useSession.getState().credentials?.accessToken;
  if (!token) return response;
  await response.body?.cancel().catch(() => undefined);
  return fetch(input, withToken(init, token));
};

const clients = new Map<string, ApiClient>();

/** The API client of a server: Bearer token from the session, no cookies (the server's CORS refuses them). */
export function apiFor(serverUrl: string): ApiClient {
  let client = clients.get(serverUrl);
  if (!client) {
    client = createApiClient({
      baseUrl: serverUrl,
      credentials: 'omit',
      fetch: refreshingFetch,
      getToken: () => useSession.getState().credentials?.accessToken ?? null,
    });
    clients.set(serverUrl, client);
  }
  return client;
}
