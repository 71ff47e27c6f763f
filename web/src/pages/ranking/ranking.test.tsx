/** Ranking page: the metric per order, published-only rows, the sort in the URL, loading, empty and error states. */
import type { Novel, NovelSortField } from '@inkshelf/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queries } from '../../api.ts';
import { forbidFetch, json, makeNovel, renderPage } from '../search/test-kit.tsx';
import RankingPage from './index.tsx';
import { rankingMetric, readSortBy } from './ranking-metric.ts';

afterEach(() => vi.unstubAllGlobals());

const rated = makeNovel({
  title: 'Rated',
  viewCount: 12345,
  bookmarkCount: 7,
  averageRating: '4.5',
  reviewCount: 3,
  chapterCount: 40,
  wordCount: 151_000,
  completionStatus: 'hiatus',
});
const unrated = makeNovel({ title: 'Unrated', viewCount: 3, bookmarkCount: 0, averageRating: null, reviewCount: 0 });

describe('rankingMetric', () => {
  it('shows views, bookmarks, or the rating to one decimal with the review count', () => {
    expect(rankingMetric(rated, 'viewCount')).toEqual({ value: '12,345', label: 'Views' });
    expect(rankingMetric(rated, 'bookmarkCount')).toEqual({ value: '7', label: 'Bookmarks' });
    expect(rankingMetric(rated, 'rating')).toEqual({ value: '4.5', label: 'Rating', extra: '(3 Reviews)' });
    expect(rankingMetric(unrated, 'rating')).toEqual({ value: '--', label: 'Rating', extra: '(0 Reviews)' });
  });

  it('reads the order from the URL, views by default', () => {
    expect([readSortBy(null), readSortBy('rating'), readSortBy('bookmarkCount'), readSortBy('nope')]).toEqual([
      'viewCount',
      'rating',
      'bookmarkCount',
      'viewCount',
    ]);
  });
});

describe('RankingPage', () => {
  const seed = (sortBy: NovelSortField, novels: Novel[]) => ({
    seed: (client: QueryClient) => client.setQueryData(queries.ranking(sortBy).queryKey, novels),
  });

  it('lists published novels with position, links and the view count by default', () => {
    forbidFetch();
    const draft = makeNovel({ title: 'Secret Draft', status: 'draft' });
    const orphan = makeNovel({ title: 'Orphan', authorName: '' });
    renderPage(<RankingPage />, { url: '/ranking', ...seed('viewCount', [rated, draft, unrated, orphan]) });

    expect(screen.getByLabelText('Sort by:')).toHaveValue('viewCount');
    const rows = within(screen.getByRole('list', { name: 'Novel Rankings by Views' })).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(screen.queryByText('Secret Draft')).not.toBeInTheDocument();
    expect(within(rows[0]!).getByText('#1')).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('link', { name: 'Rated' })).toHaveAttribute('href', '/novels/Rated');
    expect(within(rows[0]!).getByRole('link', { name: 'MaraQuill' })).toHaveAttribute('href', '/authors/MaraQuill');
    expect(within(rows[0]!).getByText('12,345')).toBeInTheDocument();
    expect(within(rows[0]!).getByTestId('novel-facts')).toHaveTextContent('40 chapters · 151,000 words · On hiatus');
    expect(within(rows[2]!).getByText('#3')).toBeInTheDocument();
    expect(within(rows[2]!).getByText(/Unknown Author/)).toBeInTheDocument();
  });

  it('keeps the order in the URL and shows ratings with their review counts', async () => {
    forbidFetch();
    const page = renderPage(<RankingPage />, {
      url: '/ranking',
      seed: (client) => {
        client.setQueryData(queries.ranking('viewCount').queryKey, [rated, unrated]);
        client.setQueryData(queries.ranking('rating').queryKey, [rated, unrated]);
      },
    });
    await userEvent.selectOptions(screen.getByLabelText('Sort by:'), 'Rating');
    expect(page.location()).toBe('/ranking?sortBy=rating');
    const rows = within(screen.getByRole('list', { name: 'Novel Rankings by Rating' })).getAllByRole('listitem');
    expect(within(rows[0]!).getByText('4.5')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('(3 Reviews)')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('--')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('(0 Reviews)')).toBeInTheDocument();
  });

  it('shows ten skeleton rows while loading', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    );
    renderPage(<RankingPage />, { url: '/ranking?sortBy=bookmarkCount' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading rankings...');
    expect(screen.getAllByTestId('ranking-skeleton-row')).toHaveLength(10);
  });

  it('says when nothing is ranked', () => {
    forbidFetch();
    renderPage(<RankingPage />, { url: '/ranking', ...seed('viewCount', []) });
    expect(screen.getByText('No novels found for this ranking criteria.')).toBeInTheDocument();
  });

  it("shows 'Error loading rankings: Failed to fetch ranked novels: {status}'", async () => {
    forbidFetch().mockResolvedValueOnce(json({ message: 'boom' }, 500));
    renderPage(<RankingPage />, { url: '/ranking' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error loading rankings: Failed to fetch ranked novels: 500',
    );
  });
});
