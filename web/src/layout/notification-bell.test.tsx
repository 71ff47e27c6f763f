/** The header's bell (issue 19): the unread count as a badge and in its name, polled no faster than once a minute. */
import { createQueryClient } from '@inkshelf/api-client';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, queries } from '../api.ts';
import { forbidFetch, json, requestOf } from '../pages/search/test-kit.tsx';
import { BELL_POLL_MS, NotificationBell } from './notification-bell.tsx';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderBell(count?: number) {
  const client = createQueryClient({ api });
  if (count !== undefined) client.setQueryData(queries.unreadNotificationCount().queryKey, { count });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <NotificationBell />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return client;
}

describe('NotificationBell', () => {
  it('links to /notifications with the unread count in its badge and its accessible name', () => {
    forbidFetch();
    renderBell(3);
    const bell = screen.getByRole('link', { name: 'Notifications, 3 unread' });
    expect(bell).toHaveAttribute('href', '/notifications');
    expect(screen.getByTestId('notification-count')).toHaveTextContent('3');
  });

  it('shows no badge at 0 and 99+ past 99', () => {
    forbidFetch();
    renderBell(0);
    expect(screen.getByRole('link', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.queryByTestId('notification-count')).not.toBeInTheDocument();
  });

  it('caps the badge at 99+', () => {
    forbidFetch();
    renderBell(250);
    expect(screen.getByTestId('notification-count')).toHaveTextContent('99+');
  });

  it('asks for the count once, then again only after a minute', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetch = forbidFetch();
    fetch.mockResolvedValueOnce(json({ count: 1 }));
    fetch.mockResolvedValueOnce(json({ count: 2 }));
    renderBell();
    expect(await screen.findByRole('link', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(requestOf(fetch.mock.calls[0]!).url).toBe('/api/notifications/unread-count');
    await act(() => vi.advanceTimersByTimeAsync(BELL_POLL_MS - 1_000));
    expect(fetch).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(1_500));
    expect(await screen.findByRole('link', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
