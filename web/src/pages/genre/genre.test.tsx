/** Genre page: heading spelling, paging (Next only after a full page), empty and error states. */
import type { QueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queries } from '../../api.ts';
import { forbidFetch, json, makeNovel, renderPage } from '../search/test-kit.tsx';
import { genreTitle } from './genre-page.ts';
import GenrePage from './index.tsx';

afterEach(() => vi.unstubAllGlobals());

const keyOf = (genre: string, page: number) =>
  queries.novelsByGenre({ params: { genre }, query: { limit: 12, offset: (page - 1) * 12 } }).queryKey;
const novels = (count: number) => Array.from({ length: count }, () => makeNovel({ genres: ['Science Fiction'] }));
const render = (url: string, seed?: (client: QueryClient) => void) =>
  renderPage(<GenrePage />, { url, path: '/genre/:genre', seed });

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
});
