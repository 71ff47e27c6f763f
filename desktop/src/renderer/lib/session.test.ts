// @vitest-environment jsdom
/**
 * Token handling of the studio's API client against a scripted server: sign in, a 401 refreshes once and
 * retries with the new token, concurrent 401s share one refresh, a refused refresh signs out with a notice.
 */
import { isApiError } from '@inkshelf/api-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StoredCredentials, StudioBridge } from '../../shared/bridge.ts';
import { chaptersRef, novelsRef, readList, writeList } from './list-cache.ts';
import { apiFor, refreshSession, signIn, signOut, useSession } from './session.ts';

const serverUrl = 'http://127.0.0.1:4100';
let stored: StoredCredentials | null = null;
let tokens = 0;
let requests: { url: string; auth: string | null; credentials: RequestCredentials | undefined; body: unknown }[] = [];
let validAccess = new Set<string>();
let refuseRefresh = false;

const user = {
  id: 7,
  email: 'm@example.com',
  username: 'MaraQuill',
  isAuthor: true,
  lastLoginAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
};

function pair() {
  tokens++;
  validAccess = new Set([`access-${tokens}`]);
  return {
    accessToken: `access-${tokens}`,
    accessExpiresAt: '2026-11-24T12:00:00.000Z',
    refreshToken: `refresh-${tokens}`,
    refreshExpiresAt: '2026-12-24T12:00:00.000Z',
    token: {
      id: 1,
      deviceName: 'Inkshelf Studio',
      createdAt: user.createdAt,
      lastUsedAt: null,
      expiresAt: user.createdAt,
      current: true,
    },
    user,
  };
}

const reply = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));

const fakeFetch = vi.fn((input: string | URL, init?: RequestInit) => {
  const url = input.toString();
  const auth = (init?.headers as Record<string, string> | undefined)?.Authorization ?? null;
  const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
  requests.push({ url, auth, credentials: init?.credentials, body });
  const path = url.slice(serverUrl.length);
  if (path === '/api/tokens') {
    const { password, code } = body as { password: string; code?: string };
    if (password !== 'inkshelf-demo') return reply(401, { message: 'Invalid credentials' });
    if (code === undefined) return reply(401, { message: 'Enter your code', mfaRequired: true });
    return reply(201, pair());
  }
  if (path === '/api/tokens/refresh') {
    if (refuseRefresh) return reply(401, { message: 'Invalid refresh token' });
    return reply(200, pair());
  }
  if (path === '/api/tokens/revoke') return reply(200, { message: 'Signed out' });
  if (path === '/api/user') {
    if (!auth || !validAccess.has(auth.replace('Bearer ', ''))) {
      return reply(401, { message: 'Invalid or expired access token' });
    }
    return reply(200, user);
  }
  return reply(404, { message: 'Not found' });
});

beforeEach(() => {
  stored = null;
  tokens = 0;
  requests = [];
  refuseRefresh = false;
  vi.stubGlobal('fetch', fakeFetch);
  const bridge = {
    credentials: {
      get: () => Promise.resolve(stored),
      set: (value: StoredCredentials) => {
        stored = value;
        return Promise.resolve();
      },
      clear: () => {
        stored = null;
        return Promise.resolve();
      },
      isEncryptionAvailable: () => Promise.resolve(true),
    },
    settings: { update: () => Promise.resolve({}) },
  } as unknown as StudioBridge;
  Object.assign(window, { studio: bridge });
  useSession.setState({ status: 'signed-out', credentials: null, user: null, notice: null });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

async function signedIn(): Promise<void> {
  await signIn({ serverUrl, emailOrUsername: 'MaraQuill', password: 'inkshelf-demo', code: '123456' });
}

describe('studio session', () => {
  it('signs in for a token pair without cookies and stores it through the bridge', async () => {
    await signedIn();
    expect(requests[0]).toMatchObject({ url: `${serverUrl}/api/tokens`, credentials: 'omit' });
    expect(stored).toMatchObject({
      serverUrl,
      username: 'MaraQuill',
      accessToken: 'access-1',
      refreshToken: 'refresh-1',
    });
    expect(useSession.getState()).toMatchObject({ status: 'signed-in', user: { id: 7, isAuthor: true } });
  });

  it('asks for the two-factor code when the server says so', async () => {
    const error: unknown = await signIn({ serverUrl, emailOrUsername: 'MaraQuill', password: 'inkshelf-demo' }).catch(
      (caught: unknown) => caught,
    );
    expect(isApiError(error, 401) && (error.body as { mfaRequired?: boolean }).mfaRequired).toBe(true);
    expect(stored).toBeNull();
  });

  it('sends the Bearer token, refreshes once on a 401 and retries with the new one', async () => {
    await signedIn();
    validAccess = new Set(); // the access token expired
    requests = [];
    const me = await apiFor(serverUrl).currentUser();
    expect(me).toMatchObject({ username: 'MaraQuill' });
    expect(requests.map((r) => [r.url.slice(serverUrl.length), r.auth, r.credentials])).toEqual([
      ['/api/user', 'Bearer access-1', 'omit'],
      ['/api/tokens/refresh', null, 'omit'],
      ['/api/user', 'Bearer access-2', 'omit'],
    ]);
    expect(stored?.refreshToken).toBe('refresh-2');
  });

  it('shares one refresh between requests that fail together', async () => {
    await signedIn();
    validAccess = new Set();
    requests = [];
    await Promise.all([apiFor(serverUrl).currentUser(), apiFor(serverUrl).currentUser(), refreshSession()]);
    expect(requests.filter((r) => r.url.endsWith('/api/tokens/refresh'))).toHaveLength(1);
  });

  it('signs out with a notice when the refresh is refused; the request fails with 401', async () => {
    await signedIn();
    validAccess = new Set();
    refuseRefresh = true;
    const error: unknown = await apiFor(serverUrl)
      .currentUser()
      .catch((caught: unknown) => caught);
    expect(isApiError(error, 401)).toBe(true);
    expect(useSession.getState()).toMatchObject({ status: 'signed-out', credentials: null });
    expect(useSession.getState().notice).toMatch(/local drafts are kept/);
    expect(stored).toBeNull();
  });

  it('revokes the refresh token on sign out and forgets the credentials', async () => {
    await signedIn();
    requests = [];
    await signOut();
    expect(requests).toMatchObject([{ url: `${serverUrl}/api/tokens/revoke`, body: { refreshToken: 'refresh-1' } }]);
    expect(stored).toBeNull();
    expect(useSession.getState().status).toBe('signed-out');
  });

  it('forgets the lists kept for offline use on sign out and on a new sign-in', async () => {
    const keep = () => {
      writeList(novelsRef(serverUrl, 7), [], 1);
      writeList(chaptersRef(serverUrl, 7, 3), [], 1);
    };
    keep();
    await signedIn();
    expect(readList(novelsRef(serverUrl, 7))).toBeNull();
    keep();
    expect(readList(novelsRef(serverUrl, 7))).not.toBeNull();
    await signOut();
    expect(readList(novelsRef(serverUrl, 7))).toBeNull();
    expect(readList(chaptersRef(serverUrl, 7, 3))).toBeNull();
  });
});
