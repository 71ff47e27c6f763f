/** Browse page: paging through the catalogue with 'Load more', loading, empty and the section 8 error text. */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forbidFetch, json, makeNovel, renderPage, requestOf } from '../search/test-kit.tsx';
import { BROWSE_PAGE_SIZE, mergePages } from './browse-list.ts';
import BrowsePage from './index.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('BrowsePage', () => {
  it("loads a page, then the next with 'Load more' until a short page ends the list", async () => {
    const fetch = forbidFetch();
    fetch.mockResolvedValueOnce(json(Array.from({ length: BROWSE_PAGE_SIZE }, () => makeNovel())));
    fetch.mockResolvedValueOnce(json([makeNovel({ title: 'The Last One' })]));
    renderPage(<BrowsePage />, { url: '/browse' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading novels...');
    const grid = await screen.findByRole('list', { name: 'Browse Novels' });
    expect(within(grid).getAllByRole('article')).toHaveLength(BROWSE_PAGE_SIZE);

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'The Last One' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(fetch.mock.calls.map((call) => new URL(requestOf(call).url, 'http://x').search)).toEqual([
      `?limit=${BROWSE_PAGE_SIZE}&offset=0`,
      `?limit=${BROWSE_PAGE_SIZE}&offset=${BROWSE_PAGE_SIZE}`,
    ]);
  });

  it('shows a novel that moved between pages once', () => {
    const novel = makeNovel();
    expect(mergePages([[novel], [novel, makeNovel()]])).toHaveLength(2);
  });

  it('says when the catalogue is empty', async () => {
    forbidFetch().mockResolvedValueOnce(json([]));
    renderPage(<BrowsePage />, { url: '/browse' });
    expect(await screen.findByRole('heading', { name: 'No novels found' })).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search or check back later.')).toBeInTheDocument();
  });

  it("shows 'Error loading novels: Failed to fetch novels: {status}'", async () => {
    forbidFetch().mockResolvedValueOnce(json({ message: 'boom' }, 500));
    renderPage(<BrowsePage />, { url: '/browse' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading novels: Failed to fetch novels: 500');
  });
});
