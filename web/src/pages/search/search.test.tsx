/** Search page: results text, paging through the URL, page reset on a new q, empty and error states, filters. */
import { LIMITS, type SearchResult } from '@inkshelf/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queries } from '../../api.ts';
import SearchPage from './index.tsx';
import { pageCount, readPage, searchParamsFor } from './search-params.ts';
import { forbidFetch, json, makeNovel, renderFilteredPage, requestOf } from './test-kit.tsx';

afterEach(() => vi.unstubAllGlobals());

const keyOf = (q: string, page: number) =>
  queries.searchNovels({ query: { q, limit: LIMITS.searchPageSize, offset: (page - 1) * LIMITS.searchPageSize } })
    .queryKey;

/** No author matches q (the Authors section's query answered, so that it asks nothing of fetch). */
function noAuthors(client: QueryClient, q: string) {
  client.setQueryData(queries.searchAuthors({ query: { q, limit: LIMITS.authorSearchPageSize } }).queryKey, []);
}

function seedPage(client: QueryClient, q: string, page: number, result: SearchResult) {
  client.setQueryData(keyOf(q, page), result);
}

const pageOf = (count: number, total: number, prefix: string) => ({
  items: Array.from({ length: count }, (_, index) => makeNovel({ title: `${prefix} ${index + 1}` })),
  total,
});

describe('search params', () => {
  it('reads only positive whole pages and leaves page 1 out of the URL', () => {
    expect([readPage(null), readPage('0'), readPage('-2'), readPage('2.5'), readPage('x'), readPage('3')]).toEqual([
      1, 1, 1, 1, 1, 3,
    ]);
    expect(searchParamsFor('dragon', 1).toString()).toBe('q=dragon');
    expect(searchParamsFor('sea road', 2).toString()).toBe('q=sea+road&page=2');
    expect([pageCount(0), pageCount(12), pageCount(13)]).toEqual([1, 1, 2]);
  });
});

