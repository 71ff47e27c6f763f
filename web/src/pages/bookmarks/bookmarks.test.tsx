/** My Bookmarks: the filter, removed novels, removing a bookmark (toasts), signed-out, empty and error states. */
import type { Bookmark, Novel } from '@inkshelf/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queries } from '../../api.ts';
import { useToastStore } from '@inkshelf/ui/toast';
import { forbidFetch, json, makeNovel, makeUser, renderPage, requestOf } from '../search/test-kit.tsx';
import { bookmarkRow, filterBookmarks } from './bookmark-rows.ts';
import BookmarksPage from './index.tsx';

beforeEach(() => useToastStore.setState({ toasts: [] }));
afterEach(() => vi.unstubAllGlobals());

let nextId = 1;
function makeBookmark(novel: Novel | null, novelId = novel?.id ?? 999): Bookmark {
  return { id: nextId++, userId: 1, novelId, createdAt: '2025-05-20T10:00:00.000Z', novel };
}

const lighthouse = makeNovel({ title: 'Letters to the Lighthouse', description: 'A keeper writes to the sea.' });
const bakery = makeNovel({ title: 'The Seventh Floor Bakery', description: '' });
const gone = makeBookmark(null, 555);
const listKey = queries.listBookmarks().queryKey;
const toastTitles = () => useToastStore.getState().toasts.map((item) => item.title);

describe('filterBookmarks', () => {
  const rows = [makeBookmark(lighthouse), makeBookmark(bakery), gone].map(bookmarkRow);

  it('matches title or description, ignoring case and surrounding spaces', () => {
    expect(filterBookmarks(rows, '  LIGHTHOUSE ').map((row) => row.title)).toEqual(['Letters to the Lighthouse']);
    expect(filterBookmarks(rows, 'the sea').map((row) => row.title)).toEqual(['Letters to the Lighthouse']);
    expect(filterBookmarks(rows, 'bakery').map((row) => row.title)).toEqual(['The Seventh Floor Bakery']);
    expect(filterBookmarks(rows, '')).toHaveLength(3);
    expect(filterBookmarks(rows, 'dragons')).toEqual([]);
  });

  it("shows a removed novel as 'Novel not found' by 'Unknown'", () => {
    expect(bookmarkRow(gone)).toMatchObject({
      novelId: 555,
      title: 'Novel not found',
      description: 'This novel may have been removed',
      author: 'Unknown',
      exists: false,
    });
  });
});

describe('BookmarksPage', () => {
  const signedIn = (bookmarks: Bookmark[]) => ({
    url: '/bookmarks',
    user: makeUser(),
    seed: (client: QueryClient) => client.setQueryData(listKey, bookmarks),
  });

  it('asks signed-out visitors to log in', () => {
    forbidFetch();
    renderPage(<BookmarksPage />, { url: '/bookmarks' });
    expect(screen.getByText('Please log in to view your bookmarks.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log In' })).toBeInTheDocument();
  });

  it('lists bookmarks with their fallbacks and filters them', async () => {
    forbidFetch();
    renderPage(<BookmarksPage />, signedIn([makeBookmark(lighthouse), makeBookmark(bakery), gone]));
    const list = screen.getByRole('list', { name: 'My Bookmarks' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Letters to the Lighthouse' })).toHaveAttribute(
      'href',
      '/novels/Letters%20to%20the%20Lighthouse',
    );
    expect(screen.getByText('No description available.')).toBeInTheDocument();
    expect(screen.getByText('Novel not found')).toBeInTheDocument();
    expect(screen.getByText('by Unknown')).toBeInTheDocument();

    const search = screen.getByPlaceholderText('Search bookmarks...');
    await userEvent.type(search, 'keeper');
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);

    await userEvent.clear(search);
    await userEvent.type(search, 'dragons');
    expect(screen.getByRole('heading', { name: 'No matching bookmarks' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear Search' }));
    expect(search).toHaveValue('');
    expect(within(screen.getByRole('list', { name: 'My Bookmarks' })).getAllByRole('listitem')).toHaveLength(3);
  });

  it("removes a bookmark and says 'Bookmark removed'", async () => {
    const fetch = forbidFetch();
    fetch.mockImplementation((_input, init) =>
      Promise.resolve(init?.method === 'DELETE' ? json({ message: 'Bookmark removed' }) : json([makeBookmark(bakery)])),
    );
    renderPage(<BookmarksPage />, signedIn([makeBookmark(lighthouse), makeBookmark(bakery)]));
    await userEvent.click(screen.getByRole('button', { name: 'Remove bookmark for Letters to the Lighthouse' }));
    await waitFor(() => expect(screen.queryByText('Letters to the Lighthouse')).not.toBeInTheDocument());
    expect(toastTitles()).toEqual(['Bookmark removed']);
    expect(requestOf(fetch.mock.calls[0]!)).toMatchObject({
      method: 'DELETE',
      url: expect.stringMatching(new RegExp(`/api/bookmarks/${lighthouse.id}$`)),
    });
  });

  it('keeps the row and toasts the error when removing fails', async () => {
    forbidFetch().mockResolvedValueOnce(new Response('', { status: 500 }));
    renderPage(<BookmarksPage />, signedIn([makeBookmark(lighthouse)]));
    await userEvent.click(screen.getByRole('button', { name: 'Remove bookmark for Letters to the Lighthouse' }));
    await waitFor(() => expect(toastTitles()).toEqual(['Error']));
    expect(useToastStore.getState().toasts[0]).toMatchObject({ variant: 'destructive' });
    expect(screen.getByText('Letters to the Lighthouse')).toBeInTheDocument();
  });

  it("offers 'Browse Novels' when there are none", () => {
    forbidFetch();
    renderPage(<BookmarksPage />, signedIn([]));
    expect(screen.getByRole('heading', { name: 'No bookmarks yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Novels' })).toHaveAttribute('href', '/browse');
  });

  it("shows 'Error Loading Bookmarks' with 'Try Again'", async () => {
    const fetch = forbidFetch();
    fetch.mockResolvedValueOnce(json({ message: 'Database asleep' }, 503));
    fetch.mockResolvedValueOnce(json([makeBookmark(lighthouse)]));
    renderPage(<BookmarksPage />, { url: '/bookmarks', user: makeUser() });
    expect(await screen.findByRole('heading', { name: 'Error Loading Bookmarks' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Letters to the Lighthouse')).toBeInTheDocument();
  });
});
