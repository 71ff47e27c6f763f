/** Reading history: signed-out card, items with chapter links, progress bars and fallbacks, empty and error states. */
import type { ReadingProgressItem } from '@inkshelf/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queries } from '../../api.ts';
import { forbidFetch, json, makeUser, renderPage } from '../search/test-kit.tsx';
import ReadingHistoryPage from './index.tsx';

afterEach(() => vi.unstubAllGlobals());

const recentKey = queries.recentProgress({ query: { limit: 50 } }).queryKey;
const item = (overrides: Partial<ReadingProgressItem>): ReadingProgressItem => ({
  id: 1,
  userId: 9,
  novelId: 3,
  chapterId: 30,
  progress: 40,
  lastReadAt: new Date(Date.now() - 2 * 3_600_000).toISOString(),
  novel: { id: 3, title: 'Neon Saints', coverImage: null, authorName: 'TheoVance' },
  chapter: { id: 30, chapterNumber: 2, title: 'The Confessor' },
  ...overrides,
});
const signedIn = (items: ReadingProgressItem[]) => ({
  url: '/reading-history',
  user: makeUser(),
  seed: (client: QueryClient) => client.setQueryData(recentKey, items),
});

describe('ReadingHistoryPage', () => {
  it("asks signed-out visitors to log in with 'Go to Login'", () => {
    forbidFetch();
    renderPage(<ReadingHistoryPage />, { url: '/reading-history' });
    expect(screen.getByRole('heading', { name: 'Login Required' })).toBeInTheDocument();
    expect(screen.getByText('Please log in to view your reading history.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/auth');
  });

  it('shows each novel with its chapter, progress, last read time and Continue Reading', () => {
    forbidFetch();
    renderPage(
      <ReadingHistoryPage />,
      signedIn([
        item({}),
        item({
          id: 2,
          novelId: 4,
          chapterId: null,
          chapter: null,
          progress: 0,
          novel: { id: 4, title: 'Lost', coverImage: null, authorName: '' },
        }),
      ]),
    );
    const [first, second] = within(screen.getByRole('list', { name: 'Reading History' })).getAllByRole('listitem');
    expect(within(first!).getByRole('link', { name: 'Neon Saints' })).toHaveAttribute('href', '/novels/Neon%20Saints');
    expect(within(first!).getByText('by TheoVance')).toBeInTheDocument();
    expect(within(first!).getByRole('link', { name: 'Chapter 2: "The Confessor"' })).toHaveAttribute(
      'href',
      '/novels/Neon%20Saints/chapters/2',
    );
    expect(within(first!).getByRole('progressbar', { name: 'Reading progress in Neon Saints' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    expect(within(first!).getByText('2 hours ago')).toBeInTheDocument();
    expect(within(first!).getByRole('link', { name: 'Continue Reading' })).toHaveAttribute(
      'href',
      '/novels/Neon%20Saints/chapters/2',
    );

    expect(within(second!).getByText('by Unknown Author')).toBeInTheDocument();
    expect(within(second!).getByText('Unavailable Chapter')).toBeInTheDocument();
    expect(within(second!).getByRole('button', { name: 'Continue Reading' })).toBeDisabled();
  });

  it('offers a way to browse when there is no history', () => {
    forbidFetch();
    renderPage(<ReadingHistoryPage />, signedIn([]));
    expect(screen.getByRole('heading', { name: 'No reading history yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Novels' })).toHaveAttribute('href', '/browse');
  });

  it('shows the error with its message and tries again', async () => {
    const fetch = forbidFetch();
    fetch.mockResolvedValueOnce(json({ message: 'Database asleep' }, 503));
    fetch.mockResolvedValueOnce(json([item({})]));
    renderPage(<ReadingHistoryPage />, { url: '/reading-history', user: makeUser() });
    expect(await screen.findByRole('heading', { name: 'Error loading reading history' })).toBeInTheDocument();
    expect(screen.getByText('503: Database asleep')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('link', { name: 'Neon Saints' })).toBeInTheDocument();
  });
});