describe('SearchPage', () => {
  it('shows the count, the cards and the page, and pages through the URL', async () => {
    forbidFetch();
    const page = renderFilteredPage(<SearchPage />, {
      url: '/search?q=dragon',
      seed: (client) => {
        seedPage(client, 'dragon', 1, pageOf(12, 30, 'First'));
        seedPage(client, 'dragon', 2, pageOf(12, 30, 'Second'));
      },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Search Results' })).toBeInTheDocument();
    expect(screen.getByText('Found 30 result(s) for "dragon"')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Search Results' })).getAllByRole('article')).toHaveLength(12);
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(page.location()).toBe('/search?q=dragon&page=2');
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Second 1' })).toBeInTheDocument();
  });

  it('starts again at page 1 when a new q arrives', async () => {
    forbidFetch();
    const page = renderFilteredPage(<SearchPage />, {
      url: '/search?q=dragon&page=2',
      seed: (client) => {
        seedPage(client, 'dragon', 2, pageOf(12, 30, 'Dragon'));
        seedPage(client, 'harbour', 1, pageOf(3, 3, 'Harbour'));
      },
    });
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();

    page.navigate('/search?q=harbour');
    expect(await screen.findByText('Found 3 result(s) for "harbour"')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Harbour 1' })).toBeInTheDocument();
    // One page only: no pager at all.
    expect(screen.queryByRole('navigation', { name: 'Search result pages' })).not.toBeInTheDocument();
  });

  it("falls back to 'Author {id}' when a result has no author name", () => {
    forbidFetch();
    renderFilteredPage(<SearchPage />, {
      url: '/search?q=road',
      seed: (client) => seedPage(client, 'road', 1, { items: [makeNovel({ authorName: '', authorId: 42 })], total: 1 }),
    });
    expect(screen.getByText('by Author 42')).toBeInTheDocument();
  });

  it('says when nothing matched', () => {
    forbidFetch();
    renderFilteredPage(<SearchPage />, {
      url: '/search?q=zzz',
      seed: (client) => seedPage(client, 'zzz', 1, { items: [], total: 0 }),
    });
    expect(screen.getByText('Found 0 result(s) for "zzz"')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No results found' })).toBeInTheDocument();
    expect(screen.getByText('Try different keywords or check for typos.')).toBeInTheDocument();
  });

  it('shows the error box and tries again', async () => {
    const fetch = forbidFetch();
    fetch.mockResolvedValueOnce(json({ message: 'Search is resting' }, 503));
    fetch.mockResolvedValueOnce(json({ items: [makeNovel({ title: 'Back Again' })], total: 1 }));
    renderFilteredPage(<SearchPage />, { url: '/search?q=back', seed: (client) => noAuthors(client, 'back') });
    expect(await screen.findByRole('heading', { name: 'Error loading search results' })).toBeInTheDocument();
    expect(screen.getByText('Search is resting')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('link', { name: 'Back Again' })).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('narrows the matches with the filter panel, keeping the filters in the URL and starting again at page 1', async () => {
    const fetch = forbidFetch();
    fetch.mockResolvedValueOnce(json({ items: [], total: 0 }));
    fetch.mockResolvedValueOnce(json({ items: [makeNovel({ title: 'Sea Drama' })], total: 1 }));
    const page = renderFilteredPage(<SearchPage />, {
      url: '/search?q=sea&excludeGenres=Horror&page=2',
      seed: (client) => noAuthors(client, 'sea'),
    });
    expect(await screen.findByRole('heading', { name: 'No novels match these filters' })).toBeInTheDocument();
    const resets = screen.getAllByRole('link', { name: 'Reset filters' });
    expect(resets.map((link) => link.getAttribute('href'))).toEqual(['/search?q=sea', '/search?q=sea']);
    // The search keeps its own order: no sort here.
    expect(screen.queryByLabelText('Sort by')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('complementary', { name: 'Filters' }).querySelector('summary')!);
    await userEvent.click(screen.getByRole('link', { name: 'Drama' }));
    expect(page.location()).toBe('/search?q=sea&genres=Drama&excludeGenres=Horror');
    expect(await screen.findByRole('link', { name: 'Sea Drama' })).toBeInTheDocument();
    expect(fetch.mock.calls.map((call) => new URL(requestOf(call).url, 'http://x').search)).toEqual([
      `?excludeGenres=Horror&limit=${LIMITS.searchPageSize}&offset=${LIMITS.searchPageSize}&q=sea`,
      `?excludeGenres=Horror&genres=Drama&limit=${LIMITS.searchPageSize}&offset=0&q=sea`,
    ]);
  });
});

describe('the Authors section (issue 37)', () => {
  it('lists the matching authors above the novels, each linked to their page', () => {
    forbidFetch();
    const authors = queries.searchAuthors({ query: { q: 'theo', limit: LIMITS.authorSearchPageSize } }).queryKey;
    renderFilteredPage(<SearchPage />, {
      url: '/search?q=theo',
      seed: (client) => {
        seedPage(client, 'theo', 1, pageOf(2, 2, 'Found'));
        client.setQueryData(authors, [
          { id: 3, username: 'TheoVance', novelCount: 4, followerCount: 1 },
          { id: 9, username: 'Theodora', novelCount: 1, followerCount: 12 },
        ]);
      },
    });
    const section = screen.getByRole('region', { name: 'Authors' });
    expect(within(section).getByRole('link', { name: /TheoVance/ })).toHaveAttribute('href', '/authors/TheoVance');
    expect(within(section).getByText('4 novels · 1 follower')).toBeInTheDocument();
    expect(within(section).getByText('1 novel · 12 followers')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Search Results' })).getAllByRole('article')).toHaveLength(2);
  });

  it('shows no section when no author matches', () => {
    forbidFetch();
    const authors = queries.searchAuthors({ query: { q: 'dragon', limit: LIMITS.authorSearchPageSize } }).queryKey;
    renderFilteredPage(<SearchPage />, {
      url: '/search?q=dragon',
      seed: (client) => {
        seedPage(client, 'dragon', 1, pageOf(1, 1, 'Found'));
        client.setQueryData(authors, []);
      },
    });
    expect(screen.queryByRole('region', { name: 'Authors' })).not.toBeInTheDocument();
  });
});
