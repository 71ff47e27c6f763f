/**
 * Genre page: heading spelling, paging (Next only after a full page), empty and error states, and its filters (issue
 * 37): tags and other genres narrow the list through GET /api/novels, the page's genre always required.
 */
import type { QueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queries } from '../../api.ts';
import { forbidFetch, json, makeNovel, renderFilteredPage, requestOf } from '../search/test-kit.tsx';
import { genreTitle } from './genre-page.ts';
import GenrePage from './index.tsx';

afterEach(() => vi.unstubAllGlobals());

const keyOf = (genre: string, page: number) =>
  queries.novelsByGenre({ params: { genre }, query: { limit: 12, offset: (page - 1) * 12 } }).queryKey;
const novels = (count: number) => Array.from({ length: count }, () => makeNovel({ genres: ['Science Fiction'] }));
const render = (url: string, seed?: (client: QueryClient) => void) =>
  renderFilteredPage(<GenrePage />, { url, path: '/genre/:genre', seed });

describe('genreTitle', () => {
  it("uses a loaded novel's spelling, else capitalises the slot", () => {
    expect(genreTitle('science fiction', [makeNovel({ genres: ['Science Fiction'] })])).toBe('Science Fiction');
    expect(genreTitle('slice of life')).toBe('Slice of life');
  });
});

describe('GenrePage', () => {
  it('enables Next only after a full page and keeps the page in the URL', async () => {
    forbidFetch();
    const page = render('/genre/science%20fiction', (client) => {
      client.setQueryData(keyOf('science fiction', 1), novels(12));
      client.setQueryData(keyOf('science fiction', 2), novels(3));
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Science Fiction Novels' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(page.location()).toBe('/genre/science%20fiction?page=2');
    expect(await screen.findByText('Page 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
  });

  it("shows 'No novels found' with a link to /browse", () => {
    forbidFetch();
    render('/genre/poetry', (client) => client.setQueryData(keyOf('poetry', 1), []));
    expect(screen.getByRole('heading', { name: 'No novels found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse all novels' })).toHaveAttribute('href', '/browse');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it("shows 'Error: {status}' with a link home", async () => {
    forbidFetch().mockResolvedValueOnce(json({ message: 'boom' }, 502));
    render('/genre/fantasy');
    expect(await screen.findByText('Error: 502')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Homepage' })).toHaveAttribute('href', '/');
  });

  it('narrows the genre by a required tag and a left-out genre, and pages without losing them', async () => {
    const fetch = forbidFetch().mockImplementation(() => Promise.resolve(json(novels(12))));
    const page = render('/genre/science%20fiction?tags=LitRPG&excludeGenres=Horror,science%20fiction');
    expect(await screen.findByRole('button', { name: 'Next' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(page.location()).toBe('/genre/science%20fiction?tags=LitRPG&excludeGenres=Horror%2Cscience+fiction&page=2');
    await screen.findByText('Page 2');
    expect(fetch.mock.calls.map((call) => requestOf(call).url)).toEqual([
      '/api/novels?excludeGenres=Horror&genres=science+fiction&limit=12&offset=0&tags=LitRPG',
      '/api/novels?excludeGenres=Horror&genres=science+fiction&limit=12&offset=12&tags=LitRPG',
    ]);
  });
});
