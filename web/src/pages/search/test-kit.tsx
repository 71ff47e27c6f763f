/** Test kit for the reader-account screens: a novel factory and a page renderer with a real QueryClient and router. */
import { createQueryClient } from '@inkshelf/api-client';
import type { CurrentUser, Novel } from '@inkshelf/contracts';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate, type NavigateFunction } from 'react-router';
import { vi } from 'vitest';
import { api, queries } from '../../api.ts';
import { setCurrentUser } from '../../auth/use-current-user.ts';

const NOW = '2025-05-20T10:00:00.000Z';
let nextId = 100;

/** A published novel; every field can be overridden. */
export function makeNovel(overrides: Partial<Novel> = {}): Novel {
  const id = overrides.id ?? nextId++;
  return {
    id,
    title: `Novel ${id}`,
    description: `The synopsis of novel ${id}.`,
    coverImage: null,
    authorId: 7,
    authorName: 'MaraQuill',
    genres: ['Fantasy'],
    tags: [],
    status: 'published',
    contentRating: 'everyone',
    contentWarnings: [],
    completionStatus: 'ongoing',
    chapterCount: 3,
    wordCount: 9000,
    viewCount: 0,
    bookmarkCount: 0,
    reviewCount: 0,
    averageRating: null,
    createdAt: NOW,
    updatedAt: NOW,
    ...overrides,
  };
}

/** A signed-in user; every field can be overridden. */
export function makeUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: 1,
    email: 'june@demo.inkshelf.test',
    username: 'ReaderJune',
    isAuthor: false,
    lastLoginAt: NOW,
    createdAt: NOW,
    ...overrides,
  };
}

/** The URL of a fetch call's first argument. */
export function requestUrl(input: RequestInfo | URL): string {
  if (typeof input === 'string') return input;
  return input instanceof URL ? input.href : input.url;
}

/** A fetch call's request: URL, method and parsed JSON body. */
export function requestOf(call: [RequestInfo | URL, RequestInit?]): { url: string; method: string; body: unknown } {
  const [input, init] = call;
  const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
  return { url: requestUrl(input), method: init?.method ?? 'GET', body };
}

/**
 * A fetch that fails the test when a page asks the network for something the test did not inject; queue
 * answers with `mockResolvedValueOnce(json(...))`.
 */
export function forbidFetch() {
  const fetch = vi.fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>((input) =>
    Promise.reject(new Error(`Unexpected request in a test: ${requestUrl(input)}`)),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** A JSON response, as the server sends it. */
export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

export interface RenderedPage {
  client: QueryClient;
  /** The router's current location (pathname + search), read after the last render. */
  location: () => string;
  /** Client-side navigation, as a link in the app would do it. */
  navigate: (to: string) => void;
}

/** The genres index the filter panels of Browse and Search find in their cache (`renderFilteredPage`). */
export const TEST_GENRES = ['Drama', 'Fantasy', 'Horror', 'Romance'];

/**
 * Renders `page` at `url` under `path` with a fresh QueryClient (the app's defaults). `user` seeds the current
 * user (null: signed out); `genres` seeds the genres index; `seed` injects query data before the first render.
 */
export function renderPage(
  page: ReactElement,
  {
    url,
    path = '*',
    user = null,
    genres,
    seed,
  }: {
    url: string;
    path?: string;
    user?: CurrentUser | null;
    genres?: readonly string[];
    seed?: (client: QueryClient) => void;
  },
): RenderedPage {
  const client = createQueryClient({ api });
  setCurrentUser(client, user);
  if (genres) {
    client.setQueryData(
      queries.listGenres().queryKey,
      genres.map((genre) => ({ genre, count: 1 })),
    );
  }
  seed?.(client);
  const probe: { location: string; navigate?: NavigateFunction } = { location: url };
  function Probe() {
    const location = useLocation();
    probe.location = location.pathname + location.search;
    probe.navigate = useNavigate();
    return null;
  }
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={path} element={page} />
        </Routes>
        <Probe />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return {
    client,
    location: () => probe.location,
    navigate: (to) => act(() => void probe.navigate?.(to)),
  };
}

/** renderPage for a page with the filter panel (Browse, Search): the genres index seeded with TEST_GENRES. */
export const renderFilteredPage = (page: ReactElement, options: Parameters<typeof renderPage>[1]): RenderedPage =>
  renderPage(page, { genres: TEST_GENRES, ...options });
