/** In React: the current-user query through QueryClientProvider, against a real server. */
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createApiClient } from './client.ts';
import { createQueries, createQueryClient } from './query.ts';
import { startTestServer, type TestServer } from './test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

function setup() {
  const queryClient = createQueryClient();
  const queries = createQueries(createApiClient({ baseUrl: server.baseUrl }));
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { queryClient, queries, wrapper };
}

test('the current-user query gives null on 401 (signed out), without an error', async () => {
  server.on('/api/user', { status: 401, body: { message: 'Authentication required' } });
  const { queries, wrapper } = setup();
  const { result } = renderHook(() => useQuery(queries.currentUser()), { wrapper });
  await waitFor(() => expect(result.current.isSuccess).toBe(true));
  expect(result.current.data).toBeNull();
  expect(result.current.error).toBeNull();
});

test('the current-user query gives the user when signed in', async () => {
  const user = {
    id: 1,
    email: 'a@b.c',
    username: 'ann',
    isAuthor: false,
    lastLoginAt: null,
    createdAt: '2025-05-20T10:00:00.000Z',
  };
  server.on('/api/user', { body: user });
  const { queries, wrapper } = setup();
  const { result } = renderHook(() => useQuery(queries.currentUser()), { wrapper });
  await waitFor(() => expect(result.current.isSuccess).toBe(true));
  expect(result.current.data).toEqual(user);
});

test("with on401: 'throw' the query fails with the ApiError", async () => {
  server.on('/api/user', { status: 401, body: { message: 'Authentication required' } });
  const { queries, wrapper } = setup();
  const { result } = renderHook(() => useQuery(queries.currentUser({ on401: 'throw' })), { wrapper });
  await waitFor(() => expect(result.current.isError).toBe(true));
  expect(result.current.error).toMatchObject({ status: 401, message: '401: Authentication required' });
});
