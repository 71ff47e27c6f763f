/** Genres index: each genre with its count linking to its lower-cased genre page; empty and error states. */
import { genrePath } from '@inkshelf/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queries } from '../../api.ts';
import { forbidFetch, json, renderPage } from '../search/test-kit.tsx';
import GenresPage from './index.tsx';

afterEach(() => vi.unstubAllGlobals());

const key = queries.listGenres().queryKey;
const render = (seed?: Parameters<typeof renderPage>[1]['seed']) =>
  renderPage(<GenresPage />, { url: '/genres', path: '/genres', seed });

describe('GenresPage', () => {
  it('lists every genre with its count, linking to /genre/{lower-cased genre}', () => {
    forbidFetch();
    render((client) =>
      client.setQueryData(key, [
        { genre: 'Fantasy', count: 12 },
        { genre: 'Science Fiction', count: 1 },
        { genre: 'Slice of Life', count: 1200 },
      ]),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Genres' })).toBeInTheDocument();
    const items = within(screen.getByRole('list', { name: 'Genres' })).getAllByRole('link');
    expect(items.map((item) => item.textContent)).toEqual([
      'Fantasy12 novels',
      'Science Fiction1 novel',
      'Slice of Life1,200 novels',
    ]);
    expect(screen.getByRole('link', { name: /Science Fiction/ })).toHaveAttribute('href', '/genre/science%20fiction');
    expect(document.title).toBe('Genres - Inkshelf');
  });

  it('says so when there are no genres yet, with a link to /browse', () => {
    forbidFetch();
    render((client) => client.setQueryData(key, []));
    expect(screen.getByRole('heading', { name: 'No genres yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse all novels' })).toHaveAttribute('href', '/browse');
  });

  it('shows the error with Try Again, which asks again', async () => {
    const fetch = forbidFetch();
    fetch.mockResolvedValueOnce(json({ message: 'Database unavailable' }, 503));
    fetch.mockResolvedValueOnce(json([{ genre: 'Romance', count: 2 }]));
    render();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error loading genres');
    expect(alert).toHaveTextContent('Database unavailable');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('link', { name: /Romance/ })).toHaveAttribute('href', '/genre/romance');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('builds genre links the way the novel page does', () => {
    expect(genrePath('Cozy Mystery')).toBe('/genre/cozy%20mystery');
  });
});
