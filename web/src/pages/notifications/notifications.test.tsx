/** /notifications (issue 19): the list, marking read (one, all), opening one to its chapter, paging, signed out. */
import type { ChapterNotification, Notification, NotificationPage } from '@inkshelf/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queries } from '../../api.ts';
import { useToastStore } from '@inkshelf/ui/toast';
import { forbidFetch, json, makeUser, renderPage, requestOf } from '../search/test-kit.tsx';
import NotificationsPage, { PAGE_SIZE } from './index.tsx';

afterEach(() => vi.unstubAllGlobals());

const item = (id: number, overrides: Partial<ChapterNotification> = {}): ChapterNotification => ({
  id,
  kind: 'chapter',
  novelId: 3,
  novelTitle: 'The Salt Road',
  authorName: 'MaraQuill',
  chapterId: 100 + id,
  chapterNumber: id,
  chapterTitle: `Part ${id}`,
  read: false,
  createdAt: new Date(Date.now() - id * 60_000).toISOString(),
  ...overrides,
});

function render(page: NotificationPage, url = '/notifications', offset = 0) {
  return renderPage(<NotificationsPage />, {
    url,
    path: '/notifications',
    user: makeUser(),
    seed: (client) =>
      client.setQueryData(queries.listNotifications({ query: { limit: PAGE_SIZE, offset } }).queryKey, page),
  });
}

describe('NotificationsPage', () => {
  it('lists notifications newest first, unread ones marked, each linking to its chapter', () => {
    forbidFetch();
    render({ items: [item(2), item(1, { read: true })], total: 2, unreadCount: 1 });
    const rows = screen.getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    const unread = within(rows[0]!).getByRole('link', { name: /^Chapter 2: Part 2\s*\(Unread\)$/ });
    expect(unread).toHaveAttribute('href', '/novels/The%20Salt%20Road/chapters/2');
    expect(within(rows[1]!).getByRole('link', { name: 'Chapter 1: Part 1' })).toBeInTheDocument();
    expect(within(rows[0]!).getByText('The Salt Road')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('by MaraQuill')).toBeInTheDocument();
    expect(within(rows[1]!).queryByRole('button', { name: /Mark as read/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeInTheDocument();
  });

  it('tells a reader the author removed their review: the novel, the stars and what it said', async () => {
    const fetch = forbidFetch();
    fetch.mockResolvedValueOnce(json({ updated: 1, count: 0 }));
    fetch.mockResolvedValue(json({ items: [], total: 0, unreadCount: 0 }));
    const removed: Notification = {
      id: 9,
      kind: 'review-removed',
      novelId: 3,
      novelTitle: 'The Salt Road',
      authorName: 'MaraQuill',
      rating: 2,
      excerpt: 'Slow start, but the ending landed.',
      read: false,
      createdAt: new Date().toISOString(),
    };
    const page = render({ items: [removed, item(1, { read: true })], total: 2, unreadCount: 1 });
    const row = screen.getAllByRole('listitem')[0]!;
    expect(within(row).getByRole('img', { name: 'Rated 2 out of 5 stars' })).toBeInTheDocument();
    expect(within(row).getByText('Slow start, but the ending landed.')).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('link', { name: /^The author removed your review\s*\(Unread\)$/ }));
    expect(page.location()).toBe('/novels/The%20Salt%20Road');
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(requestOf(fetch.mock.calls[0]!)).toMatchObject({ url: '/api/notifications/read', body: { ids: [9] } });
  });

  it('opening an unread notification marks it read and goes to the chapter', async () => {
    const fetch = forbidFetch();
    fetch.mockResolvedValueOnce(json({ updated: 1, count: 0 }));
    fetch.mockResolvedValue(json({ items: [item(2, { read: true })], total: 1, unreadCount: 0 }));
    const page = render({ items: [item(2)], total: 1, unreadCount: 1 });
    await userEvent.click(screen.getByRole('link', { name: /Chapter 2: Part 2/ }));
    expect(page.location()).toBe('/novels/The%20Salt%20Road/chapters/2');
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(requestOf(fetch.mock.calls[0]!)).toMatchObject({
      url: '/api/notifications/read',
      method: 'POST',
      body: { ids: [2] },
    });
  });

  it('marks all read, then shows the list again without the button', async () => {
    const fetch = forbidFetch();
    fetch.mockResolvedValueOnce(json({ updated: 2, count: 0 }));
    fetch.mockResolvedValue(
      json({ items: [item(2, { read: true }), item(1, { read: true })], total: 2, unreadCount: 0 }),
    );
    render({ items: [item(2), item(1)], total: 2, unreadCount: 2 });
    await userEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(requestOf(fetch.mock.calls[0]!)).toMatchObject({ url: '/api/notifications/read', body: { all: true } });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument());
    expect(screen.queryByText('(Unread)')).not.toBeInTheDocument();
  });

  it('shows a readable message when marking read fails', async () => {
    const fetch = forbidFetch();
    fetch.mockResolvedValueOnce(json({ message: 'Database unavailable' }, 503));
    fetch.mockResolvedValue(json({ items: [item(1)], total: 1, unreadCount: 1 }));
    render({ items: [item(1)], total: 1, unreadCount: 1 });
    await userEvent.click(screen.getByRole('button', { name: 'Mark as read: Chapter 1: Part 1' }));
    await waitFor(() => expect(useToastStore.getState().toasts[0]?.description).toBe('Database unavailable'));
    expect(requestOf(fetch.mock.calls[0]!)).toMatchObject({ body: { ids: [1] } });
  });

  it('pages through older notifications', async () => {
    const fetch = forbidFetch();
    fetch.mockResolvedValue(json({ items: [item(30)], total: PAGE_SIZE + 1, unreadCount: 0 }));
    const items = Array.from({ length: PAGE_SIZE }, (_, index) => item(index + 1));
    const page = render({ items, total: PAGE_SIZE + 1, unreadCount: PAGE_SIZE });
    expect(screen.getByText('1 / 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Newer' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Older' }));
    expect(page.location()).toBe('/notifications?page=2');
    await waitFor(() =>
      expect(requestOf(fetch.mock.calls[0]!).url).toBe(`/api/notifications?limit=${PAGE_SIZE}&offset=${PAGE_SIZE}`),
    );
    expect(await screen.findByRole('link', { name: /Chapter 30/ })).toBeInTheDocument();
  });

  it('says what to do when there are none', () => {
    forbidFetch();
    render({ items: [], total: 0, unreadCount: 0 });
    expect(screen.getByText(/No notifications yet/)).toBeInTheDocument();
  });

  it('asks a signed-out visitor to log in', () => {
    forbidFetch();
    renderPage(<NotificationsPage />, { url: '/notifications', path: '/notifications', user: null });
    expect(screen.getByText('Please log in to see your notifications.')).toBeInTheDocument();
  });
});
